import { describe, expect, it } from 'vitest';
import { checkCitations } from './citations.ts';
import { ageBands } from './question-reading.ts';
import { builtinAnswer } from './offline.ts';
import { knowledgePassages } from './knowledge-base.ts';
import { GENERAL_TOPICS } from './library-index.ts';
import { retrieve } from './retrieval.ts';

/** An answer and its citations as the chat checks them (against the passages retrieved for it). */
function answer(question: string) {
  const retrieved = retrieve(question, []);
  const built = builtinAnswer({ question, earlier: [], retrieved });
  const given = [...retrieved.hits.map((hit) => hit.passage), ...retrieved.previous].map((p) => ({ id: p.id, title: p.title, page: null, text: p.text }));
  return { ...built, retrieved, checked: checkCitations(built.text, given) };
}

const titles = (question: string) => retrieve(question, []).hits.map((hit) => hit.passage.title);
const topics = (question: string) => retrieve(question, []).hits.map((hit) => hit.passage.topic ?? '');

describe('retrieval fits the passages to whom the question is about', () => {
  it('reads a child’s age band from the words as written, and none from a child of no age', () => {
    expect([...ageBands('my 4 year old wont go to sleep')]).toEqual(['toddler']);
    expect([...ageBands('our 15-year-old is always on his phone')]).toEqual(['teen']);
    expect([...ageBands('my 8 year old hates homework')]).toEqual(['child']);
    expect([...ageBands('my 6 month old wakes every hour')]).toEqual(['baby']);
    expect([...ageBands('my 15 yo daughter')]).toEqual(['teen']);
    expect([...ageBands('my 3yo')]).toEqual(['toddler']);
    expect([...ageBands('my teenager is on his xbox till 2am')]).toEqual(['teen']);
    expect(ageBands('my kids fight all the time').size).toBe(0);
    expect(ageBands('my son won’t do his homework').size).toBe(0);
  });

  it('gives a 4-year-old’s parent no steps written for teenagers, and a toddler’s none for a new baby’s parent', () => {
    const four = answer('my 4 year old wont go to sleep unless I stay in the room');
    expect(four.subject).toBe('parenting');
    expect(topics('my 4 year old wont go to sleep unless I stay in the room').filter((topic) => /teen/.test(topic))).toEqual([]);
    expect(four.text).not.toMatch(/teen/i);
    // A passage for children of any age still fits.
    expect(titles('my 4 year old wont go to sleep unless I stay in the room')).toContain('A bedtime routine for kids');

    const toddler = answer('my toddler will only eat pasta and yoghurt');
    expect(toddler.cited.map((p) => p.title)).toContain('Helping a fussy eater');
    expect(topics('my toddler will only eat pasta and yoghurt').filter((topic) => /new baby/.test(topic))).toEqual([]);
    expect(toddler.checked.citations.every((c) => c.status === 'supported')).toBe(true);

    // A teenager's parent still gets the passages written for teenagers.
    expect(titles('my teenager won’t talk to me anymore')).toContain('Getting teenagers talking');
  });

  it('answers someone affected by another’s drinking or snoring, not the drinker or the snorer', () => {
    const wife = answer('my wife drinks too much and I don’t know how to raise it');
    expect(wife.steps.length).toBeGreaterThan(0);
    // Nothing written to the drinker about their own drinking.
    expect(wife.text).not.toMatch(/\b(?:while|before) you drink\b|\bhow much you drink\b|\byour drinking\b/i);
    expect(titles('my wife drinks too much and I don’t know how to raise it')).not.toContain('Alternate every drink with water');
    expect(titles('my wife drinks too much and I don’t know how to raise it')).not.toContain('When drinking needs more help');

    const snores = answer('my partner snores so loud I’ve ended up in the spare room');
    expect(snores.cited.map((p) => p.title)).toContain('Sleeping next to a snorer');
    expect(topics('my partner snores so loud I’ve ended up in the spare room').filter((topic) => /snoring/.test(topic))).toEqual([]);

    // Someone else's problem and the asker's own too: the asker's steps are not taken away.
    expect(answer('my partner smokes and I want to quit').subject).toBe('substances');

    // The snorer asking gets the snorer's steps, not the advice for the one lying awake next to them.
    const own = titles('I snore so loudly that my partner has moved to the sofa');
    expect(own).not.toContain('Sleeping next to a snorer');
    expect(own.length).toBeGreaterThan(0);
  });

  it('gives the advice for supporting someone who is grieving only when someone else is', () => {
    const dog = answer('my dog died last week and the house feels so empty');
    expect(dog.cited.map((p) => p.title)).toContain('When a pet dies');
    expect(titles('my dog died last week and the house feels so empty')).not.toContain('Supporting someone who’s grieving');
    expect(titles('my dog died last week and the house feels so empty')).not.toContain("Supporting someone who's grieving");
    expect(dog.text).not.toMatch(/the person who died/);

    expect(titles('my friend lost her mum last month, what do I say to her')).toContain("Supporting someone who's grieving");
  });
});

