import { describe, expect, it } from 'vitest';
import { escapeMarkdown, neutraliseLinks, proseLines } from './markdown.ts';

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
    expect(neutraliseLinks('[Sleep basics]\n\n[Sleep basics]: https://evil.example/x', onlyOwn)).toBe('[Sleep basics]\n\n[Sleep basics\\]: https://evil.example/x');
    expect(neutraliseLinks('Go to <https://evil.example/x> or <me@evil.example>.', onlyOwn)).toBe('Go to \\<https://evil.example/x> or \\<me@evil.example>.');
    // A bracket in code is taken for an opening one: the code loses it, and nothing links.
    expect(neutraliseLinks('`[` x](https://evil.example)', onlyOwn)).toBe('`` x (evil.example)');
    expect(neutraliseLinks('x](https://evil.example)', onlyOwn)).toBe('x\\](https://evil.example)');
  });

  it('leaves brackets that are no links, citations and escaped text alone', () => {
    const text = 'Dim the lights [Sleep basics, p. 3]. A note: [draft] \\[x\\](https://evil.example) and 3 < 4.';
    expect(neutraliseLinks(text, onlyOwn)).toBe(text);
  });

  it('reads a hostile text far longer than any answer in one pass', () => {
    // 100,000 characters: linear, a few milliseconds; were any read quadratic, many seconds.
    for (const text of ['](('.repeat(33_000), '[x]('.repeat(25_000), '<a'.repeat(50_000), '<`'.repeat(50_000), ']: '.repeat(33_000), '['.repeat(50_000) + ']'.repeat(50_000)]) {
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
    expect(escapeMarkdown('x](https://evil.example/c) *y*\n<b>')).toBe('x\\]\\(https://evil.example/c) \\*y\\* \\<b\\>'.replace('\\(', '('));
    expect(escapeMarkdown('Sleep Foundations')).toBe('Sleep Foundations');
  });
});

describe('proseLines', () => {
  it('joins a sentence a PDF wrapped onto the next line, and keeps the breaks that part sentences, items and headings', () => {
    expect(proseLines('Each partner makes a contribution to the\nhousehold. Talk about it\non Sunday.\nNext week:\n- one\n- two\n\n**Title**\nText')).toBe(
      'Each partner makes a contribution to the household. Talk about it on Sunday.\nNext week:\n- one\n- two\n\n**Title**\nText',
    );
    expect(proseLines('Keep caffeine (coffee, tea)\nto the morning. He said "stop."\nThen')).toBe('Keep caffeine (coffee, tea) to the morning. He said "stop."\nThen');
  });
});
