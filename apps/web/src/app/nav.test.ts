import { describe, expect, it } from 'vitest';
import type { NavEntry } from '../components/screen-links.tsx';
import { cardsFor, featureNav, headerLinksFor, screenLinksFor, sidebarFor } from './nav.ts';
import { screenGroups } from './route-table.ts';

// What the features hold, found on disk (as the navigation finds them): every nav.ts is in it.
const navFiles = import.meta.glob<Record<string, readonly NavEntry[]>>('../features/*/nav.ts', { eager: true });
const folderOf = (file: string) => file.split('/')[2] ?? '';
const moduleOf = (role: string, to: string) =>
  screenGroups.find((group) => group.role === role)?.screens.find((screen) => `/${screen.path}` === to)?.module;

const pairs = (links: { label?: string; title?: string; to: string }[]) => links.map((link) => [link.label ?? link.title, link.to]);

describe('the navigation', () => {
  it('gathers the links of every feature that has a nav.ts, one entry per feature', () => {
    const declared = Object.values(navFiles).flatMap((exports) => Object.values(exports));
    expect(declared.length).toBeGreaterThan(10);
    expect(new Set(featureNav)).toEqual(new Set(declared));
    expect(featureNav).toHaveLength(declared.length);
  });

  it('keeps the spec’s customer sidebar, header and cards, in the spec’s orders', () => {
    expect(pairs(sidebarFor('Customer'))).toEqual([
      ['Health', '/Health'],
      ['Finance', '/Finance'],
      ['Relationship', '/Relationship'],
      ['Habit', '/Habit'],
      ['AICoach', '/AICoach'],
      ['Coaching', '/Coaching'],
      ['Referral', '/Referral'],
      ['BrandVoice', '/BrandVoice'],
      ['Emotional', '/Emotional'],
      ['Insights', '/Insights'],
      ['Meal', '/Meal'],
      ['Notes', '/Notes'],
      ['Community', '/Community'],
    ]);
    expect(pairs(headerLinksFor('Customer'))).toEqual([
      ['Community', '/Community'],
      ['Insights', '/Insights'],
      ['AIQuiz', '/AIQuiz'],
    ]);
    expect(pairs(cardsFor('Customer'))).toEqual([
      ['Wellness360', '/Emotional'],
      ['Finance', '/Finance'],
      ['Health', '/Health'],
      ['Relationship', '/Relationship'],
      ['Coaching', '/Coaching'],
      ['Habit', '/Habit'],
      ['AIQuiz', '/AIQuiz'],
      ['Referral', '/Referral'],
      ['BrandVoice', '/BrandVoice'],
      ['Insights', '/Insights'],
      ['Meal', '/Meal'],
      ['Notes', '/Notes'],
    ]);
  });

  it('keeps the spec’s coach sidebar, and no header links or cards for the coach', () => {
    expect(pairs(sidebarFor('Coach'))).toEqual([
      ['Dashboard', '/CoachAccount'],
      ['My Profile', '/CoachProfile'],
      ['All Bookings', '/Bookings'],
      ['Transactions', '/Logs'],
      ['Courses', '/Lessons'],
    ]);
    expect(headerLinksFor('Coach')).toEqual([]);
    expect(cardsFor('Coach')).toEqual([]);
  });

  it('gives one icon per screen: in the sidebar, on the cards and to the screen itself', () => {
    const { icons } = screenLinksFor('Customer');
    for (const link of [...sidebarFor('Customer'), ...cardsFor('Customer')]) expect(link.icon, link.to).toBe(icons.get(link.to));
    for (const area of ['/Health', '/Finance', '/Relationship']) expect(icons.get(area), area).toBeTruthy();
    for (const entry of featureNav.flat()) expect(entry.icon, entry.to).toBeTruthy();
  });

  it('has no label, path or place twice in a list', () => {
    for (const entries of [featureNav.flat().filter((entry) => entry.role === 'Customer'), featureNav.flat().filter((entry) => entry.role === 'Coach')]) {
      for (const place of ['sidebar', 'header', 'card'] as const) {
        const placed = entries.filter((entry) => entry[place]);
        for (const values of [placed.map((entry) => entry.to), placed.map((entry) => entry[place]?.label), placed.map((entry) => entry[place]?.order)] as unknown[][]) {
          expect(values.length, place).toBe(new Set(values).size);
        }
      }
    }
  });

  it('links each feature only to its own screens, of the role whose frame shows the link', () => {
    for (const [file, exports] of Object.entries(navFiles)) {
      for (const entry of Object.values(exports).flat()) {
        expect(moduleOf(entry.role, entry.to), `${file}: ${entry.to}`).toMatch(new RegExp(`^features/${folderOf(file)}/`));
      }
    }
  });
});
