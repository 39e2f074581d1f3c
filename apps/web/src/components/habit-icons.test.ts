import { describe, expect, it } from 'vitest';
import { contrastOnWhite, habitIcon, readableColor } from './habit-icons.ts';

describe('icon colours', () => {
  it('keeps a colour that already reads and darkens one that does not', () => {
    expect(readableColor('#198754', 3)).toBe('#198754');
    const light = readableColor('#ffd43b', 3);
    expect(light).not.toBe('#ffd43b');
    expect(contrastOnWhite(light)).toBeGreaterThanOrEqual(3);
    expect(contrastOnWhite(readableColor('#ffffff'))).toBeGreaterThanOrEqual(4.5);
  });
  it('gives grey for anything that is not a colour', () => {
    expect(readableColor('red')).toBe('#495057');
    expect(readableColor(null)).toBe('#495057');
  });
  it('maps the library’s kebab-case names to Tabler icons, with a fallback', () => {
    expect(habitIcon('pig-money').displayName).toMatch(/PigMoney/i);
    expect(habitIcon('tools-kitchen-2').displayName).toMatch(/ToolsKitchen2/i);
    expect(habitIcon('no-such-icon')).toBe(habitIcon(null));
    expect(habitIcon('toString')).toBe(habitIcon(null));
  });
});
