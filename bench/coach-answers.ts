// npm run bench:coach (no build, no server): the built-in coach on the everyday question set
// (bench/coach-questions.ts, written without the coach's library). Prints the share answered on subject,
// cited, and "nothing", per subject, and the follow-ups answered in the first turn's context; then the same
// for the held-back questions of the stop-59 and stop-61 reviews (bench/coach-questions-stop59.ts, -stop61.ts), kept apart.
// BENCH_COACH_VERBOSE=1 prints every answer's subject and first step.
import { conversations, questions } from './coach-questions.ts';
import { heldBackQuestions } from './coach-questions-stop59.ts';
import { heldBackStop61 } from './coach-questions-stop61.ts';
import { coachQuestionReport } from '../apps/server/src/features/coach-chat/question-set.ts';

const report = coachQuestionReport(questions, conversations);
const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;
if (process.env.BENCH_COACH_VERBOSE) {
  for (const row of report.rows) console.log(`${row.subject === row.expected ? ' ' : '✗'} ${row.expected.padEnd(13)} ${String(row.subject).padEnd(13)} ${row.stepsFitting}/${row.steps} ${row.question}  →  ${row.first ?? '—'}`);
  for (const row of report.followUps) console.log(`${row.inContext ? ' ' : '✗'} ${row.expected.padEnd(13)} ${String(row.subject).padEnd(13)} ${row.first} / ${row.followUp}  →  ${row.firstStep ?? '—'}`);
}
console.log(`questions: ${report.rows.length}`);
console.log(`on subject: ${report.onSubject} (${pct(report.onSubject, report.rows.length)})`);
console.log(`every answer cited: ${report.cited} of ${report.rows.length - report.nothing} answers with steps (${pct(report.cited, report.rows.length - report.nothing)})`);
const steps = report.rows.reduce((sum, row) => sum + row.steps, 0);
const fitting = report.rows.reduce((sum, row) => sum + row.stepsFitting, 0);
console.log(`steps speaking to the situation (a word of the question beyond its subject, the same people): ${fitting} of ${steps} (${pct(fitting, steps)})`);
console.log(`answers whose every step does: ${report.rows.filter((row) => row.steps > 0 && row.stepsFitting === row.steps).length} of ${report.rows.filter((row) => row.steps > 0).length}`);
console.log(`"nothing fits": ${report.nothing} (${pct(report.nothing, report.rows.length)})`);
console.log(`follow-ups in context: ${report.followUps.filter((f) => f.inContext).length} of ${report.followUps.length}`);
for (const [subject, { asked, right }] of Object.entries(report.bySubject)) console.log(`  ${subject.padEnd(13)} ${right}/${asked}`);

for (const [review, set] of [['stop-59', heldBackQuestions], ['stop-61', heldBackStop61]] as const) {
  const held = coachQuestionReport(set, []);
  if (process.env.BENCH_COACH_VERBOSE) for (const row of held.rows) console.log(`${row.subject === row.expected ? ' ' : '✗'} ${row.expected.padEnd(13)} ${String(row.subject).padEnd(13)} ${row.stepsFitting}/${row.steps} ${row.question}  →  ${row.first ?? '—'}`);
  console.log(`held-back questions (review ${review}): ${held.rows.length}`);
  console.log(`  on subject: ${held.onSubject} (${pct(held.onSubject, held.rows.length)}); cited: ${held.cited} of ${held.rows.length - held.nothing}; "nothing fits": ${held.nothing}`);
}
