import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompiledMessages } from './i18n-plugin.ts';

// React Router's package maps every import to its development build, whose dev-only warnings
// stay in a production bundle; its production build is the same code without them (decision 0006).
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [precompiledMessages(), react()],
  resolve: {
    // Catalogues arrive precompiled (i18n-plugin.ts): the ICU parser is not shipped.
    alias: [
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
      { find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') },
    ],
  },
  // The server renderer (dist-ssr) carries its dependencies built for production: React's own
  // packages would otherwise pick their slower development build whenever NODE_ENV is unset.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: {
    proxy: { '/api': api, '/healthz': api },
  },
  build: {
    target: 'es2022',
    // Sourcemaps off in the shipped bundle: they would double the transfer of a slow phone.
    sourcemap: false,
    assetsInlineLimit: 0,
    // Every browser the site supports has native <link rel="modulepreload">; the polyfill would
    // only add bytes to the home page's first script (budget: 100 KB gzip, decision 0006).
    modulePreload: { polyfill: false },
    // The server reads which chunk and styles each page needs, to link them from the HTML of a
    // page it rendered (apps/api/src/plugins/web-assets.ts).
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // Every module the entry imports statically goes into the entry's own chunk. Left to itself
    // Rolldown splits them into several chunks shared with the pages (react-router and the i18n
    // core, the data layer, two stores): the same code, but each chunk a request, a gzip stream and
    // a list of imports and exports of its own, 2 KB more for the home page (budget: 100 KB gzip,
    // decision 0006). The pages import what they share with the shell from the entry's chunk.
    rolldownOptions: isSsrBuild ? undefined : { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
  },
}));
