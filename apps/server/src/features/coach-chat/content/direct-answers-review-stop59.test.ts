import { describe, expect, it } from 'vitest';
import { demoKnowledgePages } from '../../../demo/knowledge-pdf.ts';
import { checkCitations } from '../citations.ts';
import { builtinAnswer } from '../offline.ts';
import { retrieve } from '../retrieval.ts';

/*
 * What the stop-59 review (docs/coach-reviews/ui-review-stop59.md) found in the built-in coach's library
 * answers: everyday questions answered on the wrong subject, one of them in a way that could cause harm (H2);
 * the right passage's wrong sentences, and steps that take for granted what was never said (M1); the
 * coach's own passages pushing out the one that answers (M2); Regenerate repeating the same steps (M4); and
 * emoji read as another subject (M6).
 */

/** An answer and its citations as the chat checks them (against the passages retrieved for it). */
function answer(question: string, avoid: string[] = [], earlier: { question: string; answer: string }[] = []) {
  const retrieved = retrieve(question, earlier);
  const built = builtinAnswer({ question, earlier, retrieved, avoid });
  const given = [...retrieved.hits.map((hit) => hit.passage), ...retrieved.previous].map((p) => ({ id: p.id, title: p.title, page: null, text: p.text }));
  return { ...built, checked: checkCitations(built.text, given) };
}
const ids = (question: string) => answer(question).cited.map((passage) => passage.id);
const allCited = (a: ReturnType<typeof answer>) => a.checked.citations.length > 0 && a.checked.citations.every((c) => c.status === 'supported');

