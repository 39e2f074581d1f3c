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
    // The reviewer's misses, and the "kms" slang (not kilometres).
    "I'm thinking of jumping off a bridge",
    'I have been saving up my pills',
    'I just want to sleep and never wake up',
    "I don't see the point in living anymore",
    'i want to kms',
    'gonna kms',
    // Indirect phrasings.
    'Nobody would notice if I disappeared',
    'Everyone would be better off if I was dead',
    "I've been giving away my things",
    "I've looked up how many pills it would take",
    "I'm so tired of living",
    'I want to disappear forever',
    "I'm not going to be here much longer",
    'I just want it all to end',
    "I've written letters to my kids for when I'm gone",
    "I'm thinking of stepping in front of a train",
    'I want to take an overdose',
    'I hope I never wake up',
    // Overdose intent (issue 46): pills kept for it, all of them at once, or an overdose to come.
    'I have pills saved up and I am going to take them all tonight',
    'I want to take all my pills',
    'take all my pills',
    "I'm going to swallow all of the tablets",
    'I will take the whole bottle of paracetamol tonight',
    'I am going to overdose tonight',
    'overdose tonight',
    'my meds are stockpiled in the drawer',
    // Review stop-59 H1: passive wishes and hopelessness inside an ordinary message.
    "some nights I think it would be easier if I just didn't wake up",
    "Work has been awful. Honestly some nights I think it would be easier if I just didn't wake up. Anyway how do I ask for a transfer?",
    "It would be easier for everyone if I wasn't here",
    "Honestly I don't see the point in anything anymore. How do I get motivated to go to the gym?",
    "what's the point of anything",
  ],
  'self-harm': [
    'I hurt myself when I feel this way',
    "I've started cutting again",
    'I keep harming myself',
    // Careful-while-active wording without the asking (review stop-61 H1's fix leaves these a crisis).
    'how do I get through tonight without hurting myself',
    "I go for a walk so I don't hurt myself",
    'I burned myself on purpose',
    'I self-harm when stressed',
    'i cut myself last night',
    'I cut my wrists last night',
    "I've been cutting my arms again",
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
    'My boyfriend forces me to have sex',
    'my partner hits me',
    'my husband strangled me last night',
    'my dad beats us when he drinks',
    // Coercive control by a partner: watching, isolating, money, threats that hold someone.
    "my partner checks my phone and won't let me see my friends",
    'My boyfriend goes through my messages every night',
    'my husband won’t let me see my family',
    'My wife stops me from seeing my friends',
    'My partner has cut me off from my family',
    'my girlfriend isolates me from my friends',
    "my husband won't let me leave the house",
    'my husband controls my money',
    'my boyfriend takes all my wages',
    "my partner won't let me have any money of my own",
    'my husband threatens to take the kids away if I leave',
    'my ex still checks my messages',
    // Review stop-59 H1: pushed against a wall, a bank card taken, an allowance.
    "My husband pushed me against the wall again last night but it's my fault for nagging. How do I stop nagging?",
    'my boyfriend shoved me into the door',
    'he threw me down the stairs',
    'my partner grabbed me by the throat',
    'My boyfriend takes my bank card and gives me an allowance. How do I budget on £20 a week?',
    'my husband gives me a weekly allowance',
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
    'I swallowed a bottle of bleach',
    'my toddler drank some bleach',
    "He's unconscious and not breathing",
    "her seizure won't stop",
    "She's having a seizure",
    "I can't wake her up",
    'my friend took an overdose',
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
  // Review stop-61 H1: being careful while active.
  'Im 58 and havent exercised in years, where do i even start without hurting myself',
  'how do I start running without hurting myself?',
  "tips for stretching so I don't hurt myself",
  'How do I not injure myself when I start lifting weights?',
  'I want to get fit again and not hurt myself',
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
  // The reviewer's false alarms.
  'I ran 5 kms today, how do I get faster?',
  'I think I burned myself out at work',
  'My relationship is toxic. Should I end it?',
  'I want to end things with my boyfriend',
  "I'm going to die of boredom",
  'My boss hit the roof',
  'My son hit his head',
  'My daughter hit her first 5k',
  'They beat us at football',
  'My mum had a fit',
  'Can you overdose on vitamin D?',
  'unconscious bias at work',
  "My teenager won't wake up for school",
  // Everyday sentences with strong words.
  "I'm killing it at work this month",
  "I'm dying to try that recipe you mentioned",
  'I could kill for a coffee right now',
  'I love the cut of this dress',
  'I use bleach to clean the bathroom, is that safe?',
  'Should I take my vitamin pills with food?',
  'Can I overdose on caffeine if I drink five coffees?',
  'I want to cut down on sugar',
  'When should I end my fast?',
  'I nearly died laughing at that video',
  'My dad had a heart attack last year, what should he eat?',
  "I'm going to die on this hill: oat milk is better",
  'We went bungee jumping off a bridge in New Zealand',
  "I don't want to live with my parents anymore",
  'He beat me to the last slice of cake',
  'That spin class nearly killed me',
  'How many kms a week should I run for a half marathon?',
  "I'll sleep when I'm dead, says my boss",
  "I'm tired of living paycheck to paycheck",
  "I don't want to wake up early for the gym",
  'My plant is going to die if I keep forgetting to water it',
  'I cut my wrist on a broken glass, it is only a scratch',
  'The app is unresponsive after the update',
  // A partner's everyday care, a child's game, a parent's rule: not coercive control.
  'my kids check my phone for games',
  "my partner won't let me pay for dinner",
  'my husband checks my emails for me while I am away',
  'my wife reads my texts to me when I am driving',
  'my wife checks my emails for typos before I send them',
  'my partner checks my phone bill to save money',
  "my mum won't let me see my friends until I finish my homework",
  'my partner controls the TV remote',
  'my partner keeps me from eating junk food',
  "my wife won't let me skip the gym",
  'My partner and I share our money',
  'my partner took all my advice',
  'my boyfriend threatens to take the dog for a walk',
  // Review stop-59: the same words in everyday senses.
  "It would be easier if I didn't wake up at 5am for work",
  'My boss pushed me to apply for the promotion',
  'my coach pushed me into running a marathon',
  "I don't see the point in anything fancy for dinner",
  'my partner takes my bank card to the shop when I forget',
  'My husband and I give our kids an allowance',
];

