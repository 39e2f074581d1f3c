import { describe, expect, it } from 'vitest';
import { escapeMarkdown } from '@iyl/core/text/markdown';
import { batches, exportFileName, shownTurns, transcriptHtml, transcriptMarkdown, transcriptText } from './transcript.ts';

const turn = (position: number, version: number, answer: string, state = 'done') => ({ position, version, question: `Q${position}.${version}`, answer, state });

describe('a chat taken away', () => {
  it('holds the latest version of each question, answered, in order', () => {
    const shown = shownTurns([turn(2, 1, 'B1'), turn(1, 1, 'A1'), turn(1, 2, 'A2'), turn(3, 1, '', 'failed'), turn(4, 1, 'D1'), turn(4, 2, 'partial', 'writing')]);
    expect(shown.map((t) => t.answer)).toEqual(['A2', 'B1']);
  });

  it('keeps questions as text and renders answers’ Markdown without their own markup', () => {
    const t = { title: 'T', coachName: 'Dana <b>', date: 'Mar 02, 2026', turns: [{ question: '**not bold** <i>x</i>', answer: '**bold** <i>raw</i>\n\n[x](javascript:alert(1)) [ok](https://example.com)' }] };
    const html = transcriptHtml(t);
    expect(html).toContain('**not bold** &lt;i&gt;x&lt;/i&gt;');
    expect(html).toContain('<strong>bold</strong> &lt;i&gt;raw&lt;/i&gt;');
    expect(html).toContain('Dana &lt;b&gt;');
    expect(html).toContain('href="https://example.com"');
    expect(html).not.toContain('javascript');
    const md = transcriptMarkdown(t);
    expect(md).toContain('> \\*\\*not bold\\*\\* \\<i\\>x\\</i\\>');
    expect(md).toContain('**bold** <i>raw</i>');
  });

  it('writes the title and the coach’s name into the Markdown as text: no link, no markup of their own, no bare address a mail client links', () => {
    const md = transcriptMarkdown({ title: 'x](https://evil.example) *y*', coachName: 'Dana [me](https://evil.example)', date: 'Mar 02, 2026', turns: [{ question: 'Q', answer: 'A' }] });
    expect(md).toContain('# x\\](https\\://evil.example) \\*y\\*');
    expect(md).toContain('Chat with Dana \\[me\\](https\\://evil.example) · Mar 02, 2026');
    expect(md).toContain('**Dana \\[me\\](https\\://evil.example):**');
    expect(md).not.toMatch(/[^\\]\]\(/);
  });

  it('reads as plain prose in the mail’s text part: the Markdown rendered, no backslash escapes, the customer’s own backslash kept, nothing run as HTML', () => {
    // What the customer typed, and an answer that says it back (escaped, as the built-in coach writes it) with Markdown of its own.
    const question = 'Tom & Jerry *fight* over the_remote, #1 issue [again]: `cd C:\\Users\\tom` <b>help</b>';
    const answer = [
      `You said: ${escapeMarkdown(question)}`,
      '',
      '## Steps \\& ideas',
      '',
      '- **Agree a rule** \\& keep it [Fair fights]',
      '- Use `time-outs` \\_ breaks',
      '',
      '1. Read [the guide](https://app.example/Guide) <i>raw</i>',
      '2. A \\\\ backslash \\# and \\[brackets\\]',
    ].join('\n');
    const t = { title: 'Chores & *us* [1]', coachName: 'Dana_Rivers', date: 'Mar 02, 2026', turns: [{ question, answer }] };
    const text = transcriptText(t);
    expect(text.startsWith('Chores & *us* [1]\nChat with Dana_Rivers · Mar 02, 2026\n')).toBe(true);
    expect(text).toContain(`You asked:\n${question}\n`);
    expect(text).toContain('You said: Tom & Jerry *fight* over the_remote, #1 issue [again]: `cd C:\\Users\\tom` <b>help</b>');
    expect(text).toContain('\nSteps & ideas\n');
    expect(text).toContain('\n- Agree a rule & keep it [Fair fights]\n- Use time-outs _ breaks\n');
    expect(text).toContain('\n1. Read the guide (https://app.example/Guide) <i>raw</i>\n2. A \\ backslash # and [brackets]');
    // Not one escape or Markdown mark is left, but the backslashes the customer typed.
    expect(text.replaceAll('C:\\Users\\tom', '').replace(/ \\ backslash/, '')).not.toContain('\\');
    expect(text).not.toMatch(/\*\*|^#/m);
    // The HTML part escapes the same text (nothing of it becomes markup).
    const html = transcriptHtml(t);
    expect(html).toContain('&lt;b&gt;help&lt;/b&gt;');
    expect(html).not.toMatch(/<b>|<i>/);
    expect(html).not.toContain('\\&amp;');
  });

  it('keeps a bare address in the title or the coach’s name from being linked in the text part, as the HTML part links none', () => {
    const text = transcriptText({ title: 'See https://evil.example/x', coachName: 'Dana www.evil.example', date: 'Mar 02, 2026', turns: [{ question: 'Q', answer: 'A' }] });
    expect(text).not.toMatch(/https:\/\/evil|www\.evil/);
    expect(text.replaceAll('\u200B', '')).toContain('See https://evil.example/x\nChat with Dana www.evil.example');
  });

  it('is named after its title, safely', () => {
    expect(exportFileName('Sleep: plan / "week" 1', 'docx')).toBe('Sleep plan week 1.docx');
    expect(exportFileName('???', 'md')).toBe('Chat.md');
    expect(exportFileName('Ünïcode träume', 'md')).toBe('Ünïcode träume.md');
  });

  it('is rendered in batches that each stay near their size, every turn once and in order', () => {
    const turns = Array.from({ length: 30 }, (_, i) => ({ question: `q${i}`, answer: 'a'.repeat(10_000) }));
    const parts = batches(turns, 48_000);
    expect(parts.flat()).toEqual(turns);
    for (const part of parts) expect(part.reduce((n, t) => n + t.question.length + t.answer.length, 0)).toBeLessThanOrEqual(48_000);
    expect(batches([{ question: 'q', answer: 'a'.repeat(100_000) }], 48_000)).toHaveLength(1);
  });
});
