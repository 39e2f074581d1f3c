import { describe, expect, it } from 'vitest';
import { type CitablePassage, checkCitations, citableTitle } from './citations.ts';
import { citationOf } from './prompts.ts';

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

  const doctor: CitablePassage = {
    id: 'library:sleep-doctor',
    title: 'Seeing a doctor about sleep',
    text: "Most sleep problems improve with steady habits, but some need a doctor. Book an appointment if poor sleep has lasted more than a few weeks and is affecting your days, or if you've tried a regular routine and it hasn't helped.",
  };

  it('keeps a citation only when every claim of its sentence is in the passage, not when they share a share of words', () => {
    // The probe's sentence: most of its words are the passage's, its claim is not.
    const claim = 'Magnesium cures insomnia in all adults, so book an appointment with a doctor if poor sleep has lasted more than a few weeks [Seeing a doctor about sleep].';
    expect(checkCitations(claim, [doctor]).citations[0]?.status).toBe('unsupported');
    const true_ = 'Book an appointment with a doctor if poor sleep has lasted more than a few weeks [Seeing a doctor about sleep].';
    expect(checkCitations(true_, [doctor]).citations[0]?.status).toBe('supported');
  });

  it('needs the passage’s numbers, and reads numbers written as words', () => {
    expect(checkCitations('Keep the same wake-up time 5 days a week [Sleep Foundations, p. 3].', given).citations[0]?.status).toBe('unsupported');
    expect(checkCitations('Put screens away 30 minutes before bed [A 30-minute wind-down].', given).citations[0]?.status).toBe('supported');
    const thirty: CitablePassage = { id: 'x', title: 'Wind down', text: 'Dim the lights and put screens away thirty minutes before bed.' };
    expect(checkCitations('Put screens away 30 minutes before bed [Wind down].', [thirty]).citations[0]?.status).toBe('supported');
    expect(checkCitations('Put screens away 60 minutes before bed [Wind down].', [thirty]).citations[0]?.status).toBe('unsupported');
  });

  it('needs the passage’s negation: a "not" either side turns the claim around', () => {
    const screens: CitablePassage = { id: 's', title: 'Screens', text: 'Do not use your phone in bed. Keep the bedroom cool.' };
    expect(checkCitations('Use your phone in bed [Screens].', [screens]).citations[0]?.status).toBe('unsupported');
    expect(checkCitations('Don’t use your phone in bed [Screens].', [screens]).citations[0]?.status).toBe('supported');
    expect(checkCitations('Never keep the bedroom cool [Screens].', [screens]).citations[0]?.status).toBe('unsupported');
    expect(checkCitations('Keep the bedroom cool [Screens].', [screens]).citations[0]?.status).toBe('supported');
  });

  it('takes out a page on a passage that has none, and a citation without the page of one that has', () => {
    const answer = 'Dim the lights and put screens away before bed [A 30-minute wind-down, p. 4]. Keep the same wake-up time every day [Sleep Foundations].';
    const { text, citations } = checkCitations(answer, given);
    expect(text).toBe('Dim the lights and put screens away before bed. Keep the same wake-up time every day.');
    expect(citations.map((c) => c.status)).toEqual(['unknown', 'unknown']);
  });

  it('reads a sentence a PDF wrapped onto its own line as one sentence, and leaves other citations out of it', () => {
    const household: CitablePassage = {
      id: 'doc-2-p5',
      title: 'Money Talks',
      page: 5,
      text: 'Agree on a monthly budget together. Each partner makes a fair contribution to the\nhousehold.',
    };
    const quoted = `**Money Talks, page 5**\n${household.text} [Money Talks, p. 5]`;
    expect(checkCitations(quoted, [household]).citations[0]?.status).toBe('supported');
    const two = 'Keep the same wake-up time [Sleep Foundations, p. 3] and have your last coffee before early afternoon [Sleep Foundations, p. 7].';
    expect(checkCitations(two, given).citations.map((c) => c.status)).toEqual(['supported', 'supported']);
  });

  it('reads a quoted sentence whole: through a quote’s marks, after a list item’s bold label, and past "e.g." or "Dr." inside it', () => {
    const money: CitablePassage = {
      id: 'doc-2-p2',
      title: 'Money Talks',
      page: 2,
      text: 'Money talks for couples\n\nEach partner makes a fair contribution to the household. Talk about money once a week, e.g. on Sunday evening. Dr. Lee suggests a short list of three things to discuss.',
    };
    const cite = (answer: string) => checkCitations(answer, [money]).citations[0]?.status;
    // The answer wraps its quote: a sentence whose last word stands alone on a quoted line.
    expect(cite('> Each partner makes a fair contribution to the\n> household. [Money Talks, p. 2]')).toBe('supported');
    // The composer's step: a list item, its source in bold before a colon, then the quote (one sentence).
    expect(cite('- **Money Talks, page 2**: Each partner makes a fair contribution to the household. [Money Talks, p. 2]')).toBe('supported');
    expect(cite('- **Money Talks, page 2:** Talk about money once a week, e.g. on Sunday evening. [Money Talks, p. 2]')).toBe('supported');
    // "e.g." and "Dr." end no sentence: the claim is the whole sentence, not "Sunday evening" or "Lee suggests …".
    expect(cite('Talk about money once a week, e.g. Sunday evening [Money Talks, p. 2].')).toBe('supported');
    expect(cite('Money matters. Eat oranges daily, e.g. Sunday evening [Money Talks, p. 2].')).toBe('unsupported');
    expect(cite('Dr. Lee suggests a short list of three things to discuss [Money Talks, p. 2].')).toBe('supported');
    expect(cite('Dr. Lee suggests a list of ten things [Money Talks, p. 2].')).toBe('unsupported');
  });

  it('cites a title as written, escaped for Markdown, so it cannot end its citation, open a link or pass for an address', () => {
    const trap: CitablePassage = { id: 't', title: 'x](https://evil.example/t) Hydration guide', page: 1, text: 'Drink water with every meal.' };
    expect(citableTitle(trap.title)).toBe('x\\](https\\://evil.example/t) Hydration guide');
    const answer = `Drink water with every meal [${citableTitle(trap.title)}, p. 1].`;
    const marker = '[x\\](https\\://evil.example/t) Hydration guide, p. 1]';
    expect(checkCitations(answer, [trap])).toEqual({ text: `Drink water with every meal ${marker}.`, citations: [{ marker, status: 'supported', passageId: 't' }] });
    // Brackets both ways, and a title cited without its escapes: kept as citableTitle writes it.
    const both: CitablePassage = { id: 'b', title: 'Sleep [2nd ed.] & rest', page: 2, text: 'Keep the bedroom dark and cool at night.' };
    expect(checkCitations('Keep the bedroom dark and cool [Sleep \\[2nd ed.\\] \\& rest, p. 2].', [both]).citations[0]).toMatchObject({ status: 'supported', passageId: 'b' });
    expect(checkCitations('Keep the bedroom dark and cool [sleep \\[2nd ed.\\] & rest, p. 2].', [both])).toEqual({
      text: 'Keep the bedroom dark and cool [Sleep \\[2nd ed.\\] \\& rest, p. 2].',
      citations: [{ marker: '[Sleep \\[2nd ed.\\] \\& rest, p. 2]', status: 'supported', passageId: 'b' }],
    });
  });

  it('reads a huge answer or one full of brackets without trouble', () => {
    const brackets = '['.repeat(50_000) + ']'.repeat(50_000);
    expect(checkCitations(brackets, given).text).toBe(brackets);
  });
});

