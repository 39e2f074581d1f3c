import { AlignmentType, Document, HeadingLevel, LevelFormat, Packer, Paragraph, TextRun } from 'docx';
import type { ChildNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { sanitizeRichHtml } from '../../platform/html/sanitize.ts';

interface RunStyle {
  bold?: boolean;
  italics?: boolean;
  underline?: boolean;
  strike?: boolean;
  code?: boolean;
  /** Half-points, as Word counts font sizes. */
  size?: number;
}

const headings = {
  h1: HeadingLevel.HEADING_1,
  h2: HeadingLevel.HEADING_2,
  h3: HeadingLevel.HEADING_3,
  h4: HeadingLevel.HEADING_4,
  h5: HeadingLevel.HEADING_5,
  h6: HeadingLevel.HEADING_6,
} as const;
const alignments = { left: AlignmentType.LEFT, center: AlignmentType.CENTER, right: AlignmentType.RIGHT, justify: AlignmentType.JUSTIFIED } as const;

const isElement = (node: ChildNode): node is Element => node.type === 'tag';
const styleOf = (el: Element, property: string) => el.attribs.style?.match(new RegExp(`${property}\\s*:\\s*([^;]+)`))?.[1]?.trim();
const decode = (text: string) => text.replace(/\s+/g, ' ');

/** Inline content → Word runs, carrying bold/italic/underline/strike/code and font sizes down the tree. */
function runs(nodes: ChildNode[], style: RunStyle): TextRun[] {
  const out: TextRun[] = [];
  for (const node of nodes) {
    if (node.type === 'text') {
      const text = decode(node.data);
      if (text) {
        out.push(
          new TextRun({
            text,
            bold: style.bold,
            italics: style.italics,
            underline: style.underline ? {} : undefined,
            strike: style.strike,
            size: style.size,
            font: style.code ? 'Courier New' : undefined,
          }),
        );
      }
      continue;
    }
    if (!isElement(node)) continue;
    const next: RunStyle = { ...style };
    switch (node.name) {
      case 'strong':
      case 'b':
        next.bold = true;
        break;
      case 'em':
      case 'i':
        next.italics = true;
        break;
      case 'u':
      case 'a':
        next.underline = true;
        break;
      case 's':
      case 'del':
        next.strike = true;
        break;
      case 'code':
        next.code = true;
        break;
      case 'br':
        out.push(new TextRun({ break: 1 }));
        continue;
      case 'span': {
        const px = Number.parseFloat(styleOf(node, 'font-size') ?? '');
        if (px > 0) next.size = Math.round(px * 1.5); // px → pt (×0.75) → half-points (×2)
        break;
      }
    }
    out.push(...runs(node.children, next));
  }
  return out;
}

const INLINE = new Set(['strong', 'b', 'em', 'i', 'u', 'a', 's', 'del', 'code', 'span', 'br']);

/** Block content → Word paragraphs (headings, paragraphs, bullet and numbered lists, quotes). */
function blocks(nodes: ChildNode[], depth = 0): Paragraph[] {
  const out: Paragraph[] = [];
  let loose: ChildNode[] = [];
  const flush = () => {
    const children = runs(loose, {});
    if (children.length) out.push(new Paragraph({ children }));
    loose = [];
  };
  for (const node of nodes) {
    if (node.type === 'text' || (isElement(node) && INLINE.has(node.name))) {
      loose.push(node);
      continue;
    }
    flush();
    if (!isElement(node)) continue;
    const alignment = alignments[(styleOf(node, 'text-align') ?? '') as keyof typeof alignments];
    if (node.name in headings) {
      out.push(new Paragraph({ heading: headings[node.name as keyof typeof headings], alignment, children: runs(node.children, {}) }));
    } else if (node.name === 'p' || node.name === 'div') {
      out.push(new Paragraph({ alignment, children: runs(node.children, {}) }));
    } else if (node.name === 'blockquote' || node.name === 'pre') {
      out.push(new Paragraph({ indent: { left: 720 }, children: runs(node.children, node.name === 'pre' ? { code: true } : { italics: true }) }));
    } else if (node.name === 'ul' || node.name === 'ol') {
      for (const item of node.children.filter(isElement)) {
        const inline = item.children.filter((c) => !(isElement(c) && (c.name === 'ul' || c.name === 'ol')));
        const nested = item.children.filter((c): c is Element => isElement(c) && (c.name === 'ul' || c.name === 'ol'));
        out.push(
          new Paragraph({
            numbering: { reference: node.name === 'ol' ? 'numbered' : 'bullets', level: Math.min(depth, 3) },
            children: runs(inline.flatMap((c) => (isElement(c) && c.name === 'p' ? c.children : [c])), {}),
          }),
        );
        out.push(...blocks(nested, depth + 1));
      }
    } else {
      out.push(...blocks(node.children, depth));
    }
  }
  flush();
  return out;
}

const levels = (format: (typeof LevelFormat)[keyof typeof LevelFormat], text: (level: number) => string) =>
  [0, 1, 2, 3].map((level) => ({
    level,
    format,
    text: text(level),
    alignment: AlignmentType.LEFT,
    style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
  }));

/** GetWord: sanitised HTML (a note, a chat transcript) as a real .docx document. */
export async function htmlToDocx(title: string, html: string): Promise<Buffer> {
  const dom = parseDocument(sanitizeRichHtml(html));
  const doc = new Document({
    title,
    creator: 'IYL',
    numbering: {
      config: [
        { reference: 'bullets', levels: levels(LevelFormat.BULLET, (l) => ['•', '◦', '▪', '•'][l] ?? '•') },
        { reference: 'numbered', levels: levels(LevelFormat.DECIMAL, (l) => `%${l + 1}.`) },
      ],
    },
    sections: [{ children: [new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(title)] }), ...blocks(dom.children)] }],
  });
  return Packer.toBuffer(doc);
}

/** A safe download name: letters, digits, spaces, dashes and underscores only. */
export function docxFileName(title: string): string {
  const base = title.replace(/[^\p{L}\p{N} _-]+/gu, '').trim().slice(0, 80);
  return `${base || 'Notes'}.docx`;
}
