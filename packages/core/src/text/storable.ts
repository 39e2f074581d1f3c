/**
 * Text PostgreSQL cannot store: a NUL character (refused in any text column) or a lone UTF-16
 * surrogate (half an emoji, which has no UTF-8 form).
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed();
}

/** Makes text storable: NUL removed, lone surrogates replaced by U+FFFD (for text we did not get from a user, such as a model's answer). */
export function toStorableText(text: string): string {
  return isStorableText(text) ? text : text.replaceAll('\u0000', '').toWellFormed();
}

/**
 * Whether every string in a parsed request (object keys included) can be stored. The walk uses its
 * own stack, so no nesting depth makes it recurse; it visits each value once.
 */
export function allTextStorable(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (!isStorableText(next)) return false;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (!isStorableText(key)) return false;
        pending.push(item);
      }
    }
  }
  return true;
}
