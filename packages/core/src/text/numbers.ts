/**
 * A whole number with thousands separators, as en-US writes it (20000 → "20,000"). For texts built when a
 * module loads: the first `toLocaleString` call loads the engine's locale data, ~30 ms on a phone, in the
 * middle of the first screen's start-up.
 */
export function withThousands(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
