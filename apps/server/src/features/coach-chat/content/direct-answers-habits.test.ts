import { describe, expect, it } from 'vitest';
import { builtinAnswer } from '../offline.ts';
import { libraryPassages } from './library.ts';

/*
 * Direct questions on drinking, smoking and vaping, screen time, motivation and work ("is X bad?", "how
 * much is too much?", "X or Y?", "why do I…?", "is it too late?"): each is answered from the passage
 * written for it, and the answer opens on that passage's verdict (its first sentence), not only on what to do.
 */
const questions: readonly { question: string; passage: string }[] = [
  { question: 'is a glass of red wine every night actually good for my heart', passage: 'alcohol-good-for-you' },
  { question: 'I had quite a few drinks last night, am I ok to drive to work this morning?', passage: 'alcohol-driving-next-day' },
  { question: 'can i have a few beers while on antibiotics', passage: 'alcohol-and-medicines' },
  { question: 'will i lose weight if i stop drinking beer', passage: 'alcohol-and-weight' },
  { question: 'I stopped drinking 5 days ago and it\'s really hard, does it get easier?', passage: 'alcohol-does-it-get-easier' },
  { question: 'i\'ve been drinking heavily for 20 years, is it too late for my liver to recover?', passage: 'alcohol-liver' },
  { question: 'I\'m 62 and have smoked for 40 years, is there any point quitting now?', passage: 'substances-too-late-to-stop' },
  { question: 'I only smoke 3 or 4 cigarettes a day, is that really so bad?', passage: 'substances-a-few-a-day' },
  { question: 'is the nicotine in patches bad for you?', passage: 'substances-is-nicotine-harmful' },
  { question: 'I smoke because it calms me down when I\'m stressed, does it actually help?', passage: 'substances-smoking-and-stress' },
  { question: 'should I stop smoking cold turkey or cut down gradually?', passage: 'substances-cold-turkey-or-cut-down' },
  { question: 'I\'ve never smoked but I vape every day, is it bad for my lungs?', passage: 'substances-is-vaping-harmful' },
  { question: 'I\'m on screens about 9 hours a day, how much is too much?', passage: 'screen-time-how-much-for-adults' },
  { question: 'why can\'t I stop checking my phone every five minutes', passage: 'screen-time-why-you-keep-checking' },
  { question: 'I stare at a computer all day, is it ruining my eyes?', passage: 'screen-time-eyes' },
  { question: 'I play video games every night for 3-4 hours, is that bad?', passage: 'screen-time-gaming' },
  { question: 'is it safe to sleep with my phone next to my head', passage: 'screen-time-phone-radiation' },
  { question: 'is it bad to fall asleep with the tv on every night', passage: 'screen-time-tv-to-sleep' },
  { question: 'I\'m 52, is it too late to change my life?', passage: 'motivation-too-late-to-change' },
  { question: 'how long does it actually take to form a new habit', passage: 'motivation-how-long-habit' },
  { question: 'why am I so lazy all the time', passage: 'motivation-am-i-lazy' },
  { question: 'is it better to do my new habits in the morning or the evening?', passage: 'motivation-morning-or-evening' },
  { question: 'why do I always sabotage myself when things are going well', passage: 'motivation-self-sabotage' },
  { question: 'is it ok to have a lazy day where I do nothing at all?', passage: 'motivation-rest-day' },
  { question: 'can I take a sick day for my mental health', passage: 'work-sick-day' },
  { question: 'I work about 55 hours a week, is that too much?', passage: 'work-long-hours' },
  { question: 'will leaving my job after 4 months look bad on my CV?', passage: 'work-leaving-soon' },
  { question: 'should I tell my employer I have depression', passage: 'work-telling-work-about-mental-health' },
  { question: 'I cried in front of my boss today, is that ok?', passage: 'work-crying-at-work' },
  { question: 'my manager keeps humiliating me in meetings, is that bullying?', passage: 'work-bullying' },
  { question: 'I\'m 47 and want to retrain as a teacher, am I too old to change career?', passage: 'work-too-late-to-change-career' },
];

/** A passage's first sentence: the direct answer it opens with. */
function verdict(id: string): string {
  const text = libraryPassages.find((passage) => passage.id === id)?.text ?? '';
  const end = text.search(/[.!?](?:\s|$)/);
  return end < 0 ? text : text.slice(0, end + 1);
}

describe('the built-in coach on direct questions about habits and work', () => {
  for (const { question, passage } of questions) {
    it(`answers “${question}” from ${passage}, opening on its verdict`, () => {
      const answer = builtinAnswer({ question });
      expect(answer.cited.map((cited) => cited.id)).toContain(`library:${passage}`);
      const first = verdict(passage);
      expect(first.length).toBeGreaterThan(40);
      expect(answer.steps[0]?.text).toContain(first);
    });
  }
});
