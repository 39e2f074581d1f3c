import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * What a per-address limit counts a client's address as. An IPv4 address is one subscriber's at most;
 * an IPv6 one is one of the 2^64 of its network's /64 (a home, a phone, a server is given a /64 or more
 * and picks addresses in it at will), so a client could take a fresh address for every attempt: IPv6
 * addresses count by their /64 ("2001:db8:1:2::/64"). An IPv4 address written as IPv6 (::ffff:192.0.2.7,
 * as a dual-stack socket reports it) stays that IPv4 address; a zone id (fe80::1%eth0) names this
 * machine's interface, not the client, and is left out. Anything else is counted as it is written.
 */
export function addressKey(ip: string): string {
  const bare = ip.split('%', 1)[0] ?? '';
  const family = isIP(bare);
  if (family === 4) return bare;
  if (family !== 6) return ip;
  const address = ipaddr.IPv6.parse(bare);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  return `${new ipaddr.IPv6([...address.parts.slice(0, 4), 0, 0, 0, 0]).toString()}/64`;
}
