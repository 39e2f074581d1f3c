import confusables from 'unhomoglyph/data.json' with { type: 'json' };

/**
 * Crisis language in what a person writes to the product or to others (the AI coach's chat, the
 * community): risk of suicide or self-harm, abuse, or a medical emergency. Wherever it is found the
 * product answers first, and at once, with crisis resources (care/resources.ts) instead of coaching.
 *
 * Erring on the side of care: a false alarm costs a person one paragraph of helplines; a missed one
 * may cost far more. Everyday idioms and accidents that borrow the words ("cut myself some slack", "hurt
 * myself at the gym", "my partner hits the gym") are recognised as such and do not trigger it.
 *
 * It is read in English and in the other languages the helplines offered serve (care/resources.ts: the
 * US line in Spanish, Canada's in French) and that the international directory is most often needed
 * for (German, Portuguese), after the text is brought to one spelling (normaliseForCare): a disguise
 * that a filter would miss ("kіll" with a Cyrillic і, fullwidth or accented letters, zero-width joiners,
 * "k i l l", "k.i.l.l", "$uicide") reads as the plain words.
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

/** A partner (coercive control is an intimate partner's, and a parent may ground a teenager). */
const partner = String.raw`my\s+(partner|husband|wife|boyfriend|girlfriend|fiance|fiancee|ex)`;

