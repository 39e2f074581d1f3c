import { connect, type Socket } from 'node:net';
import nodemailer from 'nodemailer';
import { DeadlineError, withDeadline } from '../deadline.ts';
import { AppError } from '../http/errors.ts';
import { messages } from '@iyl/core/catalog/messages';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** A calendar invite (text/calendar), e.g. METHOD:REQUEST or METHOD:CANCEL; nodemailer adds it as an alternative and an attachment. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}

export interface OutboxEntry extends MailMessage {
  id: number;
  sentAt: Date;
}

/** Whether mail is going out: 'ok' after a send or check that worked, 'failing' after one that did not. */
export interface MailHealth {
  state: 'ok' | 'failing' | 'unknown';
  /** When the state began (ISO). */
  since?: string;
}

export interface Mailer {
  /** Sends one message, or rejects (MAIL_FAILED) within the send deadline: it never waits longer. */
  send(message: MailMessage): Promise<void>;
  /**
   * On shutdown: no new sends; the pool closes its idle connections and fails the messages still
   * queued in it. A message already on a connection is not cut off: its send ends by the send deadline.
   */
  close?(): void;
  /** Present only in development without SMTP_URL: the messages that were "sent". */
  outbox?: OutboxEntry[];
  health(): MailHealth;
  /**
   * Can mail go out now? While the last send failed (or none was tried), asks the SMTP server, one
   * check at a time and at most once per interval, within the deadline, so a server that came back is
   * seen without waiting for a send. It may take that long: a readiness probe starts it and answers
   * with health() at once.
   */
  check(): Promise<MailHealth>;
}

interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

const OUTBOX_SIZE = 100;
/** The longest one send may take, connection and queueing in the pool included. */
export const SEND_DEADLINE_MS = 15_000;
/** While failing, the SMTP server is asked again at most this often by check(). */
const RECHECK_MS = 10_000;
/**
 * After a send ran out of time, sends fail at once for this long instead of each waiting out the
 * deadline (a thousand reminders due in one minute would otherwise wait 15 s a batch); then one is
 * tried again.
 */
const PAUSE_AFTER_TIMEOUT_MS = 30_000;

type SocketCallback = (err: Error | null, socket?: { connection: Socket }) => void;

/** How long a connection may take to open when the transport options do not say (SMTP_URL's ?connectionTimeout=). */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * Connections with Nagle's algorithm off: an SMTP client writes small commands back to back, and
 * with it on each message waited for the server's delayed ACK (40 ms; measured: 3,000 messages over
 * 5 connections to a local server took 29 s, and 2.6 s with this).
 *
 * A socket that cannot connect is not reported as an error here: nodemailer's pool does not release
 * a pool slot whose getSocket failed (the slot stays busy for good, and after five failures every
 * later message waited for ever — issue 26). Instead nodemailer is told to connect by itself, which
 * fails the same way through its own error path, and that path frees the slot.
 *
 * nodemailer's connectionTimeout starts only once it has a socket, so the connection opened here has
 * a time limit of its own (the same value): a host behind a firewall that drops the packets would
 * otherwise hold the attempt, and its pool slot, for the system's TCP timeout (minutes). After it,
 * nodemailer's own attempt fails within its connectionTimeout.
 */
export function noDelaySocket(options: { host?: string; port?: number; connectionTimeout?: number }, callback: SocketCallback) {
  const socket = connect({ host: options.host ?? 'localhost', port: options.port ?? 587 });
  socket.setNoDelay(true);
  let done = false;
  /** The first of connecting, an error and the time limit decides (true); the others find it decided. */
  const settle = () => {
    if (done) return false;
    done = true;
    clearTimeout(timer);
    return true;
  };
  const failed = () => {
    if (!settle()) return;
    socket.destroy();
    callback(null);
  };
  const timer = setTimeout(failed, options.connectionTimeout ?? CONNECT_TIMEOUT_MS);
  timer.unref();
  socket.once('error', failed);
  socket.once('connect', () => {
    if (!settle()) return;
    socket.removeListener('error', failed);
    callback(null, { connection: socket });
  });
}

/**
 * nodemailer's options from SMTP_URL (smtp:// or smtps://, user and password, and any transport
 * option as a query parameter, e.g. ?maxConnections=10 or ?tls.rejectUnauthorized=false) over our
 * defaults: a pool of kept connections, so reminders due in the same minute go out over a few
 * connections, time limits, and sockets without Nagle's delay.
 */