describe('retrieval weighs the words that say what the question is about', () => {
  it('does not let a common word ("hurts", "failing") choose another subject’s advice', () => {
    expect(answer('my mate keeps making jokes about my weight and it hurts').subject).toBe('relationships');
    expect(answer('I feel like I’m failing as a mum').subject).toBe('parenting');
  });

  it('does not let a word the library hardly uses ("mates") count as a rare match in every passage about a friend', () => {
    const out = titles('how do I drink less when I’m out with my mates at the weekend');
    expect(out[0]).toBe('Drinking less on nights out');
    // After work at home is not a night out with friends.
    expect(out.slice(0, 3)).not.toContain('Unwinding without a drink');
  });

  it('answers a question whose other words clearly fit despite one word the library never uses, and still declines one about something else', () => {
    const run = answer('how can I get motivated to go for a run when its raining and dark');
    expect(run.subject).not.toBeNull();
    expect(['movement', 'motivation']).toContain(run.subject);
    expect(run.checked.citations.every((c) => c.status === 'supported')).toBe(true);
    expect(answer('fix my car’s gearbox').subject).toBeNull();
  });

  it('reads a key phrase by its stems with a word between, the longer phrase counting more', () => {
    const wine = retrieve('I drink 3 glasses of wine most nights, is that too much?', []);
    expect(wine.hits[0]?.passage.title).toBe('Low-risk drinking limits');
    expect(answer('I drink 3 glasses of wine most nights, is that too much?').cited[0]?.title).toBe('Low-risk drinking limits');
    expect(answer('i cant be bothered with anything lately').cited.map((p) => p.title)).toContain('When low drive may be low mood');
  });

  it('reads a young person asking for themselves as themselves, irregular past tenses as their verbs, and an American word as the British one', () => {
    // Not the parenting passages on teenagers' sleep for a teenager who can't sleep.
    for (const passage of answer('I’m a teenager and I can’t sleep').cited) expect(passage.subject).not.toBe('parenting');
    for (const passage of answer('I’m 15 and I can’t sleep before exams').cited) expect(passage.subject).not.toBe('parenting');
    expect(answer('i havent slept properly in weeks').subject).toBe('sleep');
    expect(answer('what’s a healthy breakfast that isn’t oatmeal').subject).toBe('eating');
  });

  it('gives a passage that takes a circumstance for granted (a student, a single parent, a breakup, a move) only when the question says it', () => {
    const cases: [string, RegExp][] = [
      ['im in my overdraft every month before payday', /student/i],
      ['how do you make friends as an adult', /back home|breakup|divorce/i],
      ['budgeting when im paid weekly and my hours change', /childcare|hours of care/i],
    ];
    for (const [question, presumed] of cases) for (const passage of answer(question).cited) expect(`${passage.title} ${passage.topic ?? ''}`, question).not.toMatch(presumed);
    // Said, it is there to be given.
    expect(titles('I’m a student and always in my overdraft').join(' | ')).toMatch(/student/i);
  });

  it('takes no job search for a new job, no moving in for a couple who live together, no exams for work stress; a loss the asker says is theirs leads', () => {
    expect(titles('I’ve been stressed since I started my new job')).not.toContain('Coping with a job search');
    expect(titles('I’ve been stressed since I started my new job')).not.toContain('Exam stress and revision');
    // Nor sleep advice to someone who said nothing of sleep or tiredness.
    expect(answer('I’ve been stressed since I started my new job').subject).not.toBe('sleep');
    expect(answer('I’m lying awake every night since I started my new job').subject).toBe('sleep');
    expect(titles('I was made redundant and I’m stressed about finding work').length).toBeGreaterThan(0);
    expect(titles('My partner and I had a big fight about chores last night and now we’re barely talking')).not.toContain('Deciding whether to move in together');
    const cat = answer('I lost my cat last week and I keep crying');
    expect(cat.subject).toBe('grief');
    expect(cat.steps[0]?.title).toBe('When a pet dies');
    // A pet put to sleep is a loss, not a question about sleep; deciding when is not yet one.
    expect(answer('we had to put our dog to sleep yesterday').steps[0]?.title).toBe('When a pet dies');
    expect(answer('how do I know when to put my cat to sleep').subject).not.toMatch(/sleep|grief/);
    // "I don't drink or smoke" says no habit of the asker's.
    expect(answer('I don’t drink or smoke but I still sleep terribly').subject).toBe('sleep');
  });

  it('takes a breakup or a divorce for the asker’s only when it is theirs, and wanting to lose or gain weight only when the question says so', () => {
    expect(topics('I’m 16 and my parents are getting divorced, how do I deal with it')).not.toContain('rebuilding your finances after divorce or separation');
    expect(topics('we split up last month and I need to sort out our joint bank account')).toContain('rebuilding your finances after divorce or separation');
    expect(topics('healthy breakfast ideas without eggs? I’m allergic')).not.toContain('losing weight');
    expect(topics('how to stop snacking at work when theres always cake in the office')).not.toContain('gaining healthy weight and muscle');
    expect(topics('I’m too skinny and want to gain weight')).toContain('gaining healthy weight and muscle');
  });

  it('gives the advice for supporting someone with a problem only about that problem, and a parent who says a child’s age the parenting passages', () => {
    expect(titles('my son is 22 and keeps borrowing money from me and never pays back')).not.toContain('Supporting someone who gambles');
    expect(titles('my brother gambles all his wages')).toContain('Supporting someone who gambles');
    expect(answer('how much screen time is ok for a 3 year old').subject).toBe('parenting');
    expect(answer('we never have date nights anymore since the baby came').subject).toBe('relationships');
  });

  it('gives someone asking about their own parents no parenting passages, and no new-baby passage to a question without a baby', () => {
    expect(answer('my parents argue all the time and I hate being at home').subject).not.toBe('parenting');
    expect(titles('I’m 16 and my parents are getting divorced, how do I deal with it')).not.toContain('Learn the signs of postnatal depression in both parents');
    expect(answer('my parents keep criticising how I raise my kids').subject).toBe('parenting');
  });

  it('gives a plan’s step written for a situation (abuse, a new baby, arthritis) only to a question that says one of its topic’s terms', () => {
    const support = 'my wife has arthritis and gets down about not being able to do things, how do I support her';
    expect(topics(support)).not.toContain('staying safe when a relationship feels abusive or frightening');
    expect(topics('my husband controls all the money and I’m scared of him')).toContain('protecting yourself from financial control or abuse');
    expect(topics('we never have date nights anymore since the baby came')).toContain('keeping your relationship strong with a new baby');
    expect(answer('how to keep going with a goal when you dont see progress').subject).toBe('motivation');
    // "Tricks that actually work" is not about work; a teenager "cutting out whole food groups" is the parent's worry about eating.
    expect(answer('im 16 and i pick up my phone like 100 times a day without even thinking. any tricks that actually work').subject).toBe('screen-time');
    expect(answer('my 15 yo daughter has started cutting out whole food groups and talks about clean eating a lot. should I be worried').steps[0]?.title).toBe('When your teenager is dieting hard');
    // Nor leaving a job to someone who did not say they dislike it; a two-subject question's other half comes from a passage that fits it.
    expect(titles('I’m 24 and just got my first proper job. What should I do with my first paycheck?')).not.toContain("Stuck in a job you don't like");
    // Nor a long-distance couple's step for a couple who live together.
    expect(titles('my husband plays video games until 2am every night')).not.toContain('Keeping long distance close');
  });

  it('names only plan topics that exist as the ones that fit anyone', () => {
    const ids = new Set(knowledgePassages.filter((p) => p.source === 'plan').map((p) => p.id.split(':')[1]));
    for (const id of GENERAL_TOPICS) expect(ids.has(id), id).toBe(true);
  });

  it('quotes no advice for adults only (nicotine, vaping to quit) about a child, nor advice for supporting an adult', () => {
    const teen = answer('my 15 year old is vaping, what should I say to him');
    expect(teen.steps[0]?.title).toBe('When your teenager vapes');
    for (const step of teen.steps) expect(step.text, step.title).not.toMatch(/vape shop|nicotine replacement|nicotine strength|as a way to quit/i);
    expect(teen.cited.map((p) => p.title)).not.toContain('Supporting someone who smokes');
    // Parenting advice only when what is asked is about a child, not when a child is only when it happens.
    expect(answer('I stress eat chips every night after the kids go to bed. how do I stop').subject).toBe('eating');
    expect(answer('Can you give me a simple morning routine? I have zero motivation lately').subject).not.toBe('parenting');
    expect(answer('siblings fighting constantly, they’re 6 and 9').subject).toBe('parenting');
    // Nor the young person's passage on parents splitting up for someone's own divorce.
    expect(titles('is it normal to still cry about my divorce 2 years later')).not.toContain('When your parents split up');
    // A 10-year-old's bedtime is a parent's question, with no adult's sleep restriction ("go to bed later, never less than six hours").
    const child = answer('how many hours of sleep does a 10 year old need and how do i get mine to bed earlier');
    expect(child.subject).toBe('parenting');
    for (const step of child.steps) expect(step.text, step.title).not.toMatch(/bed (?:a little )?later|time in bed|six hours|most adults/i);
  });

  it('reads "quit smoking" as wanting to quit, "I quit smoking" as done, and gives advice for supporting someone only about someone else', () => {
    for (const question of ['quit smoking', 'i want to quit vaping', 'how do I quit smoking']) {
      const { subject, cited } = answer(question);
      expect(subject, question).toBe('substances');
      for (const passage of cited) expect(passage.title, question).not.toMatch(/^Supporting someone/);
    }
    expect(answer('I quit smoking last year but I still sleep terribly').subject).toBe('sleep');
    expect(answer('my dad smokes 20 a day and wont listen').cited[0]?.title).toBe('Supporting someone who smokes');
  });
});


