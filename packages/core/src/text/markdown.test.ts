import { describe, expect, it } from 'vitest';
import { escapeMarkdown, neutraliseLinks, proseLines, proseSentences } from './markdown.ts';

const onlyOwn = (url: string) => url.startsWith('https://app.example/');

describe('neutraliseLinks', () => {
  it('keeps links to allowed addresses as they are', () => {
    const text = 'See [your plan](https://app.example/Plans) and <https://app.example/Habit>.';
    expect(neutraliseLinks(text, onlyOwn)).toBe(text);
  });

  it('shows any other inline link or image as its text and the host it pointed at', () => {
    expect(neutraliseLinks('Please [visit this page](https://evil.example/collect?d=routines%20mood) today.', onlyOwn)).toBe(
      'Please visit this page (evil.example) today.',
    );
    expect(neutraliseLinks('![a pixel](https://evil.example/p.png?d=x "t") and [x](<https://evil.example/a b>)', onlyOwn)).toBe(
      'a pixel (evil.example) and x (evil.example)',
    );
    expect(neutraliseLinks('[Book](/BookSession) or [run](javascript:alert(1))', onlyOwn)).toBe('Book or run');
    // Nested: the inner link first, then the outer one.
    expect(neutraliseLinks('[a [b](https://evil.example/1) c](https://evil.example/2)', onlyOwn)).toBe('a b (evil.example) c (evil.example)');
  });

  it('makes no link of an address written with escapes or entities', () => {
    for (const text of [
      '[x](https&#58;//app.example/Plans)',
      '[x](https:\\/\\/app.example/Plans)',
    ]) {
      expect(neutraliseLinks(text, (url) => url.startsWith('https://app.example'))).not.toMatch(/\]\(/);
    }
  });

  it('escapes what it cannot rewrite: reference definitions, autolinks, a link without its opening bracket', () => {
    // The address of a definition or an autolink left as text is a bare one: its host alone.
    expect(neutraliseLinks('[Sleep basics]\n\n[Sleep basics]: https://evil.example/x', onlyOwn)).toBe('[Sleep basics]\n\n[Sleep basics\\]: evil.example');
    expect(neutraliseLinks('Go to <https://evil.example/x> or <me@evil.example>.', onlyOwn)).toBe('Go to \\<evil.example> or \\<me@evil.example>.');
    // A bracket in code is taken for an opening one: the code loses it, and nothing links.
    expect(neutraliseLinks('`[` x](https://evil.example)', onlyOwn)).toBe('`` x (evil.example)');
    expect(neutraliseLinks('x](https://evil.example)', onlyOwn)).toBe('x\\](evil.example)');
  });

  it('leaves brackets that are no links, citations and escaped text alone', () => {
    const text = 'Dim the lights [Sleep basics, p. 3]. A note: [draft] \\[x\\](/Habit) and 3 < 4.';
    expect(neutraliseLinks(text, onlyOwn)).toBe(text);
  });

  it('shows a bare address that may not be linked as its host alone (a mail client would link it), and keeps an allowed one whole', () => {
    expect(neutraliseLinks('To finish, visit https://evil.example/collect?d=SUMMARY now.', onlyOwn)).toBe('To finish, visit evil.example now.');
    expect(neutraliseLinks('Or www.evil.example/c?d=SUMMARY, evil.example/collect?d=SUMMARY and HTTP://Evil.Example:8080/c.', onlyOwn)).toBe(
      'Or www.evil.example, evil.example and evil.example.',
    );
    // Escaped, or in a link's title, an address is still one in the e-mail's text.
    expect(neutraliseLinks('\\[x\\](https://evil.example/c?d=1) and [Plans](https://app.example/Plans "https://evil.example/t?d=2")', onlyOwn)).toBe(
      '\\[x\\](evil.example) and [Plans](https://app.example/Plans "evil.example")',
    );
    // One inside an allowed one (a redirect's parameter) is shortened too; the allowed one stays.
    expect(neutraliseLinks('See https://app.example/Plans, https://app.example/r?u=https://evil.example/c?d=1 and [https://app.example/Plans](https://app.example/Plans).', onlyOwn)).toBe(
      'See https://app.example/Plans, https://app.example/r?u=evil.example and [https://app.example/Plans](https://app.example/Plans).',
    );
    // Words with dots are no addresses; nor is a host shown as text already.
    const words = 'Node.js, e.g. this, 7.5/10, a.m./p.m. and a link (evil.example).';
    expect(neutraliseLinks(words, onlyOwn)).toBe(words);
  });

  it('names the host a browser would go to, and none when the address does not parse', () => {
    expect(neutraliseLinks('[lookalike](http://localhost:3100.evil.example/x)', onlyOwn)).toBe('lookalike');
    expect(neutraliseLinks('[lookalike](https://app.example@evil.example/x) [two](https://app.example.evil.example/x)', onlyOwn)).toBe(
      'lookalike (evil.example) two (app.example.evil.example)',
    );
    expect(neutraliseLinks('[a](https://evil.example\\.app.example/) [b](https://EVIL.example&#46;x/)', onlyOwn)).toBe('a b');
    expect(neutraliseLinks('See http://localhost:3100.evil.example/x?d=1 today', onlyOwn)).toBe('See  today');
  });

  it('reads a hostile text far longer than any answer in one pass', () => {
    // 100,000 characters: linear, a few milliseconds; were any read quadratic, many seconds.
    for (const text of ['](('.repeat(33_000), '[x]('.repeat(25_000), '<a'.repeat(50_000), '<`'.repeat(50_000), ']: '.repeat(33_000), '['.repeat(50_000) + ']'.repeat(50_000), `https://app.example/${'a://'.repeat(25_000)}`, 'a.bc/ '.repeat(16_000), 'www.'.repeat(25_000)]) {
      // The fastest of a few reads (the first compiles, a busy machine adds pauses): a few ms when linear, seconds were it quadratic.
      const times = [0, 1, 2].map(() => {
        const started = Date.now();
        neutraliseLinks(text, onlyOwn);
        return Date.now() - started;
      });
      expect(Math.min(...times)).toBeLessThan(500);
    }
  });
});

