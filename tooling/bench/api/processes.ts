// Child processes of the benchmark: servers it starts and waits for, and stops when done.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { packageDir } from '../lib/workspace.mjs';

/** The API's package folder: its servers and the seed run from source there, as `pnpm dev` does. */
export const apiRoot = packageDir('@qyfw/api');
const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Runs a TypeScript entry with tsx; its output goes to ours, prefixed, so failures are visible. */
export function runTs(
  entry: string,
  args: readonly string[],
  env: Record<string, string>,
  label: string,
  cwd: string = apiRoot,
): ChildProcess {
  const child = spawn(tsx, [entry, ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const relay = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n'))
      if (line.trim()) process.stderr.write(`  [${label}] ${line}\n`);
  };
  child.stdout?.on('data', relay);
  child.stderr?.on('data', relay);
  return child;
}

export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Polls `probe` until it is true; fails after `timeoutMs` or when the child dies first. */
export async function waitUntil(
  child: ChildProcess,
  probe: () => Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`process exited with ${child.exitCode} before it was ready`);
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not ready after ${timeoutMs} ms`);
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await exited(child);
}
