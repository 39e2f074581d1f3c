// deploy/nginx/iyl.conf answers nginx's own 413 (a body over client_max_body_size, refused before the app
// sees it) in the app's error shape with the catalogue's words, copied into the file: this keeps the
// copies the catalogue's, and the path they are told apart by the knowledge upload's.
import { readFileSync } from 'node:fs';
import { messages } from '@iyl/core/catalog/messages';
import { knowledgeEndpoints } from '@iyl/core/coach-chat/endpoints';
import { describe, expect, it } from 'vitest';

const conf = readFileSync(new URL('../../../deploy/nginx/iyl.conf', import.meta.url), 'utf8');
/** The file without its comments. */
const directives = conf
  .split('\n')
  .filter((line) => !line.trimStart().startsWith('#'))
  .join('\n');

/** The entries of `map $uri $iyl_too_large { … }`: path (or default) → text. */
function tooLargeTexts(): Map<string, string> {
  const body = /^map \$uri \$iyl_too_large \{\n([^}]*)\n\}/m.exec(conf)?.[1] ?? '';
  return new Map([...body.matchAll(/^\s*(\S+)\s+"([^"]*)";$/gm)].map(([, key, text]) => [key as string, text as string]));
}

describe('deploy/nginx/iyl.conf', () => {
  it("answers a body over its limit with the catalogue's text for the path, as the app's JSON error", () => {
    expect(Object.fromEntries(tooLargeTexts())).toEqual({
      default: messages.photoTooLarge,
      [knowledgeEndpoints.UploadPdf.path]: messages.pdfTooLarge,
    });
    expect(knowledgeEndpoints.UploadPdf.method).toBe('POST');
    // The texts go into JSON as they are: nothing in them may need escaping.
    for (const text of tooLargeTexts().values()) expect(JSON.parse(`"${text}"`)).toBe(text);
    expect(conf).toMatch(/^\s*error_page 413 @too_large;$/m);
    expect(conf).toContain(`return 413 '{"error":{"code":"VALIDATION","message":"$iyl_too_large"}}';`);
  });

  it('passes a request on to the next process only when it could not reach one (not after a timeout or a 503)', () => {
    expect([...directives.matchAll(/^\s*proxy_next_upstream (.*);$/gm)].map(([, value]) => value)).toEqual(['error']);
    expect(directives).not.toMatch(/non_idempotent/);
  });
});
