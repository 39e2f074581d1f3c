import { createECDH, randomBytes } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptableEndpoint, createPusher, isPublicAddress, makeVapidKeys } from './push.ts';

const inside = [
  '0.0.0.0',
  '127.0.0.1',
  '10.0.0.1',
  '172.17.0.1',
  '192.168.1.1',
  '169.254.169.254',
  '100.100.100.200',
  '100.64.0.1',
  '255.255.255.255',
  '224.0.0.1',
  '::',
  '::1',
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '::ffff:10.0.0.1',
  '::ffff:169.254.169.254',
  'fd00::1',
  'fc00::1',
  'fe80::1',
  'ff02::1',
  '64:ff9b::7f00:1',
  '2002:7f00:1::1',
  '2001:db8::1',
  // IPv4-compatible (::/96), written out and in hexadecimal: ipaddr.js calls the second unicast.
  '::127.0.0.1',
  '::7f00:1',
  '::a00:1',
  '::8.8.8.8',
  '::808:808',
  // Other forms that embed an IPv4 address are refused whatever they carry: NAT64, 6to4, Teredo.
  '64:ff9b::808:808',
  '64:ff9b:1::808:808',
  '2002:808:808::1',
  '2001:0:4136:e378:8000:63bf:3fff:fdd2',
  // Outside global unicast (2000::/3).
  '4000::1',
  '::1:0:0:1',
  'localhost',
  'not an address',
];

describe('push endpoints', () => {
  it.each(inside)('%s is not a public address', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '142.250.185.78', '2001:4860:4860::8888', '2a03:2880:f12f:83:face:b00c::25de'])('%s is a public address', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('keeps https endpoints of push services; refuses http, credentials, addresses and names inside', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/x',
      'https://web.push.apple.com/QGx',
      'https://fcm.googleapis.com:443/fcm/send/abc',
      'https://[2001:4860:4860::8888]/x',
    ]) {
      expect(acceptableEndpoint(endpoint, false), endpoint).toBe(true);
    }
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://user:pass@fcm.googleapis.com/x',
      'https://0.0.0.0/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://localhost./x',
      'https://LOCALHOST/x',
      'https://printer.localhost/x',
      'https://metadata.google.internal/x',
      'https://[::]/x',
      'https://172.17.0.1/x',
      'https://100.100.100.200/x',
      'https://[fd00::1]/x',
      'https://[fe80::1]/x',
      'https://2130706433/x',
      'https://0x7f.1/x',
      'https://intranet/x',
      'https://[::127.0.0.1]/x',
      'https://[::7f00:1]/x',
      'https://[::8.8.8.8]/x',
      'https://[64:ff9b::7f00:1]/x',
      'https://[2002:7f00:1::1]/x',
      'https://fcm.googleapis.com:22/x',
      'https://fcm.googleapis.com:8443/x',
      'https://fcm.googleapis.com:80/x',
      'https://[2001:4860:4860::8888]:22/x',
      'https://8.8.8.8:6379/x',
      'ftp://fcm.googleapis.com/x',
      'not a url',
    ]) {
      expect(acceptableEndpoint(endpoint, false), endpoint).toBe(false);
    }
    // A local push service, with the explicit setting only.
    expect(acceptableEndpoint('http://127.0.0.1:4398/push/1', true)).toBe(true);
    expect(acceptableEndpoint('https://push.example.test:8443/push/1', true)).toBe(true);
    expect(acceptableEndpoint('http://127.0.0.1:4398/push/1', false)).toBe(false);
  });
});

describe('the pusher', () => {
  const keys = makeVapidKeys();
  const browserKey = createECDH('prime256v1');
  browserKey.generateKeys();
  const target = (endpoint: string) => ({ endpoint, p256dh: browserKey.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') });
  const payload = { title: 'Walk', body: 'Ten minutes', url: '/Routine', tag: 'reminder-1' };

  // Anything that connects to this machine is counted; nothing should.
  let connections = 0;
  const listener = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  // A push service on this machine answering with a status of our choosing.
  let status = 201;
  let received = 0;
  const service = createHttpServer((req, res) => {
    received++;
    req.resume();
    req.on('end', () => res.writeHead(status).end('internal details'));
  });
  let port = 0;
  let servicePort = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as AddressInfo).port;
    servicePort = (service.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => listener.close(resolve));
    await new Promise((resolve) => service.close(resolve));
  });

  it('never connects to an address inside, whether named, literal, mapped or over http', async () => {
    const push = createPusher(async () => keys, 'mailto:test@iyl.test', { allowPrivate: false });
    for (const endpoint of [
      `https://localhost:${port}/send/a`,
      `https://127.0.0.1:${port}/send/b`,
      `https://[::ffff:127.0.0.1]:${port}/send/c`,
      `https://[::ffff:7f00:1]:${port}/send/d`,
      `http://127.0.0.1:${port}/send/e`,
      `https://0.0.0.0:${port}/send/f`,
      `https://[::127.0.0.1]:${port}/send/g`,
      `https://[::7f00:1]:${port}/send/h`,
    ]) {
      expect(await push(target(endpoint), payload), endpoint).toBe('failed');
    }
    expect(connections).toBe(0);
  });

  it('connects on the default port only: an endpoint kept from before with another port is never even resolved', async () => {
    const asked: string[] = [];
    // A name inside, so that nothing connects even if the port were let through; what counts is that it is never looked up.
    const resolve = async (host: string) => {
      asked.push(host);
      return [{ address: '10.0.0.1', family: 4 }];
    };
    const push = createPusher(async () => keys, 'mailto:test@iyl.test', { allowPrivate: false, resolve });
    for (const endpoint of ['https://push.example.test:22/send/a', 'https://push.example.test:8443/send/b', 'https://push.example.test:80/send/c']) {
      expect(await push(target(endpoint), payload), endpoint).toBe('failed');
    }
    expect(asked).toEqual([]);
    // The default port, written or not, goes on to resolve the name (and refuses what it finds inside).
    expect(await push(target('https://push.example.test/send/d'), payload)).toBe('failed');
    expect(await push(target('https://push.example.test:443/send/e'), payload)).toBe('failed');
    expect(asked).toEqual(['push.example.test', 'push.example.test']);
    // A name that resolves to an IPv4-compatible address is refused as its IPv4 address would be.
    const compatible = createPusher(async () => keys, 'mailto:test@iyl.test', { allowPrivate: false, resolve: async () => [{ address: '::7f00:1', family: 6 }] });
    expect(await compatible(target(`https://push.example.test/send/f`), payload)).toBe('failed');
    expect(connections).toBe(0);
  });

  it('with PUSH_ALLOW_PRIVATE, reaches a local push service by name and by address; the outcome is one word', async () => {
    const push = createPusher(async () => keys, 'mailto:test@iyl.test', { allowPrivate: true });
    status = 201;
    expect(await push(target(`http://localhost:${servicePort}/send/1`), payload)).toBe('sent');
    expect(await push(target(`http://127.0.0.1:${servicePort}/send/1`), payload)).toBe('sent');
    status = 410;
    expect(await push(target(`http://127.0.0.1:${servicePort}/send/1`), payload)).toBe('gone');
    status = 500;
    expect(await push(target(`http://127.0.0.1:${servicePort}/send/1`), payload)).toBe('failed');
    status = 302;
    expect(await push(target(`http://127.0.0.1:${servicePort}/send/1`), payload)).toBe('failed');
    expect(received).toBe(5);
  });
});