describe('a passage titled as a question answers only that question', () => {
  it('gives "Is it too late…?" only to one who says their age or asks it, and "Why do I feel so lazy?" only to one who says lazy', () => {
    const cited = (question: string) => answer(question).cited.map((passage) => passage.title);
    expect(cited("I'm 19 and just started my first job, £1,600 a month. how should I split it?")).not.toEqual(expect.arrayContaining(['Is it too late to start a pension?']));
    expect(cited("I'm 19 and just started my first job, £1,600 a month. how should I split it?")).not.toContain('Is it too late to change career?');
    expect(cited('I hate gyms and running. how can I get fit without being bored')).not.toContain('Is it too late to get fit?');
    expect(cited("how do I get motivated to exercise when I'm exhausted after work")).not.toContain('Why do I feel so lazy?');
    expect(cited('do breathing exercises work or is it placebo')).not.toContain('Is it too late to change career?');
    // The question it answers still gets it, in other words too.
    expect(cited("I'm 48 with no pension, is it too late to start?")).toContain('Is it too late to start a pension?');
    expect(cited("I'm 52, can I still get fit or is it too late")).toContain('Is it too late to get fit?');
    expect(cited('my dad died owing money, do I have to pay his debts?')).toContain("Do you inherit a parent's debts?");
    expect(cited('why am I so lazy all the time')).toContain('Why do I feel so lazy?');
  });
});

