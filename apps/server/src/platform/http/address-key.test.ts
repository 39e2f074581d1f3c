import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.ts';

describe('addressKey: what a per-address limit counts', () => {
  it.each([
    ['an IPv4 address, whole', '203.0.113.9', '203.0.113.9'],
    ['an IPv6 address written out, by its /64', '2001:0db8:0001:0002:0003:0004:0005:0006', '2001:db8:1:2::/64'],
    ['a compressed one', '2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['another of the same /64', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['upper case', '2001:DB8:1:2::ABCD', '2001:db8:1:2::/64'],
    ['a zone id left out', 'fe80::1%eth0', 'fe80::/64'],
    ['a numeric zone id', 'fe80::2:3%2', 'fe80::/64'],
    ['IPv6 loopback', '::1', '::/64'],
    ['an IPv4-mapped address, as its IPv4 address', '::ffff:198.51.100.7', '198.51.100.7'],
    ['an IPv4-mapped address in hexadecimal', '::ffff:c633:6407', '198.51.100.7'],
    ['an IPv4-mapped address in upper case', '::FFFF:198.51.100.7', '198.51.100.7'],
  ])('%s: %s → %s', (_, ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  it('a neighbouring /64 counts apart', () => {
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });

  it.each(['', 'unknown', '203.0.113', '203.0.113.256', '2001:db8::1::2', '2001:db8:1:2:3:4:5:6:7', 'example.com'])('%o, not an address, is counted as written', (ip) => {
    expect(addressKey(ip)).toBe(ip);
  });
});
