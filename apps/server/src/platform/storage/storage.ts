import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where uploaded files live. Local disk in DATA_DIR/uploads; an S3-compatible store can implement the same. */
export interface FileStore {
  put(name: string, data: Buffer): Promise<void>;
  get(name: string): Promise<Buffer | null>;
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
    async get(name) {
      if (!SAFE_NAME.test(name)) return null;
      try {
        return await readFile(path(name));
      } catch {
        return null;
      }
    },
    async remove(name) {
      await rm(path(name), { force: true });
    },
  };
}