describe('advice for the person asking, at their age', () => {
  it('gives an older person no parenting passages about children at home, unless they give a child’s age', () => {
    const gaming = answer("I'm 68 and play Candy Crush for about 3 hours every evening. My daughter says it's a problem. Is it?");
    expect(gaming.subject).toBe('screen-time');
    expect(gaming.cited.map((p) => p.title)).toContain('Is gaming bad for you?');
    const housebound = answer("I'm 80 and since my hip operation I can't get out much. I only see the carer, and my daughter lives in Australia. What can I do?");
    for (const passage of housebound.cited) expect(passage.subject, passage.title).not.toBe('parenting');
    expect(answer("I'm 62 and my 4 year old grandson won't settle at bedtime when he stays with us").subject).toBe('parenting');
  });

  it('gives bed-wetting only to one who says so, and a young person no workplace pension or tax code', () => {
    expect(answer('my 5yo still climbs into our bed at 2am every night. how do we stop it without weeks of crying').cited.map((p) => p.title)).not.toContain('When your child wets the bed');
    expect(answer('my 6 year old still wets the bed, is that normal?').cited.map((p) => p.title)).toContain('When your child wets the bed');
    for (const step of answer("I'm 16 and just got my first Saturday job, £60 a week. What should I do with the money?").steps) expect(step.text, step.title).not.toMatch(/workplace pension|tax code/i);
  });

  it('asks no one who does not drink how many drink-free days they could manage', () => {
    const text = answer("I'm 19 and at uni and everyone drinks loads. I don't really like it. How do I go out without drinking and not look boring?").text;
    expect(text).not.toMatch(/drink-free days|want a drink\?/);
  });
});

