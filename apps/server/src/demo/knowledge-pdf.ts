/**
 * The demo coach's knowledge document, written as a small PDF (Helvetica, one text block per page) so
 * the demo needs no PDF library at run time. Only plain ASCII text: PDF string escapes for \, ( and ).
 */
export function demoKnowledgePdf(pages: readonly (readonly string[])[]): Buffer {
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  pages.forEach((lines, i) => {
    const escaped = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`);
    const text = lines.map((line, n) => `${n === 0 ? '' : '0 -16 Td '}(${escaped(line)}) Tj`).join('\n');
    const stream = `BT /F1 11 Tf 56 780 Td\n${text}\nET`;
    objects[pageIds[i] as number] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${(pageIds[i] as number) + 1} 0 R >>`;
    objects[(pageIds[i] as number) + 1] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** What the demo coach's guide says: two pages of her own advice on sleep and stress. */
export const demoKnowledgePages: readonly (readonly string[])[] = [
  [
    'Sleep and stress: notes for my clients',
    'Keep one wake-up time every day, weekends included. A steady wake time sets your body clock,',
    'and falling asleep at night gets easier within a week or two.',
    'Start a 30-minute wind-down before bed: dim the lights, put the phone in another room,',
    'and do something calm such as reading paper pages or a warm shower.',
    'If you lie awake for more than about 20 minutes, get up, sit somewhere dim and quiet,',
    'and go back to bed only when you feel sleepy again.',
  ],
  [
    'Stress in the day',
    'Take three slow breaths before you open e-mail in the morning and after each meeting.',
    'Breathe in for four counts and out for six: a longer out-breath helps your body settle.',
    'Write tomorrow\'s three most important tasks before you stop work, so your mind can let go.',
    'Move for ten minutes after lunch. A short walk lifts energy more than another coffee,',
    'and caffeine after early afternoon can keep you awake at night.',
  ],
];
