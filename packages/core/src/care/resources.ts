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

/** Crisis resources as data, for a screen that lays them out itself (the community's notice). */
export interface CrisisCare {
  opening: string;
  /** The region's emergency number; null: "your local emergency number". */
  emergency: string | null;
  helplines: Pick<Helpline, 'name' | 'contact' | 'purpose'>[];
  directory: { name: string; url: string };
  close: string;
}

/** Where a person wrote: the AI coach chat (a coach that keeps talking) or to other members. */
export type CareSetting = 'chat' | 'community';

const closing: Record<CareSetting, string> = {
  chat: 'If you can, tell someone you trust how you are feeling, or stay with someone tonight. I’m here to keep talking, and a human coach can also help (Book a Session).',
  community: 'If you can, tell someone you trust how you are feeling, or stay with someone tonight. You are not alone.',
};

/** After abuse at home, safety first: a person who hurts them may be the one they would stay with tonight (review stop-61 L1). */
const abuseClosing: Record<CareSetting, string> = {
  chat: 'If you can, go somewhere you feel safe and keep your phone with you; a helpline can plan with you what to do next, and delete this chat if someone might read it. I’m here to keep talking, and a human coach can also help (Book a Session).',
  community: 'If you can, go somewhere you feel safe and keep your phone with you; a helpline can plan with you what to do next. You are not alone.',
};

/** What to say first to crisis language: the emergency number and the region's lines for the kinds found. */
export function crisisCare(kinds: readonly CrisisKind[], region: CareRegion | null, setting: CareSetting = 'chat'): CrisisCare {
  // crisisKinds is ordered most urgent first: a medical emergency (an overdose) leads.
  const first = kinds[0] ?? 'suicide';
  const resources = region ? byRegion[region] : null;
  return {
    opening: setting === 'community' ? communityOpening[first] : opening[first],
    emergency: resources?.emergency ?? null,
    helplines: (resources?.helplines ?? []).filter((h) => h.kinds.some((kind) => kinds.includes(kind))).map(({ name, contact, purpose }) => ({ name, contact, purpose })),
    directory: { ...INTERNATIONAL_DIRECTORY },
    close: first === 'medical' ? (setting === 'chat' ? 'When you are safe, I’m here if you want to talk.' : 'When you are safe, the community is here.') : first === 'abuse' ? abuseClosing[setting] : closing[setting],
  };
}

/** The community's words: nobody there is a coach who answers, so the opening speaks for the product. */
const communityOpening: Record<CrisisKind, string> = {
  suicide: 'It sounds like you are going through something very hard. What you feel matters, and you don’t have to carry it alone. Please reach out to someone who can help right now.',
  'self-harm': 'It sounds like you are going through something very hard. You deserve support and care, not to be hurt. Please reach out to someone who can help right now.',
  abuse: 'It sounds like you may not be safe. It is not your fault, and you deserve to be safe. People who know how to help are there for you.',
  medical: 'This could be a medical emergency. Please get help now instead of waiting: call your emergency number, or ask someone near you to call.',
};

/**
 * The answer to crisis language, written before anything else and instead of coaching (Markdown: a
 * paragraph, then a list). It names the emergency number and the region's lines for the kinds found.
 */
export function crisisReply(kinds: readonly CrisisKind[], region: CareRegion | null): string {
  const care = crisisCare(kinds, region);
  const lines = [
    `- ${care.emergency ? `If you are in immediate danger, call **${care.emergency}** now.` : 'If you are in immediate danger, call your local emergency number now.'}`,
    ...care.helplines.map((helpline) => `- **${helpline.name}**: ${helpline.contact} (${helpline.purpose}).`),
    `- Anywhere in the world: [${care.directory.name}](${care.directory.url}) lists free, confidential helplines by country.`,
  ];
  return `${care.opening}\n\n${lines.join('\n')}\n\n${care.close}`;
}

/** A piece of a helpline's contact: text, or a number to call or text (a phone's link). */
export type ContactPiece = { text: string } | { text: string; href: string };

/**
 * A contact as a phone can use it: each number a link, to call (tel:) or, after "text", to text (sms:).
 * "call or text 988" → a call link; "text SHOUT to 85258" and "or text 0477 13 11 14" → SMS links.
 */
export function contactPieces(contact: string): ContactPiece[] {
  const pieces: ContactPiece[] = [];
  let at = 0;
  for (const match of contact.matchAll(/\d[\d -]*\d|\d/g)) {
    const start = match.index ?? 0;
    const number = match[0].trim();
    const digits = number.replace(/\D/g, '');
    if (digits.length < 3) continue;
    if (start > at) pieces.push({ text: contact.slice(at, start) });
    // A number to text: after "text" in its own clause ("text SHOUT to 85258", "or text 0477 13 11 14"), not "call or text".
    const clause = contact.slice(0, start).split(',').at(-1) ?? '';
    const texted = /\btext\b/i.test(clause) && !/\bcall\b/i.test(clause);
    pieces.push({ text: number, href: `${texted ? 'sms' : 'tel'}:${digits}` });
    at = start + number.length;
  }
  if (at < contact.length) pieces.push({ text: contact.slice(at) });
  return pieces;
}