describe('a break from drink only for one taking one', () => {
  it('gives "Alcohol-free weekends" for Dry January, not as the weekend half of cutting down, even as a follow-up', () => {
    expect(answer('dry january, how do i get through the weekends').cited.map((p) => p.title)).toContain('Alcohol-free weekends');
    const first = answer('how do I cut back on drinking on weeknights');
    const retrieved = retrieve('and on weekends?', [{ question: 'how do I cut back on drinking on weeknights', answer: first.text }]);
    expect(retrieved.subject).toBe('alcohol');
    expect(retrieved.hits.map((hit) => hit.passage.title)).not.toContain('Alcohol-free weekends');
  });

  it('closes without asking a newcomer who knows no one to get in touch with someone today, or a parent explaining a death what has helped them', () => {
    expect(answer('moved to a new city 6 months ago, no friends, im 31, where do people even meet friends').text).not.toMatch(/one person you could get in touch with today/);
    expect(answer('how do I explain to my 6 year old that grandad died').text).not.toMatch(/What has helped, even a little, so far\?/);
  });
});

describe('a lone step and the closing after it', () => {
  it('quotes more of a passage when it is the answer’s only step, and its citation still holds', () => {
    const housebound = answer("I'm 80 and since my hip operation I can't get out much. I only see the carer, and my daughter lives in Australia. What can I do?");
    expect(housebound.steps).toHaveLength(1);
    expect(housebound.text).toMatch(/Silver Line/);
    expect(housebound.checked.citations.every((c) => c.status === 'supported')).toBe(true);
  });

  it('asks no child’s age said as "8 and 11 year olds", nothing of work to one made redundant, and reads "my nan died" as the asker’s own loss', () => {
    expect(answer('My ex and I share custody of our 8 and 11 year olds. They come back from his house wound up and rude. How should I handle it?').text).not.toMatch(/How old are your children\?/);
    expect(answer("I'm 58 and was made redundant after 30 years, where do I even start looking for work").text).not.toMatch(/Who at work could you talk to|a good week at work/);
    expect(answer('My nan died last month and my gcse mocks are in 2 weeks, i cant concentrate on anything').text).not.toMatch(/How do you think they would take it|supporting you while you support them/);
  });
});

