import type { ImportEdge, Violation } from './check.ts';
import { globToRegExp } from './globs.ts';
import type { Policy } from './policy.ts';

/**
 * What the boundary check reads of the whole graph of allowed imports: the folder each file belongs to,
 * upward arrows between floors, and cycles between folders (each named with the loop it closes).
 */

/** An import the section allowed, between two files on floors: what the floor and cycle checks read. */
export interface GraphEdge {
  edge: ImportEdge;
  fileFloor: number;
  targetFloor: number;
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
export function checkGraph(policy: Policy, graph: readonly GraphEdge[]): Violation[] {
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
