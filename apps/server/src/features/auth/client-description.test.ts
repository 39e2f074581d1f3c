import { describe, expect, it } from 'vitest';
import { describeDevice, truncateIp } from './client-description.ts';

describe('a signed-in device, described coarsely', () => {
  it('names the browser and the system from the User-Agent', () => {
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('Firefox on Linux');
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe(
      'Edge on Windows',
    );
    expect(describeDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toBe(
      'Safari on iPhone',
    );
    expect(describeDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe('Chrome on macOS');
    expect(describeDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36')).toBe('Chrome on Android');
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36')).toBe('Chrome on Linux');
  });

  it('says what it does not know, and reads no more than 512 characters', () => {
    expect(describeDevice(undefined)).toBe('Unknown device');
    expect(describeDevice('curl/8.5.0')).toBe('Unknown device');
    expect(describeDevice('lightMyRequest')).toBe('Unknown device');
    expect(describeDevice(`${'x'.repeat(600)} Firefox/128.0`)).toBe('Unknown device');
  });

  it('cuts the address short', () => {
    expect(truncateIp('203.0.113.45')).toBe('203.0.113.x');
    expect(truncateIp('::ffff:198.51.100.7')).toBe('198.51.100.x');
    expect(truncateIp('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:85a3:x:x:x:x:x');
    expect(truncateIp('2001:DB8::1')).toBe('2001:db8:0:x:x:x:x:x');
    expect(truncateIp('::1')).toBe('0:0:0:x:x:x:x:x');
    expect(truncateIp(undefined)).toBeNull();
    expect(truncateIp('not an address')).toBeNull();
    expect(truncateIp('1'.repeat(100))).toBeNull();
  });
});
