import { describe, expect, it } from 'vitest';
import { type CitablePassage, checkCitations } from './citations.ts';

const given: CitablePassage[] = [
  {
    id: 'doc-1-p3',
    title: 'Sleep Foundations',
    page: 3,
    text: 'Keep the same wake-up time every day, including weekends. A fixed wake time anchors your body clock and makes falling asleep easier at night.',
  },
  {
    id: 'doc-1-p7',
    title: 'Sleep Foundations',
    page: 7,
    text: 'Caffeine can stay in your system for many hours. Have your last coffee or tea before early afternoon.',
  },
  { id: 'sleep-wind-down', title: 'A 30-minute wind-down', text: 'Dim the lights and put screens away thirty minutes before bed.' },
];

describe('checkCitations', () => {
  it('keeps a citation whose sentence says what its passage says', () => {
    const answer = 'Keep the same wake-up time every day, even at weekends, to anchor your body clock [Sleep Foundations, p. 3].';
    const { text, citations } = checkCitations(answer, given);
    expect(text).toBe(answer);
    expect(citations).toEqual([{ marker: '[Sleep Foundations, p. 3]', status: 'supported', passageId: 'doc-1-p3' }]);
  });

  it('reads the sentence before a citation placed after its full stop, not the empty text after it', () => {
    const answer = 'Sleep matters. Keep the same wake-up time every day, even at weekends, to anchor your body clock. [Sleep Foundations, p. 3]';
    expect(checkCitations(answer, given)).toEqual({ text: answer, citations: [{ marker: '[Sleep Foundations, p. 3]', status: 'supported', passageId: 'doc-1-p3' }] });
    const unrelated = 'Keep the same wake-up time every day. Eat more oranges for vitamin C. [Sleep Foundations, p. 3]';
    expect(checkCitations(unrelated, given).citations[0]?.status).toBe('unsupported');
  });

  it('tells the pages of one document apart', () => {
    const answer = 'Have your last coffee before early afternoon, since caffeine stays for hours [Sleep Foundations, p. 7].';
    expect(checkCitations(answer, given).citations[0]).toMatchObject({ status: 'supported', passageId: 'doc-1-p7' });
  });

  it('takes out a citation of a passage that was not given', () => {
    const answer = 'Melatonin cures insomnia in a week [Sleep Foundations, p. 12]. Dim the lights before bed [A 30-minute wind-down].';
    const { text, citations } = checkCitations(answer, given);
    expect(text).toBe('Melatonin cures insomnia in a week. Dim the lights before bed [A 30-minute wind-down].');
    expect(citations.map((c) => c.status)).toEqual(['unknown', 'supported']);
  });

  it('takes out a citation whose sentence claims something its passage does not say', () => {
    const answer = 'Running a marathon every month improves your credit score [Sleep Foundations, p. 3].';
    const { text, citations } = checkCitations(answer, given);
    expect(text).toBe('Running a marathon every month improves your credit score.');
    expect(citations).toEqual([{ marker: '[Sleep Foundations, p. 3]', status: 'unsupported', passageId: 'doc-1-p3' }]);
  });

  it('leaves Markdown links and text without citations alone', () => {
    const answer = 'See [the guide](https://example.com/guide) for more. Nothing else here.';
    expect(checkCitations(answer, given)).toEqual({ text: answer, citations: [] });
  });

  it('matches titles whatever their case and spacing', () => {
    const answer = 'Dim the lights and put screens away before bed [a 30-minute   WIND-DOWN].';
    expect(checkCitations(answer, given).citations[0]?.status).toBe('supported');
  });

  it('reads a huge answer or one full of brackets without trouble', () => {
    const brackets = '['.repeat(50_000) + ']'.repeat(50_000);
    expect(checkCitations(brackets, given).text).toBe(brackets);
  });
});
