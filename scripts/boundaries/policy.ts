/**
 * Who may import what, checked on where an import lands (decision 0015). Deny by default: a file is
 * governed by the first section whose `from` covers it, and may import only what that section's
 * `allow` lists; anything else is refused with the section's `reason`, or with the more precise
 * reason of the first `explain` entry that names the target. A source file under `roots` that no
 * section covers is refused too, so a new folder gets a rule before it gets code.
 *
 * Patterns are paths from the repository root: `*` matches within one segment, `**` any number of
 * segments, `<feature>` one segment (captured in `from`; in `allow` and `explain` it means the same
 * feature). Targets are repository paths after resolution (extension-less specifiers, `../` from any
 * depth, the workspace's own packages such as `@iyl/core/…` through their exports), `npm:<name>` for
 * any other package or `node:` built-in, and `computed:` for an `import()` of a non-literal.
 *
 * Three checks read the whole graph of allowed imports (type-only imports and `import()` included):
 * - floors: each section stands on a floor; no import lands on a floor above its file's (a section on
 *   no floor is a leaf nothing imports, such as tests, and is left out of the floor and cycle checks);
 * - cycles: files group into folders (`folders`); no two folders reach each other through imports;
 * - re-exports: a public face re-exports nothing (`export … from`, an imported name exported again,
 *   `export const y = x` of an imported x), and no other file re-exports another folder's names (an
 *   `export const` naming a shared schema after its own endpoint is a definition, and stays allowed).
 */

export interface Allow {
  to: readonly string[];
  /** Only for these files of the section. */
  from?: readonly string[];
  /** Why, where it is not plain from the rule. */
  why?: string;
}

export interface Section {
  name: string;
  from: readonly string[];
  /** Set for files that are not checked at all, saying why. */
  exempt?: string;
  allow: readonly Allow[];
  reason: string;
  explain?: readonly { to: readonly string[]; reason: string }[];
  /** One of the policy's floors; none for a leaf that nothing imports (tests). */
  floor?: string;
}

export interface Floor {
  name: string;
  /** Said for an import that lands on this floor from below. */
  reason: string;
}

export interface Policy {
  roots: readonly string[];
  sections: readonly Section[];
  /** Said for a source file that no section covers. */
  uncovered: string;
  /** Said for an `import()` of a non-literal that the section does not allow. */
  computed: string;
  /** Bottom first. */
  floors: readonly Floor[];
  /**
   * How files group into folders for the cycle check: the first pattern that covers a file names its
   * folder (the pattern up to its first wildcard, `<folder>` filled in); any other file stands alone.
   */
  folders: readonly string[];
  /** Said for an import that closes a cycle between folders. */
  cycleReason: string;
  reexports: {
    /** Files that re-export nothing at all: a feature's public face. */
    none: readonly string[];
    noneReason: string;
    /** Said for any other file re-exporting another folder's names. */
    otherFolderReason: string;
  };
}

const packages: Allow = { to: ['npm:*', 'npm:@*/*'] };
const core: Allow = { to: ['packages/core/src/**'] };

const serverServiceReason =
  "A feature's public face is its service: import features/<other>/service.ts (or add a method to it), " +
  'not its repository, schema, routes, content or any other file.';
const usersTableReason =
  'Only auth reads and writes the users table: ask the auth service (a schema.ts may reference it for a foreign key).';
const platformReason =
  'The platform knows no feature: features depend on the platform, never the other way round (pass what you need in from the feature’s module).';
const coreReason = 'packages/core is shared by the server and the web app and depends on neither.';
const coreBaseReason =
  "core's base (text/, time/, http/, access/, care/, ai/) is what every core feature builds on: it names no feature and not the catalogue.";
const coreFeatureReason =
  "A core feature uses another only through that feature's contract.ts, constants.ts (the contract's plain values), rules.ts or " +
  "messages.ts: import one of those, or move the shared piece to core's base (text/, time/, http/, access/).";
const catalogueReason =
  "The catalogue (catalog/messages.ts) gathers every feature's messages.ts, a floor above the features: a feature imports its own " +
  'messages.ts (or the owner’s, for a text two features show), never the whole catalogue.';
const appReason =
  'Features, lib and components do not import from app/ (router, layouts, providers): move what they share to lib/ or components/.';
const webFeatureReason =
  "A web feature uses another only through that feature's api.ts or a file in its public/ folder: " +
  "import one of those, or move the shared piece to lib/ or components/, or into the owner's public/.";
const sharedWebReason = 'lib/ and components/ know no feature: take what they need as arguments, or move the piece into the feature.';

