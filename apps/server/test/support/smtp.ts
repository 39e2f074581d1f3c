import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives; it can be stopped and started again on its port. */
export async function startSmtpServer(onPort = 0) {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const create = () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => {
          raw += chunk;
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw });
          callback();
        });
      },
    });
    // A client cut off mid-mail (an app killed outright) is reported as an 'error' event, which unhandled would end the process.
    server.on('error', () => undefined);
    server.server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    return server;
  };
  let server = create();
  const listen = (port: number) => new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  await listen(onPort);
  const port = (server.server.address() as AddressInfo).port;
  let running = true;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    /** The 6-digit code of the newest mail to `email`. */
    lastCode(email: string): string {
      const mail = received.filter((m) => m.to.includes(email.toLowerCase())).at(-1);
      const code = mail?.raw.match(/code to [^:]+: (\d{6})/)?.[1];
      if (!code) throw new Error(`no code mailed to ${email}`);
      return code;
    },
    count(email: string) {
      return received.filter((m) => m.to.includes(email.toLowerCase())).length;
    },
    /** Stops at once, as a crashed server would: open connections are cut, new ones refused. */
    async stop() {
      if (!running) return;
      running = false;
      const closed = new Promise<void>((resolve) => server.server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    /** Listens again on the same port. */
    async restart() {
      if (running) return;
      server = create();
      await listen(port);
      running = true;
    },
    async close() {
      if (!running) return;
      running = false;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type TestSmtp = Awaited<ReturnType<typeof startSmtpServer>>;
