import { choiceSets } from '@iyl/core/onboarding/survey';
import { planSizeFor } from '@iyl/core/plans/constants';
import { describe, expect, it } from 'vitest';
import { strugglingAnswers, surveyAnswers, thrivingAnswers } from '../../../test/support/survey.ts';
import { type AssessmentHelpers, offlineAssessment as assess } from './offline.ts';

/** Stands in for the plans service's finder (the real one is wired in the app and tested there). */
const helpers: AssessmentHelpers = {
  planTaskFor: (area, text) => (area === 'Relationship' && /chores/.test(text) ? 'Close the kitchen after dinner' : undefined),
};
const offlineAssessment = (answers: Parameters<typeof assess>[0], fullname: string) => assess(answers, fullname, helpers);

const ALLOWED = new Set(['p', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em']);
const words = (html: string) => html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;
const xss = '<img src=x onerror=alert(1)>';

function expectSafeHtml(html: string) {
  expect(html).not.toMatch(/<script/i);
  const tags = [...html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)];
  expect(tags.length).toBeGreaterThan(10);
  for (const [, tag, attrs] of tags) {
    expect(ALLOWED.has(tag!), tag).toBe(true);
    expect(attrs!.trim()).toBe('');
  }
  // every opened tag is closed, in order
  const stack: string[] = [];
  for (const [full, tag] of tags) {
    if (full.startsWith('</')) expect(stack.pop()).toBe(tag);
    else stack.push(tag!);
  }
  expect(stack).toEqual([]);
}

describe('offlineAssessment', () => {
  it('greets by first name, quotes the real ratings and leads with the focus area', () => {
    const html = offlineAssessment(strugglingAnswers(), 'Maria Lopez');
    expectSafeHtml(html);
    expect(html).toContain('Hi Maria,');
    expect(html).not.toContain('Lopez');
    expect(html).toContain('sleep 2/10');
    expect(html).toContain('debt worries you 9/10');
    expect(html).toContain('no emergency fund yet');
    expect(html).toContain('<h3>Your focus: Finances</h3>');
    expect(html.indexOf('Your focus: Finances')).toBeLessThan(html.indexOf('<h4>Health</h4>'));
    for (const area of ['Health', 'Relationships', 'Holistic balance']) expect(html).toContain(`<h4>${area}</h4>`);
    const steps = html.match(/<ol>(.*?)<\/ol>/)![1]!.match(/<li>/g)!;
    expect(steps.length).toBeGreaterThanOrEqual(3);
    expect(steps.length).toBeLessThanOrEqual(5);
    expect(html.match(/<ol><li><strong>(\w+):/)![1]).toBe('Finances');
  });

  it('stays within roughly 350–600 words for typical answers', () => {
    for (const answers of [surveyAnswers(), strugglingAnswers(), thrivingAnswers(), strugglingAnswers({ healthChallenge: 'I snack late at night', ninetyDayGoal: 'Sleep 7 hours and have 3 months saved' })]) {
      const n = words(offlineAssessment(answers, 'Sam'));
      expect(n).toBeGreaterThanOrEqual(330);
      expect(n).toBeLessThanOrEqual(620);
    }
  });

  it('differs between answer sets and is deterministic', () => {
    const a = offlineAssessment(strugglingAnswers(), 'Sam');
    const b = offlineAssessment(thrivingAnswers(), 'Sam');
    expect(a).not.toBe(b);
    expect(b).toContain('<h3>Your focus: Relationships</h3>');
    expect(b).toContain('sleep 9/10');
    expect(offlineAssessment(strugglingAnswers(), 'Sam')).toBe(a);
  });

  it('reflects the coaching preferences, time and preferred time', () => {
    const on = offlineAssessment(surveyAnswers({ dailyReminders: true, weeklyCheckins: true, actionableChallenges: true, inspirationalContent: true, timeAvailable: 'Less than 15 minutes', preferredTime: 'Evening' }), 'Sam');
    expect(on).toMatch(/daily reminder/);
    expect(on).toMatch(/weekly check-in/);
    expect(on).toMatch(/challenges/);
    expect(on).toMatch(/inspirational/);
    expect(on).toMatch(/less than 15 minutes/i);
    expect(on).toMatch(/in the evening/);
    const off = offlineAssessment(surveyAnswers({ dailyReminders: false, weeklyCheckins: false, actionableChallenges: false, inspirationalContent: false, preferredTime: 'Morning' }), 'Sam');
    expect(off).not.toMatch(/daily reminder at/);
    expect(off).toMatch(/did not ask for reminders/);
    expect(off).toMatch(/in the morning/);
  });

  it('reflects free-text answers back, escaped', () => {
    const html = offlineAssessment(
      surveyAnswers({
        healthChallenge: `I snack late at night ${xss}`,
        relationshipChallenge: 'We argue about "chores" & <b>money</b>',
        financeChallenge: 'my credit card balance keeps growing',
        balanceChallenge: 'long work weeks',
        ninetyDayGoal: `Sleep 7 hours ${xss}`,
        healthMotivation: { selected: ['Mental clarity'], other: '<script>alert(1)</script>' },
      }),
      `<script>alert('x')</script> Eve`,
    );
    expectSafeHtml(html);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&quot;chores&quot; &amp; &lt;b&gt;money&lt;/b&gt;');
    expect(html).toContain('Close the kitchen after dinner');
    expect(html).toContain('my credit card balance keeps growing');
    expect(html).toContain('long work weeks');
    expect(html).toContain('In 90 days you want this');
    expect(html).toContain('Hi &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;,');
  });

  it('copes with a blank name', () => {
    expect(offlineAssessment(surveyAnswers(), '   ')).toContain('Hi there,');
  });

  it("promises the plan size the plan engine keeps to, for every time and a low or a high commitment", () => {
    const inWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
    for (const timeAvailable of choiceSets.timeAvailable) {
      for (const commitmentLevel of [3, 8]) {
        const text = offlineAssessment(surveyAnswers({ timeAvailable, commitmentLevel }), 'Sam').replace(/<[^>]+>/g, ' ');
        const { count, maxMinutes } = planSizeFor(timeAvailable, commitmentLevel);
        expect(text, `${timeAvailable}, commitment ${commitmentLevel}`).toContain(`${inWords[count]} tasks and ${inWords[count]} habits`);
        expect(text).toMatch(new RegExp(`\\b(${maxMinutes}|${inWords[maxMinutes] ?? maxMinutes}) minutes`));
        // No promise of fewer habits than the plan holds ("one main habit plus one or two small ones").
        expect(text).not.toMatch(/one main habit|three habits and add more/);
      }
    }
  });
});