describe('safety findings of review G', () => {
  it('answers arrears with priority debts, not the plans; alcohol on an antidepressant from its own passage; a walk on metformin with its verdict', () => {
    const arrears = answer("I'm two months behind on my council tax and my energy bill and the letters are really scaring me. What should I do first?");
    expect(arrears.subject).toBe('debt');
    expect(arrears.text).toMatch(/priority/i);
    const wedding = answer("I'm on sertraline 50mg. Is it ok to have a few drinks at a wedding this weekend?");
    expect(wedding.cited[0]?.title).toBe('Alcohol with antidepressants');
    expect(wedding.text).not.toMatch(/metronidazole|antibiotics/);
    const walk = answer('I have type 2 diabetes and take metformin. Is it safe to go for a brisk walk before breakfast or should I eat something first?');
    expect(walk.steps[0]?.text).toMatch(/^A brisk walk before breakfast is usually safe/);
  });

  it('starts a 58-year-old who has not exercised in 20 years moving gently, and sends a grieving father who is getting thinner to his GP', () => {
    expect(answer("I'm 58, overweight and haven't exercised in about 20 years. What's a realistic way to start without hurting myself?").subject).toBe('movement');
    const dad = answer("My dad is 78 and has lost his appetite since mum died in the spring. He's getting visibly thinner. What can I do to get him eating more?");
    expect(dad.cited[0]?.title).toBe('When a grieving parent stops eating');
    expect(dad.text).toMatch(/GP/);
  });

  it('reads "bf" and "gf" as a boyfriend and a girlfriend', () => {
    expect(answer('me and my bf keep arguing about the same stupid stuff like whose turn it is to do the dishes. how do we stop').subject).toBe('relationships');
  });
});

