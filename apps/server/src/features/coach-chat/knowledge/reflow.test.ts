import { describe, expect, it } from 'vitest';
import { reflowDocument, reflowPages, type TextLine } from './reflow.ts';

/** Lines set in a column from x = 72, 14 units apart, 11 units high; `indent` shifts one, `width` ends it (5.5 units a character). */
function set(texts: readonly (string | { text: string; indent?: number; size?: number; gap?: number })[], top = 760): TextLine[] {
  let y = top;
  return texts.map((entry) => {
    const { text, indent = 0, size = 11, gap = 0 } = typeof entry === 'string' ? { text: entry } : entry;
    y -= gap;
    const line = { text, x0: 72 + indent, x1: 72 + indent + text.length * 5.5, y, size };
    y -= 14;
    return line;
  });
}

describe('reflowPages', () => {
  it('keeps each list item a paragraph of its own, and joins an item’s wrapped line', () => {
    const page = set([
      'Three things help you fall asleep on a work night, and they are:',
      '• a dark room;',
      { text: '• the same wake-up time every day of the week, weekends and', indent: 0 },
      { text: 'holidays included;', indent: 8 },
      '1. no screens in bed.',
    ]);
    expect(reflowPages([page])).toEqual([
      'Three things help you fall asleep on a work night, and they are:\n\n• a dark room;\n\n• the same wake-up time every day of the week, weekends and holidays included;\n\n1. no screens in bed.',
    ]);
  });

  it('starts a paragraph at a first line’s indent, a larger font, a paragraph’s space, and a new column', () => {
    const left = set(['Rest well', 'Keep the same wake-up time every day of the week, and get up at', 'once.', { text: 'Daylight helps you sleep at night.', indent: 14 }]);
    const right = set([{ text: 'Caffeine stays in your system for hours, so have the last cup', gap: 0 }, 'before noon.', { text: 'Alcohol breaks up your sleep.', gap: 10 }]).map((line) => ({
      ...line,
      x0: line.x0 + 320,
      x1: line.x1 + 320,
    }));
    (left[0] as TextLine).size = 15;
    expect(reflowPages([[...left, ...right]])).toEqual([
      [
        'Rest well',
        'Keep the same wake-up time every day of the week, and get up at once.',
        'Daylight helps you sleep at night.',
        'Caffeine stays in your system for hours, so have the last cup before noon.',
        'Alcohol breaks up your sleep.',
      ].join('\n\n'),
    ]);
  });

  it('leaves out running heads and page numbers, but not a page’s only line', () => {
    const page = (n: number, body: string[]) => [{ text: 'Sleep Guide — chapter 2', x0: 72, x1: 200, y: 800, size: 9 }, ...set(body), { text: `- ${n} -`, x0: 290, x1: 310, y: 40, size: 9 }];
    expect(reflowPages([page(3, ['Rest well.']), page(4, ['Sleep early.']), page(5, ['Wake early.'])])).toEqual(['Rest well.', 'Sleep early.', 'Wake early.']);
    expect(reflowPages([set(['Page 1']), set(['Page 2'])])).toEqual(['Page 1', 'Page 2']);
  });

  it('moves the rest of a sentence a page break cut to the page it starts on, and no more', () => {
    const first = set(['Couples argue less about money when they talk about it every', 'week and each partner makes a fair con-']);
    const second = set(['tribution to the household. Thank each other for the effort.']);
    expect(reflowPages([first, second], (head, tail) => (head === 'con' && tail === 'tribution' ? 'join' : 'keep'))).toEqual([
      'Couples argue less about money when they talk about it every week and each partner makes a fair contribution to the household.',
      'Thank each other for the effort.',
    ]);
    // A page that ends its sentence keeps the next page's words there.
    expect(reflowPages([set(['Rest well.', 'Sleep early every night of the week.']), set(['Wake early.'])])).toEqual(['Rest well.\n\nSleep early every night of the week.', 'Wake early.']);
  });

  it('says how much of a page’s text the next page printed: the rest of a sentence that runs onto it (review stop-57 L7)', () => {
    const first = set(['Couples argue less about money when they talk about it every', 'week and each partner makes a fair con-']);
    const second = set(['tribution to the household. Thank each other for the effort.']);
    const read = reflowDocument([first, second], (head, tail) => (head === 'con' && tail === 'tribution' ? 'join' : 'keep'));
    // "…fair con|tribution to the household." — the mended word's second half was printed on page 2.
    expect(read.pages[0]?.slice(-(read.carried[0] ?? 0))).toBe('tribution to the household.');
    expect(read.carried).toEqual(['tribution to the household.'.length, 0]);
    const spaced = reflowDocument([set(['Each partner makes a fair contribution to the', 'whole of the']), set(['household. Thank each other.'])]);
    expect(spaced.pages[0]?.slice(-(spaced.carried[0] ?? 0)).trim()).toBe('household.');
    // Nothing runs on: nothing carried.
    expect(reflowDocument([set(['Rest well.']), set(['Wake early.'])]).carried).toEqual([0, 0]);
  });
  it('joins a wrapped line that starts with a number to the sentence it goes on with ("2 cups", "10 minutes", "2026")', () => {
    // Each line before the number ended short of the column (a number kept with its word, "2\u00a0cups", does not fit after it).
    const page = set([
      'Caffeine stays in your body for many hours after your last cup, so',
      'if you want to sleep well, drink no more than',
      '2 cups of coffee a day and have the last one before noon. A short walk',
      'after lunch helps with the afternoon dip: walk for',
      '10 minutes, then get back to work. The advice was last updated in',
      '2026, after new research on sleep and caffeine came out.',
    ]);
    expect(reflowPages([page])).toEqual([
      'Caffeine stays in your body for many hours after your last cup, so if you want to sleep well, drink no more than 2 cups of coffee a day and have the last one before noon. A short walk after lunch helps with the afternoon dip: walk for 10 minutes, then get back to work. The advice was last updated in 2026, after new research on sleep and caffeine came out.',
    ]);
    // A year that ends the sentence, and one cut by a page break: on the page the sentence starts on.
    const first = set(['Caffeine stays in your body for many hours after your last cup, so', 'the guidance changed in']);
    const second = set(['2026. Have the last cup before noon, and sleep comes easier.']);
    expect(reflowPages([first, second])).toEqual([
      'Caffeine stays in your body for many hours after your last cup, so the guidance changed in 2026.',
      'Have the last cup before noon, and sleep comes easier.',
    ]);
  });

  it('still starts a paragraph at a numbered list item and at a numbered heading', () => {
    const page = set([
      'A few habits make evenings calmer and help you fall asleep sooner, and',
      'they are worth trying for two weeks before you judge them:',
      '1. Keep a diary of when you go to bed and how you slept',
      '2) Have your last coffee before noon, and no more than',
      '2 cups a day',
      '3. Put the phone in another room an hour before bed',
      // A heading in the body's font after an item that ends without a stop, and one in a larger font.
      '4 Quiet evenings',
      'Dim the lights and keep the last hour before bed for something calm.',
      { text: '5 Caffeine and sleep', size: 15, gap: 10 },
      'Coffee, tea and cola all hold caffeine, and so does dark chocolate.',
    ]);
    expect(reflowPages([page])).toEqual([
      [
        'A few habits make evenings calmer and help you fall asleep sooner, and they are worth trying for two weeks before you judge them:',
        '1. Keep a diary of when you go to bed and how you slept',
        '2) Have your last coffee before noon, and no more than 2 cups a day',
        '3. Put the phone in another room an hour before bed',
        '4 Quiet evenings',
        'Dim the lights and keep the last hour before bed for something calm.',
        '5 Caffeine and sleep',
        'Coffee, tea and cola all hold caffeine, and so does dark chocolate.',
      ].join('\n\n'),
    ]);
  });
});
