/**
 * What a description says to the writer rather than about its subject: the wording of a request, the
 * kinds of writing it names and the instructions it gives. The reader drops them from the subject and
 * never quotes them back.
 */

/** Opening words that ask for the writing rather than say what it is about, longest first. */
export const LEAD_INS = [
  'can you please',
  'could you please',
  'i would like you to',
  'we would like you to',
  'i would like to',
  'we would like to',
  "i'd like to",
  "we'd like to",
  'i want you to',
  'we want you to',
  'i want to',
  'we want to',
  'i need to',
  'we need to',
  'i need',
  'we need',
  'i want',
  'we want',
  'help me',
  'help us',
  'tell people about',
  'let people know about',
  'let everyone know about',
  'spread the word about',
  'talk about',
  'something about',
  'something for',
  'we are',
  "we're",
  'i am',
  "i'm",
  'we have got',
  "we've got",
  'we have',
  "we've",
  'i have',
  "i've",
  'we will be',
  "we'll be",
  'i will be',
  "i'll be",
  'we run',
  'i run',
  'we own',
  'i own',
  'we sell',
  'i sell',
  'we offer',
  'i offer',
  'we make',
  'i make',
  'we host',
  'i host',
  'this is',
  'it is',
  "it's",
  'here is',
  "here's",
  'please',
  'pls',
  'can you',
  'could you',
  'write',
  'create',
  'draft',
  'make',
  'generate',
  'compose',
  'give me',
  'about',
].map((phrase) => phrase.split(' '));
/** Verbs dropped from the front only before a determiner ("opening our café", not "opening hours"). */
export const LEAD_VERBS = new Set(
  'announce announcing promote promoting introduce introducing launch launching open opening celebrate celebrating share sharing advertise advertising describe describing explain explaining showcase showcasing'.split(
    ' ',
  ),
);

/** Kinds of writing a request names ("an Instagram post about …"): they say how, not what. */
export const FORMATS = new Set(
  'post posts caption captions tweet tweets email emails newsletter newsletters blog article articles ad ads advert adverts advertisement announcement copy text message content description bio blurb flyer leaflet update piece story reel video script headline slogan tagline'.split(
    ' ',
  ),
);
/** Words that may come before a kind of writing in a request ("a short, fun Instagram post"). */
export const FORMAT_WORDS = new Set(
  'a an the one some short quick fun funny brief long detailed simple small little catchy engaging punchy friendly professional cheerful upbeat warm instagram facebook linkedin twitter tiktok x social media blog email web website newsletter launch promo promotional marketing sales product'.split(
    ' ',
  ),
);
export const FORMAT_LINKS = new Set(['about', 'for', 'on', 'announcing', 'promoting', 'introducing', 'advertising', 'regarding', 're', 'describing', 'explaining']);
/** Labels before a colon that name the writing, not the subject ("Launch post: …"). */
export const LABELS = new Set([...FORMATS, 'launch', 'news', 'idea', 'topic', 'subject', 'brief', 'title', 'announcement', 'promo']);
/** First words of a sentence that tell the writer what to do: they are not quoted in the piece. */
export const INSTRUCTIONS = new Set(
  "make mention include keep use add write please avoid focus target aim don't dont do try remember ensure highlight emphasise emphasize say tell call end start sign be sound speak tag limit no".split(' '),
);
/** Openings of a request to the writer, never quoted back. */
export const REQUESTS = [
  'can you',
  'could you',
  'would you',
  'i want',
  'we want',
  'i need',
  'we need',
  'i would like',
  'we would like',
  "i'd like",
  "we'd like",
  'write',
  'create',
  'draft',
  'generate',
  'compose',
  'give me',
  'help me',
  'help us',
  'pls',
].map((phrase) => phrase.split(' '));
