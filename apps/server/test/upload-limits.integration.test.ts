// Every declared upload (a profile photo, a course cover, a topic picture, a knowledge PDF), sent 20 MB
// past its limit over a real socket: the server answers 413 in the catalogue's words once the file
// passes its limit, and reads no more of it (counted by the bytes its socket read), rather than reading
// the whole upload to throw it away.
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { messages } from '@iyl/core/catalog/messages';
import { KNOWLEDGE_MAX_BYTES } from '@iyl/core/coach-chat/constants';
import { PHOTO_MAX_BYTES } from '@iyl/core/profile/constants';
import { describe, expect, it } from 'vitest';
import { multipartBody } from './support/app.ts';
import { testDatabases } from './support/databases.ts';
import { declaredEndpoints, exampleCall, ownerOf, suiteWorld } from './support/endpoints.ts';

/** How far past its limit each upload is sent. */
const EXTRA = 20 * 1024 * 1024;
/** What a server may read past the limit before it notices: a socket read or two, and the form's other parts. */
const SLACK = 512 * 1024;

interface Answer {
  status: number;
  body: string;
  /** Bytes of the request the client had handed to its socket when the answer came. */
  sent: number;
}

/**
 * Sends `payload` as a browser would (headers, then the body as fast as the connection takes it) and
 * stops sending once the answer comes, as a browser does when the server answers early.
 */
function sendUpload(port: number, head: string, payload: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let received = Buffer.alloc(0);
    let sent = 0;
    let answered = false;
    const settle = () => {
      const text = received.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return reject(new Error(`no answer (${received.length} bytes)`));
      const length = Number(/content-length: (\d+)/i.exec(text.slice(0, end))?.[1] ?? 0);
      if (received.length < end + 4 + length) return;
      answered = true;
      resolve({ status: Number(text.slice(9, 12)), body: received.subarray(end + 4, end + 4 + length).toString(), sent });
      socket.destroy();
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (!answered) settle();
    });
    // The server closing while the body is still being sent (a reset) ends the upload, not the test.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (!answered) settle();
      if (!answered) reject(new Error('the connection closed without a whole answer'));
    });
    // A chunk at a time, each once the last was taken, with the answer read between them: a client that
    // kept writing into a connection the server closes would meet the reset before the answer it was sent.
    const send = async () => {
      socket.write(head);
      const step = 64 * 1024;
      while (sent < payload.length && !answered && !socket.destroyed) {
        const chunk = payload.subarray(sent, sent + step);
        sent += chunk.length;
        await new Promise((taken) => socket.write(chunk, taken));
        await new Promise((next) => setImmediate(next));
      }
    };
    void send();
  });
}

describe.each(testDatabases())('uploads past their limit on $name', (testDb) => {
  const suite = suiteWorld(testDb);

  it("stop reading once the file passes its limit, and answer 413 in the catalogue's words", async () => {
    const { world } = suite;
    const uploads = declaredEndpoints().filter((op) => op.upload);
    expect(uploads.map((op) => op.operationId).sort()).toEqual(expect.arrayContaining(['CreateTopic', 'UploadCourseCover', 'UploadPdf', 'savephoto']));
    await world.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = world.app.server.address() as AddressInfo;
    // The server's side of each connection, to count what it read.
    const sockets: Socket[] = [];
    world.app.server.on('connection', (socket: Socket) => sockets.push(socket));
    const failures: string[] = [];
    for (const op of uploads) {
      const { owner } = ownerOf(world, op.access);
      const call = await exampleCall(world, op);
      const pdf = op.upload?.kind === 'pdf';
      const limit = pdf ? KNOWLEDGE_MAX_BYTES : PHOTO_MAX_BYTES;
      const parts = (call.upload ?? []).map((part) => (part.field === op.upload?.field ? { ...part, data: Buffer.concat([part.data, Buffer.alloc(limit + EXTRA)]) } : part));
      const { payload, contentType } = multipartBody(parts);
      const cookies = [...owner.client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const head = [
        `POST ${call.url} HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        `Content-Type: ${contentType}`,
        `Content-Length: ${payload.length}`,
        `Cookie: ${cookies}`,
        `X-CSRF-Token: ${owner.client.jar.get('iyl_csrf') ?? ''}`,
        '',
        '',
      ].join('\r\n');
      const before = sockets.length;
      const answer = await sendUpload(port, head, payload);
      const server = sockets[before];
      // What the server read of this request, once it has let the connection go.
      if (server && !server.destroyed) await new Promise((resolve) => server.once('close', resolve));
      const read = server?.bytesRead ?? Number.NaN;
      const where = `${op.operationId}: ${answer.status} after the server read ${(read / 1024 / 1024).toFixed(1)} MB of ${(payload.length / 1024 / 1024).toFixed(1)} MB`;
      if (answer.status !== 413) failures.push(`${where} ${answer.body.slice(0, 100)}`);
      else if (JSON.parse(answer.body).error?.message !== (pdf ? messages.pdfTooLarge : messages.photoTooLarge)) failures.push(`${where} ${answer.body.slice(0, 200)}`);
      if (!(read < limit + SLACK)) failures.push(`${where}: read past the limit of ${limit / 1024 / 1024} MB`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
