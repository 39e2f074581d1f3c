import { type Dirent, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type Node, parseSync, Visitor } from 'oxc-parser';
import type { Policy, Section } from './policy.ts';

export type ImportKind = 'import' | 'import type' | 'export from' | 'dynamic import' | 'require';

/** One import of one file, with where it lands. */
export interface ImportEdge {
  /** The importing file, relative to the repository root, `/`-separated. */
  file: string;
  line: number;
  kind: ImportKind;
  /** As written in the source. */
  specifier: string;
  /**
   * Where it lands: a repository path (`apps/server/src/features/meals/schema.ts`), `npm:<name>` for a
   * package that is not one of the workspace's own, or `computed:` for an `import()` of a non-literal.
   */
  target: string;
}

export interface Violation {
  file: string;
  line: number;
  kind: ImportKind | 'file' | 're-export';
  specifier: string;
  target: string;
  section: string;
  reason: string;
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
// The order TypeScript's bundler resolution tries for a specifier written without its extension.
const PROBE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.d.ts', '.js', '.jsx', '.mjs', '.cjs'];
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist']);

/**
 * Checks every source file under the policy's roots: each import against its section, each re-export,
 * then the whole graph for upward arrows between floors and cycles between folders; returns the
 * refusals, sorted.
 */
export function checkBoundaries(root: string, policy: Policy): Violation[] {
  const resolver = createResolver(root);
  const violations: Violation[] = [];
  const graph: GraphEdge[] = [];
  for (const file of listSourceFiles(root, policy.roots)) {
    violations.push(...checkFile(root, file, policy, resolver, graph));
  }
  violations.push(...checkGraph(policy, graph));
  return violations.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

export function formatViolation(v: Violation): string {
  if (v.kind === 'file') return `${v.file}: ${v.reason} [${v.section}]`;
  const lands = v.target === v.specifier ? '' : ` → ${v.target}`;
  return `${v.file}:${v.line} ${v.kind} '${v.specifier}'${lands}: ${v.reason} [${v.section}]`;
}

/** An import the section allowed, between two files on floors: what the floor and cycle checks read. */
interface GraphEdge {
  edge: ImportEdge;
  fileFloor: number;
  targetFloor: number;
}

function checkFile(root: string, file: string, policy: Policy, resolver: Resolver, graph: GraphEdge[]): Violation[] {
  const match = findSection(policy.sections, file);
  if (!match) {
    return [{ file, line: 1, kind: 'file', specifier: '', target: '', section: 'policy', reason: policy.uncovered }];
  }
  const { section, captures } = match;
  if (section.exempt !== undefined) return [];
  const source = readFileSync(path.join(root, file), 'utf8');
  const parsed = readImports(file, source);
  if ('error' in parsed) {
    return [{ file, line: 1, kind: 'file', specifier: '', target: '', section: section.name, reason: `cannot be parsed: ${parsed.error}` }];
  }
  const violations: Violation[] = [];
  const fileFloor = floorOf(policy, section);
  for (const found of parsed.imports) {
    const target = found.specifier === null ? 'computed:' : resolver.resolve(file, found.specifier);
    const edge: ImportEdge = { file, line: found.line, kind: found.kind, specifier: found.specifier ?? '(computed)', target };
    const reason = refusal(section, captures, edge, policy);
    if (reason !== null) {
      violations.push({ ...edge, section: section.name, reason });
      continue;
    }
    const targetSection = findSection(policy.sections, target)?.section;
    const targetFloor = targetSection ? floorOf(policy, targetSection) : -1;
    if (fileFloor >= 0 && targetFloor >= 0) graph.push({ edge, fileFloor, targetFloor });
  }
  for (const found of parsed.reexports) {
    const target = resolver.resolve(file, found.specifier);
    const edge = { file, line: found.line, kind: found.kind, specifier: found.specifier, target };
    if (policy.reexports.none.some((pattern) => globToRegExp(pattern).test(file))) {
      violations.push({ ...edge, section: 're-exports', reason: policy.reexports.noneReason });
    } else if (!found.alias && folderOf(policy, target) !== folderOf(policy, file)) {
      violations.push({ ...edge, section: 're-exports', reason: policy.reexports.otherFolderReason });
    }
  }
  return violations;
}

/** The section's floor, counted from the bottom; -1 for a section on none (tests: nothing imports them). */
function floorOf(policy: Policy, section: Section): number {
  if (section.floor === undefined) return -1;
  const index = policy.floors.findIndex((floor) => floor.name === section.floor);
  if (index < 0) throw new Error(`section ${section.name} stands on floor ${section.floor}, which the policy's floors do not list`);
  return index;
}

/**
 * The folder a file belongs to for the cycle check: the part of the first `folders` pattern that covers
 * it up to its first wildcard, `<folder>` filled in (`packages/core/src/plans/`); a file no pattern
 * covers is a folder of its own.
 */
export function folderOf(policy: Pick<Policy, 'folders'>, file: string): string {
  for (const pattern of policy.folders) {
    const match = globToRegExp(pattern).exec(file);
    if (!match) continue;
    const wildcard = pattern.indexOf('*');
    return (wildcard < 0 ? pattern : pattern.slice(0, wildcard)).replace(/<([^>]+)>/g, (_, name: string) => match.groups?.[name] ?? '');
  }
  return file;
}

/**
 * Upward arrows between floors, and cycles between folders (type-only imports count: a type couples two
 * folders as much as a value does). Every import that closes a cycle is reported with the loop it closes.
 */
function checkGraph(policy: Policy, graph: readonly GraphEdge[]): Violation[] {
  const violations: Violation[] = [];
  const reported = new Set<ImportEdge>();
  for (const { edge, fileFloor, targetFloor } of graph) {
    if (targetFloor <= fileFloor) continue;
    const from = policy.floors[fileFloor]!;
    const to = policy.floors[targetFloor]!;
    violations.push({ ...edge, section: 'floors', reason: `an upward arrow: ${from.name} imports ${to.name}, a floor above it. ${to.reason}` });
    reported.add(edge);
  }

  const next = new Map<string, Map<string, ImportEdge[]>>();
  for (const { edge } of graph) {
    const from = folderOf(policy, edge.file);
    const to = folderOf(policy, edge.target);
    if (from === to) continue;
    const targets = next.get(from) ?? new Map<string, ImportEdge[]>();
    next.set(from, targets);
    targets.set(to, [...(targets.get(to) ?? []), edge]);
  }
  for (const component of stronglyConnected(next)) {
    for (const from of component) {
      for (const [to, edges] of next.get(from) ?? []) {
        if (!component.has(to)) continue;
        const loop = [from, ...shortestPath(next, component, to, from)];
        for (const edge of edges) {
          if (reported.has(edge)) continue;
          violations.push({ ...edge, section: 'cycles', reason: `closes a cycle between folders: ${loop.join(' → ')}. ${policy.cycleReason}` });
        }
      }
    }
  }
  return violations;
}

/** Tarjan's strongly connected components of more than one folder. */
function stronglyConnected(next: ReadonlyMap<string, ReadonlyMap<string, unknown>>): Set<string>[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: Set<string>[] = [];
  const visit = (folder: string) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder)!);
    stack.push(folder);
    onStack.add(folder);
    for (const to of next.get(folder)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(folder, Math.min(low.get(folder)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(folder, Math.min(low.get(folder)!, index.get(to)!));
      }
    }
    if (low.get(folder) === index.get(folder)) {
      const component = new Set<string>();
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.add(member);
      } while (member !== folder);
      if (component.size > 1) components.push(component);
    }
  };
  for (const folder of [...next.keys()].sort()) if (!index.has(folder)) visit(folder);
  return components;
}