export function transportOptions(smtpUrl: string): Record<string, unknown> {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const options: Record<string, unknown> = {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    pool: true,
    maxConnections: 5,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    getSocket: noDelaySocket,
  };
  if (url.username) options.auth = { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) };
  for (const [key, raw] of url.searchParams) {
    const value = raw === 'true' ? true : raw === 'false' ? false : /^\d+$/.test(raw) ? Number(raw) : raw;
    const [outer, inner] = key.split('.', 2);
    if (!outer) continue;
    if (inner) options[outer] = { ...(options[outer] as object), [inner]: value };
    else options[outer] = value;
  }
  return options;
}

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  log: Logger;
  print?: (text: string) => void;
  /** The send deadline (tests shorten it). */
  deadlineMs?: number;
  clock?: () => Date;
}): Mailer {
  const clock = options.clock ?? (() => new Date());
  if (!options.smtpUrl) {
    const outbox: OutboxEntry[] = [];
    let next = 1;
    const print = options.print ?? ((text: string) => process.stdout.write(text));
    const health: MailHealth = { state: 'ok' };
    return {
      outbox,
      async send(message) {
        outbox.unshift({ ...message, id: next++, sentAt: clock() });
        outbox.length = Math.min(outbox.length, OUTBOX_SIZE);
        // Development outbox: the newcomer reads their code here or on the outbox page (its secret address is in the start-up line).
        print(`\n--- dev outbox: mail to ${message.to} ---\nSubject: ${message.subject}\n\n${message.text}\n--- end of mail (also on the development outbox page named in the start-up line) ---\n\n`);
      },
      health: () => health,
      check: async () => health,
    };
  }
  const smtpUrl = options.smtpUrl;
  const deadlineMs = options.deadlineMs ?? SEND_DEADLINE_MS;
  let transport = nodemailer.createTransport(transportOptions(smtpUrl));
  let closed = false;
  let health: MailHealth = { state: 'unknown' };
  let lastCheck = 0;
  let checking: Promise<MailHealth> | undefined;
  let pausedUntil = 0;
  const become = (state: MailHealth['state']) => {
    if (health.state !== state) health = { state, since: clock().toISOString() };
  };
  /**
   * A send that ran out of time may have left the pool's connections in any state: sends go to a new
   * pool from now on, and the old one is closed (its idle connections end and the messages still
   * queued in it fail; one still on a connection ends by its own timeouts).
   */
  const renew = () => {
    const old = transport;
    transport = nodemailer.createTransport(transportOptions(smtpUrl));
    old.close();
  };

  return {
    close() {
      closed = true;
      transport.close();
    },
    async send(message) {
      if (closed) throw new AppError(502, 'MAIL_FAILED', messages.mailFailed);
      if (clock().getTime() < pausedUntil) {
        throw new AppError(502, 'MAIL_FAILED', messages.mailFailed, { cause: new Error('the SMTP server did not answer a moment ago') });
      }
      try {
        await withDeadline(transport.sendMail({ from: options.from, ...message }), deadlineMs);
        become('ok');
        options.log.info({ to: message.to, subject: message.subject }, 'mail sent');
      } catch (err) {
        become('failing');
        if (err instanceof DeadlineError && !closed) {
          pausedUntil = clock().getTime() + PAUSE_AFTER_TIMEOUT_MS;
          renew();
        }
        // The error itself, so the log shows its message and code ("connect ECONNREFUSED …" ESOCKET, EAUTH …).
        options.log.error({ err, subject: message.subject }, 'mail send failed');
        throw new AppError(502, 'MAIL_FAILED', messages.mailFailed, { cause: err });
      }
    },
    health: () => health,
    check() {
      if (checking) return checking;
      const now = clock().getTime();
      if (health.state === 'ok' || closed || now - lastCheck < RECHECK_MS) return Promise.resolve(health);
      lastCheck = now;
      checking = (async () => {
        // A connection of its own (not the pool's): the check must not take a slot a message needs.
        const probe = nodemailer.createTransport({ ...transportOptions(smtpUrl), pool: false });
        try {
          await withDeadline(probe.verify(), deadlineMs);
          become('ok');
          pausedUntil = 0;
        } catch {
          become('failing');
        } finally {
          probe.close();
          checking = undefined;
        }
        return health;
      })();
      return checking;
    },
  };
}
