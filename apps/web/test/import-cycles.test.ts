import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

// No import circles in the web app: every static import between its own files (type-only ones
// too, since they tie the modules as tightly for a reader) leads down, never back. Lazy import()
// of a page is how the router splits chunks and is left out.

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found = [...code.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+\.tsx?)'/gm)].map((m) => m[1]!);
  return found.map((specifier) => resolve(dirname(file), specifier));
}

/** The first circle found, as a list of files, or null. */
export function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === 'done') return null;
    if (state.get(file) === 'open') return [...path.slice(path.indexOf(file)), file];
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

it('finds a circle when there is one (the check itself works)', () => {
  expect(
    findCycle(
      new Map([
        ['a', ['b']],
        ['b', ['c']],
        ['c', ['a']],
      ]),
    ),
  ).toEqual(['a', 'b', 'c', 'a']);
  expect(
    findCycle(
      new Map([
        ['a', ['b', 'c']],
        ['b', ['c']],
        ['c', []],
      ]),
    ),
  ).toBeNull();
});

it('the web app has no import circles', () => {
  const files = sourceFiles(SRC);
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  expect(files.length).toBeGreaterThan(50);
  expect([...graph.values()].flat().length).toBeGreaterThan(100);
  const cycle = findCycle(graph);
  expect(cycle?.map((file) => relative(SRC, file)) ?? null).toBeNull();
});