/** The folders from `start` to `goal` (both included) by the fewest imports, within one component. */
function shortestPath(next: ReadonlyMap<string, ReadonlyMap<string, unknown>>, component: ReadonlySet<string>, start: string, goal: string): string[] {
  const previous = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const folder = queue.shift()!;
    if (folder === goal) break;
    for (const to of [...(next.get(folder)?.keys() ?? [])].sort()) {
      if (component.has(to) && !previous.has(to)) {
        previous.set(to, folder);
        queue.push(to);
      }
    }
  }
  const path: string[] = [];
  for (let folder: string | null | undefined = goal; folder != null; folder = previous.get(folder)) path.unshift(folder);
  return path;
}

/** Null when the section allows the import; otherwise why not. Deny by default. */
function refusal(section: Section, captures: Record<string, string>, edge: ImportEdge, policy: Policy): string | null {
  const matches = (pattern: string) => globToRegExp(pattern, captures).test(edge.target);
  const allowed = section.allow.some(
    (entry) => entry.to.some(matches) && (entry.from === undefined || entry.from.some((pattern) => globToRegExp(pattern).test(edge.file))),
  );
  if (allowed) return null;
  if (edge.target === 'computed:') return policy.computed;
  return section.explain?.find((entry) => entry.to.some(matches))?.reason ?? section.reason;
}

