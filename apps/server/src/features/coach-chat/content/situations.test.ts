import { describe, expect, it } from 'vitest';
import { builtinAnswer } from '../offline.ts';

/*
 * Everyday situations the library had nothing for (issue 47): the coach answered with steps that shared a
 * word but not the situation ("my flatmate never does the washing up" got taking in a lodger and washing
 * clothes at 30 degrees; "my cat keeps waking me up at 5am" got pet grief). Each is now answered from the
 * passage written for it.
 */
const situations: readonly { question: string; passage: string }[] = [
  { question: 'My flatmate never does the washing up', passage: 'relationships-flatmate-chores' },
  { question: 'How do I get my son to do his homework without a fight every night?', passage: 'parenting-homework' },
  { question: 'I compare myself to people on Instagram all the time', passage: 'screen-time-comparing-yourself' },
  { question: 'my cat keeps waking me up at 5am', passage: 'sleep-woken-early' },
  { question: 'my partner snores so loud i cant sleep', passage: 'sleep-snoring-partner' },
  { question: "baby wakes up 3 times a night and I'm shattered", passage: 'parenting-baby-nights' },
  { question: 'my 4 year old wont get dressed in the morning', passage: 'parenting-school-mornings' },
  { question: 'my daughter is being bullied at school', passage: 'parenting-bullying' },
  { question: 'starting a new job on monday any tips', passage: 'work-new-job' },
  { question: 'nervous about a job interview tomorrow', passage: 'work-job-interview' },
  { question: "I hate my job but can't afford to leave", passage: 'work-stuck-in-a-job' },
  { question: "I'm a carer for my mum and I'm exhausted", passage: 'stress-caring-for-someone' },
  { question: "I'm retired and the days feel empty", passage: 'loneliness-after-retiring' },
  { question: 'my friend always cancels plans last minute', passage: 'relationships-friend-keeps-cancelling' },
  { question: 'how do I get back into swimming after years off', passage: 'movement-getting-back-into-it' },
  { question: 'I always snack at night after the kids are in bed', passage: 'eating-evening-snacking' },
];

describe('the built-in coach on situations its library was missing', () => {
  for (const { question, passage } of situations) {
    it(`answers “${question}” from ${passage}`, () => {
      const answer = builtinAnswer({ question });
      expect(answer.cited.map((cited) => cited.id)).toContain(`library:${passage}`);
    });
  }
});
