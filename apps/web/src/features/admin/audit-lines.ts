import type { AuditEntry } from '@iyl/core/admin/contract';
import { consoleMoment } from './ConsoleTable.tsx';

/* How the audit log reads a row's record and its change (sections/AuditSection.tsx). */

/** What the features record in a row's before and after (grep `audit.record`), as a reader says it. */
const fieldLabel: Record<string, string> = {
  silencedUntil: 'Silenced until',
  expiresAt: 'Link works until',
  suspendedAt: 'Suspended since',
  suspendReason: 'Reason',
  ispaid: 'Paid',
  paid: 'Paid',
  hidden: 'Hidden from the directory',
  listed: 'Listed',
  status: 'Status',
  referralCompleted: 'Referral completed',
  referralReopened: 'Referral reopened',
  invitation: 'Invitation',
  queue: 'Queue',
  state: 'State',
  attempts: 'Attempts',
};
/** Kept for the record's own column (who was invited, the conversation to open), not the change. */
const recordFields = new Set(['email', 'topicId']);
export const auditKindLabel: Record<string, string> = { adminInvite: 'Admin invitation', message: 'Message', topic: 'Topic', payout: 'Payout', job: 'Job' };
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A field the list does not know yet: 'someField' → 'Some field'. */
const spelledOut = (key: string) => {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Fields whose value is a state's name ('hidden', 'retry'): said with a capital. */
const stateFields = new Set(['status', 'state']);

/** A value as a reader says it: a moment on the console's clock, Yes or No, a state with a capital, — for none. */
function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && ISO_MOMENT.test(value) && !Number.isNaN(Date.parse(value))) return consoleMoment(value);
  if (typeof value === 'string' && stateFields.has(key)) return value.charAt(0).toUpperCase() + value.slice(1);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A state as a short line: 'Hidden from the directory: Yes', 'Silenced until: Dec 8, 2026, 06:11'. */
export const stateLine = (state: Record<string, unknown> | null) => {
  const shown = state ? Object.entries(state).filter(([key]) => !recordFields.has(key)) : [];
  return shown.length ? shown.map(([key, value]) => `${fieldLabel[key] ?? spelledOut(key)}: ${valueText(key, value)}`).join(', ') : '—';
};

/** The conversation a message or topic row is about, in the Community section (the message marked). */
export function conversationLink(entry: AuditEntry): string | null {
  if (!entry.target.id) return null;
  if (entry.target.kind === 'topic') return `?section=community&topic=${encodeURIComponent(entry.target.id)}`;
  const topicId = entry.after?.topicId;
  if (entry.target.kind === 'message' && typeof topicId === 'string') return `?section=community&topic=${encodeURIComponent(topicId)}&message=${encodeURIComponent(entry.target.id)}`;
  return null;
}
