/**
 * Where a session was last used, said coarsely enough to recognise a device and no finer: the browser
 * and system named by the User-Agent ('Firefox on Linux'), and the network address cut short
 * ('203.0.113.x', an IPv6 address to its first three groups). Only these are stored (sessions.device,
 * sessions.place), never the User-Agent or the address themselves.
 */
export interface ClientSeen {
  device: string;
  place: string | null;
}

/** What a request says of its client (the raw header and address, not stored). */
export interface ClientHints {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/** A User-Agent longer than this is read only this far (no regular expression sees more). */
const USER_AGENT_MAX = 512;

// The first that matches names it: Edge and Opera also say Chrome, Chrome also says Safari.
const browsers: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];
const systems: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: [RegExp, string][], text: string) => table.find(([pattern]) => pattern.test(text))?.[1];

/** 'Firefox on Linux', 'Safari on iPhone'; what is not known is said so. */
export function describeDevice(userAgent: string | undefined): string {
  const text = (userAgent ?? '').slice(0, USER_AGENT_MAX);
  const browser = first(browsers, text);
  const system = first(systems, text);
  if (!browser && !system) return 'Unknown device';
  return `${browser ?? 'Unknown browser'} on ${system ?? 'an unknown system'}`;
}

/** The address cut short: 203.0.113.x; 2001:db8:85a3:x:x:x:x:x; null when there is none. */
export function truncateIp(ip: string | undefined): string | null {
  if (!ip || ip.length > 64) return null;
  const v4 = ip.replace(/^::ffff:/i, '');
  const quad = v4.split('.');
  if (quad.length === 4 && quad.every((part) => /^\d{1,3}$/.test(part))) return `${quad.slice(0, 3).join('.')}.x`;
  if (!ip.includes(':')) return null;
  // The groups an IPv6 address starts with, '::' standing for zeros.
  const [head = '', tail] = ip.split('::');
  const groups = head ? head.split(':') : [];
  if (tail !== undefined) while (groups.length < 3) groups.push('0');
  if (groups.length < 3 || !groups.slice(0, 3).every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  return `${groups.slice(0, 3).join(':').toLowerCase()}:x:x:x:x:x`;
}

export function describeClient(hints: ClientHints): ClientSeen {
  return { device: describeDevice(hints.userAgent), place: truncateIp(hints.ip) };
}
