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
  // From the second review of 60 fresh questions (issue 47).
  { question: "my wife drinks too much and I don't know how to raise it", passage: 'alcohol-someone-elses-drinking' },
  { question: 'how do I talk to my dad about his drinking', passage: 'alcohol-someone-elses-drinking' },
  { question: "my partner snores so loud I've ended up in the spare room", passage: 'sleep-snoring-partner' },
  { question: "my old dog is struggling to walk, how do I know when it's time", passage: 'stress-old-or-ill-pet' },
  { question: 'how do I know when to put my cat to sleep', passage: 'stress-old-or-ill-pet' },
  { question: "I feel like I'm failing as a mum", passage: 'parenting-feeling-you-are-failing' },
  { question: 'mum guilt is killing me', passage: 'parenting-feeling-you-are-failing' },
  { question: "my mum has dementia and i feel guilty i can't visit more", passage: 'stress-parent-with-dementia' },
  { question: 'i am so stressed about exams next week i cant focus', passage: 'stress-exams' },
  { question: 'how do I revise for my exams', passage: 'stress-exams' },
  { question: 'I worry so much about what other people think of me', passage: 'stress-what-people-think' },
  { question: 'my mum keeps criticising how I parent my kids', passage: 'parenting-criticised-by-family' },
  { question: 'my mother in law criticises my parenting', passage: 'parenting-criticised-by-family' },
  { question: "my boyfriend wants us to move in together but I'm not sure I'm ready", passage: 'relationships-moving-in-together' },
  { question: "i'm always tired even after 8 hours sleep", passage: 'sleep-tired-after-enough-sleep' },
  { question: 'how much water should i drink a day', passage: 'eating-hydration' },
  {
    question: "my friend borrowed £500 from me months ago and hasn't paid it back, how do I bring it up without ruining the friendship",
    passage: 'money-friend-owes-you',
  },
  { question: 'i have 4k on credit cards and dont know where to start', passage: 'debt-where-to-start' },
  { question: 'how do I write a cover letter', passage: 'work-cv-and-cover-letter' },
  { question: 'should I write a journal', passage: 'stress-writing-things-down' },
  { question: 'my daughter is being left out by the other girls at school', passage: 'parenting-left-out' },
  { question: "can't sleep since my dad passed away", passage: 'grief-sleep-after-a-loss' },
  { question: "my sister and I haven't spoken in 2 years and I miss her", passage: 'relationships-long-silence' },
  { question: "I want to quit my job but I'm scared about money", passage: 'work-quitting-and-money' },
  { question: 'i cant stop spendng money on takeaways', passage: 'money-takeaways' },
  { question: 'my 4 year old wont go to sleep unless I stay in the room', passage: 'parenting-settling-without-you' },
  { question: 'my mate keeps making jokes about my weight and it hurts', passage: 'relationships-hurtful-jokes' },
  { question: 'my toddler will only eat pasta and yoghurt', passage: 'parenting-fussy-eating' },
  { question: 'my heart races before every meeting', passage: 'stress-nerves-before-a-big-moment' },
  { question: 'I get headaches every afternoon at work', passage: 'pain-tension-headaches' },
  { question: 'how do I get my kids off their phones at dinner', passage: 'screen-time-phone-free-meals' },
  // From the third review (issue 47).
  { question: 'how do I stop smoking', passage: 'substances-stopping-smoking' },
  { question: 'i want to give up vaping', passage: 'substances-stopping-vaping' },
  { question: 'how do i deal with cigarette cravings', passage: 'substances-cravings' },
  { question: "my dad smokes and won't listen", passage: 'substances-someone-elses-smoking' },
  { question: 'my brother is gambling and keeps asking to borrow money', passage: 'money-someone-elses-gambling' },
  { question: "how do I get through my dad's funeral on friday", passage: 'grief-the-funeral' },
  { question: 'I have panic attacks on the train', passage: 'stress-panic-attack' },
  { question: 'having a panic attack at work what do i do', passage: 'stress-panic-attack' },
  { question: 'how do I sleep in the day after a night shift', passage: 'sleep-after-a-night-shift' },
  { question: 'what should I eat before a morning run', passage: 'eating-before-morning-exercise' },
  { question: 'a 10 minute morning stretch routine', passage: 'movement-morning-stretch' },
  { question: 'sudden back pain and tingling down my leg', passage: 'pain-back-pain-with-numbness' },
  { question: "I've been feeling low for weeks and nothing is fun", passage: 'motivation-feeling-low-for-a-while' },
  { question: "I feel flat and can't enjoy anything", passage: 'motivation-feeling-low-for-a-while' },
  { question: 'my girlfriend wants more time together but I need time alone', passage: 'relationships-needing-time-alone' },
  { question: 'my friend hurt me at a party and I want to tell her', passage: 'relationships-friend-hurt-you' },
  { question: 'my debts are getting out of hand', passage: 'debt-free-advice' },
  { question: 'my debts are spiralling out of control', passage: 'debt-free-advice' },
  // From the fourth review: situations with no passage of their own.
  { question: "my 15 year old has stopped eating lunch and says she needs to lose weight", passage: 'parenting-teen-dieting' },
  { question: 'my son is on a strict diet and skips dinner, should I be worried', passage: 'parenting-teen-dieting' },
  { question: "someone brings in doughnuts every day at work and I can't resist", passage: 'eating-office-treats' },
  { question: 'how do I stop eating the cakes colleagues bring in', passage: 'eating-office-treats' },
  { question: "my nan has been really lonely since grandad passed away", passage: 'loneliness-older-relative' },
  { question: 'my elderly mum lives alone and keeps forgetting things', passage: 'loneliness-older-relative' },
  { question: 'my 2 year old is up at 5am every morning, help', passage: 'parenting-early-waking' },
  { question: 'how do I get my toddler to sleep past 5', passage: 'parenting-early-waking' },
  { question: 'how much time on the tablet is ok for my 3 year old', passage: 'parenting-screens-under-fives' },
  { question: 'is tv ok for a baby under 2', passage: 'parenting-screens-under-fives' },
  { question: "my mum died 6 months ago and I still cry every single day, is that normal", passage: 'grief-still-crying' },
  { question: "it's been months and the grief feels worse, not better", passage: 'grief-still-crying' },
  { question: 'I drink a whole bottle of wine most evenings, is that bad', passage: 'alcohol-bottle-of-wine' },
  { question: 'is vaping a good way to give up cigarettes', passage: 'substances-vaping-to-quit' },
  { question: 'should I switch from cigarettes to an e-cigarette', passage: 'substances-vaping-to-quit' },
  { question: "my best friend's baby died last week and I don't know what to say to her", passage: 'grief-friend-baby-died' },
  { question: 'what do you say to a friend whose little boy has died', passage: 'grief-friend-baby-died' },
  { question: 'I have three credit cards, which one do I pay off first', passage: 'debt-avalanche-snowball' },
  // From the third review (issue 47): a key phrase said of something else ("without ruining the friendship" of
  // money owed, "give up" of exercise) no longer outweighs the passage written for the situation.
  { question: 'how do i tell my best friend she hurt me without ruining the friendship', passage: 'relationships-friend-hurt-you' },
  { question: 'how do i stick to habits, i always give up after a week', passage: 'motivation-losing-interest' },
  { question: "I'm 16 and my parents are getting divorced, how do I deal with it", passage: 'relationships-parents-splitting-up' },
  { question: 'my 15 year old is vaping, what should I say to him', passage: 'parenting-teen-vaping' },
  { question: 'my wife has arthritis and gets down about not being able to do things, how do I support her', passage: 'relationships-partner-long-term-illness' },
  { question: 'my husband eats takeaway every day, how do I get him to eat healthier', passage: 'relationships-partner-habit' },
  { question: 'my girlfriend plays video games until 3am every night and I never see her', passage: 'relationships-partner-habit' },
  { question: 'quit smoking 3 weeks ago and Im eating everything in sight. gained 4 pounds already. help', passage: 'eating-after-stopping-smoking' },
  { question: 'our dog died last week and I’m more upset than I was when my gran died, why is that?', passage: 'grief-losing-a-pet' },
  { question: 'we’ve been married 22 years and it feels like we’re just flatmates now. is it too late to fix', passage: 'relationships-staying-close' },
  { question: 'how do I ask my manager for a raise without sounding greedy', passage: 'work-asking-for-a-raise' },
  { question: 'I’m 24 and just got my first proper job. What should I do with my first paycheck?', passage: 'money-first-salary' },
  { question: 'how many hours of sleep does a 10 year old need and how do i get mine to bed earlier', passage: 'parenting-kids-bedtime' },
  { question: 'i drink like 4-5 beers every night to unwind. is that a lot?', passage: 'alcohol-low-risk-limits' },
  { question: 'is it normal to still cry about my divorce 2 years later', passage: 'relationships-breakups' },
  { question: 'I stress eat chips every night after the kids go to bed. how do I stop', passage: 'eating-evening-snacking' },
  { question: 'ive been on a diet for 2 weeks and lost nothing. what am i doing wrong', passage: 'eating-scales-not-moving' },
  // From the fourth independent review (docs/coach-reviews/d-review.md).
  { question: 'What should i eat before bed if i get hungry late', passage: 'eating-hungry-before-bed' },
  { question: 'I get anxious every Sunday night thinking about Monday. How do I make it stop?', passage: 'work-sunday-dread' },
  { question: 'How can I cut back on drinking at work events without everyone noticing?', passage: 'alcohol-work-events' },
  { question: 'I have $500 left over each month. Should I invest it or pay extra on my car loan?', passage: 'debt-invest-or-repay' },
  // From the fifth (docs/coach-reviews/e-review.md): three it declined.
  { question: 'Is it normal to feel low every winter? It starts around November for me and lifts in March.', passage: 'stress-low-every-winter' },
  { question: 'my dad is 71 and i think hes hiding debt from us. how do i bring it up without him getting defensive', passage: 'debt-parent-hiding-debt' },
  // "since I lost my brother" says when; "and the anniversary still knocks me flat" is what it is about.
  { question: "It's been 3 years since I lost my brother and the anniversary still knocks me flat. Will it ever get easier?", passage: 'grief-anniversaries' },
  // "my 15 year olds bag" (no apostrophe) is a child's.
  { question: 'found a vape in my 15 year olds bag. how do I talk to her about it without her shutting down', passage: 'parenting-teen-vaping' },
  // The drinks and the people say the habit too: "pints", "a social smoker".
  { question: "I'm a social smoker, is that harmful?", passage: 'substances-a-few-a-day' },
  { question: 'I had 6 pints last night, can I drive this morning?', passage: 'alcohol-driving-next-day' },
];

