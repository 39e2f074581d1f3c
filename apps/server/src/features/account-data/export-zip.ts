import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';

export interface ZipEntryOptions {
  /** Deflated (text, JSON); false for what is compressed already (PDFs, pictures, .docx), stored as it is. */
  compress: boolean;
  /** The entry's size when known: checked against the bytes read. */
  size?: number | null;
}

/**
 * A .zip written to the file at `path` as it is made (yazl: deflated by zlib off the event loop). The
 * caller adds entries one after the other, awaiting each: an entry's bytes are read while it is written
 * and not before, so only a chunk or two of the export is ever in memory, whatever it holds.
 */
export function zipToFile(path: string) {
  const zip = new ZipFile();
  let fail: (err: unknown) => void = () => undefined;
  const failed = new Promise<never>((_resolve, reject) => {
    fail = reject;
  });
  failed.catch(() => undefined);
  zip.on('error', (err) => fail(err));
  const output = zip.outputStream as unknown as Readable;
  const written = pipeline(output, createWriteStream(path));
  written.catch((err) => fail(err));

  return {
    /** Adds an entry and resolves once its bytes have all been read into the zip (or rejects as it fails). */
    add(name: string, content: Readable | Buffer | string, options: ZipEntryOptions): Promise<void> {
      const stream = typeof content === 'string' ? Readable.from([Buffer.from(content)]) : Buffer.isBuffer(content) ? Readable.from([content]) : content;
      // Read to its end, or failed (an error, or closed before its end): then the whole zip has failed.
      const read = finished(stream, { writable: false }).catch((err) => {
        fail(err);
        throw err;
      });
      zip.addReadStreamLazy(name, { compress: options.compress, ...(options.size != null ? { size: options.size } : {}) }, (give) => give(null, stream));
      return Promise.race([read, failed]).catch((err) => {
        stream.destroy();
        throw err;
      });
    },
    /** Writes the zip's directory and waits until the whole file is on disk. */
    async end() {
      zip.end();
      await Promise.race([written, failed]);
    },
    /** Stops writing (after a failure): the file is closed, for the caller to remove. */
    async destroy() {
      output.destroy();
      await written.catch(() => undefined);
    },
  };
}
export type ZipWriter = ReturnType<typeof zipToFile>;
