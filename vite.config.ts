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
  // npm run dev: VITE_PORT for this server (5173), PORT for the API server it proxies to (3000), as the server reads it.
  server: {
    port: Number(process.env.VITE_PORT || 5173),
    strictPort: !!process.env.VITE_PORT,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.PORT || 3000}`, ws: true } },
  },
});
