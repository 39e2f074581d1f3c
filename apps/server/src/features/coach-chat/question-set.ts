import { checkCitations } from './citations.ts';
import type { Subject } from './knowledge-base.ts';
import { builtinAnswer } from './offline.ts';
import { retrieve, stepFits } from './retrieval.ts';

/*
 * How the built-in coach does on a set of everyday questions with the subject each is about
 * (bench/coach-questions.ts, written without the coach's library): answered on subject, cited (every
 * citation checked as the chat checks it), or "nothing fits"; and two-turn conversations whose second
 * turn only makes sense with the first. Used by `npm run bench:coach` and by a test with a floor.
 */

export interface AskedQuestion {
  text: string;
  subject: string;
}
export interface AskedConversation {
  first: string;
  followUp: string;
  subject: string;
}

export interface QuestionRow {
  question: string;
  expected: string;
  subject: Subject | null;
  /** Every citation in it checked as supported, and at least one. */
  cited: boolean;
  /** The first step's title. */
  first: string | null;
  /** Steps given, and those that speak to the situation (stepFits). */
  steps: number;
  stepsFitting: number;
}
export interface FollowUpRow {
  first: string;
  followUp: string;
  expected: string;
  subject: Subject | null;
  /** On the conversation's subject, cited, and not the first answer again. */
  inContext: boolean;
  firstStep: string | null;
}

/** An answer as the chat would keep it: composed from what was retrieved, its citations checked against the same passages. */
function ask(question: string, earlier: { question: string; answer: string }[] = []) {
  const retrieved = retrieve(question, earlier);
  const answer = builtinAnswer({ question, earlier, retrieved });
  const given = [...retrieved.hits.map((hit) => hit.passage), ...retrieved.previous].map((p) => ({ id: p.id, title: p.title, page: null, text: p.text }));
  const checked = checkCitations(answer.text, given);
  const cited = checked.citations.length > 0 && checked.citations.every((c) => c.status === 'supported');
  return { answer, cited };
}

export function coachQuestionReport(questions: readonly AskedQuestion[], conversations: readonly AskedConversation[]) {
  const rows: QuestionRow[] = questions.map(({ text, subject }) => {
    const { answer, cited } = ask(text);
    const given = answer.subject ? answer.steps : [];
    const stepsFitting = given.filter((step) => stepFits({ ...step, passage: answer.cited.find((p) => p.title === step.title) }, text, answer.subject as Subject)).length;
    return { question: text, expected: subject, subject: answer.subject, cited, first: answer.steps[0]?.title ?? null, steps: given.length, stepsFitting };
  });
  const followUps: FollowUpRow[] = conversations.map(({ first, followUp, subject }) => {
    const one = ask(first).answer;
    const { answer, cited } = ask(followUp, [{ question: first, answer: one.text }]);
    // A recap cites nothing: it is in context when it says back the first question.
    const recalls = answer.text.includes(first.slice(0, 40));
    const inContext = answer.subject === subject && (cited || recalls) && answer.text !== one.text;
    return { first, followUp, expected: subject, subject: answer.subject, inContext, firstStep: answer.steps[0]?.title ?? null };
  });
  const bySubject: Record<string, { asked: number; right: number }> = {};
  for (const row of rows) {
    const entry = bySubject[row.expected] ?? { asked: 0, right: 0 };
    bySubject[row.expected] = entry;
    entry.asked++;
    if (row.subject === row.expected) entry.right++;
  }
  const nothing = rows.filter((row) => row.subject === null).length;
  return {
    rows,
    followUps,
    bySubject,
    onSubject: rows.filter((row) => row.subject === row.expected).length,
    cited: rows.filter((row) => row.subject !== null && row.cited).length,
    nothing,
  };
}
