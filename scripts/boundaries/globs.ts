/**
 * The boundary policy's path patterns as regular expressions (`*`, `**`, `<name>`), each compiled once.
 */

const compiled = new Map<string, RegExp>();

/**
 * `*` matches within one path segment, `**` any number of whole segments (none too), `<name>` one
 * segment: captured in a `from` pattern, and in an `allow` or `explain` pattern the name captured.
 */
export function globToRegExp(pattern: string, captures?: Record<string, string>): RegExp {
  const key = captures ? `${pattern}\0${JSON.stringify(captures)}` : pattern;
  const cached = compiled.get(key);
  if (cached) return cached;
  let source = '';
  let i = 0;
  while (i < pattern.length) {
    if (pattern.startsWith('**/', i)) {
      source += '(?:[^/]+/)*';
      i += 3;
    } else if (pattern.startsWith('/**', i) && i + 3 === pattern.length) {
      source += '(?:/.*)?';
      i += 3;
    } else if (pattern.startsWith('**', i)) {
      source += '.*';
      i += 2;
    } else if (pattern[i] === '*') {
      source += '[^/]*';
      i += 1;
    } else if (pattern[i] === '<') {
      const end = pattern.indexOf('>', i);
      if (end < 0) throw new Error(`unclosed <…> in boundary pattern ${pattern}`);
      const name = pattern.slice(i + 1, end);
      if (captures) {
        const value = captures[name];
        if (value === undefined) throw new Error(`boundary pattern ${pattern} uses <${name}>, which its section's from does not capture`);
        source += escapeRegExp(value);
      } else {
        source += `(?<${name}>[^/]+)`;
      }
      i = end + 1;
    } else {
      source += escapeRegExp(pattern[i]!);
      i += 1;
    }
  }
  const regExp = new RegExp(`^${source}$`);
  compiled.set(key, regExp);
  return regExp;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
