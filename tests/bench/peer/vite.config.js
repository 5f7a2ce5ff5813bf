import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The peer is built like the console: Vite, production mode, no source maps in the measured files.
export default defineConfig({
  plugins: [react()],
  build: { outDir: process.env.PEER_OUT_DIR || 'dist', emptyOutDir: true },
});
