import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Not vite.config.ts: tests need neither the route generator (routeTree.gen.ts is committed)
// nor precompression.
export default defineConfig({
  base: '/pc/',
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    setupFiles: ['./test/setup.ts'],
    // React schedules passive effects of its last commits (also in antd's own toast roots, which
    // Testing Library never unmounts) through the scheduler's setImmediate. On a loaded machine
    // that task can run after happy-dom has been torn down at the end of a file — after every
    // test of the file has finished — and fail on `window.event`. Only that exact error, raised
    // inside React's scheduler, is ignored; anything else still fails the run.
    onUnhandledError(error) {
      const stack = error.stack ?? '';
      const afterTeardown =
        error.name === 'ReferenceError' &&
        error.message === 'window is not defined' &&
        stack.includes('react-dom') &&
        stack.includes('performWorkUntilDeadline');
      return !afterTeardown;
    },
  },
});
