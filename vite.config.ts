import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { aliases } from './vite.aliases.js';

// The client lives in src/client and is served by the API server under /zzbpart/.
export default defineConfig({
  root: 'src/client',
  base: '/zzbpart/',
  plugins: [react()],
  resolve: { alias: aliases },
  publicDir: false,
  build: { outDir: '../../dist/client', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: { port: 5173, proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } } },
});
