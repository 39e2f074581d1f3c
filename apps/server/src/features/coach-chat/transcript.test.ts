import { describe, expect, it } from 'vitest';
import { escapeMarkdown } from '@iyl/core/text/markdown';
import { batches, exportFileName, LIBRARY_SOURCE, shownTurns, transcriptHtml, transcriptMarkdown, transcriptText } from './transcript.ts';

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

  describe('lists after each answer the passages it cites, as their popovers show them (review stop-57 L5)', () => {
    const DOC = '7d7f9a3e-1c2b-4c5d-8e9f-0a1b2c3d4e5f';
    const answer = 'Keep the room cool [A bedroom that helps sleep]. Write tomorrow’s tasks down [Rest Guide, p. 2]. Then stop work [Rest Guide, pp. 3–4].';
    const citations = [
      { title: 'A bedroom that helps sleep', page: null, documentId: null, quote: 'Keep your bedroom cool, dark and quiet.\n\nA fan helps.' },
      { title: 'Rest Guide', page: 2, documentId: DOC, quote: 'Write tomorrow’s three most important tasks before you stop work.' },
      { title: 'Rest Guide', page: 3, pageEnd: 4, documentId: DOC, quote: 'Stop work at a set time, and tell the household when it is.' },
    ];
    const t = { title: 'Sleep', coachName: 'Demo Coach', date: 'Mar 02, 2026', turns: [{ question: 'Q', answer, citations }, { question: 'Q2', answer: 'No sources here.' }] };

    it('in the Markdown: each citation as the answer marks it, where it is from (the library, or the PDF by its name and pages), and the passage quoted', () => {
      const md = transcriptMarkdown(t);
      expect(md).toContain(
        [
          '**Sources:**',
          '',
          `- **\\[A bedroom that helps sleep\\]**: ${LIBRARY_SOURCE}.`,
          '',
          '  > Keep your bedroom cool, dark and quiet.',
          '  >',
          '  > A fan helps.',
          '',
          '- **\\[Rest Guide, p. 2\\]**: Demo Coach’s PDF “Rest Guide”, page 2.',
          '',
          '  > Write tomorrow’s three most important tasks before you stop work.',
          '',
          '- **\\[Rest Guide, pp. 3–4\\]**: Demo Coach’s PDF “Rest Guide”, pages 3–4.',
          '',
          '  > Stop work at a set time, and tell the household when it is.',
          '',
          '---',
        ].join('\n'),
      );
      // Once per answer, after it; an answer that cites nothing has no sources.
      expect(md.match(/\*\*Sources:\*\*/g)).toHaveLength(1);
      expect(md.indexOf('**Sources:**')).toBeGreaterThan(md.indexOf('Then stop work'));
    });

    it('in the Word document’s and the mail’s HTML, and in the mail’s text part', () => {
      const html = transcriptHtml(t);
      expect(html).toContain(
        `<h4>Sources</h4><p><strong>[A bedroom that helps sleep]</strong>: ${LIBRARY_SOURCE}.</p><blockquote><p>Keep your bedroom cool, dark and quiet.<br /><br />A fan helps.</p></blockquote>`,
      );
      expect(html).toContain('<p><strong>[Rest Guide, pp. 3–4]</strong>: Demo Coach’s PDF “Rest Guide”, pages 3–4.</p>');
      const text = transcriptText(t);
      expect(text).toContain(
        [
          'Sources:',
          `- [A bedroom that helps sleep]: ${LIBRARY_SOURCE}.`,
          '  > Keep your bedroom cool, dark and quiet.',
          '  > A fan helps.',
          '- [Rest Guide, p. 2]: Demo Coach’s PDF “Rest Guide”, page 2.',
          '  > Write tomorrow’s three most important tasks before you stop work.',
          '- [Rest Guide, pp. 3–4]: Demo Coach’s PDF “Rest Guide”, pages 3–4.',
          '  > Stop work at a set time, and tell the household when it is.',
        ].join('\n'),
      );
    });

    it('as text only: a title or a passage with markup, HTML or an address opens no link and adds no element', () => {
      const evil = {
        title: 'Guide](https://evil.example) <img src=x onerror=alert(1)>',
        coachName: 'Demo Coach',
        date: 'Mar 02, 2026',
        turns: [
          {
            question: 'Q',
            answer: 'A',
            citations: [{ title: 'x](https://evil.example) <b>bold</b>', page: 1, documentId: DOC, quote: 'Visit https://evil.example/login or [here](javascript:alert(1)) <script>alert(1)</script> **now**' }],
          },
        ],
      };
      const md = transcriptMarkdown(evil);
      // The quote's own marks aside ("  > "), every <, > and "](" is escaped, and no address is whole.
      const sources = md.slice(md.indexOf('**Sources:**')).replace(/^ {2}>/gm, '');
      expect(sources).not.toMatch(/[^\\][<>]|[^\\]\]\(|https:\/\//);
      expect(sources).toContain('\\<script\\>');
      const html = transcriptHtml(evil);
      expect(html).not.toMatch(/<script|<img|<b>|href=/);
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; **now**');
      const text = transcriptText(evil);
      expect(text).not.toMatch(/https:\/\/evil/);
      expect(text.replaceAll('\u200B', '')).toContain('  > Visit https://evil.example/login or [here](javascript:alert(1)) <script>alert(1)</script> **now**');
    });
  });
});
