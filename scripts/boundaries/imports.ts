import { type Node, parseSync, Visitor } from 'oxc-parser';

/**
 * What a source file imports and re-exports, read from its syntax tree (oxc-parser): every way a
 * TypeScript file can depend on another, each with its line.
 */

export type ImportKind = 'import' | 'import type' | 'export from' | 'dynamic import' | 'require';

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
