import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The store whose API the widgets call: `npm start` in the repository serves one on port 4173. */
const store = process.env.STORE_URL ?? 'http://127.0.0.1:4173';
// The widgets call /api on the page's own origin and show the store's images from /img. The Host header
// stays the app's (changeOrigin: false), as a reverse proxy keeps it: the store refuses a write whose
// Origin is not its own host.
const route = { target: store, changeOrigin: false };
const proxy = { '/api': route, '/img': route };

export default defineConfig({
  plugins: [react()],
  // jet-widgets is linked (file:../..), so its `import 'react'` would otherwise find the repository's copy
  // while the app finds its own: one React for both.
  resolve: { dedupe: ['react', 'react-dom'] },
  server: { proxy },
  preview: { proxy },
});