describe('the situation asked about, not only its subject (review stop-57 H2)', () => {
  it('gives cheap date ideas to a couple on a tight budget, not the food budget first', () => {
    const dates = answer('Cheap date ideas for a couple on a tight budget');
    expect(dates.subject).toBe('relationships');
    expect(dates.steps[0]?.title).toBe('Cheap and free date ideas');
    for (const step of dates.steps) expect(step.title).not.toMatch(/reduced-price|Eating well on a budget|help with food costs|cheap go-to recipes/);
    expect(dates.checked.citations.every((c) => c.status === 'supported')).toBe(true);
  });

  it('gives no passage titled for a situation the question does not say: a teenager skipping meals, a partner who is low, a long silence, a pet waking you', () => {
    expect(titles('How do I stop arguing with my teenager?')).not.toContain('When a teenager skips meals');
    expect(answer('How do I stop arguing with my teenager?').steps.length).toBeGreaterThan(0);
    const chores = answer('My partner and I had a big fight about chores and now we’re barely talking');
    expect(chores.cited.map((p) => p.title)).not.toContain('When your partner is low');
    expect(chores.text).not.toMatch(/Samaritans/);
    expect(titles('how do I stop arguing with my sister')).not.toContain('Reaching out after a long silence');
    expect(answer('how do I stop arguing with my sister').steps.length).toBeGreaterThan(0);
    expect(titles('how do i stop waking up at 3am')).not.toContain('Woken early by pets or children');
    // Said, they are there to be given.
    expect(titles('my sister and I haven’t spoken in 2 years and I miss her')).toContain('Reaching out after a long silence');
    expect(titles('my cat wakes me up at 5am every morning')).toContain('Woken early by pets or children');
  });

  it('gives someone who snores no advice for helping a partner snore less; the partner of a snorer still gets it', () => {
    expect(titles('I snore really loudly, how do I stop?')).not.toContain('Helping a partner snore less');
    expect(titles('I snore really loudly, how do I stop?').length).toBeGreaterThan(0);
    expect(titles('my husband snores so loudly I keep ending up on the sofa, how can we sort it out?')).toContain('Helping a partner snore less');
  });

  it('gives a parent asking about a teenager’s phone no advice for their own phone (greyscale)', () => {
    const phone = answer('how do I get my teenager off her phone?');
    expect(phone.subject).toBe('parenting');
    expect(phone.cited.map((p) => p.title)).not.toContain('Greyscale and a duller phone');
    expect(phone.steps.length).toBeGreaterThan(0);
  });

  it('answers waking at 3am from "Waking in the night", typed with typos too', () => {
    expect(answer('how do i stop waking up at 3am').steps[0]?.title).toBe('Waking in the night');
    expect(answer('how do i stop wakng up at 3am and not bein able to get bak to sleep').steps[0]?.title).toBe('Waking in the night');
  });

  it('answers a friend forgetting a birthday about the friendship, not money', () => {
    const hurt = answer('my best friend forgot my birthday and I feel hurt');
    expect(hurt.subject).toBe('relationships');
    expect(hurt.cited.map((p) => p.title)).toContain('Feeling let down by a friend');
    expect(hurt.cited.map((p) => p.title)).not.toContain("When friends' plans cost too much");
  });

  it('answers "And how much should I keep in an emergency fund?" in a chat about food costs from the emergency fund', () => {
    const first = answer('How can I save money on food?');
    const retrieved = retrieve('And how much should I keep in an emergency fund?', [{ question: 'How can I save money on food?', answer: first.text }]);
    expect(retrieved.hits.map((hit) => hit.passage.title)).toContain('Building an emergency fund');
    // A follow-up that points back still leans on the chat ("and on weekends?").
    expect(retrieve('and what about at the weekend?', [{ question: 'How can I save money on food?', answer: first.text }]).subject).toBe(first.subject);
  });

  it('gives no pet advice to "and at night?" after work stress', () => {
    const first = answer('Work stress keeps me awake, what can I do?');
    const retrieved = retrieve('and at night?', [{ question: 'Work stress keeps me awake, what can I do?', answer: first.text }]);
    expect(retrieved.hits.map((hit) => hit.passage.title)).not.toContain('Pets in the bedroom at night');
  });
});

describe('retrieval gives no passage that takes for granted what the question never says (review stop-58 M2)', () => {
  const stepTitles = (question: string) => answer(question).cited.map((passage) => passage.title);
  it('gives a sore knee no knee replacement, skipped workouts no osteoporosis, a chores fight no low partner, an interview no leaving a job', () => {
    expect(stepTitles('my knee hurts when I run, what should I do?')).not.toContain('Exercise after a knee replacement');
    expect(stepTitles('how do I stop skipping workouts?')).not.toContain('Exercise with osteoporosis');
    expect(stepTitles('My partner and I had a big fight about chores. I do most of the cleaning and he says I nag.')).not.toContain('When your partner is low');
    expect(stepTitles('I have a job interview tomorrow')).not.toContain('Leaving a job after a few months');
    // Each still answers one who says it.
    expect(titles('how should I exercise after my knee replacement?')).toContain('Exercise after a knee replacement');
    expect(titles('what exercise is safe with osteoporosis?')).toContain('Exercise with osteoporosis');
    expect(titles('my partner has been really low since he lost his job, how do I help without nagging?')).toContain('When your partner is low');
    expect(titles('should I quit a job after only a few months?')).toContain('Leaving a job after a few months');
  });

  it('speaks of no car loan to someone with a student loan', () => {
    const student = answer('should I pay off my student loan or invest?');
    expect(student.subject).toBe('debt');
    expect(student.text).not.toMatch(/car loan/i);
  });
});

