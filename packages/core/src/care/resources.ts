import type { CrisisKind } from './crisis.ts';

/** Regions with their own crisis lines; anywhere else gets the international directory. */
export const careRegions = ['US', 'CA', 'GB', 'IE', 'AU', 'NZ'] as const;
export type CareRegion = (typeof careRegions)[number];

export interface Helpline {
  name: string;
  /** How to reach it, as a person would dial or text it. */
  contact: string;
  /** What it is for, in a few words. */
  purpose: string;
  kinds: readonly CrisisKind[];
}

interface RegionResources {
  /** The emergency number (police, ambulance, fire). */
  emergency: string;
  helplines: readonly Helpline[];
}

const mental: readonly CrisisKind[] = ['suicide', 'self-harm'];

/** Content: national, free services that have kept their numbers for years; review them once a year. */
const byRegion: Record<CareRegion, RegionResources> = {
  US: {
    emergency: '911',
    helplines: [
      { name: '988 Suicide & Crisis Lifeline', contact: 'call or text 988', purpose: 'free, 24/7, confidential', kinds: mental },
      { name: 'National Domestic Violence Hotline', contact: '1-800-799-7233, or text START to 88788', purpose: 'free, 24/7', kinds: ['abuse'] },
    ],
  },
  CA: {
    emergency: '911',
    helplines: [
      { name: '9-8-8 Suicide Crisis Helpline', contact: 'call or text 988', purpose: 'free, 24/7, in English and French', kinds: mental },
    ],
  },
  GB: {
    emergency: '999',
    helplines: [
      { name: 'Samaritans', contact: '116 123', purpose: 'free, 24/7', kinds: mental },
      { name: 'Shout', contact: 'text SHOUT to 85258', purpose: 'free, 24/7 text support', kinds: mental },
      { name: 'National Domestic Abuse Helpline', contact: '0808 2000 247', purpose: 'free, 24/7', kinds: ['abuse'] },
      { name: 'NHS 111', contact: '111', purpose: 'urgent medical help that is not an emergency', kinds: ['medical'] },
    ],
  },
  IE: {
    emergency: '112 or 999',
    helplines: [
      { name: 'Samaritans', contact: '116 123', purpose: 'free, 24/7', kinds: mental },
      { name: 'Women’s Aid', contact: '1800 341 900', purpose: 'free, 24/7', kinds: ['abuse'] },
    ],
  },
  AU: {
    emergency: '000',
    helplines: [
      { name: 'Lifeline', contact: '13 11 14, or text 0477 13 11 14', purpose: '24/7 crisis support', kinds: mental },
      { name: '1800RESPECT', contact: '1800 737 732', purpose: 'free, 24/7, for sexual assault and family violence', kinds: ['abuse'] },
    ],
  },
  NZ: {
    emergency: '111',
    helplines: [
      { name: 'Need to talk?', contact: 'call or text 1737', purpose: 'free, 24/7, a trained counsellor', kinds: mental },
      { name: 'Women’s Refuge', contact: '0800 733 843', purpose: 'free, 24/7', kinds: ['abuse'] },
    ],
  },
};

/** Anywhere: the directory of helplines by country. */
export const INTERNATIONAL_DIRECTORY = { name: 'Find A Helpline', url: 'https://findahelpline.com' } as const;

/**
 * The region a time zone most likely stands for, among those with their own lines (the customer's zone
 * is what the product knows of where they are). Unknown or shared zones give none: the answer then
 * names the local emergency number and the international directory.
 */
export function careRegionOfZone(zone: string | null | undefined): CareRegion | null {
  if (!zone) return null;
  if (zone === 'Europe/London' || zone === 'Europe/Belfast') return 'GB';
  if (zone === 'Europe/Dublin') return 'IE';
  if (zone.startsWith('Australia/')) return 'AU';
  if (zone === 'Pacific/Auckland' || zone === 'Pacific/Chatham' || zone === 'NZ') return 'NZ';
  if (canadianZones.has(zone)) return 'CA';
  if (zone.startsWith('US/') || unitedStatesZones.has(zone) || zone.startsWith('America/Indiana/') || zone.startsWith('America/Kentucky/') || zone.startsWith('America/North_Dakota/')) {
    return 'US';
  }
  return null;
}

const unitedStatesZones = new Set([
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'America/Juneau',
  'America/Sitka',
  'America/Nome',
  'America/Yakutat',
  'America/Metlakatla',
  'America/Adak',
  'America/Boise',
  'America/Detroit',
  'America/Menominee',
  'Pacific/Honolulu',
]);

const canadianZones = new Set([
  'America/Toronto',
  'America/Vancouver',
  'America/Edmonton',
  'America/Winnipeg',
  'America/Halifax',
  'America/St_Johns',
  'America/Regina',
  'America/Moncton',
  'America/Glace_Bay',
  'America/Goose_Bay',
  'America/Whitehorse',
  'America/Dawson',
  'America/Dawson_Creek',
  'America/Fort_Nelson',
  'America/Creston',
  'America/Cambridge_Bay',
  'America/Inuvik',
  'America/Iqaluit',
  'America/Rankin_Inlet',
  'America/Resolute',
  'America/Swift_Current',
  'America/Atikokan',
  'America/Blanc-Sablon',
  'Canada/Eastern',
  'Canada/Central',
  'Canada/Mountain',
  'Canada/Pacific',
  'Canada/Atlantic',
  'Canada/Newfoundland',
]);

const opening: Record<CrisisKind, string> = {
  suicide:
    'I’m really glad you told me. What you’re feeling matters, and you don’t have to carry it alone. Please reach out to someone who can help right now.',
  'self-harm':
    'Thank you for telling me. You deserve support and care, not to be hurt. Please reach out to someone who can help right now.',
  abuse:
    'I’m sorry this is happening to you. It is not your fault, and you deserve to be safe. People who know how to help are there for you.',
  medical:
    'This could be a medical emergency. Please get help now instead of waiting: call your emergency number, or ask someone near you to call.',
};

/**
 * The answer to crisis language, written before anything else and instead of coaching (Markdown: a
 * paragraph, then a list). It names the emergency number and the region's lines for the kinds found.
 */
export function crisisReply(kinds: readonly CrisisKind[], region: CareRegion | null): string {
  // crisisKinds is ordered most urgent first: a medical emergency (an overdose) leads.
  const first = kinds[0] ?? 'suicide';
  const resources = region ? byRegion[region] : null;
  const lines: string[] = [];
  const emergency = resources
    ? `If you are in immediate danger, call **${resources.emergency}** now.`
    : 'If you are in immediate danger, call your local emergency number now.';
  lines.push(`- ${emergency}`);
  for (const helpline of resources?.helplines ?? []) {
    if (helpline.kinds.some((kind) => kinds.includes(kind))) {
      lines.push(`- **${helpline.name}**: ${helpline.contact} (${helpline.purpose}).`);
    }
  }
  lines.push(`- Anywhere in the world: [${INTERNATIONAL_DIRECTORY.name}](${INTERNATIONAL_DIRECTORY.url}) lists free, confidential helplines by country.`);
  const close =
    first === 'medical'
      ? 'When you are safe, I’m here if you want to talk.'
      : 'If you can, tell someone you trust how you are feeling, or stay with someone tonight. I’m here to keep talking, and a human coach can also help (Book a Session).';
  return `${opening[first]}\n\n${lines.join('\n')}\n\n${close}`;
}
