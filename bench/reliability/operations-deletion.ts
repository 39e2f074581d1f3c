// DeleteAccount: a customer with something in most features deletes their account. After a kill the
// account is either all there (as before) or all gone: no row anywhere names them, their photo is gone.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Account, call, freeSlots, type Harness, mailedCode, ok, PASSWORD, rows, surveyedCustomer, until, uploadPhoto } from './harness.ts';
import type { Operation } from './operation.ts';

interface Column {
  table: string;
  column: string;
  type: string;
}
/** Rows that may change while the account stays: attempt counters. */
const VOLATILE = new Set(['rate_limits']);
/** Cleared just after the deletion commits (and by their own retention): counted, but reported apart. */
const AFTER_COMMIT = new Set(['events']);

let columns: Promise<Column[]> | undefined;
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every table's rows that name the person: their id in a uuid column, their id or e-mail in any text. */
export async function traces(h: Harness, userId: string, email: string): Promise<Map<string, number>> {
  columns ??= rows<Column>(
    h,
    `select c.table_name as table, c.column_name as column, c.data_type as type from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
       and c.data_type in ('uuid', 'text', 'character varying', 'jsonb', 'json', 'ARRAY') order by 1, 2`,
  );
  const byTable = Map.groupBy(await columns, (c) => c.table);
  const found = new Map<string, number>();
  for (const [table, cols] of byTable) {
    const texts = cols.some((c) => c.type !== 'uuid');
    const conditions = cols.map((c) =>
      c.type === 'uuid' ? `${quote(c.column)} = $1::uuid` : `position($1::text in ${quote(c.column)}::text) > 0 or position($2::text in lower(${quote(c.column)}::text)) > 0`,
    );
    const values = texts ? [userId, email.toLowerCase()] : [userId];
    const [row] = await rows<{ n: number }>(h, `select count(*)::int as n from ${quote(table)} where ${conditions.join(' or ')}`, values);
    if (row?.n) found.set(table, row.n);
  }
  return found;
}

interface Doomed {
  customer: Account;
  code: string;
  photo: string;
  before: Map<string, number>;
}

const photoPath = (h: Harness, photo: string) => join(h.dataDir, 'uploads', photo.split('/').pop() ?? photo);

/** DeleteAccount, confirmed with the password and the e-mailed code: everything in one transaction, the files after. */
export const accountDeletion: Operation<Doomed> = {
  name: 'account deletion',
  async prepare(h, run) {
    const customer = await surveyedCustomer(h, `Leaver ${run}`);
    await uploadPhoto(h, customer);
    await ok(h, customer, 'POST', '/api/v1/meals/setup', { diet: 'balanced', allergies: ['none'], preference: 'spicy', goal: 'maintenance', schedule: '3-meals' });
    await ok(h, customer, 'POST', '/api/v1/meals/generate');
    await ok(h, customer, 'POST', '/api/v1/meals');
    await ok(h, customer, 'POST', '/api/v1/notes', { title: 'Sleep plan', contentHtml: '<p>Lights <strong>low</strong> at ten.</p>' });
    await ok(h, customer, 'POST', '/api/v1/coach-chat/messages', { text: 'How can I fall asleep faster?' });
    const answered = () =>
      rows(h, `select 1 from chat_turns t join chat_conversations c on c.id = t.conversation_id where c.customer_id = $1 and t.state <> 'writing'`, [customer.id]).then((r) => r.length > 0);
    if (!(await until(answered, 60_000))) throw new Error('the leaver’s chat answer did not end');
    // A message others reply to after (kept, as a former member's) when the posting runs come after.
    await ok(h, customer, 'POST', `/api/v1/community/topics/${h.accounts.topicId}/messages`, { text: `Hello from leaver ${run}` });
    const slots = await freeSlots(h, customer);
    const startsAt = slots.at(-1 - (run % Math.max(1, slots.length - 25)));
    if (startsAt) await ok(h, customer, 'POST', '/api/v1/bookings', { coachId: h.accounts.coach.id, startsAt });
    const mails = h.smtp.count(customer.email);
    await ok(h, customer, 'POST', '/api/v1/account/deletion/code');
    const code = await mailedCode(h, customer.email, mails);
    const [user] = await rows<{ profile_pic: string }>(h, 'select profile_pic from users where id = $1', [customer.id]);
    if (!user?.profile_pic) throw new Error('the leaver has no photo');
    return { customer, code, photo: user.profile_pic, before: await traces(h, customer.id, customer.email) };
  },
  request: async (h, s) => (await call(h, s.customer, 'POST', '/api/v1/account/deletion', { password: PASSWORD, code: s.code })).status,
  async observe(h, s) {
    const [user] = await rows(h, 'select 1 from users where id = $1', [s.customer.id]);
    if (user) return { state: 'kept', final: true, effect: false };
    // The photo goes from storage just after the commit.
    const photoLeft = existsSync(photoPath(h, s.photo));
    return { state: photoLeft ? 'deleted, photo left in storage' : 'deleted', final: !photoLeft, effect: true, failed: photoLeft };
  },
  async check(h, s, after, answered) {
    const violations: string[] = [];
    const now = await traces(h, s.customer.id, s.customer.email);
    const session = await call(h, s.customer, 'GET', '/api/v1/auth/session');
    const signedIn = (session.data as { user?: { id: string } | null }).user?.id === s.customer.id;
    if (!after.effect) {
      for (const table of new Set([...s.before.keys(), ...now.keys()])) {
        if (VOLATILE.has(table)) continue;
        const was = s.before.get(table) ?? 0;
        const is = now.get(table) ?? 0;
        if (was !== is) violations.push(`kept account: ${table} had ${was} of its rows, now ${is}`);
      }
      if (!signedIn) violations.push(`kept account: its session no longer signs it in (${session.status})`);
      if (answered) violations.push('answered as deleted, but the account is there');
    } else {
      for (const [table, n] of now) if (!AFTER_COMMIT.has(table)) violations.push(`deleted account: ${n} row(s) of ${table} still name it`);
      if (existsSync(photoPath(h, s.photo))) violations.push('deleted account: its photo is still in storage');
      if (signedIn) violations.push('deleted account: its session still signs it in');
      const events = now.get('events');
      if (events) violations.push(`note: ${events} delivery-log event(s) still name the deleted account (cleared just after the commit; kept 7 days at most)`);
    }
    return violations;
  },
};
