import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentPlugin } from './scripts/vite-content-plugin';

export default defineConfig({
  plugins: [react(), contentPlugin()],
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  // One stylesheet: the prerendered HTML links it, so lazy pages are styled at first paint.
  build: { target: 'es2022', sourcemap: false, assetsInlineLimit: 0, cssCodeSplit: false },
  server: {
    proxy: {
      '/apis': `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
      '/sendmail.php': `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
    },
  },
});
