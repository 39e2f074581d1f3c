import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A real PDF with one page per entry: its lines of text, or (null) a drawing and no text, like a scan. */
export async function makePdf(pages: readonly (readonly string[] | null)[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    if (lines === null) {
      page.drawRectangle({ x: 50, y: 50, width: 400, height: 600, borderWidth: 2 });
      continue;
    }
    lines.forEach((line, i) => {
      page.drawText(line, { x: 50, y: 780 - i * 16, size: 11, font });
    });
  }
  return Buffer.from(await pdf.save());
}
