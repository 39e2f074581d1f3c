/**
 * Brand content is written as plain text (paragraphs split by blank lines, "- " bullets) and shown
 * as HTML in the editor. The same function renders it while it streams (in the browser) and when
 * it is saved (on the server, then sanitised), so the two always match.
 */

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Markdown emphasis a model may add anyway (**bold**, *italic*, # headings) is shown as plain words. */
const unmark = (line: string) =>
  line
    .replace(/^#{1,6}\s+/, '')
    .replace(/\*\*([^*\n]{1,400})\*\*/g, '$1')
    .replace(/__([^_\n]{1,400})__/g, '$1');

/** Plain text → paragraphs and bullet lists, everything escaped. */
export function brandTextToHtml(text: string): string {
  const out: string[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = block
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    let bullets: string[] = [];
    let words: string[] = [];
    const flushWords = () => {
      if (words.length) out.push(`<p>${words.join(' ')}</p>`);
      words = [];
    };
    const flushBullets = () => {
      if (bullets.length) out.push(`<ul>${bullets.map((b) => `<li>${b}</li>`).join('')}</ul>`);
      bullets = [];
    };
    for (const line of lines) {
      const bullet = /^[-*•]\s+(.*)$/.exec(line);
      if (bullet) {
        flushWords();
        bullets.push(escapeText(unmark(bullet[1] ?? '')));
      } else {
        flushBullets();
        words.push(escapeText(unmark(line)));
      }
    }
    flushWords();
    flushBullets();
  }
  return out.join('');
}
