import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Not vite.config.ts: tests need no precompression and no dev proxy.
export default defineConfig({
  base: '/pc/dataPage/',
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    setupFiles: ['./test/setup.ts'],
  },
});
