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
}

export interface Policy {
  roots: readonly string[];
  sections: readonly Section[];
  /** Said for a source file that no section covers. */
  uncovered: string;
  /** Said for an `import()` of a non-literal that the section does not allow. */
  computed: string;
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
const appReason =
  'Features, lib and components do not import from app/ (router, layouts, providers): move what they share to lib/ or components/.';
const webFeatureReason =
  "A web feature uses another only through that feature's api.ts or a file in its public/ folder: " +
  "import one of those, or move the shared piece to lib/ or components/, or into the owner's public/.";
const sharedWebReason = 'lib/ and components/ know no feature: take what they need as arguments, or move the piece into the feature.';

export const policy: Policy = {
  roots: ['packages/core/src', 'apps/server/src', 'apps/server/test', 'apps/web/src', 'e2e', 'bench'],
  uncovered: 'no boundary rule covers this file: give its folder a section in scripts/boundaries/policy.ts.',
  computed: 'an import() of a computed name cannot be checked: import a literal path.',
  sections: [
    // Before the tests' exemption: core's own tests run without the apps too.
    {
      name: 'core',
      from: ['packages/core/**'],
      allow: [core, packages],
      reason: coreReason,
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
    },
    {
      name: 'server base',
      from: ['apps/server/src/config.ts', 'apps/server/src/paths.ts', 'apps/server/src/node-version.ts'],
      allow: [{ to: ['apps/server/src/platform/**', 'apps/server/src/*.ts'] }, core, packages],
      reason: 'config.ts, paths.ts and node-version.ts are read by every layer and import no feature or entry point.',
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
    },
    {
      name: 'web lib and components',
      from: ['apps/web/src/lib/**', 'apps/web/src/components/**'],
      allow: [{ to: ['apps/web/src/lib/**', 'apps/web/src/components/**', 'apps/web/src/assets/**'] }, core, packages],
      reason: sharedWebReason,
      explain: [{ to: ['apps/web/src/app/**', 'apps/web/src/*'], reason: appReason }],
    },
    {
      // The shell: router, layouts, providers and the entry points gather the features' screens.
      name: 'web app',
      from: ['apps/web/src/app/**', 'apps/web/src/*'],
      allow: [{ to: ['apps/web/src/**'] }, core, packages],
      reason: 'The web app imports only the web app, core and packages.',
    },
  ],
};
