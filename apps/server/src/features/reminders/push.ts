import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { messages } from '@iyl/core/catalog/messages';
import { PUSH_SUBSCRIPTIONS_MAX } from '@iyl/core/reminders/constants';
import ipaddr from 'ipaddr.js';
import webpush from 'web-push';
import type { Db } from '../../platform/db/database.ts';
import { withDeadline } from '../../platform/deadline.ts';
import { AppError } from '../../platform/http/errors.ts';
import { keptKey } from './kept-key.ts';
import { createRemindersRepository } from './repository.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a push attempt came to: delivered, gone (the service forgot the subscription: delete it), or failed. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export const makeVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();

const PUSH_TIMEOUT_MS = 10_000;

/** Global unicast IPv6 (RFC 4291): everything else is reserved, and ::/8 holds forms that embed an IPv4 address. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * An address as the system connects to it: IPv4 in dotted decimal, IPv6 as the URL standard writes it
 * (hexadecimal, compressed). ipaddr.js reads a written-out IPv4-compatible address (::127.0.0.1) as
 * IPv4-mapped, which it is not; the hexadecimal form leaves it no doubt. Undefined for anything else.
 */
function canonicalAddress(address: string): string | undefined {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 4) return bare;
  if (family !== 6) return undefined;
  try {
    return new URL(`http://[${bare}]/`).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return undefined;
  }
}

/**
 * Whether an IP address is a public unicast one. ipaddr.js classifies the ranges (loopback, private,
 * link-local, carrier-grade NAT, unique-local, unspecified, multicast, reserved, 6to4, Teredo, NAT64 …);
 * an IPv4-mapped IPv6 address (::ffff:a.b.c.d) is read as the IPv4 address it carries. An IPv6 address
 * must also be global unicast (2000::/3): that leaves out the IPv4-compatible form (::a.b.c.d, ::/96,
 * which ipaddr.js calls unicast) and anything else under ::/8. The other forms that embed an IPv4
 * address (NAT64 64:ff9b::/96 and 64:ff9b:1::/48, 6to4 2002::/16, Teredo 2001::/32) are refused
 * whatever they carry: no push service is reached through them. Anything unparsable is not public.
 */
export function isPublicAddress(address: string): boolean {
  const bare = canonicalAddress(address);
  if (!bare || !ipaddr.isValid(bare)) return false;
  const parsed = ipaddr.process(bare);
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
}

/**
 * Whether a URL's port may be used: the default only (none written, or 443 for https), so a stored
 * endpoint cannot reach another service of a public host (SSH on :22, a database …). A local push
 * service listens where it likes, with PUSH_ALLOW_PRIVATE only.
 */
const defaultPort = (url: URL, allowPrivate: boolean) => allowPrivate || url.port === '';

/** A URL's host without the brackets of an IPv6 literal, and whether it is an address literal. */
function hostOf(url: URL) {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return { host, literal: isIP(host) !== 0 };
}

/**
 * Whether a browser's endpoint may be kept, judged from the URL alone: https on its default port, no
 * credentials, and not an address or name of this machine or its networks. (A name is resolved, and its addresses checked,
 * each time a push goes out: what it resolves to may change after it was kept.)
 */
export function acceptableEndpoint(endpoint: string, allowPrivate: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowPrivate) return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:' || !defaultPort(url, allowPrivate)) return false;
  const { host, literal } = hostOf(url);
  if (literal) return isPublicAddress(host);
  const name = host.toLowerCase().replace(/\.+$/, '');
  return name.includes('.') && name !== 'localhost' && !name.endsWith('.localhost') && !name.endsWith('.local') && !name.endsWith('.internal');
}

/** Every address a name has, as the system resolves it (dns.lookup, so /etc/hosts too). */
type Resolve = (host: string) => Promise<{ address: string; family: number }[]>;
const systemResolve: Resolve = (host) => lookup(host, { all: true, verbatim: true });

/**
 * Where to connect for an endpoint: the one address that was checked. A name is resolved here (every
 * address it has must be public: one inside is enough to refuse), and the request then connects to
 * that address and no other, so a name cannot answer differently between the check and the connection.
 */
async function checkedAddress(url: URL, allowPrivate: boolean, resolve: Resolve, signal: AbortSignal): Promise<{ address: string; family: number } | undefined> {
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return undefined;
  if (!defaultPort(url, allowPrivate)) return undefined;
  const { host, literal } = hostOf(url);
  if (literal) return allowPrivate || isPublicAddress(host) ? { address: host, family: isIP(host) } : undefined;
  // dns.lookup has no time limit of its own: a resolver that does not answer must not hold the sweep.
  const found = await withDeadline(resolve(host), PUSH_TIMEOUT_MS, signal);
  if (found.length === 0) return undefined;
  if (!allowPrivate && found.some((a) => !isPublicAddress(a.address))) return undefined;
  return found[0];
}