// Global: every match is read, not only the first (the first may be an idiom's). Every pattern is a
// run of words and single alternations: no quantifier sits inside another, so each match is linear.
const patterns: Record<CrisisKind, readonly RegExp[]> = {
  suicide: [
    // "killmyself" run together too (the words are rare enough together that no other reading fits).
    /\b(kill|killing|hang|hanging|shoot|shooting|drown|drowning)\s?my\s?self\b/g,
    // "kms" is slang for "kill myself" ("i want to kms", "gonna kms"), but "5 kms", "how many kms" and
    // "kms per week" are kilometres: not after a number or a counting word, nor before a rate.
    /(?<!(\d|\b(a|few|many|several|some|more|fewer|less|the|my|your|our|of|extra|total|hundred|thousand|couple|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty))\s?)\bkms\b(?!\s?(\/|per\b|an?\s+(hour|day|week|month)\b|each\b|every\b))/g,
    /\bun-?aliv(e|ing)\s+(my\s?self|me)\b/g,
    // Suicide, suicidal, and the word in Spanish, Portuguese and French (suicidio, suicidarme, suicider).
    /\bsuicid(e|es|al|ality|io|ios|arme|arse|ar|er|aire)\b/g,
    // The word misspelt as people type it in a hurry: a letter dropped, doubled, swapped or sounded out
    // ("suicde", "sucide", "suicdie", "suiside", "sucidal", "suacide").
    /\bs(?:u|ui|iu|ue|ooi|a)(?:c|s|ss|cc)(?:i|ie|y)?d(?:e|al|es)\b|\bsu(?:i|a)?(?:c|s)(?:i)?(?:d|dd)(?:e|al)\b|\bsuic(?:di|id)e\b/g,
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
    // "od" also as "o.d." (read "od." or "o d.").
    /\b(overdose|o\s?d\.?)\s+on\s+(purpose|(my|the|all\s+(of\s+)?my)\s+(pills|tablets|meds|medication|medicine|painkillers|sleeping\s+pills))\b/g,
    // An intended overdose ("I want to take an overdose"); an overdose that happened is medical.
    new RegExp(String.raw`\b(want|wanna|going|gonna|plan|planning|ready|decided|tempted|thinking\s+(of|about))\s+(to\s+)?(take\s+an\s+overdose|taking\s+an\s+overdose|overdos(e|ing)|o\s?d\b\.?)(?!\s+on\s+${treats})`, 'g'),
    // An overdose for a time to come: "I'll overdose tonight", "od tonight".
    /\b(overdose|o\s?d\.?)\s+(tonight|today|tomorrow|this\s+(evening|weekend)|when\s+(they|everyone)\s+(leave|leaves|is\s+asleep|are\s+asleep))\b/g,
    // Pills kept for it, the pills named first: "I have pills saved up", "my meds are stockpiled" (not
    // "my pills are saved in the app").
    /\b(pills|tablets|meds|medication|painkillers|sleeping\s+pills)\s+(i'?ve\s+|i\s+have\s+|are\s+|is\s+)?((saved|stashed)\s+(up|away)|stockpiled|hoarded)\b/g,
    // Every pill at once: "take all my pills", "swallow all of the tablets", "take the whole bottle". Not
    // the daily routine ("I take all my pills with breakfast", "did I take all my pills today?").
    /(?<!\b(i|we|you|they|did|do|does|have|has|forgot\s+to|forget\s+to|remember\s+to|remembered\s+to|remind\s+me\s+to|reminder\s+to|make\s+sure\s+(i|to)|always|usually|then|and)\s)\b(take|taking|swallow|swallowing)\s+(all|every\s+one)\s+(of\s+)?(my|the|these|those)\s+(pills|tablets|meds|medication|medicine|painkillers|sleeping\s+pills|paracetamol|antidepressants)\b(?!\s+(with|in\s+the|every|each|at\s+(breakfast|lunch|dinner|bedtime|the\s+same\s+time)|on\s+time|as\s+(prescribed|directed)|before|after|daily|regularly|today|this\s+morning|yet|correctly|properly|in\s+order))|\b(take|taking|swallow|swallowing)\s+(all\s+(of\s+)?(my|the)\s+(pills|tablets|meds)|the\s+whole\s+(bottle|pack|packet|box)\s+of\s+(pills|tablets|meds|paracetamol|painkillers|sleeping\s+pills))\s+(at\s+once|in\s+one\s+go|tonight)\b/g,
    // "take them all" where pills were named just before (in the same sentence, within a few words).
    /\b(pills|tablets|meds|medication|painkillers|paracetamol)\b[^.!?\n]{0,80}?\b(take|swallow)\s+(them\s+all|all\s+of\s+them|every\s+(one|last\s+one)\s+of\s+them)\b(?!\s+(with|in\s+the|every|each|at\s+(breakfast|lunch|dinner|bedtime|the\s+same\s+time)|on\s+time|as\s+(prescribed|directed)|before|after|daily|regularly))/g,
    // Passive wishes said as what would be "easier": "it would be easier if I just didn't wake up",
    // "easier for everyone if I wasn't here" (review stop-59 H1); not "easier if I didn't wake up at 5".
    /\b(easier|better|simpler)\s+(for\s+(everyone|everybody|them|all\s+of\s+them)\s+)?if\s+i\s+(just\s+)?((didn'?t|did\s+not|never)\s+(wake\s+up|exist|existed)|(wasn'?t|weren'?t|was\s+not|were\s+not)\s+(here|around|alive)\s?(any\s?more)?|(was|were)\s+(dead|gone)|died|disappeared)\b(?!\s+(early|at|before|on\s+time|in\s+time|for|so|with|in\s+the\s+night|until|till))/g,
    // Hopelessness about everything: "I don't see the point in anything anymore", "what's the point of anything".
    /\b((don'?t|dont|do\s+not|can'?t|cant|cannot|no\s+longer)\s+see\s+(the|a|any)\s+point\s+(in|of|to)|what'?s\s+the\s+point\s+(in|of))\s+(anything(?=\s*($|[.!?,;:)]|(any\s?more|at\s+all|now|these\s+days|lately|right\s+now|and|but|so|or|i|how|why|what)\b))|any\s+of\s+(it|this)\s+any\s?more|life\s+any\s?more|going\s+on)\b/g,
    /\blife\s+(is|isn'?t|feels)\s+(not\s+)?worth\s+(it|living)\b/g,
    /\bnothing\s+to\s+live\s+for\b/g,
  ],
  'self-harm': [
    /\b(hurt|hurting|harm|harming|cut|cutting|burn|burning|burned|burnt)\s?my\s?self\b/g,
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
    // Pushed, thrown or pinned somewhere: "my husband pushed me against the wall again" (review stop-59 H1);
    // not a push to do something ("my boss pushed me to apply", "pushed me into running").
    new RegExp(String.raw`\b(he|she|they|my\s+${family})\s+(again\s+|always\s+|still\s+|sometimes\s+|often\s+)?(pushed|pushes|shoved|shoves|threw|throws|pinned|pins|slammed|slams|dragged|drags)\s+me\s+(again\s+)?(against|into|onto|down|to\s+the\s+(floor|ground)|across|out\s+of)\s+(the|a|my)\s+(wall|walls|door|doors|fridge|table|floor|ground|stairs|bed|car|counter|kitchen|room|sofa|couch|house|flat|window|wardrobe|cupboard)\b`, 'g'),
    new RegExp(String.raw`\b(he|she|they|my\s+${family})\s+(again\s+|always\s+|still\s+)?(grabbed|grabs|held|holds|pinned)\s+me\s+(by|round|around)\s+(the|my)\s+(throat|neck|hair)\b`, 'g'),
    /\b(being|been|was|am|i'?m)\s+(abused|raped|sexually\s+assaulted|assaulted|beaten)\b/g,
    /\b(domestic|sexual)\s+(violence|abuse)\b/g,
    // Sex without consent: "my boyfriend forces me to have sex".
    /\b(forces?|forced|forcing|makes|made|pressures?|pressured|pressuring)\s+me\s+(to\s+have\s+sex|into\s+(having\s+)?sex|to\s+(sleep\s+with|do\s+sexual)|have\s+sex)\b/g,
    /\b(scared|afraid|frightened|terrified)\s+(to\s+go\s+home|of\s+my\s+(partner|husband|wife|boyfriend|girlfriend|dad|father|mum|mom|mother|stepdad|stepfather))\b/g,
    /\b(threatens?|threatened)\s+to\s+(kill|hurt)\s+(me|my)\b/g,
    /\b(not|don'?t|dont|never)\s+(feel\s+)?safe\s+(at\s+home|with\s+(him|her|them|my\s+(partner|husband|wife|boyfriend|girlfriend|dad|father|mum|mom|mother)))\b|\bunsafe\s+at\s+home\b/g,
    /\btouche[sd]\s+me\s+(and\s+)?(i\s+don'?t|when\s+i\s+don'?t|without)\b/g,
    // Coercive control by a partner. Watching: "my boyfriend checks my phone", "goes through my messages";
    // not a help or a game ("checks my emails for me while I'm away", "reads my texts to me when I drive").
    new RegExp(
      String.raw`\b${partner}\s+(always\s+|constantly\s+|keeps\s+|still\s+)?(checks|checked|checking|goes\s+through|went\s+through|going\s+through|reads|monitors|monitored|spies\s+on|spied\s+on)\s+(all\s+)?(of\s+)?my\s+(phone(?!\s+(bill|contract|plan|tariff|battery|case|screen|settings|charger))|messages|texts|emails|e\s?mails|dms|whatsapps?)\b(?!\s+(for\s+(me|us|games|typos|spelling|mistakes|the\s+(time|weather|score|news|football|directions))|to\s+me|when\s+i'?m\s+(driving|away|busy|in\s+hospital)))`,
      'g',
    ),
    // Isolating: "won't let me see my friends", "stops me seeing my family", "cut me off from my friends".
    new RegExp(
      String.raw`\b${partner}\s+((won'?t|wont|will\s+not|doesn'?t|does\s+not|never|didn'?t|did\s+not)\s+(let|allow)\s+me\s+(to\s+)?(see|meet|visit|talk\s+to|speak\s+to|call|phone|text|go\s+out\s+with|spend\s+time\s+with)|(stops|stopped|keeps|kept)\s+me\s+(from\s+)?(seeing|meeting|visiting|talking\s+to|speaking\s+to|away\s+from)|(cut|cuts|has\s+cut)\s+me\s+off\s+from|isolates\s+me\s+from|isolated\s+me\s+from)\s+(any\s+(of\s+)?|all\s+(of\s+)?)?my\s+(friends|family|mum|mom|mother|dad|father|parents|sister|sisters|brother|brothers)\b`,
      'g',
    ),
    new RegExp(String.raw`\b${partner}\s+(isolates|isolated|is\s+isolating)\s+me\b|\b${partner}\s+(won'?t|wont|will\s+not|doesn'?t|does\s+not|never)\s+(let|allow)\s+me\s+(to\s+)?(leave|go\s+out\s+of)\s+the\s+(house|flat|home)\b`, 'g'),
    // Money: "my husband controls my money", "takes all my wages", "won't let me have any money of my own".
    new RegExp(
      String.raw`\b${partner}\s+((controls|controlled|takes\s+all|took\s+all|keeps\s+all|withholds|has\s+taken\s+all)\s+(of\s+)?my\s+(money|wages|salary|pay|earnings|benefits|bank\s+cards?)|(takes|took|keeps|has\s+taken|holds\s+on\s+to)\s+my\s+(bank\s+cards?|debit\s+cards?|wages|salary|pay\s?packet|benefits|earnings)(?!\s+(to\s+the\s+(bank|shop|post)|for\s+(me|safekeeping\s+when)|when\s+i\s+forget))|(gives|gave|puts)\s+me\s+(an?\s+)?(weekly\s+|monthly\s+|small\s+)?(allowance|pocket\s+money)|(won'?t|wont|will\s+not|doesn'?t|does\s+not|never)\s+(let|allow)\s+me\s+(to\s+)?(have|keep|see|touch)\s+(any\s+)?(of\s+)?(my\s+own\s+|my\s+|our\s+)?(money|wages|salary|bank\s+(card|account)))\b`,
      'g',
    ),
    // Threats that hold someone: "threatens to take the kids away if I leave", "says he'll kill himself if I go".
    new RegExp(
      String.raw`\b${partner}\s+(threatens|threatened|keeps\s+threatening|is\s+threatening)\s+to\s+(take\s+(the|my|our)\s+(kids|children|baby)\s+(away|from\s+me)|(kill|hurt)\s+(himself|herself|themselves)\s+if\s+i\s+(leave|go|see))\b`,
      'g',
    ),
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
 * The same in Spanish, French, German and Portuguese, as normaliseForCare leaves them: lower case and
 * without accents ("no quiero vivir más" → "no quiero vivir mas", "häusliche" → "hausliche"). Each is a
 * first-person intention or a word that has no everyday sense; the hyperboles that borrow the verbs
 * ("mi madre va a matarme", "ça me tue", "das bringt mich um", "morir de risa") are not matched.
 */
const otherLanguages: Record<CrisisKind, readonly RegExp[]> = {
  suicide: [
    // Spanish: "quiero matarme", "voy a suicidarme", "me quiero morir", "quitarme la vida".
    /\b(quiero|quisiera|voy\s+a|pienso\s+en|estoy\s+pensando\s+en|ganas\s+de)\s+(matarme|morirme|suicidarme|quitarme\s+la\s+vida|acabar\s+con\s+mi\s+vida)\b/g,
    /\bme\s+(quiero|voy\s+a)\s+(matar|suicidar)\b|\bme\s+quiero\s+morir\b|\b(quiero|quisiera)\s+morir(me)?\b(?!\s+de\s+(risa|hambre|sed|verguenza|calor|frio|aburrimiento|ganas))/g,
    /\b(quitarme|quitare)\s+la\s+vida\b|\bacabar\s+con\s+mi\s+vida\b/g,
    /\bno\s+quiero\s+(seguir\s+)?(vivir|existir|estar\s+aqui)\b(?!\s+(en|con|cerca|lejos|solo|sola|juntos|juntas|alli|alla|ahi))|\bno\s+vale\s+la\s+pena\s+vivir\b|\bno\s+tengo\s+(nada|razones?)\s+(por\s+|para\s+)?(lo\s+)?(que\s+)?vivir\b/g,
    /\b(ojala|quisiera)\s+(estar|estuviera|estuviese)\s+muert[oa]\b|\b(estarian|estarias|estaria)\s+mejor\s+sin\s+mi\b/g,
    // French: "je veux mourir", "envie de me tuer", "mettre fin à mes jours", "je ne veux plus vivre".
    /\b(je\s+veux|je\s+voudrais|j'?ai\s+envie\s+de|envie\s+de|je\s+vais|je\s+pense\s+a)\s+(me\s+tuer|me\s+suicider|mourir)\b(?!\s+de\s+(rire|faim|soif|honte|chaud|froid|ennui|peur))|\b(je\s+veux|envie\s+d'?en|je\s+vais)\s+en\s+finir\b(?!\s+avec\s+(?!la\s+vie))/g,
    /\bmettre\s+fin\s+a\s+(mes\s+jours|ma\s+vie)\b|\bje\s+(ne\s+)?veux\s+plus\s+vivre\b|\bplus\s+envie\s+de\s+vivre\b|\b(seraient|serait|serais)\s+mieux\s+sans\s+moi\b/g,
    // German: "ich will sterben", "ich bringe mich um", "mich umbringen", "Selbstmord", "Suizid".
    /\bich\s+(will|mochte|werde)\s+(sterben|mich\s+(umbringen|toten)|nicht\s+mehr\s+leben|mir\s+das\s+leben\s+nehmen)\b|\bich\s+bringe\s+mich\s+um\b|\bmich\s+(umzubringen|selbst\s+zu\s+toten)\b/g,
    /\bselbstmord\w{0,12}|\bsuizid\w{0,12}|\bmir\s+das\s+leben\s+(zu\s+)?nehmen\b|\b(will|kann|mag)\s+nicht\s+mehr\s+leben\b|\bbesser\s+ohne\s+mich\b/g,
    // Portuguese: "quero morrer", "vou me matar", "não quero mais viver", "tirar minha vida".
    /\b(quero|vou|vontade\s+de|penso\s+em|pensando\s+em)\s+(me\s+matar|me\s+suicidar|tirar\s+(a\s+)?minha\s+(propria\s+)?vida)\b|\b(quero|vontade\s+de)\s+morrer\b(?!\s+de\s+(rir|fome|sede|vergonha|calor|frio|tedio|medo|saudade))/g,
    /\bnao\s+(quero|aguento)\s+mais\s+viver\b|\b(ficariam|ficaria|estariam)\s+melhor\s+sem\s+mim\b/g,
  ],
  'self-harm': [
    /\b(quiero|voy\s+a|ganas\s+de)\s+hacerme\s+dano\b|\bme\s+hago\s+dano\b(?!\s+(en|al|con|cuando\s+(corro|entreno|juego|cocino)|jugando|corriendo|entrenando|cocinando))|\bautolesion\w{0,12}/g,
    /\b(me\s+corto|cortarme|me\s+corte)\s+(los\s+brazos|las\s+venas|las\s+munecas|las\s+piernas|otra\s+vez|a\s+proposito)\b/g,
    /\b(je\s+veux|envie\s+de|je\s+vais)\s+me\s+faire\s+du\s+mal\b|\bje\s+me\s+(scarifie|mutile)\b|\bje\s+me\s+coupe\s+(les\s+bras|les\s+poignets|volontairement|expres|encore)\b|\bautomutil\w{0,12}|\bscarifications?\b/g,
    /\b(ich\s+ritze\s+mich|mich\s+(selbst\s+)?(ritzen|zu\s+ritzen|verletzen\s+will))\b|\bselbstverletz\w{0,12}/g,
    /\b(quero|vou|vontade\s+de)\s+me\s+(cortar|machucar)\b|\bautolesao\b/g,
  ],
  abuse: [
    /\bmi\s+(esposo|esposa|marido|mujer|novio|novia|pareja|padre|papa|madre|mama|padrastro|madrastra|ex)\s+me\s+(pega|pego|golpea|golpeo|viola|violo|maltrata|maltrato|estrangulo|amenaza\s+con\s+matarme)\b|\bviolencia\s+(domestica|de\s+genero|intrafamiliar|sexual)\b/g,
    /\btengo\s+miedo\s+de\s+(volver\s+a\s+casa|mi\s+(esposo|marido|novio|pareja|padre|padrastro))\b|\bme\s+(violaron|violo|abusaron)\b/g,
    /\b(mon|ma)\s+(mari|copain|conjoint|compagnon|pere|beau\s?pere|femme|copine|compagne|ex)\s+me\s+(frappe|bat|viole|etrangle|menace\s+de\s+me\s+tuer)\b|\bviolences?\s+(conjugales?|domestiques?|sexuelles?)\b|\bj'?ai\s+peur\s+de\s+rentrer\b/g,
    /\b(mein|meine)\s+(mann|freund|partner|vater|stiefvater|frau|freundin|partnerin|mutter|ex)\s+(schlagt|schlug|vergewaltigt|vergewaltigte|wurgt|wurgte|bedroht)\s+mich\b|\bhausliche\s+gewalt\b/g,
    /\b(meu|minha)\s+(marido|esposa|namorado|namorada|companheiro|companheira|pai|mae|padrasto|ex)\s+me\s+(bate|bateu|espanca|espancou|estuprou|estupra|ameaca)\b/g,
  ],
  medical: [
    /\bno\s+puedo\s+respirar\b|\bdolor\s+(en\s+el|de)\s+pecho\b|\b(me\s+)?(tome|trague)\s+(muchas|demasiadas)\s+(pastillas|pildoras)\b/g,
    /\bje\s+(ne\s+)?(peux|arrive)\s+(pas|plus)\s+(a\s+)?respirer\b|\bdouleurs?\s+(a|dans)\s+la\s+poitrine\b|\bj'?ai\s+(pris|avale)\s+trop\s+de\s+(medicaments|cachets|pilules|comprimes)\b/g,
    /\bich\s+(bekomme|kriege)\s+keine\s+luft\b|\bich\s+habe\s+zu\s+viele\s+tabletten\b/g,
    /\bnao\s+consigo\s+respirar\b|\bdor\s+no\s+peito\b|\btomei\s+(muitos\s+remedios|muitos\s+comprimidos|muitas\s+pilulas|remedios\s+demais|comprimidos\s+demais)\b/g,
  ],
};

const allPatterns: Record<CrisisKind, readonly RegExp[]> = {
  suicide: [...patterns.suicide, ...otherLanguages.suicide],
  'self-harm': [...patterns['self-harm'], ...otherLanguages['self-harm']],
  abuse: [...patterns.abuse, ...otherLanguages.abuse],
  medical: [...patterns.medical, ...otherLanguages.medical],
};

/**
 * Idioms and everyday accidents that borrow the words of a crisis. A crisis match that overlaps one of
 * these is the idiom's ("cut myself some slack", "hurt myself at the gym", "my partner hits the gym");
 * anything else in the same text is still read.
 */
/** Being active, as people name it when they ask how to do it safely. */
const activity = String.raw`(exercis\w*|work(ing)?\s?outs?|run|running|jog\w*|lift\w*|weights|stretch\w*|train|training|gym|yoga|pilates|swim\w*|cycl\w*|bike|biking|hik\w*|climb\w*|squat\w*|sports?|walk\w*|danc\w*|move\s+more|moving|get(ting)?\s+fit|fitness|active|physio\w*)`;

/** Asking how to do something, or wanting to. */
const askingHow = String.raw`(how|tips?|ways?|advice|start\w*|begin\w*|safe\w*|what|where|can\s+i|should\s+i|want\s+to|trying\s+to\s+(get|start))`;

const idioms: readonly RegExp[] = [
  /\bcut\s?my\s?self\s+(some\s+slack|off|a\s+(slice|piece)|shaving|cooking|chopping|while|on\s+(a|the|some))\b/g,
  /\b(hurt|burnt|burned|cut)\s?my\s?self\s+(at\s+(the\s+)?(gym|work|training|practice)|while|lifting|running|playing|training|exercising|falling|cooking|ironing|on\s+(a|the)\s+(stove|oven|iron|pan|kettle|glass|knife|tin|can))\b/g,
  /\b(hits|hit|hitting)\s+(the\s+(gym|road|books|sack|hay|shops|pub|snooze)|a\s+(wall|plateau|milestone|target|goal)|(my|his|her|their)\s+(goal|target|steps?|limit|stride))\b/g,
  /\b(beats|beat)\s+(me\s+|us\s+|him\s+|her\s+|them\s+)?(at|in)\s+(chess|cards|tennis|running|football|soccer|rugby|cricket|netball|basketball|squash|golf|pool|darts|scrabble|games?|a\s+(race|game|match|quiz)|the\s+(final|game|match|race|league|quiz))\b/g,
  // Beaten to something: "he beat me to the last slice", "she beat us to it".
  /\b(beats|beat)\s+(me|us|him|her|them)\s+to\s+(it|the\s+punch|the\s+(last|finish|top|front|first)|first)\b/g,
  // Burn-out: "I think I burned myself out at work".
  /\b(burn|burned|burnt|burning)\s?my\s?self\s+out\b/g,
  // A wrist cut by accident: "I cut my wrist on a broken glass".
  /\bcut\s+my\s+wrists?\s+(on\s+(a|the|some)|while|opening|cooking|chopping)\b/g,
  /\b(kills|killed|killing)\s?my\s?self\s+(laughing|at\s+the\s+gym|with\s+(work|training))\b/g,
  // Care not to get hurt while being active (review stop-61 H1): "start exercising without hurting myself",
  // "stretching so I don't hurt myself", "how do I not injure myself when I start running". Only with the
  // activity named in the same sentence, asked how to do: "get through tonight without hurting myself" and
  // "I go for a walk so I don't hurt myself" are still a crisis.
  new RegExp(
    String.raw`\b(${askingHow}\b[^.!?]{0,60}?\b${activity}|${activity}\b[^.!?]{0,60}?\b${askingHow})\b[^.!?]{0,80}?\b(without|so\s+(that\s+)?i\s+(don'?t|do\s+not|won'?t|will\s+not)|and\s+not|not\s+to)\s+(hurt|hurting|injure|injuring|harm|harming|strain|straining)\s?my\s?self\b`,
    'g',
  ),
  new RegExp(String.raw`\b${askingHow}\b[^.!?]{0,60}?\b(without|not|never)\s+(hurting|hurt|injuring|injure|harming|harm)\s?my\s?self\s+(when|while|if|as)\s+(i\s+)?(start\w*\s+|get\s+back\s+(in)?to\s+|try\w*\s+|begin\w*\s+)?${activity}\b`, 'g'),
];

/** Digits and signs people put for letters inside a word to get past a filter ("k1ll", "su1c1de", "d!e"). */
const lookalikes: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i', '|': 'l' };

/** Unicode's table of characters drawn like others (TR39 confusables.txt, as unhomoglyph ships it). */
const drawnLike = confusables as Record<string, string>;

/**
 * Letters of other scripts drawn like Latin ones ("і", "ο", "к", "κ"), each with those Latin letters in
 * lower case. The table maps some small letters to small capitals ("к" → "ĸ") and their capitals to
 * Latin ones ("К" → "K"), and capitals drawn like "I" to "l": a letter is read as its small letter, else
 * as itself, else as its capital. A mapping to a digit or a sign ("б" → "6") is not taken. Built when
 * the module loads (a few milliseconds), so that no message waits for it.
 */
const latinLetters = ((): Map<string, string> => {
  const letters = new Map<string, string>();
  for (const char of new Set(Object.keys(drawnLike).flatMap((key) => [key, key.toLowerCase()]))) {
    for (const form of [char.toLowerCase(), char, char.toUpperCase()]) {
      const latin = drawnLike[form];
      if (latin !== undefined && /^[a-z]{1,3}$/i.test(latin)) {
        letters.set(char, latin.toLowerCase());
        break;
      }
    }
  }
  return letters;
})();

/** A run of non-ASCII characters without the unseen ones (marks, joiners), letters drawn like Latin ones as those. */
function plainLetters(run: string): string {
  let out = '';
  for (const char of run.replace(/[\p{M}\p{Cf}\p{Default_Ignorable_Code_Point}]+/gu, '')) out += latinLetters.get(char) ?? char;
  return out;
}

/**
 * One spelling for the patterns above, whatever the disguise: compatibility forms as their letters
 * (fullwidth "ｋｉｌｌ", mathematical bold), accents and other combining marks dropped ("kíll", "mas"
 * for "más"), invisible characters (zero-width joiners and spaces, soft hyphens, direction marks)
 * dropped, letters of other scripts drawn like Latin ones read as those ("kіll" with a Cyrillic і),
 * lower case, one kind of apostrophe; separators between letters read as spaces ("my-self", "k.i.l.l")
 * and letters spelled out one by one read as a word ("k i l l  m y s e l f": a double space still
 * parts two words); then single spaces, and digits or signs standing for letters in a word or at its
 * start ("k1ll", "$uicide", "5uicidal"). A number on its own ("5 kms", "116 123") is left as it is.
 * With `separators: 'joined'` a separator between letters is dropped instead ("sui-cide", "sui_cide",
 * "o.d." read as "suicide", "od."): detectCrisis reads both spellings.
 */
export function normaliseForCare(text: string, separators: 'spaces' | 'joined' = 'spaces'): string {
  return (
    text
      .slice(0, CRISIS_SCAN_LIMIT)
      // Before NFKD, which splits the acute accent into a space and a mark.
      .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
      .normalize('NFKD')
      // A compatibility form may be longer than what it stands for: the scan stays bounded.
      .slice(0, CRISIS_SCAN_LIMIT)
      .replace(/[^\p{ASCII}]+/gu, plainLetters)
      .toLowerCase()
      .replace(/(?<=[a-z])[013457@$!|]+(?=[a-z])/g, (run) => [...run].map((c) => lookalikes[c] ?? c).join(''))
      .replace(/(?<![a-z0-9@$])[013457@$]{1,3}(?=[a-z]{2})/g, (run) => [...run].map((c) => lookalikes[c] ?? c).join(''))
      .replace(/(?<=[a-z])[-._*~+=\u00b7\u2022\u2219]+(?=[a-z])/g, separators === 'joined' ? '' : ' ')
      // Single letters, each parted from the next by one space: three or more make a word.
      .replace(/(?<![a-z'])[a-z](?: [a-z](?![a-z']))+/g, (run) => (run.length >= 5 ? run.replaceAll(' ', '') : run))
      .replace(/\s+/g, ' ')
  );
}

/** The kinds of crisis the text signals, most urgent first (empty: none). */
export function detectCrisis(text: string): CrisisKind[] {
  // A separator inside a word is read both ways: as a space ("my-self", "end-it-all") and as nothing
  // ("sui-cide", "sui_cide", "o.d."). Most texts have none, and are read once.
  const spaced = normaliseForCare(text);
  const joined = normaliseForCare(text, 'joined');
  const spellings = joined === spaced ? [spaced] : [spaced, joined];
  const found = new Set<CrisisKind>();
  for (const plain of spellings) {
    const idiomSpans = idioms.flatMap((idiom) => [...plain.matchAll(idiom)].map((m) => [m.index, m.index + m[0].length] as const));
    const overlapsIdiom = (start: number, end: number) => idiomSpans.some(([from, to]) => start < to && from < end);
    for (const kind of crisisKinds) {
      if (!found.has(kind) && allPatterns[kind].some((pattern) => [...plain.matchAll(pattern)].some((m) => !overlapsIdiom(m.index, m.index + m[0].length)))) found.add(kind);
    }
  }
  return crisisKinds.filter((kind) => found.has(kind));
}