/** The first section whose `from` covers the file, with the names its `<…>` placeholders captured. */
export function findSection(sections: readonly Section[], file: string): { section: Section; captures: Record<string, string> } | undefined {
  for (const section of sections) {
    for (const pattern of section.from) {
      const match = globToRegExp(pattern).exec(file);
      if (match) return { section, captures: { ...match.groups } };
    }
  }
  return undefined;
}

const compiled = new Map<string, RegExp>();

/**
 * `*` matches within one path segment, `**` any number of whole segments (none too), `<name>` one
 * segment: captured in a `from` pattern, and in an `allow` or `explain` pattern the name captured.
 */
export function globToRegExp(pattern: string, captures?: Record<string, string>): RegExp {
  const key = captures ? `${pattern}\0${JSON.stringify(captures)}` : pattern;
  const cached = compiled.get(key);
  if (cached) return cached;
  let source = '';
  let i = 0;
  while (i < pattern.length) {
    if (pattern.startsWith('**/', i)) {
      source += '(?:[^/]+/)*';
      i += 3;
    } else if (pattern.startsWith('/**', i) && i + 3 === pattern.length) {
      source += '(?:/.*)?';
      i += 3;
    } else if (pattern.startsWith('**', i)) {
      source += '.*';
      i += 2;
    } else if (pattern[i] === '*') {
      source += '[^/]*';
      i += 1;
    } else if (pattern[i] === '<') {
      const end = pattern.indexOf('>', i);
      if (end < 0) throw new Error(`unclosed <…> in boundary pattern ${pattern}`);
      const name = pattern.slice(i + 1, end);
      if (captures) {
        const value = captures[name];
        if (value === undefined) throw new Error(`boundary pattern ${pattern} uses <${name}>, which its section's from does not capture`);
        source += escapeRegExp(value);
      } else {
        source += `(?<${name}>[^/]+)`;
      }
      i = end + 1;
    } else {
      source += escapeRegExp(pattern[i]!);
      i += 1;
    }
  }
  const regExp = new RegExp(`^${source}$`);
  compiled.set(key, regExp);
  return regExp;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface FoundImport {
  line: number;
  kind: ImportKind;
  /** Null for an `import()` whose argument is not a literal. */
  specifier: string | null;
}

/** A re-export: `export … from`, or an imported name exported again (`export { x }`, `export default x`, `export const y = x`). */
interface FoundReexport {
  line: number;
  kind: 'export from' | 're-export';
  /** Where the re-exported names come from, as written. */
  specifier: string;
  /** `export const y = x`: a name of its own for an imported value (a contract naming its query after the shared one does). */
  alias?: true;
}

/**
 * Every way a TypeScript file can depend on another: import (type-only too), export … from, import(),
 * `import('…')` in a type, `import x = require('…')` and require('…'); and every way it passes another
 * file's names on as its own.
 */
export function readImports(file: string, source: string): { imports: FoundImport[]; reexports: FoundReexport[] } | { error: string } {
  const result = parseSync(file, source, { sourceType: 'module' });
  const fatal = result.errors.find((error) => error.severity === 'Error');
  if (fatal) return { error: fatal.message };
  const lineStarts = [0];
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const lineOf = (offset: number): number => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
  const imports: FoundImport[] = [];
  const add = (node: { start: number }, kind: ImportKind, specifier: string | null) => {
    imports.push({ line: lineOf(node.start), kind, specifier });
  };
  new Visitor({
    ImportDeclaration(node) {
      const typeOnly =
        node.importKind === 'type' ||
        (node.specifiers.length > 0 && node.specifiers.every((s) => s.type === 'ImportSpecifier' && s.importKind === 'type'));
      add(node, typeOnly ? 'import type' : 'import', node.source.value);
    },
    ExportNamedDeclaration(node) {
      if (node.source) add(node, 'export from', node.source.value);
    },
    ExportAllDeclaration(node) {
      add(node, 'export from', node.source.value);
    },
    ImportExpression(node) {
      add(node, 'dynamic import', literalText(node.source));
    },
    TSImportType(node) {
      add(node, 'import type', node.source.value);
    },
    TSExternalModuleReference(node) {
      add(node, 'require', node.expression.value);
    },
    CallExpression(node) {
      if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments.length === 1) {
        add(node, 'require', literalText(node.arguments[0] as Node));
      }
    },
  }).visit(result.program);
  return { imports, reexports: readReexports(result.program.body, lineOf) };
}

