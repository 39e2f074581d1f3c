import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { docxFileName, htmlToDocx } from './docx.ts';

async function documentXml(buffer: Buffer) {
  const zip = await JSZip.loadAsync(buffer);
  return zip.file('word/document.xml')?.async('string') ?? '';
}

describe('htmlToDocx', () => {
  it('writes a real .docx keeping headings, bold, italic, lists and font sizes', async () => {
    const buffer = await htmlToDocx(
      'Sleep plan',
      '<h2>Evening routine</h2><p>Lights <strong>low</strong> at <em>ten</em>, <u>no</u> screens.</p><ul><li>Read a book</li><li>Stretch<ul><li>Neck</li></ul></li></ul><ol><li>First step</li></ol><p><span style="font-size: 24px">Big words</span></p><script>alert(1)</script>',
    );
    expect(buffer.subarray(0, 2).toString()).toBe('PK');
    const xml = await documentXml(buffer);
    expect(xml).toContain('Sleep plan');
    expect(xml).toMatch(/<w:pStyle w:val="Heading2"\/>[\s\S]*?Evening routine/);
    expect(xml).toMatch(/<w:b\/>[\s\S]*?<w:t[^>]*>low<\/w:t>/);
    expect(xml).toMatch(/<w:i\/>[\s\S]*?<w:t[^>]*>ten<\/w:t>/);
    expect(xml).toMatch(/<w:u w:val="single"\/>[\s\S]*?<w:t[^>]*>no<\/w:t>/);
    expect(xml).toMatch(/<w:numPr><w:ilvl w:val="0"\/><w:numId w:val="\d+"\/><\/w:numPr>[\s\S]*?Read a book/);
    expect(xml).toMatch(/<w:ilvl w:val="1"\/>[\s\S]*?Neck/);
    expect(xml).toMatch(/<w:sz w:val="36"\/>[\s\S]*?Big words/);
    expect(xml).not.toContain('alert');
  });

  it('makes safe file names', () => {
    expect(docxFileName('My plan: week 1/2 <b>')).toBe('My plan week 12 b.docx');
    expect(docxFileName('../../')).toBe('Notes.docx');
  });
});
