/**
 * Characters a reader sees: not spaces of any kind, control or format characters (zero-width spaces and
 * joiners, direction marks, the byte order mark), other characters that show nothing (Hangul fillers,
 * variation selectors) nor combining marks on their own. "   \u200b\u200b\u200b  " has none.
 */
const UNSEEN = /[\p{White_Space}\p{Z}\p{Cc}\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** How many characters of `text` a reader sees (a reason of only zero-width characters has none). */
export function visibleLength(text: string): number {
  return [...text.replace(UNSEEN, '')].length;
}
