import { answerWithSafeLinks } from '@iyl/core/coach-chat/answer-links';
import fc from 'fast-check';
import { micromark } from 'micromark';
import { describe, expect, it } from 'vitest';

/*
 * The answer's links as a real CommonMark parser reads them: micromark, which the web app's
 * react-markdown and the chat's transcript both render with. Whatever the answer holds, what the
 * server keeps renders with no link or image to an address outside the allowed ones.
 */

const context = { question: 'What do you think of https://good.example/page?', appOrigin: 'https://app.iyl.example' };
const allowedTargets = new Set(['https://good.example/page', 'https://findahelpline.com', 'https://app.iyl.example/Habit']);

/** Every href and src in the rendered HTML. */
const targets = (html: string) => [...html.matchAll(/\b(?:href|src)="([^"]*)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));

const pieces = [
  '[',
  ']',
  '(',
  ')',
  '<',
  '>',
  '!',
  '\\',
  '`',
  ':',
  ' ',
  '\n',
  '"',
  "'",
  '&#58;',
  '&amp;',
  'x',
  'text',
  'https://evil.example/c?d=mood',
  'https://good.example/page',
  'https://app.iyl.example/Habit',
  'https://app.iyl.example@evil.example',
  'evil@mail.example',
  'javascript:alert(1)',
  '/Login',
  '[Sleep basics, p. 3]',
];

describe('the links of an answer the server keeps', () => {
  it('go only to allowed addresses when rendered, whatever the answer holds', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 40 }), (parts) => {
        const answer = parts.join('');
        for (const target of targets(micromark(answerWithSafeLinks(answer, context)))) {
          const allowed = allowedTargets.has(target.replace(/\/$/, '')) || target.startsWith(`${context.appOrigin}/`);
          expect(allowed, `${JSON.stringify(answer)} → ${target}`).toBe(true);
        }
      }),
      { numRuns: 3_000 },
    );
  });

  it('keep the allowed ones working', () => {
    const answer = 'Read [it](https://good.example/page), plan in [Habit](https://app.iyl.example/Habit), and [ignore](https://evil.example/c?d=1).';
    const html = micromark(answerWithSafeLinks(answer, context));
    expect(targets(html)).toEqual(['https://good.example/page', 'https://app.iyl.example/Habit']);
    expect(html).toContain('ignore (evil.example)');
  });
});
