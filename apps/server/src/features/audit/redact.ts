import { FORMER_MEMBER } from '@iyl/core/account-data/constants';

/**
 * People in the audit log's free text (review M6 of issue 49). Staff type reasons ("Spam from Sunny
 * Suspend <sunny@x.example>"), and a suspension's reason is also in the row's before and after; the
 * log is never updated, so a name typed there would outlive the person's account. At record time the
 * actor's and the target's name, e-mail address and first and last names become placeholders
 * ({{target.name}}, {{target.email}}, {{target.first}}, {{target.last}}, the same for the actor), and
 * the log is rendered with the people as they are when it is read: their name while the account exists,
 * "A former member" and "(address removed)" once it is deleted. Only the row's own actor and target
 * are known: another person named in the text (or a middle name) stays as typed.
 */

/** A person as the log renders them: the account's name and e-mail address. */
export interface Named {
  name: string;
  email: string;
}
export type Part = 'target' | 'actor';
/** The row's actor and target: an account that exists, or null (deleted, or none). */
export type People = Partial<Record<Part, Named | null>>;

export const ADDRESS_REMOVED = '(address removed)';
/** A placeholder, as recorded (a database's regular expressions read it alike). */
const PLACEHOLDER = /\{\{(target|actor)\.(name|email|first|last)\}\}/g;
const PLACEHOLDER_PIECE = /(\{\{(?:target|actor)\.(?:name|email|first|last)\}\})/;
/** A name part shorter than this is left as typed ("Li", "Al" are names; "I" is a word). */
const PART_MIN = 2;

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordsOf = (name: string) => name.trim().split(/\s+/u).filter(Boolean);
/** Not inside a longer word (any script). */
const whole = (pattern: string) => `(?<![\\p{L}\\p{N}_])${pattern}(?![\\p{L}\\p{N}_])`;
/** Not inside a longer address: "a@b.example" is not found in "ba@b.example" or "a@b.examples". */
const address = (email: string) => `(?<![\\p{L}\\p{N}_.%+-])${literal(email)}(?![\\p{L}\\p{N}_-])`;

interface Rule {
  pattern: RegExp;
  token: string;
  /** The order rules apply in: addresses, then whole names, then name parts (longest first). */
  rank: number;
}

function rulesFor(part: Part, person: Named): Rule[] {
  const rules: Rule[] = [];
  const email = person.email.trim();
  if (email) rules.push({ pattern: new RegExp(address(email), 'giu'), token: `{{${part}.email}}`, rank: 3e6 + email.length });
  const words = wordsOf(person.name);
  if (words.length === 0) return rules;
  rules.push({ pattern: new RegExp(whole(words.map(literal).join('\\s+')), 'giu'), token: `{{${part}.name}}`, rank: 2e6 + person.name.length });
  const named: [string | undefined, string][] = [
    [words[0], 'first'],
    [words.length > 1 ? words.at(-1) : undefined, 'last'],
  ];
  for (const [word, which] of named) {
    if (!word || [...word].length < PART_MIN) continue;
    // In its own case: "Rose" the name, not "rose" the flower.
    rules.push({ pattern: new RegExp(whole(literal(word)), 'gu'), token: `{{${part}.${which}}}`, rank: 1e6 + word.length });
  }
  return rules;
}

/**
 * `text` with the people's names and addresses as placeholders. A placeholder once written is never
 * searched again (text is kept as pieces: plain text, or a placeholder).
 */
export function redact(text: string, people: People): string {
  const rules = (['target', 'actor'] as const)
    .flatMap((part) => {
      const person = people[part];
      return person ? rulesFor(part, person) : [];
    })
    .sort((a, b) => b.rank - a.rank);
  // Placeholders typed as such stay (they render as the same people's names: nothing an admin may not see).
  let pieces: (string | { token: string })[] = text.split(PLACEHOLDER_PIECE).map((p, i) => (i % 2 ? { token: p } : p));
  for (const { pattern, token } of rules) {
    pieces = pieces.flatMap((piece) => {
      if (typeof piece !== 'string') return [piece];
      const plain = piece.split(pattern);
      return plain.flatMap((p, i) => (i === 0 ? [p] : [{ token }, p]));
    });
  }
  return pieces.map((piece) => (typeof piece === 'string' ? piece : piece.token)).join('');
}

export type Field = 'name' | 'email' | 'first' | 'last';
export const FIELDS: readonly Field[] = ['name', 'email', 'first', 'last'];

/** What a deleted person's placeholders read. */
export const FORMER_FIELDS: Readonly<Record<Field, string>> = { name: FORMER_MEMBER, email: ADDRESS_REMOVED, first: FORMER_MEMBER, last: FORMER_MEMBER };

/** What a person's placeholders read: their name, address, first and last name; a deleted (or unknown) one's, the stand-ins. */
export function fieldsOf(person: Named | null | undefined): Record<Field, string> {
  if (!person) return { ...FORMER_FIELDS };
  const words = wordsOf(person.name);
  return { name: person.name, email: person.email, first: words[0] ?? person.name, last: words.length > 1 ? (words.at(-1) as string) : person.name };
}

/** The placeholders filled with the people as they are now; a deleted (or unknown) one is "A former member". */
export function render(text: string, people: People): string {
  const fields = { target: fieldsOf(people.target), actor: fieldsOf(people.actor) };
  return text.replace(PLACEHOLDER, (_all, part: Part, field: Field) => fields[part][field]);
}

/** Every string in a row's before or after, changed by `change` (keys, numbers and the rest as they are). */
export function mapStrings(value: Record<string, unknown>, change: (text: string) => string): Record<string, unknown> {
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return change(item);
    if (Array.isArray(item)) return item.map(walk);
    if (item && typeof item === 'object') return Object.fromEntries(Object.entries(item).map(([key, v]) => [key, walk(v)]));
    return item;
  };
  return walk(value) as Record<string, unknown>;
}
