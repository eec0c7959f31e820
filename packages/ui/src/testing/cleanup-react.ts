import { cleanup } from '@testing-library/react';

/**
 * Testing Library's cleanup, then a few macrotask turns so React's scheduler runs the work it
 * queued for that last commit (passive effects after unmounting) while the emulated DOM still
 * exists. Otherwise that work can run after the environment is torn down at the end of a file
 * and fail with "window is not defined" — seen only on a loaded CI machine.
 */
export async function cleanupReact(): Promise<void> {
  cleanup();
  for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}
