import type { SurveyAnswers } from '@iyl/core/onboarding/survey';
import { type PlanItemKind, planAreas, type PlanArea } from '@iyl/core/plans/contract';
import type { BrandChoices } from '@iyl/core/brand-voice/constants';
import type { Mood } from '@iyl/core/mood/constants';
import { addDays, dayIn, mondayOf, timeIn } from '@iyl/core/time/zone';
import { zonedInstant } from '@iyl/core/time/zoned';
import type { SessionUser } from '@iyl/core/auth/contract';
import { DEFAULT_SESSION_MINUTES, DEFAULT_WINDOWS } from '@iyl/core/coach-profiles/constants';
import { demoKnowledgePages, demoKnowledgePdf } from './knowledge-pdf.ts';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Services } from '../platform/modules.ts';

export const demoAccounts = {
  customer: { fullname: 'Demo Customer', email: 'demo@iyl.local', password: 'demo-password-2026' },
  coach: { fullname: 'Demo Coach', email: 'coach@iyl.local', password: 'demo-password-2026' },
} as const;

/** A believable survey: poor sleep, money worries, a good family life. */
const answers: SurveyAnswers = {
  healthOverall: 6,
  sleepQuality: 3,
  energyLevel: 4,
  stressManagement: 4,
  exerciseFrequency: 'Rarely',
  nutritionQuality: 6,
  hydrationFrequency: 'A few times a week',
  healthMotivation: { selected: ['Energy and productivity', 'Mental clarity'] },
  healthImportance: 'Very Important',
  healthChallenge: 'I scroll my phone in bed and wake up tired.',
  relationshipSatisfaction: 'Satisfied',
  communicationQuality: 7,
  qualityTimeFrequency: 'A few times a week',
  conflictHandling: 6,
  socialConnection: 5,
  relationshipQualities: { selected: ['Trust', 'Communication'] },
  relationshipImportance: 'Very Important',
  supportFeeling: 7,
  lonelinessFrequency: 'Rarely',
  relationshipChallenge: 'We rarely get time alone since the baby arrived.',
  financialSatisfaction: 'Unsatisfied',
  savingFrequency: 'Rarely',
  budgetConfidence: 3,
  debtWorry: 8,
  emergencyFund: 'Less than 3 months',
  financeDrivers: { selected: ['Stability for family'] },
  financeImportance: 'Extremely Important',
  financialKnowledge: 4,
  spendingTracking: 'Never',
  financeChallenge: 'Credit card balance from last year keeps growing.',
  lifeBalance: 'Unbalanced',
  workLifeBalance: 4,
  reflectionFrequency: 'Rarely',
  purposeClarity: 6,
  hobbiesFrequency: 'Rarely',
  screenTimeControl: 3,
  happiness: 6,
  priorityArea: 'Finances',
  support: { selected: ['Habit Tracking Tools', 'Accountability Partner'] },
  balanceChallenge: 'Long work weeks.',
  focusArea: 'Finances',
  commitmentLevel: 8,
  timeAvailable: '15 to 30 minutes',
  preferredTime: 'Evening',
  dailyReminders: true,
  weeklyCheckins: true,
  actionableChallenges: true,
  inspirationalContent: false,
  learningStyle: 'Step-by-step plans',
  ninetyDayGoal: 'Sleep 7 hours and pay off a third of the card.',
};

/**
 * Plan work ticked off over six weeks (five weeks ago … this week), the kinds of each week's items per
 * area, so /Insights' weekly plan chart has a trend in each: Health steady, Finance rising (the goal
 * this week), Relationship with a dip two weeks ago. Four tasks and four habits per area: the survey's
 * plans have at least five of each (PLAN_MIN_ITEMS), so every area keeps some pending.
 */
const completionWeeks: Record<PlanArea, PlanItemKind[][]> = {
  Health: [['task'], ['habit'], ['task', 'habit'], ['task'], ['habit'], ['task', 'habit']],
  Finance: [[], ['task'], ['habit'], ['task', 'habit'], ['task', 'habit'], ['goal', 'task', 'habit']],
  Relationship: [['habit'], ['task', 'habit'], ['task', 'habit'], [], ['task', 'habit'], ['task']],
};

/** The weeks of completionWeeks (this week the last). */
const COMPLETION_WEEKS = 6;

