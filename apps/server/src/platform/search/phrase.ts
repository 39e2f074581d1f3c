/**
 * Whether a phrase is said in a text: given, for each of the phrase's words in order, where the text has
 * it (word positions, ascending), whether the words come in that order with at most `gap` other words
 * between two of them ("support my elderly parents" says "support parents" with a gap of one). Every way
 * of placing the words is tried, in time linear in the positions.
 */
export function inOrder(positions: readonly (readonly number[])[], gap: number): boolean {
  let reachable = positions[0] ?? [];
  for (let i = 1; i < positions.length && reachable.length > 0; i++) {
    const ends: number[] = [];
    let j = 0;
    for (const at of positions[i] as readonly number[]) {
      // The last place the phrase so far reaches before this word, if it is near enough.
      while (j + 1 < reachable.length && (reachable[j + 1] as number) < at) j++;
      const before = reachable[j] as number;
      if (before < at && at - before - 1 <= gap) ends.push(at);
    }
    reachable = ends;
  }
  return positions.length > 0 && reachable.length > 0;
}

/** Where each word of a text (words or stems, in order) occurs. */
export function wordPositions(words: readonly string[]): Map<string, number[]> {
  const at = new Map<string, number[]>();
  words.forEach((word, i) => {
    const list = at.get(word);
    if (list) list.push(i);
    else at.set(word, [i]);
  });
  return at;
}
