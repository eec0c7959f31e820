// The unit-test set-up of a React package (ui, app-kit): happy-dom and the package's setup file.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export function reactTestConfig() {
  return defineConfig({
    plugins: [react()],
    test: { environment: 'happy-dom', setupFiles: ['./vitest.setup.ts'] },
  });
}