describe('everyday questions on their own subject (review stop-59 H2)', () => {
  it.each([
    'My elderly mum keeps giving money to a man she met online. How do I talk to her about it?',
    'my dad is sending money to a woman he met online',
    'I think my nan is being scammed by an online boyfriend',
  ])('answers "%s" with the warning signs of a romance scam and how to raise it, never that online friends can be real friends', (question) => {
    const a = answer(question);
    expect(a.subject).toBe('money');
    expect(a.cited.map((p) => p.id)[0]).toBe('library:money-romance-scams');
    expect(a.text).not.toMatch(/online friends can be real friends|voice or video call now and then/i);
    expect(allCited(a)).toBe(true);
  });

  it('says the warning signs and how to talk about it to the elderly mum’s child', () => {
    const { text } = answer('My elderly mum keeps giving money to a man she met online. How do I talk to her about it?');
    expect(text).toMatch(/warning signs in someone met online: they never video call or meet in person/);
    expect(text).toMatch(/Talk to her gently and without blame/);
  });

  it.each(['My wife and I only talk about the kids and bills anymore. How do we feel close again?', 'me and my husband only ever talk about the kids and bills, how do we get close again'])(
    'answers "%s" about closeness as a couple, not parenting',
    (question) => {
      const a = answer(question);
      expect(a.subject).toBe('relationships');
      expect(a.steps[0]?.title).toBe('Staying close as a couple');
      expect(a.text).not.toMatch(/beige food|criticise your parenting/i);
    },
  );

  it.each(['My 9-year-old lies to me about small things like brushing his teeth', 'my son keeps lying to me about homework', 'how do I stop my daughter telling fibs'])(
    'answers "%s" about a child lying, not tiny habits',
    (question) => {
      const a = answer(question);
      expect(a.subject).toBe('parenting');
      expect(a.steps[0]?.title).toBe('When a child lies about small things');
      expect(a.text).not.toMatch(/two minutes of stretching/);
      expect(allCited(a)).toBe(true);
    },
  );

  it.each([
    'I’m 78, my husband died two years ago and my children live abroad. Some days I don’t speak to anyone',
    "I'm 81 and widowed, my family live far away and I have no one to talk to",
  ])('answers "%s" with loneliness in later life, not talking to children about death', (question) => {
    const a = answer(question);
    expect(a.subject).toBe('loneliness');
    expect(a.steps[0]?.title).toBe('Loneliness in later life');
    expect(a.text).not.toMatch(/Talking to children about death|'died' and 'dead'/);
  });

  it.each(['My newborn wakes every two hours and I’m so exhausted I can barely think', 'our newborn is up every 2 hours at night, I’m shattered'])(
    'answers "%s" with broken nights with a baby, never sleep apnoea',
    (question) => {
      const a = answer(question);
      expect(a.subject).toBe('parenting');
      expect(a.cited.map((p) => p.id)).toContain('library:parenting-baby-nights');
      expect(a.text).not.toMatch(/apnoea|snore|count back about eight hours/i);
    },
  );

  it.each(['My dog of 14 years was put down last week and I can’t stop crying', 'our cat was put to sleep yesterday and the house feels empty'])(
    'answers "%s" with pet grief, never "nothing reliable"',
    (question) => {
      const a = answer(question);
      expect(a.subject).toBe('grief');
      expect(a.steps[0]?.title).toBe('When a pet dies');
      expect(a.text).not.toMatch(/nothing reliable|Knowing when it's time/);
    },
  );

  it.each(['I want to start swimming twice a week before work', 'how do I get into going to the gym before work'])('answers "%s" about exercise before work, not starting a new job', (question) => {
    const a = answer(question);
    expect(a.subject).toBe('movement');
    expect(a.steps[0]?.title).toBe('Exercising before work');
    expect(a.text).not.toMatch(/Starting a new job|work from home/);
  });
});

describe('the right sentences of the right passage, and nothing the question does not say (review stop-59 M1)', () => {
  it('quotes the bills sentences of the house-share passage to a flatmate who does not pay her share', () => {
    const a = answer('my flatmate never pays her share of the electricity bill on time, how do I bring it up?');
    expect(a.steps[0]?.title).toBe('Noise, guests and bills in a house share');
    expect(a.steps[0]?.text).toMatch(/^For shared bills, list them in one place/);
    expect(a.steps[0]?.text).not.toMatch(/quiet hours/);
  });

  it('gives a first salary no self-employment, early shifts no night-shift weeks, walking no working from home, a teenager’s chores no crisis help', () => {
    expect(answer('I’m 24, just got my first salary of 1,900 a month. How should I manage it?').text).not.toMatch(/self-employed|irregular income/i);
    const bus = answer('I’m a bus driver on early shifts and I’m too wired to sleep when I get home at 2pm');
    expect(bus.subject).toBe('sleep');
    expect(bus.text).not.toMatch(/night-shift weeks/i);
    expect(bus.text).not.toMatch(/After a night shift,/);
    expect(answer('I want to walk more every day').text).not.toMatch(/work from home/i);
    const chores = answer('My teenage son refuses to do any chores');
    expect(chores.text).not.toMatch(/Know when to get extra help|self-harm|emergency services/);
    expect(answer('how do I save money on groceries?').text).not.toMatch(/Saturday job|part-time job|Where to keep your savings/);
  });

  it('gives no weekends without the children to a divorced person who spoke of none', () => {
    const first = 'I get lonely in the evenings since my divorce';
    const earlier = [{ question: first, answer: builtinAnswer({ question: first }).text }];
    expect(answer('and what about weekends?', [], earlier).text).not.toMatch(/Weekends when the children are away/);
  });

  it('does not lead "besides painkillers" with painkillers', () => {
    const a = answer('I get migraines twice a week. Anything I can do besides painkillers?');
    expect(a.subject).toBe('pain');
    expect(a.steps[0]?.text).not.toMatch(/^Take painkillers|painkiller/i);
    expect(a.text).not.toMatch(/Take painkillers as soon as/);
    expect(a.text).toMatch(/diary of attacks|triggers/);
  });

  it.each(['My landlord is selling the house and we have two months to find somewhere new with two kids. I can’t stop panicking, how do I calm down?', 'I can’t stop panicking, how do I calm down?', 'how do I calm down'])(
    'gives calming steps to "%s"',
    (question) => {
      const a = answer(question);
      expect(a.subject).toBe('stress');
      expect(a.steps[0]?.text).toMatch(/breathe in (?:gently )?through your nose for a count of four/);
      expect(a.text).not.toMatch(/Low every winter|Cool down before reacting/);
    },
  );

  it('quotes what to do to quiet a racing mind, in a coach chat too, and to a question asking if it is normal', () => {
    const coach = demoKnowledgePages.map((lines, i) => ({ id: `coach-demo:${i + 1}`, title: 'Sleep and stress: notes for my clients', page: i + 1, text: lines.join(' ') }));
    for (const question of ['my mind races at night', 'is it normal that my mind races at night?', 'why does my mind race when I go to bed?']) {
      for (const built of [builtinAnswer({ question }), builtinAnswer({ question, coachName: 'Demo Coach', coach })]) {
        const step = built.steps.find((s) => s.title === 'Quieting a racing mind');
        expect(step?.text, question).toMatch(/writing down what's on your mind|slow breathing|Keep paper by the bed/);
      }
    }
  });
});

describe('a coach’s passages do not push out the one that answers (review stop-59 M2)', () => {
  const coach = demoKnowledgePages.map((lines, i) => ({ id: `coach-demo:${i + 1}`, title: 'Sleep and stress: notes for my clients', page: i + 1, text: lines.join(' ') }));

  it('keeps the 400 mg passage, and the coach’s own caffeine sentence, in a coach chat about coffee and sleep', () => {
    const question = 'How much coffee is too much if I want to sleep well?';
    const built = builtinAnswer({ question, coachName: 'Demo Coach', coach });
    expect(built.text).toMatch(/400 mg of caffeine a day/);
    expect(built.text).toMatch(/caffeine after early afternoon can keep you awake/);
    // The plain chat leads with it too.
    expect(builtinAnswer({ question }).steps[0]?.title).toBe('How much caffeine is too much');
  });
});

describe('Regenerate gives other passages or says it has none (review stop-59 M4)', () => {
  it.each(['My wife and I only talk about the kids and bills anymore. How do we feel close again?', 'My 9-year-old lies to me about small things like brushing his teeth'])(
    'never gives "%s" the same steps again: other passages, then an honest line with another angle',
    (question) => {
      const versions: ReturnType<typeof answer>[] = [];
      for (let i = 0; i < 4; i++) versions.push(answer(question, versions.map((v) => v.text)));
      const stepsOf = (v: ReturnType<typeof answer>) => v.steps.map((s) => `${s.title}: ${s.text}`).join('\n');
      for (let i = 1; i < versions.length; i++) {
        const v = versions[i] as ReturnType<typeof answer>;
        for (let j = 0; j < i; j++) if (v.steps.length > 0) expect(stepsOf(v), `version ${i + 1} repeats version ${j + 1}`).not.toBe(stepsOf(versions[j] as ReturnType<typeof answer>));
        // Every cited step checks out; a version with nothing new says so.
        if (v.checked.citations.length > 0) expect(v.checked.citations.every((c) => c.status === 'supported')).toBe(true);
      }
      expect(versions.some((v) => /no other passage|nothing else in my library/.test(v.text))).toBe(true);
    },
  );

  it('does not give the same reason again to a regenerated "why would that work?"', () => {
    const first = 'my flatmate never pays her share of the electricity bill on time, how do I bring it up?';
    const earlier = [{ question: first, answer: builtinAnswer({ question: first }).text }];
    const versions: string[] = [];
    for (let i = 0; i < 3; i++) versions.push(answer('why would that work?', versions, earlier).text);
    const reasonsOf = (text: string) => [...text.matchAll(/^- .+$/gm)].map((m) => m[0]).join('\n');
    for (let i = 1; i < versions.length; i++) if (reasonsOf(versions[i] as string)) expect(reasonsOf(versions[i] as string)).not.toBe(reasonsOf(versions[i - 1] as string));
  });
});

describe('emoji (review stop-59 M6)', () => {
  it.each(['😴😴😴 can’t sleep 😭🙏', "can't sleep 😢", '😭 I keep waking at 4am'])('reads "%s" as sleep', (question) => {
    expect(answer(question).subject).toBe('sleep');
  });

  it('still reads a crying face alone as feeling low', () => {
    expect(answer('😭😭😭').subject).not.toBe('sleep');
  });
});

describe('the stop-59 passages are found by close phrasings', () => {
  it.each([
    ['my mum has been sending money to someone she has never met in person', 'library:money-romance-scams'],
    ['how can I stop my 7 year old lying', 'library:parenting-child-lying'],
    ['I’m 80, I live on my own and some days I don’t talk to anyone', 'library:loneliness-later-life'],
    ['what do I eat on night shifts instead of crisps from the vending machine', 'library:eating-on-night-shifts'],
  ])('"%s" cites %s', (question, id) => {
    expect(ids(question)).toContain(id);
  });
});
