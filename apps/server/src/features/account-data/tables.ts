/**
 * Every table the product has, and how a person's rows are found in it (issue 49). The export reads
 * this list; its completeness test reads the database's own list of tables and of columns that point at
 * an account, and fails when one is not here. A table is either:
 * - the person's by one or more account columns (`by`: any of them naming the person makes the row theirs),
 * - the person's through a parent row (`via`: its column points at a row of a table that is theirs), or
 * - not personal, with the reason.
 * Secrets (password and token hashes, push keys) are left out of the file by `omit`, and so are the
 * database's own search vectors.
 */
export type TableRule =
  | { by: readonly string[]; omit?: readonly string[]; about: string }
  | { via: { column: string; parent: string }; omit?: readonly string[]; about: string }
  | { notPersonal: string };

/** Account columns that name someone else, not the row's owner: they make no row anyone's. */
export const otherPeople: Record<string, string> = {
  'chat_conversations.coach_id': 'the coach a customer’s chat is with: the chat is the customer’s',
  'community_decisions.admin_id': 'the admin who made a moderation decision: the decision is about the member',
  'admin_invites.invited_by': 'the Global administrator who sent an admin invitation (the invitation is not personal, below)',
};

const hashes = ['token_hash'];

export const tables: Record<string, TableRule> = {
  // Account and sign-in
  users: { by: ['id'], omit: ['password_hash'], about: 'Your account: name, e-mail, role, time zone, photo address, when you joined.' },
  sessions: { by: ['user_id'], omit: hashes, about: 'Your signed-in sessions: when each started, was last used and ends.' },
  trusted_browsers: { by: ['user_id'], omit: hashes, about: 'Browsers that passed the sign-in code step (until they close).' },
  known_devices: { by: ['user_id'], omit: hashes, about: 'Browsers you have signed in from, and when last.' },
  otp_codes: { by: ['user_id'], omit: ['code_hash', 'device_hash'], about: 'Sign-in and reset codes waiting (the codes themselves are never stored).' },
  referrals: { by: ['referrer_id', 'referred_id'], about: 'Who you referred, and who referred you.' },
  data_exports: { by: ['user_id'], omit: ['file_key'], about: 'Your requests to download your data.' },
  account_deletion_codes: { by: ['user_id'], omit: ['code_hash'], about: 'A code to confirm deleting your account, if you asked for one.' },
  // Onboarding and plans
  assessments: { by: ['user_id'], about: 'Your survey answers and assessment.' },
  habit_library: { by: ['user_id'], about: 'Your habit library.' },
  goals: { by: ['user_id'], about: 'Your plans’ goals.' },
  tasks: { by: ['user_id'], about: 'Your plans’ tasks.' },
  habits: { by: ['user_id'], about: 'Your plans’ habits.' },
  plan_strategies: { by: ['user_id'], about: 'Strategies written for your goals, tasks and habits.' },
  notes: { by: ['user_id'], about: 'Your notes (also as Word files in notes/).' },
  // Routines, reminders
  routines: { by: ['user_id'], about: 'Your routines.' },
  routine_days: { by: ['user_id'], about: 'Your routines’ check-ins, day by day.' },
  routine_pauses: { by: ['user_id'], about: 'Pauses of your routines.' },
  routine_completions: { by: ['user_id'], about: 'Routines you completed.' },
  routine_settings: { by: ['user_id'], about: 'Your routine settings.' },
  reminders: { by: ['user_id'], about: 'Your reminders.' },
  reminder_deliveries: { by: ['user_id'], about: 'Reminders sent to you, and how.' },
  reminder_settings: { by: ['user_id'], about: 'Your reminder e-mail setting.' },
  notification_preferences: { by: ['user_id'], about: 'Which notifications you get (push, booking e-mails, community replies).' },
  push_subscriptions: { by: ['user_id'], omit: ['p256dh', 'auth'], about: 'Browsers that get your push notifications (their keys left out).' },
  // Meals, mood, insights
  meal_setups: { by: ['user_id'], about: 'Your meal preferences, allergies and targets.' },
  meal_plans: { by: ['user_id'], about: 'Your weekly meal plans.' },
  meals: { by: ['user_id'], about: 'The meals of your plans.' },
  mood_logs: { by: ['user_id'], about: 'Your moods.' },
  insight_reports: { by: ['customer_id'], about: 'Your insight reports.' },
  insight_settings: { by: ['customer_id'], about: 'Your insight settings.' },
  insight_experiments: { by: ['customer_id'], about: 'Your experiments.' },
  customer_data_versions: { by: ['customer_id'], about: 'Counters of changes to your data (the app uses them to know when to refresh).' },
  // Brand voice, chats
  brand_contents: { by: ['user_id'], about: 'Your brand pieces.' },
  chat_conversations: { by: ['customer_id'], about: 'Your chats with the AI coach and with coaches.' },
  chat_turns: { via: { column: 'conversation_id', parent: 'chat_conversations' }, omit: ['search'], about: 'Your chats’ questions and answers.' },
  chat_settings: { by: ['customer_id'], about: 'Your chat settings.' },
  // Courses
  courses: { by: ['coach_id'], about: 'Courses you made (coaches).' },
  course_lessons: { via: { column: 'course_id', parent: 'courses' }, about: 'The lessons of courses you made (coaches).' },
  course_covers: { by: ['coach_id'], about: 'Pictures you uploaded for courses (coaches).' },
  course_enrolments: { by: ['customer_id'], about: 'Courses you opened, and where you are in them.' },
  lesson_completions: { by: ['customer_id'], about: 'Lessons you marked done.' },
  course_ratings: { by: ['customer_id'], about: 'Your course ratings.' },
  // Community
  community_topics: { by: ['author_id'], about: 'Community topics you started.' },
  community_messages: { by: ['author_id'], about: 'Your community messages.' },
  community_flags: { by: ['flagger_id'], about: 'Messages and topics you flagged.' },
  community_members: { by: ['user_id'], about: 'Your community standing (slow mode, silencing).' },
  community_decisions: { by: ['member_id'], about: 'Moderation decisions about you.' },
  community_feed: { notPersonal: 'a topic’s numbered live events (ids and kinds only); the words are in community_messages, exported as their author’s' },
  // Coaching
  coach_profiles: { by: ['user_id'], about: 'Your coach profile (coaches).' },
  coach_availability: { by: ['user_id'], about: 'Your weekly availability (coaches).' },
  bookings: { by: ['user_id', 'coach_id'], about: 'Sessions you booked, or that were booked with you.' },
  ledger_entries: { by: ['coach_id'], about: 'Your earnings ledger: session credits and payout requests (coaches).' },
  knowledge_documents: { by: ['coach_id'], about: 'Your knowledge PDFs (coaches; the files are in knowledge/).' },
  knowledge_passages: { via: { column: 'document_id', parent: 'knowledge_documents' }, omit: ['search'], about: 'The passages read from your knowledge PDFs.' },
  // The platform's own
  server_keys: { notPersonal: 'the server’s own keys (push, unsubscribe links)' },
  rate_limits: { notPersonal: 'counters of attempts, gone within hours (an account’s are deleted with it)' },
  events: { notPersonal: 'the delivery log of what happened (ids only), kept a week (an account’s are deleted with it)' },
  event_handled: { notPersonal: 'which handler handled which event' },
  ai_calls: { notPersonal: 'one row per AI call: the feature, the provider, whether it worked and how long it took; no person and no text, kept 30 days' },
  mail_outbox: { notPersonal: 'e-mails waiting to be sent; a sent e-mail’s text is cleared (an account’s are deleted with it)' },
  user_role_counts: { notPersonal: 'how many accounts each role has (the admin home’s counts), kept by the database' },
  community_topic_counts: { notPersonal: 'how many topics each status has (the topics list’s pages), kept by the database' },
  coach_directory_counts: { notPersonal: 'how many coaches the directory lists and hides (its pages), kept by the database' },
  audit_log_counts: { notPersonal: 'how many rows the audit log has, those only the Global administrator sees apart (its pages), kept by the database' },
  admin_invites: { notPersonal: 'invitations to become an admin, sent by the Global administrator to an address with no account yet; deleted once accepted' },
  // The audit log names people only by pseudonym (audit_subjects): exported, the subject and the rows
  // about the person; deleted with the account, the subject goes (cascade) and the rows, which nobody can
  // change, name no one. A member of staff's own actions are the platform's record, not their data (and
  // staff have no export: it is the customers' and coaches').
  audit_subjects: { by: ['user_id'], about: 'Your pseudonym in the staff’s audit log (deleted with your account, after which the log names no one).' },
  audit_log: {
    via: { column: 'target_subject', parent: 'audit_subjects' },
    about: 'What staff did to your account (marked paid, suspended, restored, hidden from the directory, silenced): when, the change and the reason, staff named by pseudonym.',
  },
};

export type PersonalRule = Exclude<TableRule, { notPersonal: string }>;
export const isPersonal = (rule: TableRule): rule is PersonalRule => !('notPersonal' in rule);
/** The account columns that find a table's rows: its own, or its parent's. */
export function ownerColumns(rule: PersonalRule): readonly string[] {
  return 'by' in rule ? rule.by : ownerColumns(tables[rule.via.parent] as PersonalRule);
}
