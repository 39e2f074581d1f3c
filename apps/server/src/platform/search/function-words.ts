/**
 * The English function words every reader of free text here leaves out when it looks for what a text is
 * about: articles, pronouns, the forms of "be", and the small joining words. Each reader adds the words its
 * own job leaves out too (the search: contractions typed without their apostrophe; the brand-voice reader:
 * auxiliaries and quantifiers that end a noun phrase).
 */
export const FUNCTION_WORDS: readonly string[] = (
  'a an the my our his her their your its i me we us you he she they them to of and or in on at for with ' +
  'is am are was were be been being it this that these those so very just too also by as from than then there here some any much many'
).split(' ');
