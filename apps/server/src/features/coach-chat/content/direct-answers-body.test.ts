import { describe, expect, it } from 'vitest';
import { builtinAnswer } from '../offline.ts';
import { libraryPassages } from './library.ts';

/*
 * Direct questions on sleep, stress and low mood, movement, pain and eating ("is X bad?", "how much?",
 * "X or Y?", "will it…?"), each answered by a passage whose first sentence gives the verdict: the answer
 * cites the passage and quotes that sentence, not only what to do.
 */
const asked: readonly { question: string; passage: string }[] = [
  { question: 'Should I take melatonin to help me sleep?', passage: 'sleep-melatonin-and-pills' },
  { question: 'I only get about 5 hours on work nights, can I make it up by sleeping in on Saturday?', passage: 'sleep-catching-up' },
  { question: 'is it bad that I go to bed at 2am every night if I still get 8 hours', passage: 'sleep-night-owl' },
  { question: 'I keep having nightmares, is that normal?', passage: 'sleep-nightmares' },
  { question: 'I only slept about 3 hours last night, will I be ok at work today?', passage: 'sleep-one-bad-night' },
  { question: 'is it bad to sleep too much?', passage: 'sleep-sleeping-too-much' },
  { question: "how do I know if I'm depressed or just sad?", passage: 'stress-sad-or-depressed' },
  { question: 'can I get therapy on the NHS without going through my GP?', passage: 'stress-talking-therapy' },
  { question: 'why do I keep crying for no reason?', passage: 'stress-crying-a-lot' },
  { question: 'my GP wants to put me on sertraline, will I get hooked?', passage: 'stress-antidepressants' },
  { question: 'can stress actually make you ill?', passage: 'stress-is-it-bad-for-you' },
  { question: 'does exercise actually help with depression?', passage: 'stress-exercise-and-mood' },
  { question: "I'm 58, is it too late to get fit?", passage: 'movement-never-too-late' },
  { question: 'should I go to the gym if I have a cold?', passage: 'movement-exercising-when-ill' },
  { question: 'is it bad to work out every day?', passage: 'movement-rest-days' },
  { question: 'is it better to exercise in the morning or the evening?', passage: 'movement-best-time-of-day' },
  { question: 'will doing sit ups get rid of my belly fat?', passage: 'movement-belly-fat' },
  { question: 'is cardio or weights better for losing weight?', passage: 'movement-cardio-or-weights' },
  { question: 'I never eat breakfast, is that unhealthy?', passage: 'eating-skipping-breakfast' },
  { question: 'is intermittent fasting worth trying?', passage: 'eating-intermittent-fasting' },
  { question: 'how much sugar is ok to have in a day?', passage: 'eating-how-much-sugar' },
  { question: 'are carbs bad for you?', passage: 'eating-are-carbs-bad' },
  { question: 'should I be taking vitamins?', passage: 'eating-vitamins-supplements' },
  { question: 'how many calories should I eat a day?', passage: 'eating-how-many-calories' },
  { question: 'should I take paracetamol or ibuprofen for my sore knee?', passage: 'pain-paracetamol-or-ibuprofen' },
  { question: 'is cracking my knuckles bad for me?', passage: 'pain-cracking-joints' },
  { question: 'how long does a sprained ankle take to heal?', passage: 'pain-sprain-healing-time' },
  { question: 'how do I know if my headache is a migraine?', passage: 'pain-migraine-or-headache' },
  { question: 'do I need to see my GP before I can get physio?', passage: 'pain-seeing-a-physio' },
  { question: 'why am I so stiff when I wake up in the morning?', passage: 'pain-morning-stiffness' },
];

/** A passage's first sentence: the direct answer. */
const directAnswer = (id: string) => {
  const passage = libraryPassages.find((p) => p.id === id);
  if (!passage) throw new Error(`No passage ${id}`);
  return { title: passage.title, sentence: passage.text.split(/(?<=[.!?])\s+(?=[A-Z])/)[0] as string };
};

describe('the built-in coach answers direct questions on sleep, stress, movement, pain and eating', () => {
  for (const { question, passage } of asked) {
    it(`answers “${question}” with the verdict of ${passage}`, () => {
      const answer = builtinAnswer({ question });
      expect(answer.cited.map((cited) => cited.id)).toContain(`library:${passage}`);
      const { title, sentence } = directAnswer(passage);
      const step = answer.steps.find((s) => s.title === title);
      expect(step?.text, `the step from ${passage}`).toContain(sentence);
    });
  }
});
