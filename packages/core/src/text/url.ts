/** WHATWG URL, global in browsers and Node; declared here since core is built without either's types. */
export interface ParsedUrl {
  protocol: string;
  /** The host name and, when not the scheme's own, the port. */
  host: string;
  hostname: string;
  pathname: string;
  href: string;
  username: string;
  password: string;
  searchParams: { get(name: string): string | null };
}
declare const URL: { canParse(url: string): boolean; new (url: string): ParsedUrl };

/** The URL parser's reading of `text`, or null when it is not a URL. */
export function parseUrl(text: string): ParsedUrl | null {
  return URL.canParse(text) ? new URL(text) : null;
}
