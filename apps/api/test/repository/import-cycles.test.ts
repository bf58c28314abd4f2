import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// No module may import itself through others (decision 7). The lint rule import-x/no-cycle checks
// the runtime imports as people edit; it skips `import type` by design, so this test walks every
// import, type-only ones included, since a type circle still ties two modules together for a reader.

const root = resolve(import.meta.dirname, '../../../..');
const SCANNED = ['apps/api/src', 'apps/api/bench', 'packages/shared/src', 'apps/web/src', 'e2e'];
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a specifier names, for the project's own modules; undefined for packages. */
function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else if (specifier === '@county/shared') base = join(root, 'packages/shared/src/index.ts');
  else if (specifier.startsWith('@county/shared/')) base = join(root, 'packages/shared/src', specifier.slice('@county/shared/'.length));
  else return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of SCANNED.flatMap((dir) => sourceFiles(join(root, dir)))) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)].map((m) => resolveImport(file, m[1] ?? m[2]!)).filter((t): t is string => t !== undefined);
    graph.set(file, targets);
  }
  return graph;
}

/** Each circle once, as the files along it (depth-first search, marking files done when left). */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (file: string): void => {
    path.push(file);
    onPath.add(file);
    for (const next of graph.get(file) ?? []) {
      if (onPath.has(next)) found.push(path.slice(path.indexOf(next)).map((f) => relative(root, f)));
      else if (!done.has(next)) visit(next);
    }
    path.pop();
    onPath.delete(file);
    done.add(file);
  };
  for (const file of graph.keys()) if (!done.has(file)) visit(file);
  return found;
}

describe('imports', () => {
  it('form no circles, type-only imports included', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(300);
    expect(circles(graph)).toEqual([]);
  });

  it('would report a circle (the check itself works)', () => {
    const a = join(root, 'a.ts');
    const b = join(root, 'b.ts');
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts']]);
  });
});
