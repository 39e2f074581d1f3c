import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/** A stored file read as a stream (its bytes flow through, never all in memory), with its size when known. */
export interface StoredStream {
  stream: Readable;
  bytes: number | null;
}

/** Where uploaded files live. Local disk in DATA_DIR/uploads; an S3-compatible store can implement the same. */
export interface FileStore {
  put(name: string, data: Buffer): Promise<void>;
  /** Stores the file at `path` (left where it is), read as a stream: for files too large to hold in memory. */
  putFile(name: string, path: string): Promise<void>;
  get(name: string): Promise<Buffer | null>;
  /** The file as a stream (the caller reads it to its end or destroys it); null when there is none. */
  getStream(name: string): Promise<StoredStream | null>;
  remove(name: string): Promise<void>;
}

/** Server-made names only: a uuid and an extension, so no path can escape the folder. */
export const SAFE_NAME = /^[0-9a-f-]{36}\.(webp|pdf|zip)$/;

export function createLocalStore(root: string): FileStore {
  const dir = join(root, 'uploads');
  const path = (name: string) => {
    if (!SAFE_NAME.test(name)) throw new Error(`unsafe file name ${name}`);
    return join(dir, name);
  };
  return {
    async put(name, data) {
      await mkdir(dir, { recursive: true });
      await writeFile(path(name), data);
    },
    async putFile(name, source) {
      const target = path(name);
      await mkdir(dir, { recursive: true });
      // Copied beside its name, then renamed: a reader never sees half a file (the copy is the kernel's, not in memory).
      const partial = join(dir, `.${randomUUID()}.partial`);
      try {
        await copyFile(source, partial);
        await rename(partial, target);
      } finally {
        await rm(partial, { force: true });
      }
    },
    async get(name) {
      if (!SAFE_NAME.test(name)) return null;
      try {
        return await readFile(path(name));
      } catch {
        return null;
      }
    },
    async getStream(name) {
      if (!SAFE_NAME.test(name)) return null;
      const handle = await open(path(name), 'r').catch(() => null);
      if (!handle) return null;
      try {
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), bytes: size };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },
    async remove(name) {
      await rm(path(name), { force: true });
    },
  };
}
