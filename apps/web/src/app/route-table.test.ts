import { describe, expect, it } from 'vitest';
import type { FeatureScreen } from '../lib/screens.ts';
import { FALLBACK_SCREEN, featureScreens, screenGroups } from './route-table.ts';

// What the features hold, found on disk (as the route table finds them): every screens.ts is in the table.
const screensFiles = import.meta.glob<Record<string, readonly FeatureScreen[]>>('../features/*/screens.ts', { eager: true });
const screensSources = import.meta.glob<string>('../features/*/screens.ts', { eager: true, query: '?raw', import: 'default' });
// Not loaded: only the names, as the router's own globs see them (app/router.tsx).
const pageFiles = Object.keys(import.meta.glob('../features/*/*Page.tsx')).map((file) => file.slice('../'.length, -'.tsx'.length));
// The router's eager glob: the public screens that come with the app's entry.
const eagerPage = (module: string) => module.startsWith('features/auth/');

const folderOf = (file: string) => file.split('/')[2] ?? '';
const allScreens = screenGroups.flatMap((group) => group.screens.map((screen) => ({ ...screen, role: group.role })));
const pathsOf = (role: string | null) =>
  screenGroups
    .filter((group) => group.role === role)
    .flatMap((group) => group.screens.map((screen) => screen.path))
    .sort();

describe('the route table', () => {
  it('gathers the screens of every feature that has a screens.ts, one entry per feature', () => {
    const declared = Object.values(screensFiles).flatMap((exports) => Object.values(exports));
    expect(declared.length).toBeGreaterThan(15);
    expect(new Set(featureScreens)).toEqual(new Set(declared));
    expect(featureScreens).toHaveLength(declared.length);
    expect(allScreens).toHaveLength(declared.flat().length);
  });

  it('keeps the spec’s paths for each role', () => {
    expect(pathsOf(null)).toEqual(['AcceptInvite', 'Forgot', 'Login', 'Register', 'TwoStepAuth', 'Unsubscribe']);
    expect(pathsOf('Customer')).toEqual(
      [
        'CustomerBoard', 'Board', 'Quiz', 'QuizCompletion', 'Health', 'Finance', 'Relationship', 'Notes', 'Referral', 'AIQuiz', 'Habit',
        'Routine', 'AICoach', 'Meal', 'BrandVoice', 'Emotional', 'Coaching', 'CourseList', 'CourseView', 'Community', 'Insights', 'Settings',
      ].sort(),
    );
    expect(pathsOf('Coach')).toEqual(['CoachAccount', 'Profile', 'Bookings', 'CoachProfile', 'Logs', 'Lessons', 'Content', 'Settings'].sort());
    expect(pathsOf('Admin')).toEqual(['Settings', 'adminHome']);
    expect(pathsOf('Global')).toEqual(['Settings', 'globalHome']);
  });

  it('draws each role’s screens in its frame', () => {
    const layouts = Object.fromEntries(screenGroups.map((group) => [String(group.role), group.layout]));
    expect(layouts).toEqual({ null: undefined, Customer: 'app/CustomerLayout', Coach: 'app/CoachLayout', Admin: undefined, Global: undefined });
  });

  it('has no path twice (paths match case-insensitively), but a screen several roles share (Settings, each in its own frame)', () => {
    const paths = [...allScreens, FALLBACK_SCREEN].map((screen) => screen.path.toLowerCase());
    const modules = new Map<string, Set<string>>();
    for (const screen of [...allScreens, FALLBACK_SCREEN]) modules.set(screen.path.toLowerCase(), (modules.get(screen.path.toLowerCase()) ?? new Set()).add(screen.module));
    // A path in several roles is one screen: the same page for each.
    expect([...modules].filter(([, pages]) => pages.size > 1)).toEqual([]);
    const twice = [...new Set(paths.filter((path, i) => paths.indexOf(path) !== i))];
    expect(twice).toEqual(['settings']);
    // Never twice for one role.
    for (const group of screenGroups) {
      const own = group.screens.map((screen) => screen.path.toLowerCase());
      expect(own.length).toBe(new Set(own).size);
    }
  });

  it('names only pages in the folder of the feature that declares them', () => {
    for (const [file, exports] of Object.entries(screensFiles)) {
      for (const screen of Object.values(exports).flat()) expect(screen.module, file).toMatch(new RegExp(`^features/${folderOf(file)}/[A-Z]\\w*Page$`));
    }
  });

  it('routes every page, each to a file the router finds', () => {
    expect(pageFiles.length).toBeGreaterThan(30);
    const routed = new Set([...allScreens, FALLBACK_SCREEN].map((screen) => screen.module));
    expect([...routed].filter((module) => !pageFiles.includes(module))).toEqual([]);
    expect(pageFiles.filter((module) => !routed.has(module))).toEqual([]);
  });

  it('loads every page lazily but the public sign-in screens, which come with the entry', () => {
    const eager = allScreens.filter((screen) => eagerPage(screen.module));
    expect(eager.map((screen) => [screen.path, screen.role])).toEqual([
      ['Login', null],
      ['Register', null],
      ['Forgot', null],
      ['TwoStepAuth', null],
    ]);
    expect(eagerPage(FALLBACK_SCREEN.module)).toBe(true);
  });

  it('keeps each screens.ts light: page names and first reads, no page, component or UI library', () => {
    expect(Object.keys(screensSources)).toEqual(Object.keys(screensFiles));
    for (const [file, source] of Object.entries(screensSources)) {
      const imports = [...source.matchAll(/^import\s[^;]*?from\s+'([^']+)';/gms)].map(([, specifier]) => specifier);
      for (const specifier of imports) expect(specifier, file).toMatch(/^@iyl\/core\/|(^|\/)paths\.ts$|^\.\.\/\.\.\/lib\/screens\.ts$/);
      expect(source, file).not.toMatch(/import\(/);
    }
  });
});
