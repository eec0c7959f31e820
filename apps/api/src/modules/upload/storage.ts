// Where uploaded bytes live (design §6 "uploads"): behind this interface, never in a web root.
// The default keeps them on disk under <DATA_DIR>/uploads; with DATA_DIR=:memory: (tests,
// throwaway demos, whose database is in memory too) they stay in memory and go with the process.
// An S3-compatible store plugs in by implementing UploadStorage (put = PutObject, get =
// GetObject's body stream, delete = DeleteObject) and passing it as buildApp's `uploadStorage`.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { Config } from '../../config.js';
import { IN_MEMORY } from '../../config.js';

export interface UploadStorage {
  /** Stores the bytes under `key` (a fresh random key: never one already in use). */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes of `key` as a stream; undefined when the store has no such key. */
  get(key: string): Promise<Readable | undefined>;
  /** Removes `key`; removing a missing key is not an error (a retried cleanup). */
  delete(key: string): Promise<void>;
}

/** A storage key: random, so nothing of the member's (name, id) is in a path or an object name. */
export function newStorageKey(): string {
  return randomBytes(24).toString('base64url');
}

/** Keys are ours (newStorageKey); anything else never reaches the file system. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`not an upload storage key: ${key}`);
  return key;
}

/**
 * Files under `directory`, spread over subfolders by the key's first two characters. A file is
 * written under a temporary name and then linked to its own (which fails if the key is taken,
 * where a rename would replace it), so a reader never sees half of one.
 */
export function createDiskStorage(directory: string): UploadStorage {
  const pathOf = (key: string) => join(directory, checkedKey(key).slice(0, 2), key);
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(join(path, '..'), { recursive: true });
      const partial = `${path}.partial`;
      await writeFile(partial, bytes, { flag: 'wx', mode: 0o600 });
      try {
        await link(partial, path);
      } finally {
        await rm(partial, { force: true });
      }
    },
    async get(key) {
      const stream = createReadStream(pathOf(key));
      // Opening fails asynchronously: wait for it, so a missing file is undefined, not a broken stream.
      return new Promise((resolve, reject) => {
        stream.once('open', () => resolve(stream));
        stream.once('error', (error: NodeJS.ErrnoException) =>
          error.code === 'ENOENT' ? resolve(undefined) : reject(error),
        );
      });
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** Bytes in a Map: for an in-memory database, whose rows vanish with the process too. */
export function createMemoryStorage(): UploadStorage & { readonly size: number } {
  const files = new Map<string, Uint8Array>();
  return {
    get size() {
      return files.size;
    },
    async put(key, bytes) {
      if (files.has(checkedKey(key))) throw new Error(`upload storage key already in use: ${key}`);
      files.set(key, Uint8Array.from(bytes));
    },
    async get(key) {
      const bytes = files.get(key);
      return bytes === undefined ? undefined : Readable.from([Buffer.from(bytes)]);
    },
    async delete(key) {
      files.delete(key);
    },
  };
}

/** The storage the configuration implies: memory with an in-memory DATA_DIR, disk otherwise. */
export function uploadStorageFor(config: Pick<Config, 'dataDir'>): UploadStorage {
  return config.dataDir === IN_MEMORY
    ? createMemoryStorage()
    : createDiskStorage(join(config.dataDir, 'uploads'));
}