function readReexports(body: readonly Node[], lineOf: (offset: number) => number): FoundReexport[] {
  const importedFrom = new Map<string, string>();
  for (const node of body) {
    if (node.type === 'ImportDeclaration') for (const specifier of node.specifiers) importedFrom.set(specifier.local.name, node.source.value);
  }
  const reexports: FoundReexport[] = [];
  const seen = new Set<string>();
  const again = (node: Node, name: string | undefined, alias?: true) => {
    const specifier = name === undefined ? undefined : importedFrom.get(name);
    const line = lineOf(node.start);
    if (specifier === undefined || seen.has(`${line}\0${specifier}`)) return;
    seen.add(`${line}\0${specifier}`);
    reexports.push({ line, kind: 're-export', specifier, ...(alias && { alias }) });
  };
  for (const node of body) {
    if (node.type === 'ExportAllDeclaration' || (node.type === 'ExportNamedDeclaration' && node.source)) {
      reexports.push({ line: lineOf(node.start), kind: 'export from', specifier: node.source!.value });
    } else if (node.type === 'ExportNamedDeclaration' && node.declaration?.type === 'VariableDeclaration') {
      for (const declarator of node.declaration.declarations) {
        if (declarator.init?.type === 'Identifier') again(node, declarator.init.name, true);
      }
    } else if (node.type === 'ExportNamedDeclaration') {
      for (const specifier of node.specifiers) again(node, specifier.local.type === 'Identifier' ? specifier.local.name : undefined);
    } else if (node.type === 'ExportDefaultDeclaration' && node.declaration.type === 'Identifier') {
      again(node, node.declaration.name);
    }
  }
  return reexports;
}

function literalText(node: Node): string | null {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked ?? null;
  return null;
}

export function listSourceFiles(root: string, roots: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (directory: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(path.join(root, directory), { withFileTypes: true });
    } catch {
      // A root this tree does not have (the tests plant only part of the layout).
      return;
    }
    for (const entry of entries) {
      const relative = `${directory}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.') && !SKIPPED_DIRECTORIES.has(entry.name)) walk(relative);
      } else if (entry.isFile() && SOURCE_EXTENSIONS.includes(path.extname(entry.name))) {
        files.push(relative);
      }
    }
  };
  for (const directory of roots) {
    // A root may be one file (a config file beside a workspace's package.json).
    if (SOURCE_EXTENSIONS.includes(path.extname(directory))) {
      if (kindOfPath(path.join(root, directory)) === 'file') files.push(directory);
    } else {
      walk(directory);
    }
  }
  return files.sort();
}

function kindOfPath(absolute: string): 'file' | 'directory' | 'none' {
  try {
    const stats = statSync(absolute);
    return stats.isFile() ? 'file' : stats.isDirectory() ? 'directory' : 'none';
  } catch {
    return 'none';
  }
}

interface Resolver {
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
