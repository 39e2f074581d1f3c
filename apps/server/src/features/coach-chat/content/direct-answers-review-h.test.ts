
import { describe, expect, it } from 'vitest';
import { builtinAnswer } from '../offline.ts';
import { answersVerdictFirst } from './verdict-first.test-support.ts';

/*
 * The gaps review H found (h-review.md, to join docs/coach-reviews/): a partner's snoring, night sweats
 * without HRT, rude customers, a crunch month, low after retiring, a tearful teenager, exercise or talking,
 * exercise with osteoporosis, whether walking is enough, moving more when you sit all day, a tired
 * vegetarian, a child who only eats beige food, board at home, a high grocery bill, missed Klarna payments,
 * a pension lump sum against card debt, a very old debt, a teenager's first wages, a partner who checks
 * your phone, a partner who avoids moving in, bridesmaid costs, a child in your bed at night, children
 * unsettled after a changeover, managing friends, job hunting at 58, a beer every night, hangovers at 40,
 * going out without drinking, hours of phone games, getting going at home, a messy house, a lonely parent
 * at home with a baby, weekends without the children, being housebound, grief with exams, the first
 * Christmas after a death, hand arthritis and knitting, and heel pain in the morning. Each is asked in
 * other words than the review's, so the test measures the content, not one wording: the answer cites the
 * passage written for it, and its step opens on the passage's first sentence (the verdict, where the
 * question asks for one).
 */
const questions: readonly { question: string; passage: string }[] = [
  { question: 'my husband snores so loudly I keep ending up on the sofa, how can we sort it out?', passage: 'sleep-helping-a-snorer' },
  { question: "the menopause gives me awful night sweats but HRT isn't an option for me, what else can I do?", passage: 'sleep-night-sweats-without-hrt' },
  { question: 'I work on a customer service line and keep snapping at rude callers when I get stressed, how do I stay calm?', passage: 'work-rude-customers' },
  { question: "we're moving house next week, my wife is heavily pregnant and work is manic, and I keep snapping at people. how do I cope?", passage: 'stress-crunch-month' },
  { question: 'is it normal to feel low and a bit pointless since I retired a few months ago?', passage: 'loneliness-after-retiring' },
  { question: "I'm 15, everything has felt grey for weeks and I keep crying, but my parents say I'm just moody", passage: 'stress-teen-feeling-low' },
  { question: 'for low mood, is exercise or talking to someone better?', passage: 'stress-exercise-or-talking' },
  { question: "I've been diagnosed with osteoporosis, which exercises are safe and which should I avoid?", passage: 'movement-osteoporosis' },
  { question: 'is walking enough exercise or do I need proper workouts too?', passage: 'movement-is-walking-enough' },
  { question: "I'm working from home and sitting all day, how can I move more without joining a gym?", passage: 'movement-sitting-all-day' },
  { question: "I've been vegetarian for years and I'm tired all the time, could it be my diet?", passage: 'eating-vegetarian-and-tired' },
  { question: 'my 9 year old only eats beige food like chips and pasta, should I be worried?', passage: 'parenting-only-beige-food' },
  { question: "how much board should I pay my parents now I'm working and still living at home?", passage: 'money-paying-board' },
  { question: 'we spend about £700 a month on groceries for two, is that a lot and how can we cut it?', passage: 'money-high-grocery-bill' },
  { question: 'will missing a couple of Klarna payments wreck my credit score?', passage: 'debt-missed-bnpl-payments' },
  { question: 'should I use the tax-free lump sum from my pension to clear my credit card debt?', passage: 'saving-pension-lump-sum-for-debt' },
  { question: "a debt collector is chasing me for an old phone bill from 2015 I'd forgotten about, do I have to pay it?", passage: 'debt-statute-barred' },
  { question: "I'm 15 and just started a Saturday job, what should I do with the money?", passage: 'money-first-part-time-job' },
  { question: "my boyfriend goes through my phone while I'm asleep, is that normal?", passage: 'relationships-partner-checks-phone' },
  { question: 'he always changes the subject when I bring up moving in together, should I push it or wait?', passage: 'relationships-partner-avoids-moving-in' },
  { question: "I can't afford to be a bridesmaid at my friend's wedding, how do I tell her?", passage: 'money-bridesmaid-costs' },
  { question: 'our 6 year old climbs into our bed every night, how do we stop it without weeks of crying?', passage: 'parenting-child-in-your-bed' },
  { question: "my kids come back from their dad's wound up and rude after every weekend there, how should I handle it?", passage: 'parenting-after-changeover' },
  { question: "I've been offered a promotion but I'd be managing my friends, should I take it?", passage: 'work-managing-friends' },
  { question: "I'm 60 and was made redundant, where do I start looking for work at my age?", passage: 'work-finding-work-later-in-life' },
  { question: 'is a pint of beer every night bad for you?', passage: 'alcohol-a-drink-every-night' },
  { question: 'why are my hangovers so much worse now that I am in my 40s?', passage: 'alcohol-hangovers-with-age' },
  { question: "I'm a student and I don't really like drinking, how do I go out without drinking and not look boring?", passage: 'alcohol-going-out-without-drinking' },
  { question: 'I play games on my phone for three hours every evening, is that a problem?', passage: 'screen-time-phone-games' },
  { question: "I work from home and can't get going in the mornings, I'm often still in my pyjamas at lunchtime", passage: 'work-getting-going-at-home' },
  { question: "the whole house is a mess and I can't get motivated to clean, where do I start?", passage: 'motivation-messy-house' },
  { question: "I'm a stay at home dad with a baby and most days I don't talk to another adult", passage: 'parenting-lonely-at-home-with-a-baby' },
  { question: "the weekends my kids are at their mum's are so quiet that I dread them, what can I do with the time?", passage: 'loneliness-weekends-without-the-children' },
  { question: "I'm 78 and can't get out much since my operation, I only see my carer, what can I do?", passage: 'loneliness-housebound' },
  { question: "my grandad died and my GCSE mocks start soon, I can't concentrate", passage: 'grief-exams-after-a-death' },
  { question: 'how do I get through the first Christmas without my wife?', passage: 'grief-first-christmas' },
  { question: 'I have arthritis in my hands and knitting hurts now, do I have to give it up?', passage: 'pain-arthritis-in-the-hands' },
  { question: 'my heel hurts so much when I get out of bed in the morning, what can I do?', passage: 'pain-heel-in-the-morning' },
];