/** The time of day (the customer's clock) the demo's past plan work is ticked off. */
const COMPLETION_TIME = '18:00';

const notes = [
  ['Evening wind-down', '<h3>Evening wind-down</h3><ul><li>Phone on the charger in the kitchen at <strong>21:30</strong></li><li>Ten pages of a book</li><li>Lights out by 22:30</li></ul>'],
  ['Debt list', '<p>Card A: <strong>$2,340</strong> at 24%</p><p>Card B: $610 at 19%</p><p><em>Avalanche: pay Card A first.</em></p>'],
  ['Date night ideas', '<ol><li>Cook together</li><li>Walk in the park after bedtime story</li><li>Board games</li></ol>'],
] as const;

/**
 * Six weeks of moods, oldest first (today is left for the newcomer to pick). They follow the evening
 * walk (routineDemo's "Walk after dinner", same days): after an evening with the walk the mood is
 * mostly calm or better (18 of 22), after one without it mostly not (5 of 19), with exceptions both
 * ways, so /Insights finds the pattern. The last twenty days are the earlier demo's three weeks.
 */
const moodWeeks: [Mood, string?][] = [
  ['Stressed', 'Work piling up; first walk after dinner anyway'],
  ['Calm', 'Slept better'],
  ['Anxious'],
  ['Stressed', 'Late meeting'],
  ['Sad'],
  ['Anxious', 'Bills to sort'],
  ['Happy'],
  ['Stressed'],
  ['Calm', 'Good sleep'],
  ['Angry', 'Traffic and a late train'],
  ['Grateful', 'An old friend called'],
  ['Calm'],
  ['Anxious'],
  ['Stressed', 'Overtime again'],
  ['Sad'],
  ['Happy', 'Sunny Saturday'],
  ['Stressed'],
  ['Calm', 'Fell asleep quickly'],
  ['Anxious'],
  ['Stressed', 'Car needs repairs'],
  ['Grateful'],
  ['Calm', 'Slept well'],
  ['Stressed', 'Card statement arrived'],
  ['Anxious'],
  ['Calm', 'Early night'],
  ['Happy'],
  ['Grateful', 'Date night at home'],
  ['Stressed'],
  ['Sad', 'Missed the gym again'],
  ['Calm'],
  ['Confident', 'Paid £200 off the card'],
  ['Happy'],
  ['Excited', 'Weekend away booked'],
  ['Angry', 'Argument about chores'],
  ['Calm'],
  ['Grateful'],
  ['Happy', 'Slept 7 hours'],
  ['Stressed', 'Deadline at work'],
  ['Confident'],
  ['Happy'],
  ['Grateful', 'Family lunch'],
  ['Excited'],
];

const brandPieces: BrandChoices[] = [
  { personality: 'friendly', tone: 'playful', wordChoice: 'simple', length: 'short', description: 'Our Saturday morning walking club in the park, free for everyone' },
  { personality: 'professional', tone: 'formal', wordChoice: 'technical', length: 'detailed', description: 'A weekly budgeting workshop for young parents' },
];

/**
 * The demo: a customer with a finished survey, plans in all three areas (one more from a New Plans
 * challenge, and an archived one), plan work ticked off over six weeks, a habit library, notes, six
 * weeks of moods, routines (one whose days go with the moods, for /Insights) and a week of meals; and a coach. Runs once (skips when the demo customer exists).
 */
