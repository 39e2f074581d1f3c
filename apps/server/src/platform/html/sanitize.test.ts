import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from './sanitize.ts';

describe('sanitizeRichHtml', () => {
  it('keeps text structure and emphasis, drops everything active', () => {
    expect(sanitizeRichHtml('<h3>Plan</h3><ul><li><strong>Walk</strong> <em>daily</em></li></ul>')).toBe(
      '<h3>Plan</h3><ul><li><strong>Walk</strong> <em>daily</em></li></ul>',
    );
    expect(sanitizeRichHtml('<p style="color:red" onclick="x()">Hi</p><script>alert(1)</script><iframe src="//evil"></iframe>')).toBe('<p>Hi</p>');
    expect(sanitizeRichHtml('<a href="javascript:alert(1)">a</a><a href="https://iyl.example">b</a>')).toBe(
      '<a rel="noopener noreferrer nofollow" target="_blank">a</a><a href="https://iyl.example" rel="noopener noreferrer nofollow" target="_blank">b</a>',
    );
  });

  it('drops paragraphs that the clean-up left empty', () => {
    expect(sanitizeRichHtml('<p><img src=x onerror=alert(1)></p><p> </p><p>Sleep well</p>')).toBe('<p>Sleep well</p>');
  });
});
