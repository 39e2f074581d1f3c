import { describe, expect, it } from 'vitest';
import { conversations, personalDataQuestions, questions, subjects } from '../../../bench/coach-questions.ts';
import { coachQuestionReport } from '../src/features/coach-chat/question-set.ts';

/*
 * The built-in coach on the everyday question set (bench/coach-questions.ts: written from the product
 * description alone, never the coach's library, each question with its subject). `npm run bench:coach`
 * prints the same figures with every answer; this test holds the floor (issue 47).
 */
describe('the built-in coach on everyday questions it was not written for', () => {
  const report = coachQuestionReport(questions, conversations);

  it('covers at least 150 questions over every subject of the set, and 20 conversations', () => {
    expect(questions.length).toBeGreaterThanOrEqual(150);
    expect(new Set(questions.map((q) => q.subject))).toEqual(new Set(subjects));
    expect(conversations.length).toBe(20);
    expect(personalDataQuestions.length).toBeGreaterThanOrEqual(10);
  });

  it('answers at least 85 % on subject', () => {
    const wrong = report.rows.filter((row) => row.subject !== row.expected).map((row) => `${row.expected} → ${row.subject}: ${row.question}`);
    expect(report.onSubject / report.rows.length, wrong.join('\n')).toBeGreaterThanOrEqual(0.85);
  });

  it('cites every answer it gives, each citation checked as the chat checks it', () => {
    const uncited = report.rows.filter((row) => row.subject !== null && !row.cited).map((row) => row.question);
    expect(uncited.length, uncited.join('\n')).toBeLessThanOrEqual(Math.floor(report.rows.length * 0.01));
  });

  it('gives steps that speak to the situation asked about, not only its subject, at least 95 % of them', () => {
    const steps = report.rows.reduce((sum, row) => sum + row.steps, 0);
    const fitting = report.rows.reduce((sum, row) => sum + row.stepsFitting, 0);
    const off = report.rows.filter((row) => row.stepsFitting < row.steps).map((row) => `${row.stepsFitting}/${row.steps}: ${row.question}`);
    expect(fitting / steps, off.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('says it has nothing for at most 5 %', () => {
    expect(report.nothing / report.rows.length).toBeLessThanOrEqual(0.05);
  });

  it('answers at least 18 of 20 follow-ups in the context of the first turn', () => {
    const lost = report.followUps.filter((row) => !row.inContext).map((row) => `${row.first} / ${row.followUp} → ${row.subject}`);
    expect(report.followUps.length - lost.length, lost.join('\n')).toBeGreaterThanOrEqual(18);
  });
});
