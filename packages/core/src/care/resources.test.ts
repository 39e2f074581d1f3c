import { describe, expect, it } from 'vitest';
import { careRegionOfZone, contactPieces, crisisCare, crisisReply, INTERNATIONAL_DIRECTORY } from './resources.ts';

describe('careRegionOfZone', () => {
  it.each([
    ['America/New_York', 'US'],
    ['America/Indiana/Indianapolis', 'US'],
    ['Pacific/Honolulu', 'US'],
    ['America/Toronto', 'CA'],
    ['Europe/London', 'GB'],
    ['Europe/Dublin', 'IE'],
    ['Australia/Sydney', 'AU'],
    ['Pacific/Auckland', 'NZ'],
  ])('%s is %s', (zone, region) => {
    expect(careRegionOfZone(zone)).toBe(region);
  });

  it.each([['Europe/Berlin'], ['America/Mexico_City'], ['Asia/Kolkata'], ['UTC'], [''], [null], [undefined]])('%s has no region of its own', (zone) => {
    expect(careRegionOfZone(zone)).toBeNull();
  });
});

describe('crisisReply', () => {
  it('names the region’s emergency number and the lines for what was said, and nothing else', () => {
    const reply = crisisReply(['suicide'], 'US');
    expect(reply).toContain('call **911** now');
    expect(reply).toContain('988 Suicide & Crisis Lifeline');
    expect(reply).not.toContain('Domestic Violence');
    expect(reply).toContain(INTERNATIONAL_DIRECTORY.url);
  });

  it('gives abuse lines for abuse', () => {
    const reply = crisisReply(['abuse'], 'GB');
    expect(reply).toContain('**999**');
    expect(reply).toContain('National Domestic Abuse Helpline');
    expect(reply).not.toContain('Samaritans');
  });

  it('leads with the emergency when a medical emergency is among what was said', () => {
    const reply = crisisReply(['medical', 'suicide'], 'AU');
    expect(reply.startsWith('This could be a medical emergency')).toBe(true);
    expect(reply).toContain('**000**');
    expect(reply).toContain('Lifeline');
  });

  it('without a known region, says to call the local emergency number and points at the directory', () => {
    const reply = crisisReply(['self-harm'], null);
    expect(reply).toContain('call your local emergency number now');
    expect(reply).toContain(`[${INTERNATIONAL_DIRECTORY.name}](${INTERNATIONAL_DIRECTORY.url})`);
  });

  it('after abuse at home, closes with getting somewhere safe, not staying with someone tonight (who may be the one hurting them)', () => {
    for (const setting of ['chat', 'community'] as const) {
      const care = crisisCare(['abuse'], null, setting);
      expect(care.close).toMatch(/go somewhere you feel safe/);
      expect(care.close).not.toMatch(/stay with someone/);
      expect(crisisCare(['suicide'], null, setting).close).toMatch(/stay with someone tonight/);
    }
  });

  it('offers no coaching exercise', () => {
    for (const kinds of [['suicide'], ['self-harm'], ['abuse'], ['medical']] as const) {
      expect(crisisReply(kinds, 'US')).not.toMatch(/breath|exercise|habit|routine|journal/i);
    }
  });
});

describe('crisisCare and contactPieces', () => {
  it('gives the same resources as the chat’s reply, as data, in the community’s words', () => {
    const care = crisisCare(['abuse'], 'GB', 'community');
    expect(care.emergency).toBe('999');
    expect(care.helplines.map((h) => h.name)).toEqual(['National Domestic Abuse Helpline']);
    expect(care.close).not.toMatch(/coach|keep talking|Book a Session/);
    expect(crisisReply(['abuse'], 'GB')).toContain(care.helplines[0]?.contact);
    expect(crisisCare(['suicide'], null, 'community').emergency).toBeNull();
  });

  it('makes each number a link to call, or to text after "text … to"', () => {
    expect(contactPieces('116 123')).toEqual([{ text: '116 123', href: 'tel:116123' }]);
    expect(contactPieces('call or text 988')).toEqual([{ text: 'call or text ' }, { text: '988', href: 'tel:988' }]);
    expect(contactPieces('text SHOUT to 85258')).toEqual([{ text: 'text SHOUT to ' }, { text: '85258', href: 'sms:85258' }]);
    expect(contactPieces('1-800-799-7233, or text START to 88788')).toEqual([
      { text: '1-800-799-7233', href: 'tel:18007997233' },
      { text: ', or text START to ' },
      { text: '88788', href: 'sms:88788' },
    ]);
    expect(contactPieces('13 11 14, or text 0477 13 11 14')).toEqual([
      { text: '13 11 14', href: 'tel:131114' },
      { text: ', or text ' },
      { text: '0477 13 11 14', href: 'sms:0477131114' },
    ]);
  });
});
