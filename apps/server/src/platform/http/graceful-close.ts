import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/*
 * A graceful stop (SIGTERM, app.close()) ends every connection that has no request in flight, and each
 * other one as soon as its last answer is out: a rolling restart takes seconds, not minutes.
 *
 * Node's server.close() (which Fastify calls after its preClose hooks) closes only the connections it
 * counts as idle: a keep-alive connection whose last answer has gone out. A connection that has not sent
 * its first request yet counts as active, so the close waits for it until Node's headersTimeout (60 s,
 * checked every 30 s) cuts it: about 70 s. Node's fetch (undici) leaves just such a connection behind
 * when a request is aborted while its answer is read (a live topic's stream left by its client), and
 * browsers open spare ones ahead of need. A connection an answer goes out on at close, once that answer
 * ends (a stream ended by the shutdown, a slow request finished), would also be kept until its client's
 * next request or the keep-alive timeout (72 s).
 *
 * So from the close on: a connection with no request in flight is ended once it has been quiet for
 * `quietMs` (a request on its way in the moment the close began still comes in and is answered, with
 * Connection: close), and an answer in flight ends its connection when it is out. No request in flight
 * is cut short.
 */

export interface GracefulCloseSettings {
  /** How long a connection with nothing in flight may stay quiet once the close began. */
  quietMs?: number;
}

const QUIET_MS = 1_000;

interface Connection {
  /** Answers not out yet (requests may be pipelined). */
  inFlight: Set<ServerResponse>;
  /** When it last had nothing in flight: accepted, or its last answer out (performance.now()). */
  quietSince: number;
  timer?: NodeJS.Timeout;
}

export function registerGracefulClose(app: FastifyInstance, settings: GracefulCloseSettings = {}) {
  const quietMs = settings.quietMs ?? QUIET_MS;
  const connections = new Map<Socket, Connection>();
  let closing = false;

  /** Ends the connection once it has been quiet for quietMs, unless a request comes in meanwhile. */
  const endWhenQuiet = (socket: Socket, connection: Connection) => {
    if (connection.inFlight.size > 0 || socket.destroyed) return;
    clearTimeout(connection.timer);
    const left = connection.quietSince + quietMs - performance.now();
    if (left <= 0) {
      // What was written (the last answer) goes out first.
      socket.destroySoon();
      return;
    }
    connection.timer = setTimeout(() => endWhenQuiet(socket, connection), left);
    connection.timer.unref();
  };

  app.server.on('connection', (socket: Socket) => {
    const connection: Connection = { inFlight: new Set(), quietSince: performance.now() };
    connections.set(socket, connection);
    socket.once('close', () => {
      clearTimeout(connection.timer);
      connections.delete(socket);
    });
    if (closing) endWhenQuiet(socket, connection);
  });

  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    const connection = connections.get(socket);
    if (!connection) return;
    clearTimeout(connection.timer);
    connection.inFlight.add(response);
    response.once('close', () => {
      connection.inFlight.delete(response);
      if (connection.inFlight.size > 0) return;
      connection.quietSince = performance.now();
      // The answer is out: the connection is not kept for another request.
      if (closing) endWhenQuiet(socket, connection);
    });
  });

  app.addHook('preClose', async () => {
    closing = true;
    for (const [socket, connection] of connections) {
      // Answers still to be sent say the connection ends with them.
      for (const response of connection.inFlight) if (!response.headersSent) response.setHeader('connection', 'close');
      endWhenQuiet(socket, connection);
    }
  });
}
