/** Short and long forms: the tones' contractions, the sole trader's words and the formal expansions. */

export const CONTRACTIONS: Record<string, string> = {
  'we are': "we're",
  'you are': "you're",
  'they are': "they're",
  'it is': "it's",
  'that is': "that's",
  'there is': "there's",
  'here is': "here's",
  'what is': "what's",
  'i am': "I'm",
  'we will': "we'll",
  'you will': "you'll",
  'i will': "I'll",
  'we would': "we'd",
  'i would': "I'd",
  'do not': "don't",
  'does not': "doesn't",
  'did not': "didn't",
  'is not': "isn't",
  'are not': "aren't",
  'will not': "won't",
  'would not': "wouldn't",
};

/** "we are" → "I am", "our" → "my", "us" → "me": the phrase banks in a sole trader's voice. */
export const SINGULAR_WORDS: Record<string, string> = { 'we are': 'I am', 'We are': 'I am', we: 'I', We: 'I', our: 'my', Our: 'My', us: 'me', ours: 'mine', ourselves: 'myself' };

/** The customer's own contractions written out in full for formal pieces: whole words first, then endings. */
export const EXPANDED_WORDS: Record<string, string> = {
  "can't": 'cannot',
  "won't": 'will not',
  "shan't": 'shall not',
  "i'm": 'I am',
  "let's": 'let us',
  "it's": 'it is',
  "that's": 'that is',
  "there's": 'there is',
  "here's": 'here is',
  "what's": 'what is',
  "who's": 'who is',
  "where's": 'where is',
};
export const EXPANDED_ENDINGS: Record<string, string> = { "n't": ' not', "'re": ' are', "'ll": ' will', "'ve": ' have', "'d": ' would', "'m": ' am' };