export async function seedDemo(services: Services): Promise<boolean> {
  if (await services.auth.accountExists(demoAccounts.customer.email)) return false;
  const customer = await services.auth.createUser({ ...demoAccounts.customer, role: 'Customer' });
  const coach = await services.auth.createUser({ ...demoAccounts.coach, role: 'Coach' });
  await services.onboarding.submitSurvey(customer, answers);
  // The demo customer's days (moods, routines, plan work) are UTC days.
  const moodUser = { id: customer.id, timeZone: 'UTC' };
  const today = dayIn(new Date(), moodUser.timeZone);
  // The survey's plans were written on the first day of the six weeks, so their tasks' dates run from
  // then and the work ticked off since falls on or after each task's start.
  const planDay = zonedInstant(addDays(mondayOf(today), -7 * (COMPLETION_WEEKS - 1)), '09:00', moodUser.timeZone);
  for (const area of planAreas) await services.plans.withClock(() => planDay).generateFromSurvey(customer.id, area);
  await services.habits.generateLibrary(customer.id);
  await seedCompletions(services, moodUser, today);
  for (const [title, html] of notes) await services.notes.create(customer.id, title, html);
  // New Plans from the customer's own words: the built-in coach builds the programme for the topic.
  await services.plans.createFromChallenge(customer.id, 'Health', 'My left knee hurts after runs over 10 km.');
  // An earlier plan the customer archived: hidden from the lists and scores, kept under "Archived".
  const earlier = await services.plans.createFromChallenge(customer.id, 'Relationship', 'We argue about chores most evenings.');
  await services.plans.setArchived('goal', earlier.plan.goalId, customer.id, true);
  // Six weeks of moods with some challenges done, so /Emotional has counts, a calendar and a history
  // (and /Insights a pattern with the evening walk, seeded with the routines below).
  for (const [i, [mood, note]] of moodWeeks.entries()) {
    const log = await services.mood.recordOn(moodUser, addDays(today, i - moodWeeks.length), mood, note);
    for (let c = 0; c < i % 4; c++) await services.mood.markChallenge(moodUser, log.id, c, true);
  }
  // Two pieces in the brand-voice history (/BrandVoice).
  for (const choices of brandPieces) await services.brandVoice.keepBuiltIn(customer.id, choices);
  await seedRoutines(services, moodUser, today);
  await seedMeals(services, moodUser);
  await seedCoaches(services, customer, coach);
  return true;
}

/**
 * Plan work ticked off week by week (completionWeeks): a past week's items at 18:00 on different days of
 * that week (the customer's clock; a task not before its start), this week's now, so the dashboard shows
 * progress today too.
 */
async function seedCompletions(services: Services, user: { id: string; timeZone: string }, today: string) {
  const thisMonday = mondayOf(today);
  for (const [a, area] of planAreas.entries()) {
    const weeks = completionWeeks[area];
    const pending = async (kind: PlanItemKind) => (await services.plans.list(kind, user.id, area, { status: 'pending', limit: 8 })).items;
    const open = { goal: await pending('goal'), task: await pending('task'), habit: await pending('habit') };
    for (const [w, kinds] of weeks.entries()) {
      const weeksAgo = weeks.length - 1 - w;
      for (const [i, kind] of kinds.entries()) {
        const item = open[kind].shift();
        if (!item) continue;
        // Monday to Sunday of that week, a different day for each area and item, never before a task's start.
        const drawn = addDays(thisMonday, -7 * weeksAgo + ((a * 2 + i * 3 + w) % 7));
        const day = 'startDate' in item && item.startDate > drawn ? item.startDate : drawn;
        if (weeksAgo === 0 || day >= today) await services.plans.complete(kind, item.id, user.id);
        else await services.plans.withClock(() => zonedInstant(day, COMPLETION_TIME, user.timeZone)).complete(kind, item.id, user.id);
      }
    }
  }
}

const coachProfiles = [
  {
    fullname: 'Maya Okafor',
    colour: '#1c7ed6',
    profile: {
      phone: '+1 415 555 0134',
      whatsapp: '+1 415 555 0135',
      feeCents: 8500,
      specialization: 'Money habits and debt payoff',
      paymentAddress: 'maya@payments.example',
      availability: { sessionMinutes: 45, windows: (['Mon', 'Wed', 'Fri'] as const).map((day) => ({ day, start: '10:00', end: '16:00' })) },
    },
    description: '<p>Former bank adviser. I help families build a budget they actually keep and pay down cards without giving up every treat.</p>',
  },
  {
    fullname: 'Tom Reyes',
    colour: '#ae3ec9',
    profile: {
      phone: '+44 20 7946 0321',
      whatsapp: '+44 7700 900321',
      feeCents: 5000,
      specialization: 'Couples communication',
      paymentAddress: 'tom@payments.example',
      // Evenings and Saturday mornings, for couples who work in the day.
      availability: {
        sessionMinutes: 60,
        windows: [
          { day: 'Tue', start: '17:00', end: '21:00' },
          { day: 'Thurs', start: '17:00', end: '21:00' },
          { day: 'Sat', start: '09:00', end: '12:00' },
        ],
      },
    },
    description: '<p>Relationship coach for busy couples and new parents: listening, fair fights and time for each other.</p>',
  },
] as const;

