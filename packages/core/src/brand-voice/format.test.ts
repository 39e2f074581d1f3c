import { describe, expect, it } from 'vitest';
import { brandTextToHtml } from './format.ts';

describe('brand text to HTML', () => {
  it('makes paragraphs and bullet lists', () => {
    expect(brandTextToHtml('Hello there\nfriend\n\n- one\n- two\n\nBye')).toBe('<p>Hello there friend</p><ul><li>one</li><li>two</li></ul><p>Bye</p>');
  });
  it('escapes markup, so model or customer text never becomes HTML', () => {
    expect(brandTextToHtml('<img src=x onerror=alert(1)> & "q"')).toBe('<p>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;q&quot;</p>');
  });
  it('shows markdown emphasis as plain words', () => {
    expect(brandTextToHtml('# Title\n\n**Bold** move')).toBe('<p>Title</p><p>Bold move</p>');
  });
  it('renders half-written text as it streams', () => {
    expect(brandTextToHtml('First para\n\nSecond, half')).toBe('<p>First para</p><p>Second, half</p>');
    expect(brandTextToHtml('')).toBe('');
  });
});
