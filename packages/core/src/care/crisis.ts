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

/**
 * Everyday things people say they "overdose" on: "I overdosed on chocolate" is a joke, not a poisoning.
 * Shared by the overdose patterns below.
 */
const treats = String.raw`(chocolate|sugar|candy|coffee|caffeine|netflix|tv|cake|sweets|carbs|pizza|cheese|sun|social\s+media)`;

/** Who a person may name when they tell of abuse at home (the subject or the victim of the violence). */
const family = '(partner|husband|wife|boyfriend|girlfriend|ex|dad|father|mum|mom|mother|stepdad|stepfather|stepmom|stepmother|brother|sister|son|daughter|carer|boss)';

// Global: every match is read, not only the first (the first may be an idiom's). Every pattern is a
// run of words and single alternations: no quantifier sits inside another, so each match is linear.
const patterns: Record<CrisisKind, readonly RegExp[]> = {
  suicide: [
    /\b(kill|killing|hang|hanging|shoot|shooting|drown|drowning)\s+my\s?self\b/g,
    // "kms" is slang for "kill myself" ("i want to kms", "gonna kms"), but "5 kms", "how many kms" and
    // "kms per week" are kilometres: not after a number or a counting word, nor before a rate.
    /(?<!(\d|\b(a|few|many|several|some|more|fewer|less|the|my|your|our|of|extra|total|hundred|thousand|couple|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty))\s?)\bkms\b(?!\s?(\/|per\b|an?\s+(hour|day|week|month)\b|each\b|every\b))/g,
    /\bun-?aliv(e|ing)\s+(my\s?self|me)\b/g,
    /\bsuicid(e|al)\b/g,
    /\b(take|taking|end|ending)\s+my\s+(own\s+)?life\b/g,
    // "end it all", "end everything"; not "end things with my boyfriend" (a break-up).
    /\bend(ing)?\s+(it\s+all|everything|things)\b(?!\s+(with|between|off|on\s+a|for\s+(him|her|them|us|now)))/g,
    // "end it" alone is a break-up as often as a suicide ("My relationship is toxic. Should I end it?"):
    // only an intention said in the first person counts, and never "end it with him".
    /\b(want|wanna|going|gonna|plan|planning|ready|decided|tempted|thinking\s+(of|about)|i'?ll|i\s+will|i'?m|just)\s+(to\s+)?(end|ending)\s+it\b(?!\s+(with|there|here|early|now\s+and|off|between|for\s+(him|her|them|us|you)))/g,
    // A wish to die, but not the hyperbole "going to die of boredom" / "die laughing" / "die on this hill";
    // "going to die" only in the first person ("my plant is going to die" is not a crisis).
    /\b(want|wanna|wish|ready|plan|planning|i'?m\s+going|i\s+am\s+going|im\s+going|i'?m\s+gonna|im\s+gonna)\s+(to\s+)?(die|be\s+dead)\b(?!\s+(of|from)\s+(boredom|embarrassment|shame|laughter|laughing|cringe|hunger|thirst|heat|the\s+heat|cold|excitement|curiosity|old\s+age)|\s+(laughing|on\s+this\s+hill|a\s+little|for\s+(a|some|that|this|one)))/g,
    /\bwish\s+i\s+(was|were)\s+(dead|gone)\b/g,
    /\bwish\s+i\s+(was|were|had)\s+never\s+(been\s+)?born\b/g,
    /\bwish\s+i\s+could\s+(just\s+)?(disappear|not\s+wake\s+up|go\s+to\s+sleep\s+(and|forever))/g,
    /\b(want|wanna)\s+to\s+(just\s+)?disappear\s+(forever|for\s+good|permanently|and\s+never\s+come\s+back)\b/g,
    // "I don't want to live" / "wake up"; not "live with my parents" nor "wake up early for the gym".
    /\b(don'?t|do\s+not|dont)\s+want\s+to\s+(be\s+here|be\s+alive|live(?!\s+(with|in|near|at|on|by|alone|abroad|together|there|somewhere))|exist|wake\s+up(?!\s+(for|early|at|before|on\s+time|in\s+time)))(\s+any\s?more)?\b/g,
    // Sleep as a wish not to wake: "sleep and never wake up", "I hope I don't wake up".
    /\b(sleep|asleep)\s+and\s+(never|not)\s+wake\s+up\b(?!\s+(early|tired|groggy|refreshed|at|before|during|in\s+the\s+night|once))/g,
    /\b(hope|wish)\s+i\s+(never|don'?t|do\s+not|won'?t)\s+wake\s+up\b(?!\s+(early|tired|groggy|at|before|during|in\s+the\s+night))/g,
    // No point in living, said in any of its usual frames; not "living in London" or "living healthily".
    /\b(no\s+(reason|point)\s+(to|in)|(see|seeing|find|what'?s)\s+(the\s+|a\s+|any\s+)?point\s+(in|of|to))\s+(live|living|life|go(ing)?\s+on|be(ing)?\s+alive|existing|carrying\s+on)\b(?!\s+(healthily|healthy|well|longer|in|with|on|near|off|abroad|like\s+a))/g,
    /\b(can'?t|cannot|cant)\s+(go\s+on|keep\s+going|do\s+this)\s+any\s?more\b/g,
    /\b(better\s+off|happier)\s+without\s+me\b/g,
    // "everyone would be better off if I was dead / wasn't here / disappeared".
    /\bbetter\s+off\s+if\s+i\s+(died|disappeared|(was|were)\s+(dead|gone|never\s+born|not\s+(here|around|alive))|(wasn'?t|weren'?t)\s+(here|around|alive))\b/g,
    /\b(nobody|no\s+one|no-one)\s+would\s+(care|notice|miss\s+me)\s+if\s+i\s+(died|disappeared|was\s+gone|were\s+gone|was\s+dead|were\s+dead|wasn'?t\s+here|killed\s+myself)\b/g,
    /\b(not|won'?t|wont|not\s+going\s+to|not\s+gonna)\s+be\s+(around|here)\s+(much\s+longer|for\s+long|anymore|any\s+more)\b/g,
    /\bgoodbye\s+(letter|note)\b|\bsuicide\s+note\b/g,
    // Letters or plans "for when I'm gone" (not "gone for the weekend"; not "I'll sleep when I'm dead").
    /(?<!sleep\s)\bwhen\s+i'?m\s+(gone|dead|no\s+longer\s+(here|around))\b(?!\s+(on|for|to|away|abroad|travelling|at))/g,
    // Putting affairs in order: giving belongings away (not before a move or to charity).
    /\bgiv(e|ing)\s+away\s+(all\s+)?(of\s+)?my\s+(things|stuff|belongings|possessions)\b(?!\s+(before\s+(i\s+|we\s+)?(mov|the\s+move)|to\s+(a\s+)?charity))/g,
    /\b(tired|sick)\s+of\s+(living|being\s+alive|existing|being\s+here)\b(?!\s+(in|with|at|on|near|off|out|here|there|together|alone|abroad|like\s+a|paycheck|pay\s?cheque|from))/g,
    /\bwant\s+(it\s+all|everything|my\s+life)\s+to\s+(end|stop|be\s+over)\b(?!\s+(being|so|for\s+a|soon))|\b(pain|it|everything)\s+to\s+stop\s+(forever|for\s+good|permanently)\b/g,
    // Means: jumping from a height or in front of traffic (not "bungee jumping off a bridge", not "jump off a
    // cliff into the sea"); stockpiling pills; looking up how.
    /(?<!(bungee|cliff)\s)\b(jump|jumping|throw\s+myself|throwing\s+myself)\s+(off|from)\s+(a|the|my)\s+(bridge|building|roof|rooftop|cliff|balcony|ledge|tower|car\s+park)\b(?!\s+(into|in)\s+(the|a)\s+(sea|water|lake|river|pool|ocean))/g,
    /\b(jump|jumping|step|stepping|throw\s+myself|throwing\s+myself|lie|lying)\s+(in\s+front\s+of|under)\s+(a|the)\s+(train|bus|lorry|truck|car|tube)\b/g,
    /\b(saving|saved|stockpiling|stockpiled|hoarding|hoarded|stashing|stashed)\s+(up\s+)?(all\s+)?(of\s+)?(my\s+|the\s+)?(pills|tablets|meds|medication|medicine|painkillers|sleeping\s+pills)\b/g,
    /\b(looked|looking|look|googled|googling|searched|searching|researched|researching)\s+(up\s+)?(how\s+many\s+(pills|tablets|paracetamol|painkillers|sleeping\s+pills)\s+(it\s+would\s+take|would\s+it\s+take|it\s+takes|to\s+(die|overdose|kill|be\s+(fatal|lethal)))|ways\s+to\s+(die|kill\s+myself|end\s+(it|my\s+life))|how\s+to\s+(die|kill\s+myself|end\s+my\s+life|hang\s+myself))\b(?!\s+to\s+(feel|work|kick|help|get|reach|see|notice|start))/g,
    /\b(overdose|od)\s+on\s+(purpose|my\s+pills)\b/g,
    // An intended overdose ("I want to take an overdose"); an overdose that happened is medical.
    new RegExp(String.raw`\b(want|wanna|going|gonna|plan|planning|ready|decided|tempted|thinking\s+(of|about))\s+(to\s+)?(take\s+an\s+overdose|taking\s+an\s+overdose|overdos(e|ing)|od)\b(?!\s+on\s+${treats})`, 'g'),
    /\blife\s+(is|isn'?t|feels)\s+(not\s+)?worth\s+(it|living)\b/g,
    /\bnothing\s+to\s+live\s+for\b/g,
  ],
  'self-harm': [
    /\b(hurt|hurting|harm|harming|cut|cutting|burn|burning|burned|burnt)\s+my\s?self\b/g,
    /\bself[-\s]?harm(ing)?\b/g,
    /\b(started|start)\s+cutting\s+again\b|\bcutting\s+again\b/g,
    // Cutting the wrists is never an everyday accident's wording (one on glass is an idiom below).
    /\b(cut|cutting|slit|slitting|slash|slashed|slashing)\s+(my|her|his|their)\s+wrists?\b/g,
    /\b(cut|cutting|burn|burned|burnt|burning)\s+my\s+(arms?|thighs?|legs?|skin)\s+(again|on\s+purpose|deliberately)\b/g,
  ],
  abuse: [
    // Violence by someone at home, against the writer or their family: "my partner hits me". The victim is
    // named, so "my boss hit the roof", "my son hit his head" and "my daughter hit her first 5k" are not.
    new RegExp(String.raw`\b(he|she|they|my\s+${family})\s+(always\s+|still\s+|sometimes\s+|often\s+)?(hits|hit|beats|beat|chokes|choked|strangles|strangled|kicks|kicked|slaps|slapped|punches|punched|rapes|raped|shoves|shoved)\s+(me|us|my\s+(kids?|children|son|daughter|baby|mum|mom|mother|sister|brother))\b`, 'g'),
    new RegExp(String.raw`\b(he|she|they|my\s+${family})\s+(threatens\s+to\s+kill|threatened\s+to\s+kill|hurts\s+me|hurt\s+me)\b`, 'g'),
    /\b(being|been|was|am|i'?m)\s+(abused|raped|sexually\s+assaulted|assaulted|beaten)\b/g,
    /\b(domestic|sexual)\s+(violence|abuse)\b/g,
    // Sex without consent: "my boyfriend forces me to have sex".
    /\b(forces?|forced|forcing|makes|made|pressures?|pressured|pressuring)\s+me\s+(to\s+have\s+sex|into\s+(having\s+)?sex|to\s+(sleep\s+with|do\s+sexual)|have\s+sex)\b/g,
    /\b(scared|afraid|frightened|terrified)\s+(to\s+go\s+home|of\s+my\s+(partner|husband|wife|boyfriend|girlfriend|dad|father|mum|mom|mother|stepdad|stepfather))\b/g,
    /\b(threatens?|threatened)\s+to\s+(kill|hurt)\s+(me|my)\b/g,
    /\b(not|don'?t|dont|never)\s+(feel\s+)?safe\s+(at\s+home|with\s+(him|her|them|my\s+(partner|husband|wife|boyfriend|girlfriend|dad|father|mum|mom|mother)))\b|\bunsafe\s+at\s+home\b/g,
    /\btouche[sd]\s+me\s+(and\s+)?(i\s+don'?t|when\s+i\s+don'?t|without)\b/g,
  ],
  medical: [
    /\bchest\s+(pain|pains|tightness|is\s+tight|hurts)\b|\bpain\s+in\s+my\s+chest\b/g,
    /\b(can'?t|cannot|cant|struggling\s+to|hard\s+to)\s+breathe?\b(?!\s+(through|out\s+of|with)\s+my\s+nose)|\bstruggling\s+to\s+breath(e|ing)\b/g,
    /\b(took|taken|swallowed|had)\s+(too\s+many|a\s+lot\s+of|loads\s+of|a\s+whole\s+(bottle|pack|box)\s+of)\s+(pills|tablets|meds|medication|paracetamol|painkillers)\b/g,
    // An overdose that happened ("I think I overdosed", "she's overdosing", "took an overdose"); not a
    // question about safety ("Can you overdose on vitamin D?") nor a treat ("overdosed on chocolate").
    new RegExp(String.raw`\boverdosed\b(?!\s+on\s+${treats})`, 'g'),
    new RegExp(String.raw`(\bis|\bam|\bare|'s|'re|\bbeen|\bi'?m|\bcurrently)\s+overdosing\b(?!\s+on\s+${treats})`, 'g'),
    /\b(took|taken|had|swallowed)\s+an?\s+overdose\b/g,
    // Swallowed poison: "I swallowed a bottle of bleach" (bleach for cleaning is ordinary).
    /\b(swallowed|drank|drunk|ate|eaten|ingested)\s+(some\s+|a\s+(bottle|cup|glass|mouthful|lot|capful)\s+of\s+)?(bleach|antifreeze|weed\s?killer|rat\s+poison|poison|detergent|drain\s+cleaner|laundry\s+pods?|a\s+(laundry|dishwasher|detergent)\s+(pod|tablet)|a\s+(button\s+)?battery|batteries)\b/g,
    // A stroke, heart attack or seizure now ("having", "just had"); "my dad had a heart attack last year"
    // is history, and "my mum had a fit" may be a temper: a fit only when it will not stop.
    /\b(having|just\s+had)\s+a\s+(stroke|heart\s+attack|seizure)\b/g,
    /\b(fits?|seizures?)\s+(that\s+)?(won'?t|wont|will\s+not|isn'?t|hasn'?t|doesn'?t|is\s+not|has\s+not)\s+stop(ping|ped)?\b/g,
    /(\bis|'s|\bare|'re|\bkeeps|\bstill|\bstarted)\s+(convulsing|seizing)\b/g,
    /\b(face|arm)\s+(is\s+)?(drooping|droops|numb)\b|\bslurred\s+speech\b/g,
    /\b(won'?t|wont|will\s+not|can'?t)\s+stop\s+bleeding\b|\bbleeding\s+(heavily|a\s+lot|badly)\b/g,
    /\b(passed\s+out|not\s+breathing)\b/g,
    // Unconscious as a state ("he's unconscious", "found her unresponsive"), not "unconscious bias" nor
    // "the app is unresponsive".
    /(?<!\b(app|page|screen|phone|website|site|computer|laptop|watch|tracker|button|game|server|system|device)\s?)(\bis|\bwas|'s|'re|\bare|\bwent|\bfell|\bbeen|\blying|\bknocked|\bfound\s+(him|her|them|me)|\bstill|\bcompletely)\s+(unconscious|unresponsive)\b(?!\s+(bias|biases|mind|level|thoughts?|habits?|patterns?|beliefs?|process|processing|eating|behaviou?rs?|competence|incompetence|desires?|fears?|needs?|motivations?))/g,
    // "won't wake up" now, not "won't wake up for school"; "I can't wake her up".
    /\b(won'?t|wont|will\s+not)\s+wake\s+up\b(?!\s+(for|in\s+time|on\s+time|early|before|until|till|in\s+the\s+mornings?|at|when|unless|without|to))/g,
    /\b(can'?t|cannot|cant|couldn'?t)\s+wake\s+(him|her|them|my\s+\w+)\s+up\b(?!\s+(for|in\s+time|on\s+time|early|before|in\s+the\s+mornings?|at|when))/g,
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
  /\b(beats|beat)\s+(me\s+|us\s+|him\s+|her\s+|them\s+)?(at|in)\s+(chess|cards|tennis|running|football|soccer|rugby|cricket|netball|basketball|squash|golf|pool|darts|scrabble|games?|a\s+(race|game|match|quiz)|the\s+(final|game|match|race|league|quiz))\b/g,
  // Beaten to something: "he beat me to the last slice", "she beat us to it".
  /\b(beats|beat)\s+(me|us|him|her|them)\s+to\s+(it|the\s+punch|the\s+(last|finish|top|front|first)|first)\b/g,
  // Burn-out: "I think I burned myself out at work".
  /\b(burn|burned|burnt|burning)\s+my\s?self\s+out\b/g,
  // A wrist cut by accident: "I cut my wrist on a broken glass".
  /\bcut\s+my\s+wrists?\s+(on\s+(a|the|some)|while|opening|cooking|chopping)\b/g,
  /\b(kills|killed|killing)\s+my\s?self\s+(laughing|at\s+the\s+gym|with\s+(work|training))\b/g,
];

/** Digits and signs people put for letters inside a word to get past a filter ("k1ll", "su1c1de", "d!e"). */
const lookalikes: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i', '|': 'l' };

/**
 * Lower case, one kind of apostrophe, single spaces, and look-alike characters inside a word read as
 * the letters they stand for: the patterns above see one spelling. A number on its own ("5 kms", "116
 * 123") is left as it is.
 */
export function normaliseForCare(text: string): string {
  return text
    .slice(0, CRISIS_SCAN_LIMIT)
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/(?<=[a-z])[013457@$!|]+(?=[a-z])/g, (run) => [...run].map((c) => lookalikes[c] ?? c).join(''));
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

