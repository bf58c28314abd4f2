// Bundles the API server into one ES module. npm dependencies stay external (installed beside it);
// the shared workspace package is bundled in, since it ships TypeScript source.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {});

await build({
  entryPoints: { server: 'src/server.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  outExtension: { '.js': '.mjs' },
  logLevel: 'warning',
});
