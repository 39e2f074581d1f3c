// The operations whose work goes on after the answer: a chat answer streamed as it is written, a coach's
// PDF read into passages, a data export built into a .zip. After a kill they must end (finished, or
// failed and said so) once the server is started again, never stay "in progress".
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { makePdf } from '../../apps/server/test/support/pdf.ts';
import { type Account, call, type Harness, rows, signUp } from './harness.ts';
import type { Operation } from './operation.ts';

const QUESTIONS = [
  'How can I fall asleep faster?',
  'What helps with stress after work?',
  'How do I start saving a little each month?',
  'How can I argue less with my partner?',
  'How do I build a morning routine that sticks?',
];

/** Reads an answer's stream to its end (at most `ms`): whether it ended, and with a `done` event. */
async function followToEnd(h: Harness, who: Account, turnId: string, ms: number) {
  try {
    const res = await fetch(`${h.server.base}/api/v1/coach-chat/answers/${turnId}/stream`, { headers: { authorization: `Bearer ${who.token}` }, signal: AbortSignal.timeout(ms) });
    const text = await res.text();
    return { ended: true, done: /event: done/.test(text), status: res.status };
  } catch {
    return { ended: false, done: false, status: 0 };
  }
}

/** SaveChatHistory: a question in a new chat; the answer is written on the server and streamed. */
export const chatStreaming: Operation<{ customer: Account; question: string; before: string[] }> = {
  name: 'chat streaming',
  async prepare(h, run) {
    const customer = h.accounts.chatCustomer;
    const before = (await rows<{ id: string }>(h, 'select id from chat_conversations where customer_id = $1', [customer.id])).map((r) => r.id);
    return { customer, question: `${QUESTIONS[run % QUESTIONS.length]} (run ${run})`, before };
  },
  request: async (h, s) => (await call(h, s.customer, 'POST', '/api/v1/coach-chat/messages', { text: s.question })).status,
  async observe(h, s) {
    const [turn] = await rows<{ state: string }>(
      h,
      `select t.state from chat_turns t join chat_conversations c on c.id = t.conversation_id where c.customer_id = $1 and t.question = $2`,
      [s.customer.id, s.question],
    );
    if (!turn) return { state: 'no question', final: true, effect: false };
    return { state: turn.state, final: turn.state !== 'writing', effect: true, failed: turn.state !== 'done' };
  },
  async check(h, s, after, answered) {
    const violations: string[] = [];
    const fresh = await rows<{ id: string; turns: number; positions: number; top: number | null }>(
      h,
      `select c.id, count(t.id)::int as turns, count(distinct t.position)::int as positions, max(t.position) as top
       from chat_conversations c left join chat_turns t on t.conversation_id = c.id
       where c.customer_id = $1 and not (c.id = any($2::uuid[])) group by c.id`,
      [s.customer.id, s.before],
    );
    if (fresh.length > 1) violations.push(`${fresh.length} chats from one question`);
    for (const c of fresh) if (c.turns !== 1 || c.top !== 1) violations.push(`the new chat ${c.id} holds ${c.turns} turns up to position ${c.top}`);
    const [bad] = await rows<{ writing: number; emptyDone: number }>(
      h,
      `select count(*) filter (where t.state = 'writing')::int as writing, count(*) filter (where t.state = 'done' and t.answer = '')::int as "emptyDone"
       from chat_turns t join chat_conversations c on c.id = t.conversation_id where c.customer_id = $1`,
      [s.customer.id],
    );
    if (bad?.writing) violations.push(`${bad.writing} answers still being written`);
    if (bad?.emptyDone) violations.push(`${bad.emptyDone} answers done with no text`);
    const [empty] = await rows<{ n: number }>(
      h,
      'select count(*)::int as n from chat_conversations c where c.customer_id = $1 and not exists (select 1 from chat_turns t where t.conversation_id = c.id)',
      [s.customer.id],
    );
    if (empty?.n) violations.push(`${empty.n} chats without their question`);
    if (answered && !after.effect) violations.push('answered as asked, but the question is not there');
    // After the restart the answer's stream ends (with the kept answer), never waits for a writer that is gone.
    const [turn] = await rows<{ id: string }>(
      h,
      'select t.id from chat_turns t join chat_conversations c on c.id = t.conversation_id where c.customer_id = $1 and t.question = $2',
      [s.customer.id, s.question],
    );
    if (turn) {
      const followed = await followToEnd(h, s.customer, turn.id, 10_000);
      if (!followed.ended || !followed.done) violations.push(`the answer's stream ${followed.ended ? `ended without done (${followed.status})` : 'did not end within 10 s'}`);
    }
    return violations;
  },
};

let pdf: Promise<Buffer> | undefined;
/** A PDF of 40 pages of text: read in about a second. */
const readingPdf = () =>
  (pdf ??= makePdf(
    Array.from({ length: 40 }, (_, page) =>
      Array.from({ length: 40 }, (_, line) => `Page ${page + 1}, line ${line + 1}: keep a steady bedtime and a cool, dark room; light in the morning sets the body clock.`),
    ),
  ));

