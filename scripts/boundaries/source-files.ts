import { type Dirent, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The source files the boundary check reads: every one under the policy's roots (a root may be one
 * file), skipping node_modules, dist and hidden folders.
 */

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist']);

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

export function kindOfPath(absolute: string): 'file' | 'directory' | 'none' {
  try {
    const stats = statSync(absolute);
    return stats.isFile() ? 'file' : stats.isDirectory() ? 'directory' : 'none';
  } catch {
    return 'none';
  }
}