describe('detectCrisis', () => {
  for (const [kind, texts] of Object.entries(says) as [CrisisKind, readonly string[]][]) {
    for (const text of texts) {
      it(`hears ${kind} in “${text}”`, () => {
        expect(detectCrisis(text)).toContain(kind);
      });
    }
  }

  for (const text of ['I like suede shoes', 'sauce on the side', 'the rain will subside', 'the seaside in June', 'it suited me']) {
    it(`hears no crisis in a word near "suicide": “${text}”`, () => {
      expect(detectCrisis(text)).toEqual([]);
    });
  }

  for (const text of ordinary) {
    it(`hears no crisis in “${text}”`, () => {
      expect(detectCrisis(text)).toEqual([]);
    });
  }

  it('reads curly apostrophes, capitals and line breaks as their plain forms', () => {
    expect(detectCrisis('I DON’T WANT TO\nBE HERE ANYMORE')).toEqual(['suicide']);
  });

  it('reads look-alike characters inside a word as letters, and leaves numbers alone', () => {
    expect(detectCrisis('I want to k1ll myself')).toEqual(['suicide']);
    expect(detectCrisis('thinking about su1c1de')).toEqual(['suicide']);
    expect(detectCrisis('I want to d!e')).toEqual(['suicide']);
    expect(detectCrisis('I ran 5 kms today')).toEqual([]);
    expect(detectCrisis('Samaritans: 116 123, or text SHOUT to 85258')).toEqual([]);
    expect(detectCrisis('my w1fe and I walked 4km')).toEqual([]);
  });

  // The probe's 18 disguises (issue 46, L1): each must read as the crisis it hides.
  const disguised: readonly [string, string, CrisisKind][] = [
    ['a zero-width joiner inside a word', 'I want to kil\u200Dl myself', 'suicide'],
    ['a zero-width space inside a word', 'I want to k\u200Bill myself', 'suicide'],
    ['a soft hyphen and a word joiner', 'thinking about sui\u00ADci\u2060de', 'suicide'],
    ['a Cyrillic look-alike', 'I want to k\u0456ll myself', 'suicide'],
    ['Cyrillic and Greek look-alikes in capitals and small letters', 'I WANT TO \u041AILL MY\u0405ELF, I feel \u0455u\u03B9c\u0456dal', 'suicide'],
    ['fullwidth letters', 'I want to \uFF4B\uFF49\uFF4C\uFF4C \uFF4D\uFF59\uFF53\uFF45\uFF4C\uFF46', 'suicide'],
    ['mathematical bold letters', 'I want to \u{1D424}\u{1D422}\u{1D425}\u{1D425} myself', 'suicide'],
    ['combining accents', 'I want to ki\u0301ll myse\u0300lf', 'suicide'],
    ['accented letters', 'I want to kíll mysélf', 'suicide'],
    ['a struck-through word', 'i want to k\u0336i\u0336l\u0336l\u0336 myself', 'suicide'],
    ['the words run together', 'i want to killmyself', 'suicide'],
    ['a hyphen inside a word', 'I want to kill my-self', 'suicide'],
    ['spaced letters', 'i want to k i l l  m y s e l f', 'suicide'],
    ['dotted letters', 'I will k.i.l.l myself tonight', 'suicide'],
    ['a hyphen inside the word', 'sui-cide', 'suicide'],
    ['an underscore inside the word', 'sui_cide thoughts again', 'suicide'],
    ['a dot inside the word', 'thinking about sui.cide', 'suicide'],
    ['a hyphen inside "suicidal"', 'I feel sui-cidal', 'suicide'],
    ['dots in "o.d."', 'I want to o.d. on my pills', 'suicide'],
    ['dots in "o.d." alone', 'o.d. on my pills', 'suicide'],
    ['a hyphen inside "overdose"', 'going to over-dose tonight', 'suicide'],
    ['a dollar sign for an s', 'thinking about $uicide', 'suicide'],
    ['a digit for an s', 'I feel 5uicidal', 'suicide'],
    ['a letter dropped', 'thinking about suicde', 'suicide'],
    ['another letter dropped', 'I keep thinking about sucide', 'suicide'],
    ['two letters swapped', 'suicdie again', 'suicide'],
    ['an s for the c', 'suiside thoughts', 'suicide'],
    ['"suicidal" with a letter dropped', 'feeling sucidal tonight', 'suicide'],
    ['Spanish', 'ya no puedo más, quiero matarme', 'suicide'],
    ['Spanish, without a verb of killing', 'No quiero vivir más', 'suicide'],
  ];
  for (const [how, text, kind] of disguised) {
    it(`hears ${kind} written with ${how}`, () => {
      expect(detectCrisis(text)).toContain(kind);
    });
  }

  const otherLanguages: Record<CrisisKind, readonly string[]> = {
    suicide: [
      'Me quiero morir',
      'voy a suicidarme',
      'Estoy pensando en quitarme la vida',
      'Todos estarían mejor sin mí',
      'Je veux mourir',
      "J'ai envie de me tuer",
      'Je pense à mettre fin à mes jours',
      'Je ne veux plus vivre',
      'Ich will sterben',
      'Ich will mich umbringen',
      'Ich denke an Selbstmord',
      'Quero morrer',
      'Vou me matar',
      'Não quero mais viver',
    ],
    'self-harm': ['Me hago daño cuando estoy triste', 'me corto los brazos otra vez', 'Je me scarifie', 'Ich ritze mich', 'Quero me cortar'],
    abuse: ['Mi esposo me pega', 'Es violencia doméstica', 'Mon mari me frappe', 'Meine Freundin schlägt mich', 'Meu marido me bate'],
    medical: ['No puedo respirar', 'Tengo dolor en el pecho', 'Je ne peux pas respirer', "J'ai pris trop de médicaments", 'Ich bekomme keine Luft', 'Não consigo respirar'],
  };
  for (const [kind, texts] of Object.entries(otherLanguages) as [CrisisKind, readonly string[]][]) {
    for (const text of texts) {
      it(`hears ${kind} in “${text}”`, () => {
        expect(detectCrisis(text)).toContain(kind);
      });
    }
  }

  // Everyday sentences in those languages that borrow the words, and ordinary text the new readings touch.
  for (const text of [
    'Me muero de risa con este vídeo',
    'Mi madre va a matarme si llego tarde',
    'Esta rutina me está matando',
    'No quiero vivir en esta ciudad',
    'Me hice daño en el gimnasio',
    'Ça me tue, ce travail',
    'Je vais mourir de faim',
    'Je veux en finir avec mes dettes',
    'Das bringt mich um',
    'Ich sterbe vor Hunger',
    'Vou morrer de rir',
    'Minha mãe vai me matar',
    'I ran 5kms today, then 4km more',
    'Meet me at 10am on the 1st, e.g. at the U.S.A. pavilion',
    'I need a well-being plan for my self-care routine',
    'My B.M.I. is fine and I want to keep it',
    'I will kill my selfishness with kindness',
    'Schedule: a.m. walk, p.m. stretch',
    // Ordinary sentences near the overdose and in-word readings (issue 46).
    'I take my pills every morning',
    'I take all my pills with breakfast',
    'Did I take all my pills today?',
    'I forgot to take all my pills yesterday',
    'The pill organiser helps me take them all on time',
    'Where can I buy a pill organiser?',
    'I booked a well-being check with my doctor',
    'a well-being check',
    'My pills are saved in the app as a daily habit',
    'The o.d. of the pipe is 20 mm',
    'I use a pill organiser so I take all of them with dinner',
    'Our co-op sells e-bikes and re-usable bottles',
    'I take them all to school on my way to work',
  ]) {
    it(`hears no crisis in “${text}”`, () => {
      expect(detectCrisis(text)).toEqual([]);
    });
  }

  it('reads the longest message of the worst kind in a few milliseconds (every pattern is linear; the bound leaves room for a busy machine)', () => {
    const inputs = [
      'k '.repeat(CRISIS_SCAN_LIMIT),
      'a.'.repeat(CRISIS_SCAN_LIMIT),
      '\u0456\u200D'.repeat(CRISIS_SCAN_LIMIT),
      '\uFDFA'.repeat(CRISIS_SCAN_LIMIT),
      '$5'.repeat(CRISIS_SCAN_LIMIT),
      'i want to '.repeat(CRISIS_SCAN_LIMIT / 10),
      'no quiero '.repeat(CRISIS_SCAN_LIMIT / 10),
      // The in-word reading and the pills read with the words after them.
      'a-'.repeat(CRISIS_SCAN_LIMIT),
      'pills '.repeat(CRISIS_SCAN_LIMIT / 6),
      'pills take '.repeat(CRISIS_SCAN_LIMIT / 11),
      'o.d.'.repeat(CRISIS_SCAN_LIMIT / 4),
    ];
    for (const input of inputs) {
      // The fastest of a few reads (the first compiles, a busy machine adds pauses).
      const times = [0, 1, 2].map(() => {
        const started = Date.now();
        detectCrisis(input);
        return Date.now() - started;
      });
      expect(Math.min(...times)).toBeLessThan(200);
    }
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
