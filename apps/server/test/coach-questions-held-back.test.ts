import { describe, expect, it } from 'vitest';
import { subjects } from '../../../bench/coach-questions.ts';
import { heldBackQuestions } from '../../../bench/coach-questions-stop59.ts';
import { heldBackStop61 } from '../../../bench/coach-questions-stop61.ts';
import { coachQuestionReport } from '../src/features/coach-chat/question-set.ts';

/*
 * The built-in coach on the held-back everyday questions of the stop-59 review (bench/coach-questions-stop59.ts:
 * the reviewer's 24, written before reading the library, and the first turn of its swimming conversation).
 * `npm run bench:coach` prints the same figures; this test keeps each on its subject, cited (issue 47).
 */
describe('the built-in coach on the stop-59 review’s held-back everyday questions', () => {
  const report = coachQuestionReport(heldBackQuestions, []);

  it('holds the review’s 24 questions and the swimming one, each with a subject of the set', () => {
    expect(heldBackQuestions.length).toBe(25);
    for (const { subject } of heldBackQuestions) expect(subjects).toContain(subject);
  });

  it('answers every one on its subject, with steps, every citation checked as the chat checks it', () => {
    const wrong = report.rows.filter((row) => row.subject !== row.expected).map((row) => `${row.expected} → ${row.subject}: ${row.question}`);
    expect(wrong).toEqual([]);
    const uncited = report.rows.filter((row) => !row.cited).map((row) => row.question);
    expect(uncited).toEqual([]);
    expect(report.nothing).toBe(0);
  });
});

/*
 * …and on the stop-61 review's (bench/coach-questions-stop61.ts: 29 of its 30, and the coffee and commute
 * questions it found answered about alcohol and family time). Before its fixes, the office lunch was answered
 * with desk exercise, walking in the rain with "nothing reliable", weekend binge drinking with binge eating and
 * six coffees a day with alcohol.
 */
describe('the built-in coach on the stop-61 review’s held-back everyday questions', () => {
  const report = coachQuestionReport(heldBackStop61, []);

  it('holds 31 questions, each with a subject of the set', () => {
    expect(heldBackStop61.length).toBe(31);
    for (const { subject } of heldBackStop61) expect(subjects).toContain(subject);
  });

  it('answers every one on its subject, with steps, every citation checked as the chat checks it', () => {
    const wrong = report.rows.filter((row) => row.subject !== row.expected).map((row) => `${row.expected} → ${row.subject}: ${row.question}`);
    expect(wrong).toEqual([]);
    const uncited = report.rows.filter((row) => !row.cited).map((row) => row.question);
    expect(uncited).toEqual([]);
    expect(report.nothing).toBe(0);
  });
});