/** A request's status, its body left unread (nothing of what answered goes anywhere but this number). */
function send(url: URL, pinned: { address: string; family: number }, init: { method: string; headers: Record<string, string>; body?: Buffer }, signal: AbortSignal) {
  // Node skips `lookup` for an address literal; a name is answered with the checked address only.
  const pin: LookupFunction = (_hostname, options, callback) => {
    if (options.all) (callback as (err: null, addresses: { address: string; family: number }[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<number>((resolve, reject) => {
    const req = request(
      url,
      {
        method: init.method,
        headers: { ...init.headers, 'content-length': String(init.body?.length ?? 0) },
        lookup: pin,
        agent: false,
        timeout: PUSH_TIMEOUT_MS,
        signal: AbortSignal.any([AbortSignal.timeout(PUSH_TIMEOUT_MS), signal]),
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('timeout', () => req.destroy(new Error('push timed out')));
    req.on('error', reject);
    req.end(init.body);
  });
}

/**
 * Web Push: `web-push` encrypts the payload and signs the request with the server's VAPID keys
 * (generateRequestDetails); the request goes out over node:https to the address checked for it (a
 * public one, on the default port; plain http, other ports and private addresses only with
 * PUSH_ALLOW_PRIVATE, for a local push service). `resolve` finds a name's addresses (dns.lookup).
 * Redirects are not followed. The outcome is one of three words: nothing the endpoint answered is kept.
 * Aborting `signal` ends the attempt at once ('failed').
 */
export function createPusher(keys: () => Promise<VapidKeys>, subject: string, options: { allowPrivate: boolean; resolve?: Resolve }) {
  const resolveName = options.resolve ?? systemResolve;
  return async function push(
    target: PushTarget,
    payload: { title: string; body: string; url: string; tag: string },
    signal: AbortSignal = new AbortController().signal,
  ): Promise<PushOutcome> {
    try {
      const url = new URL(target.endpoint);
      const address = await checkedAddress(url, options.allowPrivate, resolveName, signal);
      if (!address) return 'failed';
      const { publicKey, privateKey } = await keys();
      const request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
        vapidDetails: { subject, publicKey, privateKey },
        TTL: 6 * 3600,
        urgency: 'normal',
        topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
      });
      const status = await send(url, address, { method: request.method, headers: request.headers as Record<string, string>, body: request.body ?? undefined }, signal);
      if (status === 404 || status === 410) return 'gone';
      return status >= 200 && status < 300 ? 'sent' : 'failed';
    } catch {
      return 'failed';
    }
  };
}
export type Pusher = ReturnType<typeof createPusher>;

/**
 * The customers' browsers that take reminders by Web Push, and the server's VAPID keys (kept in the
 * database) that sign the pushes.
 */
export function createPushDevices(deps: {
  db: Db;
  mailFrom: string;
  /**
   * Push endpoints over plain http or at private addresses (a local push service): only with the
   * explicit PUSH_ALLOW_PRIVATE setting, which production refuses.
   */
  allowPrivatePush: boolean;
  /** Push, replaceable in tests; by default web-push with the kept VAPID keys. */
  push?: Pusher;
}) {
  const { db } = deps;
  const repo = createRemindersRepository(db);
  const vapidKeys = keptKey(db, 'vapid', () => ({ ...makeVapidKeys() }), (v): VapidKeys => ({ publicKey: String(v.publicKey), privateKey: String(v.privateKey) }));
  const mailto = deps.mailFrom.match(/<([^>]+)>/)?.[1] ?? deps.mailFrom;

  return {
    push: deps.push ?? createPusher(vapidKeys, `mailto:${mailto}`, { allowPrivate: deps.allowPrivatePush }),

    /** Makes (or reads) the kept VAPID keys. */
    ensureKey: () => vapidKeys(),

    async publicKey() {
      return (await vapidKeys()).publicKey;
    },

    /**
     * Keeps a browser's subscription: an https endpoint that names no address inside (checked again,
     * after resolving, each time a push goes out), at most PUSH_SUBSCRIPTIONS_MAX per customer (the same
     * endpoint again only renews its keys). A shared browser's subscription that another customer saved
     * with the same secret moves to this customer (see the repository's savePush).
     */
    async subscribePush(userId: string, subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) {
      if (!acceptableEndpoint(subscription.endpoint, deps.allowPrivatePush)) throw new AppError(400, 'VALIDATION', messages.pushBadSubscription);
      await db.transaction(async (tx) => {
        const txRepo = createRemindersRepository(tx);
        await txRepo.lockCounts(userId);
        if (!(await txRepo.hasPush(userId, subscription.endpoint)) && (await txRepo.countPush(userId)) >= PUSH_SUBSCRIPTIONS_MAX) {
          throw new AppError(409, 'CONFLICT', messages.pushTooMany);
        }
        await txRepo.savePush(userId, subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth);
      });
    },

    async unsubscribePush(userId: string, endpoint: string) {
      await repo.deletePush(userId, endpoint);
    },
  };
}