/** A plain round avatar in a colour (no text: nothing to depend on fonts). */
async function avatar(colour: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#f1f3f5"/><circle cx="128" cy="100" r="52" fill="${colour}"/><ellipse cx="128" cy="230" rx="86" ry="66" fill="${colour}"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The coaches: the demo coach's profile and photo, three past sessions with the demo customer
 * (completed, so credited), a paid and a pending payout, a confirmed session tomorrow with its meeting
 * link and a pending request; two more coaches in the directory; her knowledge PDF, read into passages.
 */
async function seedCoaches(services: Services, customer: SessionUser, coach: SessionUser) {
  await services.profile.savePhoto(coach.id, await avatar('#0ca678'));
  await services.coachProfiles.saveProfile(coach, {
    phone: '+1 212 555 0187',
    whatsapp: '+1 212 555 0188',
    feeCents: 6000,
    specialization: 'Sleep, stress and habit change',
    paymentAddress: 'demo-coach@payments.example',
    // The week the onboarding form offers, confirmed as it is: weekdays 09:00–17:00, hour sessions.
    availability: { sessionMinutes: DEFAULT_SESSION_MINUTES, windows: [...DEFAULT_WINDOWS] },
    descriptionHtml:
      '<p>Certified health coach with <strong>ten years</strong> of helping busy parents sleep better and build habits that last.</p><ul><li>Sleep routines</li><li>Stress and energy</li><li>Small steps that stick</li></ul>',
  });
  for (const other of coachProfiles) {
    const user = await services.auth.createUser({ fullname: other.fullname, email: `${other.fullname.split(' ')[0]?.toLowerCase()}@iyl.local`, password: randomUUID(), role: 'Coach' });
    await services.profile.savePhoto(user.id, await avatar(other.colour));
    await services.coachProfiles.saveProfile(user, { ...other.profile, availability: { ...other.profile.availability, windows: [...other.profile.availability.windows] }, descriptionHtml: other.description });
  }
  const now = Date.now();
  // Past sessions: booked as if 3, 2 and 1 weeks ago, then completed an hour after they began.
  for (const weeksAgo of [3, 2, 1]) {
    const then = services.bookings.withClock(() => new Date(now - weeksAgo * 7 * DAY));
    const { slots } = await then.slots(customer, coach.id, { days: 7 });
    const slot = slots[2];
    if (!slot) continue;
    const booking = await then.book(customer, { coachId: coach.id, startsAt: slot.startsAt });
    await services.bookings.withClock(() => new Date(Date.parse(slot.startsAt) + HOUR)).complete(coach, booking.id);
  }
  const paid = await services.payouts.requestPayout(coach, { amountCents: 10_000, description: 'First payout' });
  await services.payouts.markPaid(paid.transaction.id);
  await services.payouts.requestPayout(coach, { amountCents: 4_000, description: 'Payout for last week' });
  // Upcoming: tomorrow's first free time, confirmed with a link; a pending request two days later.
  const { slots } = await services.bookings.slots(customer, coach.id, { days: 7 });
  const soon = slots.find((s) => Date.parse(s.startsAt) > now + DAY);
  const later = slots.find((s) => Date.parse(s.startsAt) > Math.max(now + 3 * DAY, Date.parse(soon?.startsAt ?? '0') + DAY));
  if (soon) {
    const booking = await services.bookings.book(customer, { coachId: coach.id, startsAt: soon.startsAt });
    await services.bookings.invite(coach, booking.id, 'Video call: https://meet.example.com/demo-coach-session\nBring your sleep diary from this week.');
  }
  if (later) await services.bookings.book(customer, { coachId: coach.id, startsAt: later.startsAt });
  // Her knowledge PDF for the AI coach, read at once (the job would read it within seconds anyway).
  const guide = await services.coachChat.knowledge.upload(coach.id, { title: 'Sleep and stress: notes for my clients', specialization: 'Sleep, stress' }, demoKnowledgePdf(demoKnowledgePages));
  await services.coachChat.knowledge.reader.read(guide.id);
  await seedChats(services, customer, coach);
  await seedCourses(services, customer, coach);
  await seedCommunity(services, customer);
}

/**
 * /AICoach: a chat with the product's own coach about money (a question, a follow-up that makes it a
 * plan for the week, and another question), one about a fight over chores with a follow-up read in its
 * context, one about the customer's own mood log, and one with the demo coach whose answer quotes her
 * PDF by page. Answers are written as in the app (in the background); the seed waits for each.
 */
async function seedChats(services: Services, customer: SessionUser, coach: SessionUser) {
  const { chat } = services.coachChat;
  const ask = async (body: Parameters<typeof chat.ask>[1]) => {
    const asked = await chat.ask(customer, body);
    await chat.writer.settled(asked.turn.id);
    return asked;
  };
  const money = await ask({ text: 'How can I save money on food?' });
  await ask({ text: 'Can you make that into a simple plan for this week?', conversationId: money.conversation.id });
  await ask({ text: 'And how much should I keep in an emergency fund?', conversationId: money.conversation.id });
  const chores = await ask({ text: 'My partner and I had a big fight about chores last night and now we’re barely talking.' });
  await ask({ text: 'How do I start that conversation tonight?', conversationId: chores.conversation.id });
  await ask({ text: 'How is my mood lately?' });
  await ask({ text: 'I lie awake at night. How can I fall asleep faster?', coach: coach.email });
}

/** When each meal of the demo is eaten (the customer's clock): a meal is marked eaten only once its time has come. */
export const demoMealTimes: Record<'Breakfast' | 'Lunch' | 'Dinner', string> = { Breakfast: '08:00', Lunch: '12:30', Dinner: '19:00' };

/** True when `meal` (its calendar day and type) is already in the past at `now` for this customer. */
export function demoMealEaten(meal: { date: string; type: keyof typeof demoMealTimes }, now: Date, timeZone: string): boolean {
  const today = dayIn(now, timeZone);
  return meal.date < today || (meal.date === today && demoMealTimes[meal.type] <= timeIn(now, timeZone));
}

/**
 * /Meals: a Mediterranean, nut-free week from the built-in coach (heart-health, traditional cooking),
 * today's meals whose time has passed marked done (the week starts today: none of a later day), the
 * first two of them rated (5 and 2 stars), and a reminder for tomorrow's lunch.
 */
async function seedMeals(services: Services, user: { id: string; timeZone: string }) {
  await services.meals.saveSetup(user, { diet: 'mediterranean', allergies: ['nuts'], preference: 'traditional', goal: 'heart-health', schedule: '3-meals' });
  await services.meals.generateAndSave(user);
  const { plan } = await services.meals.plan(user);
  if (!plan) return;
  const now = new Date();
  const done = plan.meals.filter((meal) => demoMealEaten(meal, now, user.timeZone));
  for (const meal of done) await services.meals.mark(user, meal.id, true);
  const [liked, disliked] = done;
  if (liked) await services.meals.rate(user, liked.id, 5);
  if (disliked) await services.meals.rate(user, disliked.id, 2);
  // Day 1 of the week is today, so tomorrow is day 2.
  const lunch = plan.meals.find((m) => m.day === 2 && m.type === 'Lunch');
  if (lunch) await services.reminders.post(user, 'meal', lunch.id, { time: '12:30' });
}

/** What each past day of a demo routine was, oldest first: d done, s skipped, . nothing (missed). */
const routineDemo = [
  { from: 'Health', target: 'Morning', routineType: 'Daily', days: 'dddd.ddsddddd.ddddd', reason: 'Travel day' },
  { from: 'Financial', target: 'Evening', routineType: 'Weekly', days: 'ddddddd', reminder: { time: '18:00', day: 'Sun' } },
  {
    title: 'Phone out of the bedroom',
    description: 'Charge the phone in the kitchen from 21:30 and read a paper book in bed instead.',
    target: 'Evening',
    routineType: 'Daily',
    days: 'dd.dddddd.',
    reminder: { time: '21:30', day: 'Everyday', message: 'Phone to the kitchen charger, book to the bedside.' },
  },
  { title: 'Ten-minute tidy', description: 'Set a timer and tidy one room before dinner.', target: 'Evening', routineType: 'Daily', days: 'ddddddddddddd', complete: true },
  { title: 'Easy run', description: 'Twenty minutes at talking pace, three times a week.', target: 'Morning', routineType: 'Daily', days: 'd.d.d', pause: 'Knee rest until the physio says so' },
  // Six weeks, the same days as moodWeeks: patchy at first, then most evenings (the /Insights pattern).
  {
    title: 'Walk after dinner',
    description: 'Twenty minutes round the block after dinner, phone left at home.',
    target: 'Evening',
    routineType: 'Daily',
    days: 'd..d...d.sd..d..d.d.d.s.dd..dddddddd.ddddd',
    reason: 'Pouring with rain',
  },
] as const;

/**
 * /Habit and /Routine: routines from the library and customised ones with weeks of history (a skip,
 * a few misses), this week's boxes of a weekly one, a completed routine with its entry, a paused one,
 * two reminders (the next due times and, once the server has sent some, the delivery log), six weeks
 * of evening walks that go with the moods (/Insights' pattern), and a yes to being shown among the top
 * challengers.
 */
async function seedRoutines(services: Services, user: { id: string; timeZone: string }, today: string) {
  const library = await services.habits.listLibrary(user.id, {}, 0, 100);
  for (const demo of routineDemo) {
    const card = 'from' in demo ? library.rows.find((h) => h.category === demo.from) : undefined;
    // This week's days for the weekly routine (Monday to yesterday); earlier days for the others.
    const weekly = demo.routineType === 'Weekly';
    const past = weekly ? Math.min(demo.days.length, (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) : demo.days.length;
    const startDay = addDays(today, -Math.max(past, 1));
    const request = {
      libraryHabitId: card?.id,
      title: 'title' in demo ? demo.title : undefined,
      description: 'description' in demo ? demo.description : undefined,
      target: demo.target,
      routineType: demo.routineType,
      reminder: 'reminder' in demo ? demo.reminder : undefined,
    };
    const routine = await services.routines.add(user, request, { startDay });
    for (let i = 0; i < past; i++) {
      const state = demo.days[demo.days.length - past + i];
      const day = addDays(startDay, i);
      if (state === 'd') await services.routines.recordPastDay(user.id, routine.id, day, 'done');
      if (state === 's') await services.routines.recordPastDay(user.id, routine.id, day, 'skipped', 'reason' in demo ? demo.reason : null);
    }
    if ('complete' in demo) {
      await services.routines.complete(user, routine.id, {
        summary: 'Thirteen evenings in a row; the flat stays tidy and dinner starts calmer.',
        wins: 'No more Saturday clean-up marathon',
        affirmations: 'Small and steady beats big and rare',
        wellBeing: 'Good',
      });
    }
    if ('pause' in demo) await services.routines.pause(user, routine.id, true, demo.pause);
  }
  // Top challengers is opt-in: the demo customer has said yes, so the score card's list shows them.
  await services.routines.setShowInTop(user, true);
}

/** A course cover or a lesson's picture: its colours and a few shapes (no text: nothing to depend on fonts). */
async function cover(from: string, to: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><circle cx="500" cy="110" r="60" fill="#fff" fill-opacity="0.35"/><rect x="60" y="230" width="300" height="24" rx="12" fill="#fff" fill-opacity="0.5"/><rect x="60" y="270" width="200" height="24" rx="12" fill="#fff" fill-opacity="0.35"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const demoCourses = [
  {
    colours: ['#0ca678', '#1864ab'],
    course: { title: 'Sleep better in 14 days', brief: 'Two short lessons and one habit at a time: a steady wake-up time, then a wind-down you will keep.', category: 'healthcare', level: 'beginner', durationHours: 2 },
    lessons: [
      {
        title: 'Why a steady wake-up time comes first',
        content:
          '<p>Your body clock sets itself by the time you get up, far more than by the time you go to bed. Pick one wake-up time for every day of the week, weekends too, and get daylight within an hour of it.</p><ul><li>Choose a time you can keep on your busiest day.</li><li>Open the curtains or step outside for ten minutes.</li><li>Keep it for two weeks before judging it.</li></ul>',
        picture: ['#ffd43b', '#f76707'],
        videoUrl: 'https://www.youtube.com/watch?v=5MuIMqhT8DM',
        habit: 'Same wake-up time every day',
      },
      {
        title: 'A wind-down you will keep',
        content:
          '<p>Thirty minutes before bed, lower the lights and put the phone to charge outside the bedroom. Do the same three quiet things each night, so your mind learns that they lead to sleep.</p><ol><li>Dim the lights.</li><li>Write tomorrow’s first task on paper.</li><li>Read something calm.</li></ol>',
        picture: ['#5f3dc4', '#1c7ed6'],
        videoUrl: 'https://vimeo.com/76979871',
        habit: 'Screens off 30 minutes before bed',
      },
    ],
  },
  {
    colours: ['#f08c00', '#c2255c'],
    course: { title: 'Calm under pressure', brief: 'A breathing exercise, a worry window and how to plan a hard week so stress stays a visitor.', category: 'psychology', level: 'intermediate', durationHours: 1.5 },
    lessons: [
      {
        title: 'The two-minute reset',
        content:
          '<p>Breathe in for four counts, hold for four, out for six, twice a day and whenever your shoulders climb. Longer out-breaths slow the heart: most people feel calmer within two minutes.</p>',
        picture: ['#63e6be', '#1098ad'],
        videoUrl: 'https://www.youtube.com/watch?v=LWULB9Aoopc',
        habit: 'Two-minute breathing reset at lunch',
      },
    ],
  },
] as const;

/**
 * Courses (/Lessons, /CourseList, /CourseView): the demo coach's two courses with lessons and videos;
 * the demo customer has opened the first, done its first lesson (half-way), and rated it Excellent.
 */
async function seedCourses(services: Services, customer: SessionUser, coach: SessionUser) {
  const made = [];
  for (const { colours, course, lessons } of demoCourses) {
    const coverUrl = await services.courses.uploadCover(coach.id, await cover(colours[0], colours[1]));
    const created = await services.courses.create(coach.id, { ...course, coverUrl });
    // Each lesson's picture is uploaded to the app, as a coach does on /Content (lesson files come from the app or LESSON_MEDIA_HOSTS).
    for (const { picture, ...lesson } of lessons) {
      const imagesUrl = await services.courses.uploadCover(coach.id, await cover(picture[0], picture[1]));
      await services.courses.addLesson(created.id, coach.id, { ...lesson, imagesUrl });
    }
    made.push(created.id);
  }
  const [sleep] = made;
  if (!sleep) return;
  const opened = await services.courses.open(customer.id, sleep);
  const [first] = opened.lessons;
  if (first) await services.courses.markDone(customer.id, sleep, first.id);
  await services.courses.rate(customer.id, sleep, 'Excellent');
}

const communityMembers = [
  { fullname: 'Priya Shah', colour: '#e8590c' },
  { fullname: 'Sam Lee', colour: '#2f9e44' },
  { fullname: 'Lena Fischer', colour: '#7048e8' },
  { fullname: 'Tom Baker', colour: '#c2255c' },
] as const;

type Speaker = 'you' | (typeof communityMembers)[number]['fullname'];

/** The walkers' check-ins, one every few hours over the two weeks before the topic's latest talk. */
const WALK_CHECK_INS: [Speaker, string][] = Array.from({ length: 48 }, (_, i): [Speaker, string] => {
  const who: Speaker[] = ['Priya Shah', 'Sam Lee', 'you', 'Lena Fischer', 'Tom Baker'];
  const minutes = [15, 20, 25, 30, 12, 40][i % 6];
  const how = ['round the park', 'to the station', 'by the river', 'round the block twice', 'with the dog', 'up the hill and back'][(i * 5) % 6];
  return [who[i % who.length] ?? 'you', `Check-in: ${minutes} minutes ${how} this morning.`];
});

/** Three lively topics: who started each, and the conversation (who says what, minutes after the last). */
const communityTopics: { by: Speaker; hoursAgo: number; topic: string; description: string; chat: [Speaker, number, string][] }[] = [
  {
    by: 'Priya Shah',
    hoursAgo: 52 + WALK_CHECK_INS.length * 6,
    topic: 'Morning walks before work',
    description: 'Who else walks before work? Share your routes, your start times and what keeps you going on grey mornings.',
    chat: [
      // Two weeks of check-ins first, so the conversation has older messages to scroll back to.
      ...WALK_CHECK_INS.map(([speaker, text]): [Speaker, number, string] => [speaker, 360, text]),
      ['Priya Shah', 0, 'I started walking 20 minutes at 7:00 last week. My afternoons feel so much calmer.'],
      ['Sam Lee', 35, 'Same here! A loop round the park, no headphones. It is the only quiet part of my day.'],
      ['you', 50, 'I keep my shoes by the door the night before. Makes it a lot harder to skip 😄'],
      ['Lena Fischer', 180, 'Rainy days are my weak spot. Any tips?'],
      ['Priya Shah', 12, 'A proper rain jacket, and I tell myself ten minutes only. I usually do twenty.'],
      ['Tom Baker', 600, 'Day 5 of walking to the station instead of taking the bus. Saved £9 too!'],
      ['Sam Lee', 40, 'Love that: a health habit that pays 👏'],
      ['you', 900, 'This morning: 25 minutes, and I saw the sunrise for the first time in months.'],
    ],
  },
  {
    by: 'Sam Lee',
    hoursAgo: 30,
    topic: 'Building an emergency fund',
    description: 'Small, boring, automatic. How are you getting to three months of expenses?',
    chat: [
      ['Sam Lee', 0, 'I moved £25 a week to a separate account the day after payday. Six months in and it adds up.'],
      ['you', 20, 'I am starting with £10 a week while I pay down my card. Is that too small to matter?'],
      ['Lena Fischer', 8, 'Not at all. The habit matters more than the amount at first.'],
      ['Tom Baker', 45, 'I round up every card payment into savings. Painless.'],
      ['Priya Shah', 120, 'This budgeting guide helped me a lot: https://www.moneyhelper.org.uk/en/everyday-money/budgeting'],
      ['Sam Lee', 15, 'Thanks Priya, bookmarked.'],
    ],
  },
  {
    by: 'Lena Fischer',
    hoursAgo: 6,
    topic: 'Phone-free evenings with your partner',
    description: 'We are trying one phone-free evening a week. What do you do instead?',
    chat: [
      ['Lena Fischer', 0, 'We cook together and put both phones in a drawer until the dishes are done.'],
      ['you', 25, 'We tried it on Sunday. We talked more in one evening than all week 💛'],
      ['Priya Shah', 30, 'Board games here. Competitive ones, so maybe not the most relaxing 😅'],
      ['Tom Baker', 10, 'Buy followers and likes cheap at https://followers.example.com !!!'],
      ['Sam Lee', 55, 'We go for a short walk after dinner and leave the phones at home.'],
    ],
  },
];

/**
 * Community (/Community): three lively topics over the last two days, the demo customer in each, and
 * a spammy message two members flagged, waiting in the admin's review queue (/adminHome).
 */
async function seedCommunity(services: Services, customer: SessionUser) {
  const people = new Map<Speaker, SessionUser>([['you', customer]]);
  for (const member of communityMembers) {
    const user = await services.auth.createUser({ fullname: member.fullname, email: `${member.fullname.split(' ')[0]?.toLowerCase()}@members.iyl.local`, password: randomUUID(), role: 'Customer' });
    await services.profile.savePhoto(user.id, await avatar(member.colour));
    people.set(member.fullname, { ...user, profilePic: (await services.auth.contacts([user.id])).get(user.id)?.profilePic ?? null });
  }
  // Everything in the order it happened (slow mode counts each member's messages in time order).
  const now = Date.now();
  const steps: { at: number; run: (community: Services['community']) => Promise<void> }[] = [];
  const made = new Map<string, string>();
  let spam: string | undefined;
  for (const { by, hoursAgo, topic, description, chat } of communityTopics) {
    let at = now - hoursAgo * HOUR;
    const author = people.get(by);
    if (!author) continue;
    steps.push({ at, run: async (community) => void made.set(topic, (await community.create(author, { topic, description }, null)).topic.id) });
    for (const [speaker, minutesLater, text] of chat) {
      at += Math.max(1, minutesLater) * 60_000;
      const member = people.get(speaker);
      if (!member) continue;
      steps.push({
        at,
        run: async (community) => {
          const { post } = await community.post(member, made.get(topic) ?? '', text);
          if (text.includes('followers.example.com')) spam = post.id;
        },
      });
    }
  }
  for (const { at, run } of steps.sort((a, b) => a.at - b.at)) await run(services.community.withClock(() => new Date(at)));
  if (spam) {
    for (const name of ['Priya Shah', 'Sam Lee'] as const) {
      const member = people.get(name);
      if (member) await services.community.flag(member, { kind: 'message', id: spam }, { reason: 'spam', note: name === 'Sam Lee' ? 'Advertising, not about wellbeing' : undefined });
    }
  }
}
