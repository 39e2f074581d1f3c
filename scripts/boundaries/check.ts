import { readFileSync } from 'node:fs';
import path from 'node:path';
import { globToRegExp } from './globs.ts';
import { checkGraph, folderOf, type GraphEdge } from './graph.ts';
import { type ImportKind, readImports } from './imports.ts';
import type { Policy, Section } from './policy.ts';
import { createResolver, type Resolver } from './resolver.ts';
import { listSourceFiles } from './source-files.ts';

/**
 * The boundary check: every source file under the policy's roots, each import against the section that
 * governs its file (deny by default), each re-export, then the whole graph (graph.ts); the refusals as
 * one line each.
 */

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
