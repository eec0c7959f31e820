// The disk storage (the default outside tests) and the choice between disk and memory.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createDiskStorage,
  createMemoryStorage,
  newStorageKey,
  uploadStorageFor,
} from './storage.js';

const directories: string[] = [];
async function freshDirectory(): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'qyfw-uploads-'));
  directories.push(directory);
  return directory;
}
afterEach(async () => {
  for (const directory of directories.splice(0))
    await rm(directory, { recursive: true, force: true });
});

describe('disk storage', () => {
  it('keeps, streams and removes bytes, and a missing key reads as undefined', async () => {
    const directory = await freshDirectory();
    const storage = createDiskStorage(directory);
    const key = newStorageKey();
    await storage.put(key, Buffer.from('营业执照'));
    expect(await text((await storage.get(key))!)).toBe('营业执照');
    // No half-written file is left beside it.
    const [folder] = await readdir(directory);
    expect(await readdir(join(directory, folder!))).toEqual([key]);
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses a key that is not one of its own (no path reaches the file system)', async () => {
    const storage = createDiskStorage(await freshDirectory());
    await expect(storage.put('../../etc/passwd', Buffer.from('x'))).rejects.toThrow(/storage key/);
    await expect(storage.get('../secret')).rejects.toThrow(/storage key/);
  });

  it('never overwrites a stored key (disk and memory alike)', async () => {
    for (const storage of [createDiskStorage(await freshDirectory()), createMemoryStorage()]) {
      const key = newStorageKey();
      await storage.put(key, Buffer.from('first'));
      await expect(storage.put(key, Buffer.from('second'))).rejects.toThrow();
      expect(await text((await storage.get(key))!)).toBe('first');
    }
  });
});

describe('uploadStorageFor', () => {
  it('keeps uploads in memory with an in-memory DATA_DIR, on disk under DATA_DIR/uploads otherwise', async () => {
    const memory = uploadStorageFor({ dataDir: ':memory:' });
    expect(memory).toHaveProperty('size', 0);
    const directory = await freshDirectory();
    const disk = uploadStorageFor({ dataDir: directory });
    const key = newStorageKey();
    await disk.put(key, Buffer.from('x'));
    expect(await readdir(join(directory, 'uploads'))).toEqual([key.slice(0, 2)]);
    expect(createMemoryStorage().size).toBe(0);
  });
});
