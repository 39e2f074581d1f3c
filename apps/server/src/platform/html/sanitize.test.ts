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

  it("keeps the editor's font sizes and alignment, and no other style", () => {
    expect(sanitizeRichHtml('<p style="text-align: center"><span style="font-size: 24px">Big</span> <span style="font-size: 99px; color: red">odd</span></p>')).toBe(
      '<p style="text-align:center"><span style="font-size:24px">Big</span> <span>odd</span></p>',
    );
    expect(sanitizeRichHtml('<p style="background:url(javascript:alert(1))">x</p>')).toBe('<p>x</p>');
  });

  it('drops paragraphs that the clean-up left empty', () => {
    expect(sanitizeRichHtml('<p><img src=x onerror=alert(1)></p><p> </p><p>Sleep well</p>')).toBe('<p>Sleep well</p>');
  });
});