/** UploadKnowledge: a coach's PDF kept and queued; a job reads it into passages in a process of its own. */
export const pdfReading: Operation<{ title: string }> = {
  name: 'PDF reading',
  prepare: async (_h, run) => ({ title: `Reliability sleep notes ${run} ${Date.now().toString(36)}` }),
  async request(h, s) {
    const form = new FormData();
    form.append('title', s.title);
    form.append('specialization', 'Sleep');
    form.append('file', new Blob([new Uint8Array(await readingPdf())], { type: 'application/pdf' }), 'sleep.pdf');
    return (await call(h, h.accounts.coach, 'POST', '/api/v1/coach/knowledge', form)).status;
  },
  async observe(h, s) {
    const [doc] = await rows<{ state: string }>(h, 'select state from knowledge_documents where title = $1', [s.title]);
    if (!doc) return { state: 'not uploaded', final: true, effect: false };
    return { state: doc.state, final: doc.state !== 'queued' && doc.state !== 'reading', effect: true, failed: doc.state !== 'read' };
  },
  async check(h, s, after, answered) {
    const violations: string[] = [];
    const docs = await rows<{ id: string; title: string; state: string; failure: string | null; passages: number; kept: number; file_key: string }>(
      h,
      `select d.id, d.title, d.state, d.failure, d.passages, d.file_key, (select count(*)::int from knowledge_passages p where p.document_id = d.id) as kept
       from knowledge_documents d where d.coach_id = $1`,
      [h.accounts.coach.id],
    );
    const mine = docs.filter((d) => d.title === s.title);
    if (mine.length > 1) violations.push(`${mine.length} documents from one upload`);
    for (const d of docs) {
      if (d.state === 'queued' || d.state === 'reading') violations.push(`document ${d.id} is still ${d.state}`);
      if (d.state === 'read' && (d.kept === 0 || d.kept !== d.passages)) violations.push(`document ${d.id} is read with ${d.kept} passages kept (${d.passages} counted)`);
      if (d.state !== 'read' && d.kept > 0) violations.push(`document ${d.id} is ${d.state} but has ${d.kept} passages`);
      if (d.state === 'failed' && !d.failure) violations.push(`document ${d.id} failed without saying why`);
      if (d.state !== 'failed' && !existsSync(join(h.dataDir, 'uploads', d.file_key))) violations.push(`document ${d.id}'s file is missing`);
    }
    if (answered && !after.effect) violations.push('answered as uploaded, but the document is not there');
    return violations;
  },
};

/** Notes of an export's customer: each becomes a .docx in the export, so building takes a while. */
const EXPORT_NOTES = 120;

/** RequestDataExport: asked for, then built by a job into one .zip in storage and e-mailed as a link. */
export const dataExport: Operation<{ customer: Account }> = {
  name: 'data export',
  async prepare(h, run) {
    // One export a day per person: each run is a new customer, with notes (written directly) to export.
    const customer = await signUp(h, 'Customer', `Exporter ${run}`);
    await h.db.query(
      `insert into notes (user_id, title, content_html, content_text)
       select $1, 'Note ' || i, '<p>Remember to <strong>breathe</strong> and plan the week.</p><ul><li>Walk</li><li>Read</li></ul>', 'Remember to breathe and plan the week. Walk Read'
       from generate_series(1, ${EXPORT_NOTES}) i`,
      [customer.id],
    );
    return { customer };
  },
  request: async (h, s) => (await call(h, s.customer, 'POST', '/api/v1/account/data-export', {})).status,
  async observe(h, s) {
    const [row] = await rows<{ state: string }>(h, 'select state from data_exports where user_id = $1', [s.customer.id]);
    if (!row) return { state: 'not asked', final: true, effect: false };
    return { state: row.state, final: row.state === 'ready' || row.state === 'failed', effect: true, failed: row.state !== 'ready' };
  },
  async check(h, s, after, answered) {
    const violations: string[] = [];
    const exports = await rows<{ id: string; state: string; file_key: string | null; mail: string | null; progress: number }>(
      h,
      `select e.id, e.state, e.file_key, e.progress, m.state as mail from data_exports e
       left join mail_outbox m on m.key = 'account-data:export:' || e.id || ':ready' where e.user_id = $1`,
      [s.customer.id],
    );
    if (exports.length > 1) violations.push(`${exports.length} exports from one request`);
    for (const e of exports) {
      if (e.state === 'queued' || e.state === 'building') violations.push(`export ${e.id} is still ${e.state} (${e.progress} %)`);
      if (e.state === 'ready') {
        if (!e.file_key || !existsSync(join(h.dataDir, 'uploads', e.file_key))) violations.push(`export ${e.id} is ready without its file`);
        if (!e.mail) violations.push(`export ${e.id} is ready without its e-mail`);
        const file = await fetch(`${h.server.base}/api/v1/account/data-export/${e.id}/file`, { headers: { authorization: `Bearer ${s.customer.token}` } });
        const bytes = Buffer.from(await file.arrayBuffer());
        if (file.status !== 200 || bytes.subarray(0, 2).toString() !== 'PK') violations.push(`export ${e.id} is ready but its download answered ${file.status}`);
      }
    }
    if (answered && !after.effect) violations.push('answered as asked for, but no export is there');
    return violations;
  },
};
