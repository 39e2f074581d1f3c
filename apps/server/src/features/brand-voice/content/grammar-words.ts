import { FUNCTION_WORDS } from '../../../platform/search/function-words.ts';

/** Word classes the reader uses to tell a subject's noun phrase from a sentence about the customer. */

/** The function words, and the auxiliaries and quantifiers that end a noun phrase ("our café | will open"). */
export const STOPWORDS = new Set([
  ...FUNCTION_WORDS,
  ...'but if into onto up out about ours mine yours him do does did have has had will would can could should shall may might must not no yes all more most such own same only'.split(' '),
]);
export const DETERMINERS = new Set(['our', 'my', 'the', 'a', 'an', 'your', 'this', 'these', 'that', 'their', 'his', 'her', 'its', 'new']);
/** Words after which a subject's core noun phrase has ended ("a workshop | for young parents"). */
export const CORE_BREAKS = new Set(
  'in on at for from with near by this next that which who where when because during until before after across around between opening launching starting helping offering serving selling bringing coming happening running based located designed built made'.split(
    ' ',
  ),
);
/** Words that start a sentence about someone rather than a subject's noun phrase. */
export const PRONOUNS = new Set(['we', 'i', 'you', 'they', 'he', 'she', 'it', "we're", "i'm", "you're", "they're", "it's", "we've", "i've", "we'll", "i'll"]);
/** Words that end a subject's noun phrase because a verb begins ("our van | now covers Bristol"). */
export const VERB_MARKERS = new Set(
  "is are was were will won't can can't could would should has have had isn't aren't now just finally already opens launches starts covers offers helps makes gives brings lets runs delivers serves sells provides includes features returns comes goes needs wants means does doesn't gets takes shows teaches turns keeps".split(
    ' ',
  ),
);
export const AUXILIARIES = new Set(
  "do does did don't doesn't didn't can can't cannot could will won't would are is am aren't isn't have has just also really always never now still".split(' '),
);
export const RELATIVES = new Set(['that', 'which', 'who', 'where']);
/** Common words that are capitalised only because they start the description. */
export const COMMON_STARTS = new Set([
  ...STOPWORDS,
  ...'new weekly monthly daily annual free local small big first latest online summer winter spring autumn special fresh brand-new friendly family-run independent'.split(' '),
]);
/** First words of a noun phrase that are common words even when capitalised ("Launch of our café"). */
export const EVENT_STARTS = new Set(
  'launch relaunch opening reopening grand official soft start return arrival celebration unveiling introduction announcement release end closing beginning anniversary birthday series season sale open'.split(' '),
);
/** Words before "of" that take no article ("lots of fun", "classes of ten"). */
export const QUANTITIES = new Set('lots plenty loads heaps tons bags bit couple kind sort type half part range variety selection number'.split(' '));
/** Invitations that start a description ("Join us for yoga in Leeds"): quoted whole, their object is the subject. */
export const INVITATIONS = new Set('join come visit discover meet celebrate explore enjoy grab shop taste book pop'.split(' '));
/** First words left by "we are …" that start no noun phrase ("We're so excited", "We are hiring"). */
export const NOT_A_THING = new Set('excited thrilled delighted happy proud pleased glad ready open closed back hiring moving growing celebrating'.split(' '));
