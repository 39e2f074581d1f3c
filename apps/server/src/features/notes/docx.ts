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
/** One declaration of an inline style (the sanitiser leaves at most font-size or text-align). */
const styleOf = (el: Element, property: string) => {
  for (const declaration of (el.attribs.style ?? '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0 && declaration.slice(0, colon).trim() === property) return declaration.slice(colon + 1).trim();
  }
  return undefined;
};
const decode = (text: string) => text.replace(/\s+/g, ' ');

/**
 * Markup nested deeper than this is flattened: its text is kept with the styles reached so far, its
 * structure is not. The walks below recurse one level per element, so this bounds their depth
 * (a note of 20,000 nested <b> would otherwise overflow the stack).
 */
export const MAX_NESTING = 40;

/** All the text under some nodes, in document order, without recursion. */
function textBelow(nodes: ChildNode[]): string {
  let text = '';
  const pending = [...nodes].reverse();
  while (pending.length) {
    const node = pending.pop() as ChildNode;
    if (node.type === 'text') text += node.data;
    else if (isElement(node)) {
      if (node.name === 'br') text += ' ';
      for (let i = node.children.length - 1; i >= 0; i--) pending.push(node.children[i] as ChildNode);
    }
  }
  return text;
}

function textRun(text: string, style: RunStyle): TextRun {
  return new TextRun({
    text,
    bold: style.bold,
    italics: style.italics,
    underline: style.underline ? {} : undefined,
    strike: style.strike,
    size: style.size,
    font: style.code ? 'Courier New' : undefined,
  });
}

/** Inline content → Word runs, carrying bold/italic/underline/strike/code and font sizes down the tree. */
function runs(nodes: ChildNode[], style: RunStyle, depth: number): TextRun[] {
  const out: TextRun[] = [];
  if (depth >= MAX_NESTING) {
    const text = decode(textBelow(nodes));
    return text ? [textRun(text, style)] : [];
  }
  for (const node of nodes) {
    if (node.type === 'text') {
      const text = decode(node.data);
      if (text) out.push(textRun(text, style));
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
    out.push(...runs(node.children, next, depth + 1));
  }
  return out;
}

const INLINE = new Set(['strong', 'b', 'em', 'i', 'u', 'a', 's', 'del', 'code', 'span', 'br']);

/** Block content → Word paragraphs (headings, paragraphs, bullet and numbered lists, quotes). */
function blocks(nodes: ChildNode[], depth: number, listLevel: number): Paragraph[] {
  const out: Paragraph[] = [];
  if (depth >= MAX_NESTING) {
    const children = runs(nodes, {}, depth);
    return children.length ? [new Paragraph({ children })] : [];
  }
  let loose: ChildNode[] = [];
  const flush = () => {
    const children = runs(loose, {}, depth);
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
      out.push(new Paragraph({ heading: headings[node.name as keyof typeof headings], alignment, children: runs(node.children, {}, depth + 1) }));
    } else if (node.name === 'p' || node.name === 'div') {
      out.push(new Paragraph({ alignment, children: runs(node.children, {}, depth + 1) }));
    } else if (node.name === 'blockquote' || node.name === 'pre') {
      out.push(
        new Paragraph({ indent: { left: 720 }, children: runs(node.children, node.name === 'pre' ? { code: true } : { italics: true }, depth + 1) }),
      );
    } else if (node.name === 'ul' || node.name === 'ol') {
      for (const item of node.children.filter(isElement)) {
        const inline = item.children.filter((c) => !(isElement(c) && (c.name === 'ul' || c.name === 'ol')));
        const nested = item.children.filter((c): c is Element => isElement(c) && (c.name === 'ul' || c.name === 'ol'));
        out.push(
          new Paragraph({
            numbering: { reference: node.name === 'ol' ? 'numbered' : 'bullets', level: Math.min(listLevel, 3) },
            children: runs(inline.flatMap((c) => (isElement(c) && c.name === 'p' ? c.children : [c])), {}, depth + 2),
          }),
        );
        out.push(...blocks(nested, depth + 2, listLevel + 1));
      }
    } else {
      out.push(...blocks(node.children, depth + 1, listLevel));
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
    sections: [{ children: [new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(title)] }), ...blocks(dom.children, 0, 0)] }],
  });
  return Packer.toBuffer(doc);
}

/** A safe download name: letters, digits, spaces, dashes and underscores only. */
export function docxFileName(title: string): string {
  const base = title.replace(/[^\p{L}\p{N} _-]+/gu, '').trim().slice(0, 80);
  return `${base || 'Notes'}.docx`;
}