describe('the built-in coach on situations its library was missing', () => {
  for (const { question, passage } of situations) {
    it(`answers “${question}” from ${passage}`, () => {
      const answer = builtinAnswer({ question });
      expect(answer.cited.map((cited) => cited.id)).toContain(`library:${passage}`);
    });
  }
});

describe('the built-in coach on what the review found its answers left out', () => {
  it('gives an amount when asked how much water to drink', () => {
    expect(builtinAnswer({ question: 'how much water should i drink a day' }).text).toContain('6 to 8 glasses or cups of fluid a day');
  });

  it('speaks to the one kept awake by a snorer, and to the one living with a drinker, not to the snorer or the drinker', () => {
    const snoring = builtinAnswer({ question: "my partner snores so loud I've ended up in the spare room" });
    expect(snoring.steps[0]?.text).toContain('protect your own sleep first');
    const drinking = builtinAnswer({ question: "my wife drinks too much and I don't know how to raise it" });
    expect(drinking.steps[0]?.title).toBe('Living with someone who drinks too much');
    expect(drinking.steps[0]?.text).toMatch(/When you raise how much they drink|Say what you've seen and how it affects you/);
    expect(drinking.text).not.toMatch(/Alternate every drink|Eat before and while you drink/);
  });

  it('tells someone with back pain and a tingling leg when to get help, and someone with a panic attack that it passes', () => {
    const back = builtinAnswer({ question: 'sudden back pain and tingling down my leg' }).text;
    expect(back).toContain('see your GP promptly');
    expect(builtinAnswer({ question: 'I have panic attacks on the train' }).text).toContain('it will peak and pass');
  });

  it('tells someone always tired after a full night to see a doctor', () => {
    expect(builtinAnswer({ question: "i'm always tired even after 8 hours sleep" }).text).toContain('worth seeing your doctor');
  });
});
