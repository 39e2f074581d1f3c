import { describe, expect, it } from 'vitest';
import { careRegionOfZone, crisisReply, INTERNATIONAL_DIRECTORY } from './resources.ts';

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

  it('offers no coaching exercise', () => {
    for (const kinds of [['suicide'], ['self-harm'], ['abuse'], ['medical']] as const) {
      expect(crisisReply(kinds, 'US')).not.toMatch(/breath|exercise|habit|routine|journal/i);
    }
  });
});
