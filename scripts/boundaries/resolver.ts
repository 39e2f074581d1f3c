import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { kindOfPath } from './source-files.ts';

/**
 * Where an import lands: a specifier resolved as the apps' bundler-style TypeScript resolution does,
 * through the workspace's own packages' `exports`, to a repository path or `npm:<name>`.
 */

// The order TypeScript's bundler resolution tries for a specifier written without its extension.
const PROBE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.d.ts', '.js', '.jsx', '.mjs', '.cjs'];

export interface Resolver {
  resolve(fromFile: string, specifier: string): string;
}

interface Workspace {
  name: string;
  directory: string;
  exports: unknown;
}

/**
 * Resolves the way the apps' bundler-style TypeScript resolution does for this code base: relative
 * paths with or without their extension, and the workspace's own packages through their `exports`.
 * Any other bare specifier is a package (`npm:<name>`); where it lands inside node_modules is no
 * boundary of ours.
 */
export function createResolver(root: string): Resolver {
  const kinds = new Map<string, 'file' | 'directory' | 'none'>();
  const kindOf = (absolute: string) => {
    let kind = kinds.get(absolute);
    if (kind === undefined) {
      kind = kindOfPath(absolute);
      kinds.set(absolute, kind);
    }
    return kind;
  };
  const probe = (absolute: string): string => {
    if (kindOf(absolute) === 'file') return absolute;
    for (const extension of PROBE_EXTENSIONS) {
      if (kindOf(absolute + extension) === 'file') return absolute + extension;
    }
    // `./x.js` written for `./x.ts` (TypeScript's ESM convention).
    const js = /\.(m|c)?jsx?$/.exec(absolute);
    if (js) {
      const stem = absolute.slice(0, -js[0].length);
      for (const extension of ['.ts', '.tsx', '.mts', '.cts']) {
        if (kindOf(stem + extension) === 'file') return stem + extension;
      }
    }
    if (kindOf(absolute) === 'directory') {
      for (const index of ['index.ts', 'index.tsx', 'index.js']) {
        if (kindOf(path.join(absolute, index)) === 'file') return path.join(absolute, index);
      }
    }
    // Unresolved: the path it names still says which side of a boundary it is on.
    return absolute;
  };
  const toRepoPath = (absolute: string) => path.relative(root, absolute).split(path.sep).join('/');
  const workspaces = readWorkspaces(root);

  return {
    resolve(fromFile, specifier) {
      const clean = specifier.replace(/[?#].*$/, '');
      if (clean.startsWith('.') || path.isAbsolute(clean)) {
        return toRepoPath(probe(path.resolve(root, path.dirname(fromFile), clean)));
      }
      const workspace = workspaces.find((w) => clean === w.name || clean.startsWith(`${w.name}/`));
      if (workspace) {
        const subpath = `.${clean.slice(workspace.name.length)}`;
        const exported = resolveExports(workspace.exports, subpath);
        return toRepoPath(probe(path.resolve(root, workspace.directory, exported ?? subpath)));
      }
      const parts = clean.split('/');
      return `npm:${clean.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]}`;
    },
  };
}

function readWorkspaces(root: string): Workspace[] {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces?: string[] };
  const directories: string[] = [];
  for (const entry of manifest.workspaces ?? []) {
    if (entry.endsWith('/*')) {
      const parent = entry.slice(0, -2);
      try {
        for (const child of readdirSync(path.join(root, parent), { withFileTypes: true })) {
          if (child.isDirectory()) directories.push(`${parent}/${child.name}`);
        }
      } catch {
        // A workspace glob with no folder yet.
      }
    } else {
      directories.push(entry);
    }
  }
  const workspaces: Workspace[] = [];
  for (const directory of directories) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(root, directory, 'package.json'), 'utf8')) as { name?: string; exports?: unknown };
      if (pkg.name) workspaces.push({ name: pkg.name, directory, exports: pkg.exports });
    } catch {
      // Not a package (yet).
    }
  }
  return workspaces;
}

/** Node's `exports` lookup, enough for this repository: exact keys and one `*` pattern. */
function resolveExports(exportsField: unknown, subpath: string): string | undefined {
  if (exportsField === undefined || exportsField === null) return undefined;
  if (typeof exportsField === 'string' || Array.isArray(exportsField)) return subpath === '.' ? pickTarget(exportsField) : undefined;
  const map = exportsField as Record<string, unknown>;
  const keys = Object.keys(map);
  if (!keys.every((key) => key.startsWith('.'))) return subpath === '.' ? pickTarget(map) : undefined;
  if (subpath in map) return pickTarget(map[subpath]);
  for (const key of keys) {
    const star = key.indexOf('*');
    if (star < 0) continue;
    const prefix = key.slice(0, star);
    const suffix = key.slice(star + 1);
    if (subpath.startsWith(prefix) && subpath.endsWith(suffix) && subpath.length >= key.length - 1) {
      const target = pickTarget(map[key]);
      return target?.replaceAll('*', subpath.slice(prefix.length, subpath.length - suffix.length));
    }
  }
  return undefined;
}

function pickTarget(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(pickTarget).find((v) => v !== undefined);
  if (value && typeof value === 'object') {
    const conditions = value as Record<string, unknown>;
    for (const condition of ['types', 'import', 'default']) {
      const picked = pickTarget(conditions[condition]);
      if (picked !== undefined) return picked;
    }
  }
  return undefined;
}
