import { describe, expect, it } from 'vitest';
import { facebookShareUrl, shareMessage, whatsAppShareUrl } from './share.ts';

const link = 'https://iyl.example/Register?ref=AB12CD&x=1';

describe('share links', () => {
  it('sends the whole referral link to Facebook, encoded', () => {
    expect(facebookShareUrl(link)).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fiyl.example%2FRegister%3Fref%3DAB12CD%26x%3D1');
  });

  it('sends a message with the link to WhatsApp', () => {
    const url = new URL(whatsAppShareUrl(link));
    expect(url.origin).toBe('https://wa.me');
    expect(url.searchParams.get('text')).toBe(`${shareMessage} ${link}`);
  });
});
