import { describe, expect, it } from 'vitest';
import { CRISIS_SCAN_LIMIT, type CrisisKind, detectCrisis } from './crisis.ts';

const says: Record<CrisisKind, readonly string[]> = {
  suicide: [
    'I want to kill myself',
    'i wanna die',
    'Honestly I just want to be dead',
    "I don't want to be here anymore",
    'i dont want to wake up tomorrow',
    'Everyone would be better off without me',
    "There's no point in living",
    'no reason to go on',
    "I can't go on anymore",
    "I can’t do this anymore",
    'I am thinking about ending it all',
    "I've been thinking of taking my own life",
    'I wish I was never born',
    'I wish I could just disappear',
    'I wrote a goodbye letter',
    'I feel suicidal',
    'been having suicidal thoughts again',
    'thinking about ending my life',
    'kms',
    'i want to unalive myself',
    "I won't be around much longer",
    'life is not worth living',
    'I have nothing to live for',
    'I keep planning to end it',
  ],
  'self-harm': [
    'I hurt myself when I feel this way',
    "I've started cutting again",
    'I keep harming myself',
    'I burned myself on purpose',
    'I self-harm when stressed',
    'i cut myself last night',
  ],
  abuse: [
    'My husband hits me',
    'my boyfriend threatened to kill me',
    'he beats me when he drinks',
    "I'm scared to go home",
    'I am being abused',
    'I was raped last year and cannot sleep',
    "I don't feel safe at home",
    'She threatens to hurt my kids',
    'my dad punched me',
    'this is domestic violence, isn’t it',
  ],
  medical: [
    'I have chest pain and my left arm is numb',
    "I can't breathe properly",
    'I took too many pills',
    'my friend swallowed a whole bottle of paracetamol',
    'I think I overdosed',
    "I think I'm having a stroke",
    "my dad passed out and won't wake up",
    "the cut won't stop bleeding",
    'my throat is swelling after eating peanuts',
    'her face is drooping and her speech is slurred',
  ],
};

const ordinary: readonly string[] = [
  'This workout is killing me',
  "I'm dying to try this recipe",
  'How do I kill time on a long flight?',
  'I could murder a pizza right now',
  'The deadline is killing me but I will manage',
  'I want to quit sugar',
  'I hit my step goal today!',
  'My partner hits the gym every morning, how do I join him?',
  'I hurt myself at the gym, how long should I rest?',
  'I cut myself cooking, is it okay to keep training?',
  'I need to cut myself some slack this week',
  'I burned myself on the stove yesterday',
  'How do I end my subscription?',
  'I ended it with him last month and feel lonely',
  'my legs are dead after the run',
  'I die a little inside every Monday meeting, how do I cope?',
  'How can I fall asleep faster?',
  'how do I pay off my credit card',
  'My toddler hits his sister, what should I do?',
  'I beat my personal best today',
  'my sister beat me at chess again',
  'I overdosed on chocolate at the party lol',
  'What should I focus on this week?',
  'I feel a bit down today',
  'I am stressed about money',
  'I want to lose weight and breathe easier on stairs',
  'Is it normal to feel tired after a 10k run?',
  'I killed it at my presentation today',
  'My boss is driving me crazy',
  'I have a pain in my neck from sitting at a desk',
  'I wish I was born in the eighties',
  'I cannot breathe through my nose when I run, is that normal?',
];

describe('detectCrisis', () => {
  for (const [kind, texts] of Object.entries(says) as [CrisisKind, readonly string[]][]) {
    for (const text of texts) {
      it(`hears ${kind} in “${text}”`, () => {
        expect(detectCrisis(text)).toContain(kind);
      });
    }
  }

  for (const text of ordinary) {
    it(`hears no crisis in “${text}”`, () => {
      expect(detectCrisis(text)).toEqual([]);
    });
  }

  it('reads curly apostrophes, capitals and line breaks as their plain forms', () => {
    expect(detectCrisis('I DON’T WANT TO\nBE HERE ANYMORE')).toEqual(['suicide']);
  });

  it('still hears a crisis in a message that also holds an idiom', () => {
    expect(detectCrisis('This workout is killing me. Honestly I want to kill myself.')).toEqual(['suicide']);
    expect(detectCrisis('I hit my goal but my husband hits me when I go out')).toEqual(['abuse']);
  });

  it('lists every kind found, the most urgent first', () => {
    expect(detectCrisis('I want to die, I took too many pills')).toEqual(['medical', 'suicide']);
  });

  it('reads a bounded part of a huge message, so no input holds the server up', () => {
    const padding = 'ab '.repeat(CRISIS_SCAN_LIMIT);
    expect(detectCrisis(`kill myself ${padding}`)).toEqual(['suicide']);
    expect(detectCrisis(`${padding}kill myself`)).toEqual([]);
  });
});