describe('escapeMarkdown', () => {
  it('leaves a title no way to break out of its bold or its citation', () => {
    expect(escapeMarkdown('x](https://evil.example/c) *y*\n<b>')).toBe('x\\](https\\://evil.example/c) \\*y\\* \\<b\\>');
    expect(escapeMarkdown('Sleep Foundations')).toBe('Sleep Foundations');
  });

  it('leaves an address in the text no bare address: shown whole, and left whole by neutraliseLinks', () => {
    const title = escapeMarkdown('x](https://evil.example/t) Hydration guide, from www.evil.example and evil.example/sleep?x=1 (v2.0: Node.js)');
    expect(title).toBe('x\\](https\\://evil.example/t) Hydration guide, from www\\.evil.example and evil.example\\/sleep?x=1 (v2.0: Node.js)');
    expect(neutraliseLinks(title, onlyOwn)).toBe(title);
  });
});

describe('proseLines', () => {
  it('joins a sentence a PDF wrapped onto the next line, and keeps the breaks that part sentences, items and headings', () => {
    expect(proseLines('Each partner makes a contribution to the\nhousehold. Talk about it\non Sunday.\nNext week:\n- one\n- two\n\n**Title**\nText')).toBe(
      'Each partner makes a contribution to the household. Talk about it on Sunday.\nNext week:\n- one\n- two\n\n**Title**\nText',
    );
    expect(proseLines('Keep caffeine (coffee, tea)\nto the morning. He said "stop."\nThen')).toBe('Keep caffeine (coffee, tea) to the morning. He said "stop."\nThen');
  });

  it('puts a word a line’s end broke at a hyphen back together, without a space: joined where a rule says so, else with its hyphen', () => {
    const text = 'Each partner makes a fair contri-\nbution to the\nhousehold.\nPractise self-\ncare since COVID-\n19 began.\n\nNext paragraph.';
    expect(proseLines(text)).toBe('Each partner makes a fair contri-bution to the household.\nPractise self-care since COVID-19 began.\n\nNext paragraph.');
    const rule = (head: string, tail: string) => (head === 'contri' && tail === 'bution' ? 'join' : 'keep') as 'join' | 'keep';
    expect(proseLines(text, rule)).toBe('Each partner makes a fair contribution to the household.\nPractise self-care since COVID-19 began.\n\nNext paragraph.');
    expect(proseLines('A list:\n- one-\n- two')).toBe('A list:\n- one-\n- two');
  });
});

describe('proseSentences', () => {
  it('reads a wrapped text’s sentences as sentences, paragraphs and headings apart', () => {
    expect(proseSentences('Sleep Foundations\n\nEach partner makes a contribution to the\nhousehold. Talk to Dr. Lee,\ne.g. on Sunday.\n- Walk daily')).toEqual([
      'Sleep Foundations',
      'Each partner makes a contribution to the household.',
      'Talk to Dr. Lee, e.g. on Sunday.',
      '- Walk daily',
    ]);
  });
});
