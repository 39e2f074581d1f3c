import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HabitLibrary, type LibraryCategory, libraryCategories } from '@iyl/core/habits/contract';
import { describe, expect, it } from 'vitest';
import { strugglingAnswers, surveyAnswers, thrivingAnswers } from '../../../test/support/survey.ts';
import { colorHex, libraryContent } from './content/index.ts';
import { offlineHabitLibrary } from './offline.ts';

const inCategory = (library: HabitLibrary, category: LibraryCategory) => library.habits.filter((h) => h.category === category);
const iconsDir = fileURLToPath(new URL('../../../../../node_modules/@tabler/icons-react/dist/esm/icons/', import.meta.url));
const pascal = (kebab: string) => kebab.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase());

describe('offlineHabitLibrary', () => {
  const sets = { none: undefined, average: surveyAnswers(), struggling: strugglingAnswers(), thriving: thrivingAnswers() };

  for (const [label, answers] of Object.entries(sets)) {
    it(`${label}: valid library with at least 12 items in each category and matching colours`, () => {
      const library = offlineHabitLibrary(answers);
      expect(HabitLibrary.parse(library)).toEqual(library);
      for (const category of libraryCategories) expect(inCategory(library, category).length).toBeGreaterThanOrEqual(12);
      for (const item of library.habits) expect(item.hexadecimalIcon).toBe(colorHex[item.color]);
      expect(new Set(library.habits.map((h) => h.title)).size).toBe(library.habits.length);
    });
  }

  it('uses Tabler icon names that exist in @tabler/icons-react', () => {
    if (!existsSync(iconsDir)) return; // the web workspace is not installed here
    for (const item of libraryContent) expect(existsSync(`${iconsDir}Icon${pascal(item.icon)}.mjs`), item.icon).toBe(true);
  });

  it('is deterministic', () => {
    expect(offlineHabitLibrary(strugglingAnswers())).toEqual(offlineHabitLibrary(strugglingAnswers()));
  });

  it('puts the most relevant habits first within each category', () => {
    const poorSleep = offlineHabitLibrary(surveyAnswers({ sleepQuality: 2 }));
    expect(inCategory(poorSleep, 'Health')[0]!.title).toBe('Consistent bedtime');
    expect(inCategory(poorSleep, 'Biohacks').slice(0, 3).map((h) => h.title)).toContain('Caffeine cut-off at 2 pm');

    const debt = offlineHabitLibrary(surveyAnswers({ debtWorry: 10 }));
    expect(inCategory(debt, 'Financial')[0]!.title).toBe('Extra debt payment');

    const lonely = offlineHabitLibrary(surveyAnswers({ lonelinessFrequency: 'Daily', socialConnection: 2 }));
    expect(inCategory(lonely, 'Relationship').slice(0, 2).map((h) => h.title)).toEqual(expect.arrayContaining(['Message a friend', 'Show up to a group']));

    const investor = offlineHabitLibrary(thrivingAnswers());
    expect(inCategory(investor, 'Financial').slice(0, 3).map((h) => h.title)).toContain('Automatic monthly investing');
    expect(inCategory(investor, 'Financial').slice(0, 5).map((h) => h.title)).not.toContain('Extra debt payment');
  });

  it('different answers give a different order', () => {
    const a = offlineHabitLibrary(strugglingAnswers()).habits.map((h) => h.title);
    const b = offlineHabitLibrary(thrivingAnswers()).habits.map((h) => h.title);
    expect(a).not.toEqual(b);
    expect([...a].sort()).toEqual([...b].sort());
  });

  it('free-text answers move matching habits up', () => {
    const snacker = offlineHabitLibrary(surveyAnswers({ healthChallenge: 'I snack late at night' }));
    expect(inCategory(snacker, 'Health')[0]!.title).toBe('Kitchen closed after dinner');
  });
});