describe('the built-in coach on the gaps review H found', () => {
  answersVerdictFirst(questions);
});

describe('the built-in coach on what review H found unsafe or missing', () => {
  it('tells someone with a pint every night that it is about 16 units a week, over the 14-unit guideline', () => {
    const text = builtinAnswer({ question: 'is a pint of beer every night bad for you?' }).text;
    expect(text).toContain('16 units a week');
    expect(text).toContain('14 units');
  });

  it('tells someone chased for a very old debt that it may be statute-barred, and not to pay before checking', () => {
    const text = builtinAnswer({ question: "a debt collector is chasing me for an old phone bill from 2015 I'd forgotten about, do I have to pay it?" }).text;
    expect(text).toContain('statute-barred six years');
    expect(text).toMatch(/Don't pay or admit/);
  });

  it('points someone weighing a pension lump sum against card debt to free guidance first', () => {
    const text = builtinAnswer({ question: 'should I use the tax-free lump sum from my pension to clear my credit card debt?' }).text;
    expect(text).toContain('Pension Wise');
  });

  it('tells a tearful teenager whose parents call it moodiness whom to tell, and of Childline and a GP', () => {
    const text = builtinAnswer({ question: "I'm 15, everything has felt grey for weeks and I keep crying, but my parents say I'm just moody" }).text;
    expect(text).toContain('more than moodiness');
    expect(text).toContain('Childline');
    expect(text).toContain('GP');
  });

  it('names the moves to avoid with osteoporosis', () => {
    const text = builtinAnswer({ question: "I've been diagnosed with osteoporosis, which exercises are safe and which should I avoid?" }).text;
    expect(text).toMatch(/avoid moves that bend your spine forward or twist it/);
    expect(text).toContain('sit-ups');
  });

  it("gives a 16-year-old's Saturday wages no adult's tax code or workplace pension", () => {
    const answer = builtinAnswer({ question: "I'm 16 and just got my first Saturday job, £60 a week. What should I do with the money?" });
    for (const step of answer.steps) expect(step.text, step.title).not.toMatch(/tax code|workplace pension/i);
  });

  it('does not tell someone who cannot take HRT to ask for it', () => {
    const answer = builtinAnswer({ question: "the menopause gives me awful night sweats but HRT isn't an option for me, what else can I do?" });
    for (const step of answer.steps) expect(step.text, step.title).not.toMatch(/hormone replacement therapy/i);
  });

  it('sends a tired vegetarian to the GP for a blood test, and a parent of a beige-food eater to the GP when it is more than fussiness', () => {
    expect(builtinAnswer({ question: "I've been vegetarian for years and I'm tired all the time, could it be my diet?" }).text).toContain('blood test');
    expect(builtinAnswer({ question: 'my 9 year old only eats beige food like chips and pasta, should I be worried?' }).text).toMatch(/see your GP if they lose weight, gag or panic/);
  });

  it('tells the partner of a loud snorer that gasping or pauses in breathing need a GP', () => {
    expect(builtinAnswer({ question: 'my husband snores so loudly I keep ending up on the sofa, how can we sort it out?' }).text).toMatch(/gasping or pauses in breathing, they should see a GP/);
  });

  it('tells someone whose partner secretly checks their phone that it is not normal', () => {
    expect(builtinAnswer({ question: "my boyfriend goes through my phone while I'm asleep, is that normal?" }).text).toContain("isn't normal or healthy");
  });

  it('tells someone with hand arthritis they usually need not give up knitting, and someone with months of heel pain to see a GP or physio', () => {
    expect(builtinAnswer({ question: 'I have arthritis in my hands and knitting hurts now, do I have to give it up?' }).text).toContain("usually don't have to give up knitting");
    expect(builtinAnswer({ question: 'my heel hurts so much when I get out of bed in the morning, what can I do?' }).text).toMatch(/worth seeing a GP, physio or podiatrist/);
  });

  it('gives a housebound 80-year-old physiotherapy and company, not advice about children', () => {
    const answer = builtinAnswer({ question: "I'm 80 and since my hip operation I can't get out much. I only see the carer, and my daughter lives in Australia. What can I do?" });
    expect(answer.text).toContain('physiotherapy');
    expect(answer.subject).not.toBe('parenting');
  });
});