const coreBase = ['text', 'time', 'http', 'access', 'care', 'ai'].map((folder) => `packages/core/src/${folder}/**`);
const apps = { to: ['apps/**'], reason: coreReason };

export const policy: Policy = {
  roots: [
    'packages/core/src',
    'apps/server/src',
    'apps/server/test',
    'apps/web/src',
    'e2e',
    'bench',
    // The tools around the apps: the web build and the config files, the scripts (this checker too).
    'apps/web/build',
    'apps/web/vite.config.ts',
    'apps/web/precompress.mjs',
    'apps/web/postcss.config.cjs',
    'apps/server/build.mjs',
    'apps/server/drizzle.config.ts',
    'vitest.config.ts',
    'scripts',
  ],
  uncovered: 'no boundary rule covers this file: give its folder a section in scripts/boundaries/policy.ts.',
  computed: 'an import() of a computed name cannot be checked: import a literal path.',
  floors: [
    { name: 'core base', reason: coreBaseReason },
    { name: 'core feature', reason: coreFeatureReason },
    { name: 'core catalogue', reason: catalogueReason },
    {
      name: 'server platform',
      reason: 'The platform (and config.ts, paths.ts) knows no feature; features depend on it, never the other way round.',
    },
    { name: 'server feature', reason: 'Only the entry points (app.ts, main.ts, server.ts, cli/, demo/) gather the features.' },
    { name: 'server entry', reason: 'Nothing below the entry points imports them.' },
    { name: 'web shared', reason: sharedWebReason },
    { name: 'web feature', reason: 'lib/ and components/ know no feature: take what they need as arguments.' },
    { name: 'web app', reason: appReason },
    { name: 'tooling', reason: 'The build, the config files and the scripts use the apps; nothing in the apps imports them.' },
  ],
  folders: [
    'packages/core/src/<folder>/**',
    'apps/server/src/features/<folder>/**',
    'apps/server/src/platform/<folder>/**',
    'apps/server/src/cli/**',
    'apps/server/src/demo/**',
    'apps/web/src/features/<folder>/**',
    'apps/web/src/lib/**',
    'apps/web/src/components/**',
    'apps/web/src/assets/**',
    'apps/web/src/app/**',
    'apps/web/build/**',
    'scripts/<folder>/**',
  ],
  cycleReason:
    'Folders that reach each other through imports (type-only ones too) are one piece in two places: turn one arrow round ' +
    '(the lower folder takes what it needs as an argument or declares the shape it needs), or move what both use to a folder below them.',
  reexports: {
    none: ['apps/server/src/features/*/service.ts', 'apps/web/src/features/*/api.ts', 'apps/web/src/features/*/public/**'],
    noneReason:
      "A feature's public face (its service.ts, or on the web its api.ts and public/ files) offers only what it defines and " +
      're-exports nothing: define the function or value another feature asks for there, and let the feature’s own files import ' +
      'the file that defines a piece.',
    otherFolderReason:
      "A re-export passes another folder's names off as this one's and hides the import between the two folders: import them from " +
      'the file that defines them.',
  },
  sections: [
    // Before the tests' exemption: core's own tests run without the apps too (they may read any part of core).
    {
      name: 'core tests',
      from: ['packages/core/**/*.test.ts'],
      allow: [core, packages],
      reason: coreReason,
    },
    {
      name: 'core base',
      from: coreBase,
      allow: [{ to: coreBase }, packages],
      reason: coreBaseReason,
      explain: [apps],
      floor: 'core base',
    },
    {
      name: 'core catalogue',
      from: ['packages/core/src/catalog/**'],
      allow: [core, packages],
      reason: coreReason,
      floor: 'core catalogue',
    },
    {
      name: 'core feature',
      from: ['packages/core/src/<feature>/**'],
      allow: [
        { to: ['packages/core/src/<feature>/**'] },
        { to: ['contract.ts', 'constants.ts', 'rules.ts', 'messages.ts'].map((file) => `packages/core/src/*/${file}`) },
        { to: coreBase },
        packages,
      ],
      reason: coreFeatureReason,
      explain: [apps],
      floor: 'core feature',
    },
    {
      name: 'tests',
      from: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/src/features/*/test-world.ts', 'apps/server/test/**', 'e2e/**', 'bench/**'],
      exempt:
        'Tests, end-to-end specs and the bench are exempt from feature boundaries: they check and measure ' +
        'internals (a repository, a built-in engine, a schema) from outside, and nothing imports them ' +
        "(a feature's test-world.ts is test code too: its records for the generic tests).",
      allow: [],
      reason: '',
    },

    {
      name: 'server feature',
      from: ['apps/server/src/features/<feature>/**'],
      allow: [
        { to: ['apps/server/src/features/<feature>/**'] },
        { to: ['apps/server/src/features/*/service.ts'] },
        {
          to: ['apps/server/src/features/*/schema.ts'],
          from: ['apps/server/src/features/*/schema.ts'],
          why: 'a foreign key references the other table; drizzle needs the table object',
        },
        { to: ['apps/server/src/platform/**', 'apps/server/src/config.ts', 'apps/server/src/paths.ts'] },
        core,
        packages,
      ],
      reason: serverServiceReason,
      explain: [{ to: ['apps/server/src/features/auth/schema.ts'], reason: usersTableReason }],
      floor: 'server feature',
    },
    {
      name: 'server platform',
      from: ['apps/server/src/platform/**'],
      allow: [
        { to: ['apps/server/src/platform/**', 'apps/server/src/config.ts', 'apps/server/src/paths.ts'] },
        {
          to: ['computed:'],
          from: ['apps/server/src/platform/db/embedded.ts'],
          why: "the embedded PostgreSQL binaries are the machine's own optional package, named at run time",
        },
        {
          to: ['computed:'],
          from: ['apps/server/src/platform/workers/isolated-child.ts'],
          why: 'the entry of an isolated process loads the task module its parent names (a *.task.ts file, as piscina does for the pool)',
        },
        core,
        packages,
      ],
      reason: platformReason,
      explain: [{ to: ['apps/server/src/features/**'], reason: platformReason }],
      floor: 'server platform',
    },
    {
      name: 'server base',
      from: ['apps/server/src/config.ts', 'apps/server/src/paths.ts', 'apps/server/src/node-version.ts'],
      allow: [{ to: ['apps/server/src/platform/**', 'apps/server/src/*.ts'] }, core, packages],
      reason: 'config.ts, paths.ts and node-version.ts are read by every layer and import no feature or entry point.',
      floor: 'server platform',
    },
    {
      // The composition roots: they build the features and the app, so they see each feature's front.
      name: 'server entry',
      from: ['apps/server/src/*.ts', 'apps/server/src/cli/**', 'apps/server/src/demo/**'],
      allow: [
        { to: ['apps/server/src/features/*/module.ts', 'apps/server/src/features/*/service.ts'] },
        { to: ['apps/server/src/platform/**', 'apps/server/src/*.ts', 'apps/server/src/cli/**', 'apps/server/src/demo/**'] },
        core,
        packages,
      ],
      reason:
        "app.ts, main.ts, server.ts, cli/ and demo/ reach a feature through its module.ts or service.ts only: ask the feature's service.",
      floor: 'server entry',
    },

    {
      name: 'web feature',
      from: ['apps/web/src/features/<feature>/**'],
      allow: [
        { to: ['apps/web/src/features/<feature>/**'] },
        { to: ['apps/web/src/features/*/api.ts', 'apps/web/src/features/*/public/*'] },
        { to: ['apps/web/src/lib/**', 'apps/web/src/components/**', 'apps/web/src/assets/**'] },
        core,
        packages,
      ],
      reason: webFeatureReason,
      explain: [{ to: ['apps/web/src/app/**', 'apps/web/src/*'], reason: appReason }],
      floor: 'web feature',
    },
    {
      name: 'web lib and components',
      from: ['apps/web/src/lib/**', 'apps/web/src/components/**'],
      allow: [{ to: ['apps/web/src/lib/**', 'apps/web/src/components/**', 'apps/web/src/assets/**'] }, core, packages],
      reason: sharedWebReason,
      explain: [{ to: ['apps/web/src/app/**', 'apps/web/src/*'], reason: appReason }],
      floor: 'web shared',
    },
    {
      // The shell: router, layouts, providers and the entry points gather the features' screens.
      name: 'web app',
      from: ['apps/web/src/app/**', 'apps/web/src/*'],
      allow: [{ to: ['apps/web/src/**'] }, core, packages],
      reason: 'The web app imports only the web app, core and packages.',
      floor: 'web app',
    },

    {
      name: 'web build',
      from: ['apps/web/build/**', 'apps/web/*.ts', 'apps/web/*.mjs', 'apps/web/*.cjs'],
      allow: [{ to: ['apps/web/**'] }, core, packages],
      reason: 'The web build and its config files read the web app, core and packages only.',
      floor: 'tooling',
    },
    {
      name: 'tooling',
      from: ['scripts/**', 'apps/server/*.ts', 'apps/server/*.mjs', '*.ts'],
      allow: [{ to: ['scripts/**', 'apps/**'] }, core, packages],
      reason: 'The scripts and config files use the apps, core and packages; bench/ and e2e/ are not tools to import.',
      floor: 'tooling',
    },
  ],
};
