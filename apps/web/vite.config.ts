import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': api, '/healthz': api },
  },
  build: {
    target: 'es2022',
    // Sourcemaps off in the shipped bundle: they would double the transfer of a slow phone.
    sourcemap: false,
    assetsInlineLimit: 0,
  },
});
