/**
 * Crisis language in what a person writes to the product or to others (the AI coach's chat, the
 * community): risk of suicide or self-harm, abuse, or a medical emergency. Wherever it is found the
 * product answers first, and at once, with crisis resources (care/resources.ts) instead of coaching.
 *
 * Erring on the side of care: a false alarm costs a person one paragraph of helplines; a missed one
 * may cost far more. Everyday idioms and accidents that borrow the words ("cut myself some slack", "hurt
 * myself at the gym", "my partner hits the gym") are recognised as such and do not trigger it.
 */
/** Most urgent first: a medical emergency needs help within minutes. */
export const crisisKinds = ['medical', 'suicide', 'self-harm', 'abuse'] as const;
export type CrisisKind = (typeof crisisKinds)[number];

/** Longer text is read up to here: a crisis is said in a sentence, and every pattern stays cheap. */
export const CRISIS_SCAN_LIMIT = 8_000;

// Global: every match is read, not only the first (the first may be an idiom's).
const patterns: Record<CrisisKind, readonly RegExp[]> = {
  suicide: [
    /\b(kill|killing|hang|hanging|shoot|shooting|drown|drowning)\s+my\s?self\b/g,
    /\bkms\b/g,
    /\bun-?aliv(e|ing)\s+(my\s?self|me)\b/g,
    /\bsuicid(e|al)\b/g,
    /\b(take|taking|end|ending)\s+my\s+(own\s+)?life\b/g,
    /\bend\s+(it\s+all|everything|things)\b/g,
    /\b(ending|end)\s+it\b(?!\s+(with|there|here|early|now\s+and))/g,
    /\b(want|wanna|wish|going|ready|plan|planning)\s+(to\s+)?(die|be\s+dead)\b/g,
    /\bwish\s+i\s+(was|were)\s+(dead|gone)\b/g,
    /\bwish\s+i\s+(was|were|had)\s+never\s+(been\s+)?born\b/g,
    /\bwish\s+i\s+could\s+(just\s+)?(disappear|not\s+wake\s+up|go\s+to\s+sleep\s+(and|forever))/g,
    /\b(don'?t|do\s+not|dont)\s+want\s+to\s+(be\s+here|be\s+alive|live|exist|wake\s+up)(\s+any\s?more)?\b/g,
    /\bno\s+(reason|point)\s+(to|in)\s+(live|living|go(ing)?\s+on|be(ing)?\s+alive)\b/g,
    /\b(can'?t|cannot|cant)\s+(go\s+on|keep\s+going|do\s+this)\s+any\s?more\b/g,
    /\b(better\s+off|happier)\s+without\s+me\b/g,
    /\b(not|won'?t|wont)\s+be\s+(around|here)\s+(much\s+longer|for\s+long|anymore|any\s+more)\b/g,
    /\bgoodbye\s+(letter|note)\b|\bsuicide\s+note\b/g,
    /\b(overdose|od)\s+on\s+(purpose|my\s+pills)\b/g,
    /\blife\s+(is|isn'?t|feels)\s+(not\s+)?worth\s+(it|living)\b/g,
    /\bnothing\s+to\s+live\s+for\b/g,
  ],
  'self-harm': [
    /\b(hurt|hurting|harm|harming|cut|cutting|burn|burning|burned|burnt)\s+my\s?self\b/g,
    /\bself[-\s]?harm(ing)?\b/g,
    /\b(started|start)\s+cutting\s+again\b|\bcutting\s+again\b/g,
  ],
  abuse: [
    /\b(he|she|they|my\s+(partner|husband|wife|boyfriend|girlfriend|ex|dad|father|mum|mom|mother|stepdad|stepfather|stepmom|stepmother|brother|sister|son|daughter|carer|boss))\s+(hits|hit|beats|beat|chokes|choked|strangles|strangled|kicks|kicked|slaps|slapped|punches|punched|rapes|raped|threatens\s+to\s+kill|threatened\s+to\s+kill|hurts\s+me|hurt\s+me)\b/g,
    /\b(being|been|was|am|i'?m)\s+(abused|raped|sexually\s+assaulted|assaulted|beaten)\b/g,
    /\b(domestic|sexual)\s+(violence|abuse)\b/g,
    /\b(scared|afraid|frightened|terrified)\s+(to\s+go\s+home|of\s+my\s+(partner|husband|wife|boyfriend|girlfriend|dad|father|mum|mom|mother|stepdad|stepfather))\b/g,
    /\b(threatens?|threatened)\s+to\s+(kill|hurt)\s+(me|my)\b/g,
    /\b(not|don'?t|dont|never)\s+(feel\s+)?safe\s+(at\s+home|with\s+(him|her|them|my\s+(partner|husband|wife|boyfriend|girlfriend|dad|father|mum|mom|mother)))\b|\bunsafe\s+at\s+home\b/g,
    /\btouche[sd]\s+me\s+(and\s+)?(i\s+don'?t|when\s+i\s+don'?t|without)\b/g,
  ],
  medical: [
    /\bchest\s+(pain|pains|tightness|is\s+tight|hurts)\b|\bpain\s+in\s+my\s+chest\b/g,
    /\b(can'?t|cannot|cant|struggling\s+to|hard\s+to)\s+breathe?\b(?!\s+(through|out\s+of|with)\s+my\s+nose)|\bstruggling\s+to\s+breath(e|ing)\b/g,
    /\b(took|taken|swallowed|had)\s+(too\s+many|a\s+lot\s+of|loads\s+of|a\s+whole\s+(bottle|pack|box)\s+of)\s+(pills|tablets|meds|medication|paracetamol|painkillers)\b/g,
    /\boverdos(e|ed|ing)\b(?!\s+on\s+(chocolate|sugar|candy|coffee|caffeine|netflix|tv|cake|sweets))/g,
    /\b(having|had|think\s+i'?m\s+having)\s+a\s+(stroke|heart\s+attack|seizure|fit)\b/g,
    /\b(face|arm)\s+(is\s+)?(drooping|droops|numb)\b|\bslurred\s+speech\b/g,
    /\b(won'?t|wont|will\s+not|can'?t)\s+stop\s+bleeding\b|\bbleeding\s+(heavily|a\s+lot|badly)\b/g,
    /\b(passed\s+out|unconscious|unresponsive|won'?t\s+wake\s+up|not\s+breathing)\b/g,
    /\b(throat|tongue|lips?)\s+(is\s+|are\s+)?(swelling|swollen|closing)\b|\banaphyla(xis|ctic)\b/g,
  ],
};

/**
 * Idioms and everyday accidents that borrow the words of a crisis. A crisis match that overlaps one of
 * these is the idiom's ("cut myself some slack", "hurt myself at the gym", "my partner hits the gym");
 * anything else in the same text is still read.
 */
const idioms: readonly RegExp[] = [
  /\bcut\s+my\s?self\s+(some\s+slack|off|a\s+(slice|piece)|shaving|cooking|chopping|while|on\s+(a|the|some))\b/g,
  /\b(hurt|burnt|burned|cut)\s+my\s?self\s+(at\s+(the\s+)?(gym|work|training|practice)|while|lifting|running|playing|training|exercising|falling|cooking|ironing|on\s+(a|the)\s+(stove|oven|iron|pan|kettle|glass|knife|tin|can))\b/g,
  /\b(hits|hit|hitting)\s+(the\s+(gym|road|books|sack|hay|shops|pub|snooze)|a\s+(wall|plateau|milestone|target|goal)|(my|his|her|their)\s+(goal|target|steps?|limit|stride))\b/g,
  /\b(beats|beat)\s+(me\s+)?(at|in)\s+(chess|cards|tennis|running|games?|a\s+race)\b/g,
  /\b(kills|killed|killing)\s+my\s?self\s+(laughing|at\s+the\s+gym|with\s+(work|training))\b/g,
];

/** Lower case, one kind of apostrophe, single spaces: the patterns above see one spelling. */
export function normaliseForCare(text: string): string {
  return text
    .slice(0, CRISIS_SCAN_LIMIT)
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
    .replace(/\s+/g, ' ');
}

/** The kinds of crisis the text signals, most urgent first (empty: none). */
export function detectCrisis(text: string): CrisisKind[] {
  const plain = normaliseForCare(text);
  const idiomSpans = idioms.flatMap((idiom) => [...plain.matchAll(idiom)].map((m) => [m.index, m.index + m[0].length] as const));
  const overlapsIdiom = (start: number, end: number) => idiomSpans.some(([from, to]) => start < to && from < end);
  return crisisKinds.filter((kind) =>
    patterns[kind].some((pattern) => [...plain.matchAll(pattern)].some((m) => !overlapsIdiom(m.index, m.index + m[0].length))),
  );
}

