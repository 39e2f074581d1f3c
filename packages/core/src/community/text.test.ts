import { describe, expect, it } from 'vitest';
import { characterCount, cleanCommunityText, firstCharacters, linkPieces } from './text.ts';

describe('characterCount', () => {
  it('counts characters as a person sees them', () => {
    expect(characterCount('hello')).toBe(5);
    expect(characterCount('café')).toBe(4);
    // e + combining acute accent is one character.
    expect(characterCount('cafe\u0301')).toBe(4);
    expect(characterCount('👍🏽')).toBe(1);
    expect(characterCount('👨‍👩‍👧‍👦')).toBe(1);
    expect(characterCount('🇬🇧🇫🇷')).toBe(2);
    expect(characterCount('')).toBe(0);
  });

  it('stops early on huge text', () => {
    expect(characterCount('a'.repeat(1_000_000), 160)).toBe(161);
    expect(characterCount('👍'.repeat(160), 160)).toBe(160);
    expect(characterCount('👍'.repeat(161), 160)).toBe(161);
  });
});

describe('firstCharacters', () => {
  it('keeps whole characters', () => {
    expect(firstCharacters('👨‍👩‍👧‍👦abc', 2)).toBe('👨‍👩‍👧‍👦a');
    expect(firstCharacters('abc', 5)).toBe('abc');
  });
});

describe('cleanCommunityText', () => {
  it('keeps text as text, dropping controls and direction overrides', () => {
    expect(cleanCommunityText('  hi\n\tthere  ')).toBe('hi there');
    expect(cleanCommunityText('a\u202eb\u0000c\u0007')).toBe('abc');
    expect(cleanCommunityText('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
    expect(cleanCommunityText('cafe\u0301')).toBe('café');
    expect(cleanCommunityText('a\n\n\n\nb', true)).toBe('a\n\nb');
    // Nothing visible: blank.
    expect(cleanCommunityText('\u200b\u200b \u2060\ufeff')).toBe('');
    expect(cleanCommunityText('\u200d\u200c\ufe0f')).toBe('');
    for (const invisible of ['\u00ad', '\u200e\u200f', '\u2800', '\u3164', '\u2061', '\u034f', '\u{e0020}']) expect(cleanCommunityText(invisible)).toBe('');
    // A flag made of tags keeps them.
    expect(cleanCommunityText('🏴󠁧󠁢󠁥󠁮󠁧󠁿')).toBe('🏴󠁧󠁢󠁥󠁮󠁧󠁿');
    // An emoji keeps its joiners.
    expect(cleanCommunityText(' 👨‍👩‍👧‍👦 ')).toBe('👨‍👩‍👧‍👦');
  });
});

describe('linkPieces', () => {
  it('marks http and https links, punctuation after them left as text', () => {
    expect(linkPieces('see https://example.com/a?b=1, then')).toEqual([
      { text: 'see ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: ', then' },
    ]);
    expect(linkPieces('(http://x.org)')).toEqual([{ text: '(' }, { text: 'http://x.org', href: 'http://x.org/' }, { text: ')' }]);
  });

  it('never makes a link of anything else', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '<a href="javascript:alert(1)">x</a>', 'https://', 'ftp://files.example.com']) {
      expect(linkPieces(text).every((p) => !('href' in p))).toBe(true);
    }
    expect(linkPieces('"https://ok.example"onmouseover="x"').filter((p) => 'href' in p)).toEqual([{ text: 'https://ok.example', href: 'https://ok.example/' }]);
  });

  it('never lets a link’s text hide where it goes: a user name in it keeps it text; a host read otherwise shows as the browser reads it', () => {
    for (const text of ['https://evil.example@good.example/login', 'https://good.example:pw@evil.example/', 'http://user@evil.example']) {
      expect(linkPieces(text), text).toEqual([{ text }]);
    }
    const shows = (text: string) => linkPieces(text).find((p) => 'href' in p);
    // Cyrillic letters that look Latin: the browser goes to the punycode host, and the text says so.
    expect(shows('see https://gооgle.com/login now')).toEqual({ text: 'https://xn--ggle-55da.com/login', href: 'https://xn--ggle-55da.com/login' });
    expect(shows('https://%65vil.example/x')).toEqual({ text: 'https://evil.example/x', href: 'https://evil.example/x' });
    expect(shows('http://0x7f.1/admin')).toEqual({ text: 'http://127.0.0.1/admin', href: 'http://127.0.0.1/admin' });
    // An ordinary link, in capitals or with its own port, reads as written.
    expect(shows('HTTPS://Example.COM/Path')).toEqual({ text: 'HTTPS://Example.COM/Path', href: 'https://example.com/Path' });
    expect(shows('http://localhost:8080/a')).toEqual({ text: 'http://localhost:8080/a', href: 'http://localhost:8080/a' });
  });

  it('gives back every character of the text', () => {
    const text = 'a https://a.b/c. b http://d.e f';
    expect(linkPieces(text).map((p) => p.text).join('')).toBe(text);
  });
});
