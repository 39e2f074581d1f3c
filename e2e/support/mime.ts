/** Just enough MIME to read the plain-text part of a nodemailer message in the tests. */

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers: Record<string, string> = {};
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** Decodes RFC 2047 encoded words (=?utf-8?Q?…?= / =?utf-8?B?…?=) in a header. */
export function decodeHeader(value: string): string {
  return value.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, _charset: string, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

/** The subject and the text/plain content (falling back to the HTML with tags removed). */
export function readMessage(raw: string): { subject: string; text: string } {
  const { headers, body } = splitHeaders(raw);
  const subject = decodeHeader(headers.subject ?? '');
  return { subject, text: textOf(headers, body) };
}

function textOf(headers: Record<string, string>, body: string): string {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => splitHeaders(part.replace(/^\n/, '')));
    const plain = parts.find((p) => (p.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith('text/plain'));
    if (plain) return textOf(plain.headers, plain.body);
    const nested = parts.find((p) => (p.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/'));
    if (nested) return textOf(nested.headers, nested.body);
    const html = parts.find((p) => (p.headers['content-type'] ?? '').toLowerCase().startsWith('text/html'));
    if (html) return textOf(html.headers, html.body);
    return '';
  }
  const decoded = decodeBody(body, headers['content-transfer-encoding']);
  return type.toLowerCase().startsWith('text/html') ? decoded.replace(/<[^>]+>/g, ' ') : decoded;
}
