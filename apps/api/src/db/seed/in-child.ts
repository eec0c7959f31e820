// Seeds the demo content in a child process (`seed`'s command line, run with this process's Node
// and loader flags) and waits for it to exit. The first start seeds an empty database this way
// rather than in the server's own process: seeding grows PGlite's WASM memory and V8's heap to
// high-water marks a process never returns (measured: ≈ 650 MB RSS after a first start that
// seeded in-process, ≈ 500 MB after one that did not), so the server would carry the seed's
// peak for its whole life.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The seed's entry beside this module: the source under tsx, dist/seed.js in the build. */
function seedEntry(): string {
  // In the bundle every module is dist/server.js, so this URL names dist/ and seed.js sits there.
  const source = import.meta.url.endsWith('.ts');
  return fileURLToPath(new URL(source ? './cli.ts' : './seed.js', import.meta.url));
}

export async function seedInChildProcess(): Promise<void> {
  // The child inherits this process's environment, so it reads the same configuration.
  const child = spawn(process.execPath, [...process.execArgv, seedEntry()], {
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`演示数据写入进程以代码 ${String(code)} 退出`);
}