describe('a passage that runs onto the next page (review stop-57 L7)', () => {
  const crossing: CitablePassage = {
    id: 'doc-1-p1',
    title: 'Money Talks',
    page: 1,
    pageEnd: 2,
    text: 'When a conversation about money turns into a fight, stop and take a break for at least twenty minutes before you try again.',
  };
  const claim = 'When a conversation about money turns into a fight, take a break for at least twenty minutes';

  it('is cited by both its pages, in any usual spelling, or by its first page; a range it is not on names nothing given', () => {
    for (const pages of ['pp. 1–2', 'pp. 1-2', 'pages 1–2', 'pp. 1 to 2', 'p. 1']) {
      const answer = `${claim} [Money Talks, ${pages}].`;
      expect(checkCitations(answer, [crossing]), pages).toEqual({ text: answer, citations: [{ marker: `[Money Talks, ${pages}]`, status: 'supported', passageId: 'doc-1-p1' }] });
    }
    for (const pages of ['pp. 1–3', 'p. 2', 'pp. 2–3']) expect(checkCitations(`${claim} [Money Talks, ${pages}].`, [crossing]).citations[0]?.status, pages).toBe('unknown');
  });

  it('is given to a model with both pages, as the built-in coach cites it', () => {
    expect(citationOf(crossing)).toBe('[Money Talks, pp. 1–2]');
    expect(citationOf({ ...crossing, pageEnd: null })).toBe('[Money Talks, p. 1]');
    expect(citationOf({ title: 'Falling asleep faster', page: null })).toBe('[Falling asleep faster]');
  });
});
