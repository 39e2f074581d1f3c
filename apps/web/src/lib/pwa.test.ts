import { afterEach, describe, expect, it, vi } from 'vitest';
import { canPromptInstall, endPushSubscription, getServiceWorkerRegistration, isIos, isStandalone, promptInstall } from './pwa.ts';

const agents = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/138.0.7204.119 Mobile/15E148 Safari/604.1',
  iPadClassic: 'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  // iPadOS 13+ asks for desktop sites: it says Macintosh.
  iPadOrMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36',
  windowsFirefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:141.0) Gecko/20100101 Firefox/141.0',
};

describe('isIos', () => {
  it('knows iPhones and iPads, whatever the browser', () => {
    expect(isIos(agents.iPhoneSafari, 5)).toBe(true);
    expect(isIos(agents.iPhoneChrome, 5)).toBe(true);
    expect(isIos(agents.iPadClassic, 5)).toBe(true);
  });

  it('tells an iPad asking for desktop sites from a Mac by its touch screen', () => {
    expect(isIos(agents.iPadOrMac, 5)).toBe(true);
    expect(isIos(agents.iPadOrMac, 0)).toBe(false);
  });

  it('is false for Android and desktop browsers', () => {
    expect(isIos(agents.android, 5)).toBe(false);
    expect(isIos(agents.windowsFirefox, 0)).toBe(false);
  });
});

describe('without a browser window (no service worker, no prompt)', () => {
  it('is not standalone, offers no prompt and finds no registration', async () => {
    expect(isStandalone()).toBe(false);
    expect(canPromptInstall()).toBe(false);
    await expect(promptInstall()).resolves.toBe('unavailable');
    await expect(getServiceWorkerRegistration(10)).resolves.toBeNull();
  });
});

describe('endPushSubscription (signing out)', () => {
  afterEach(() => vi.unstubAllGlobals());
  /** A browser whose service worker holds a push subscription (or none). */
  const browserWith = (subscription: { endpoint: string; unsubscribe: () => Promise<boolean> } | null) =>
    vi.stubGlobal('navigator', { serviceWorker: { getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }) } });

  it("ends this browser's subscription and tells the server its endpoint", async () => {
    const unsubscribe = vi.fn(async () => true);
    browserWith({ endpoint: 'https://push.example.com/abc', unsubscribe });
    const forget = vi.fn(async () => ({}));
    await endPushSubscription(forget);
    expect(unsubscribe).toHaveBeenCalledOnce();
    expect(forget).toHaveBeenCalledWith('https://push.example.com/abc');
  });

  it('does nothing without a subscription, and never throws or waits long', async () => {
    browserWith(null);
    const forget = vi.fn(async () => ({}));
    await endPushSubscription(forget);
    expect(forget).not.toHaveBeenCalled();
    browserWith({ endpoint: 'https://push.example.com/abc', unsubscribe: async () => true });
    await expect(endPushSubscription(async () => Promise.reject(new Error('signed out already')))).resolves.toBeUndefined();
    browserWith({ endpoint: 'https://push.example.com/abc', unsubscribe: () => new Promise<boolean>(() => {}) });
    const started = Date.now();
    await endPushSubscription(forget, 50);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
