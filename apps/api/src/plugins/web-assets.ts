import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The chunks and styles a server-rendered page needs beyond index.html's own. Vite's manifest
// (dist/.vite/manifest.json) names, per source file, its chunk, the chunks it imports and its
// styles; the web app names its lazy pages as their chunks are named (the page file's name). A
// page the server rendered is painted before its JavaScript runs, so its styles must be linked
// from the HTML (else it paints unstyled, then moves); its chunks are fetched after that first
// paint (web.ts, startAfterPaint).

interface ManifestChunk {
  file: string;
  name?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export interface PageAssets {
  /** Stylesheet addresses, in order. */
  styles: string[];
  /** Script chunk addresses. */
  scripts: string[];
}

export type PageLinks = (pages: readonly string[]) => PageAssets;

export function readPageLinks(dist: string): PageLinks {
  const path = join(dist, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>) : {};
  // The entry's own chunks and styles are in index.html already.
  const inIndex = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) walk(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, inIndex);

  const pageKeys = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isDynamicEntry && chunk.name) pageKeys.set(chunk.name, key);

  const cache = new Map<string, PageAssets>();
  return (pages) => {
    const cacheKey = pages.join(' ');
    let links = cache.get(cacheKey);
    if (links !== undefined) return links;
    const keys = new Set<string>();
    for (const page of pages) {
      const key = pageKeys.get(page);
      if (key) walk(key, keys);
    }
    const styles: string[] = [];
    const scripts: string[] = [];
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || inIndex.has(key)) continue;
      scripts.push(`/${chunk.file}`);
      for (const css of chunk.css ?? []) styles.push(`/${css}`);
    }
    links = { styles: [...new Set(styles)], scripts };
    cache.set(cacheKey, links);
    return links;
  };
}
