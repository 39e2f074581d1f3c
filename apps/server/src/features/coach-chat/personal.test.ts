import type { Mood } from '@iyl/core/mood/constants';
import { addDays } from '@iyl/core/time/zone';
import { micromark } from 'micromark';
import { describe, expect, it } from 'vitest';
import { personalDataQuestions, questions as everydayBench, conversations } from '../../../../../bench/coach-questions.ts';
import { everydayQuestions, offTopicQuestions } from './content/sample-questions.ts';
import type { CustomerContext, CustomerSnapshot, MealGlance, RoutineGlance } from './customer-summary.ts';
import { personalAnswer, personalAsk } from './personal.ts';

/*
 * The built-in coach on the customer's own records, over fixed snapshots: each kind of question, its
 * numbers (counted by hand below, not by the code under test), sharing off, nothing recorded, overdue
 * tasks, plans kept apart, and the Markdown's structure.
 */

/** Wednesday 4 March 2026: this week began Monday 2 March, last week ran 23 Feb – 1 Mar. */
const TODAY = '2026-03-04';

/** Moods by day. Last 14 days (19 Feb – 4 Mar): 12 logged — 4 Happy, 3 Calm, 2 Stressed, 1 Grateful, 1 Anxious, 1 Sad; 8 calm or better. */
const moodDays: [string, Mood][] = [
  ['2026-03-04', 'Happy'], // Wed
  ['2026-03-03', 'Calm'], // Tue
  ['2026-03-02', 'Stressed'], // Mon — this week: 3 logged, 2 good
  ['2026-03-01', 'Happy'], // Sun
  ['2026-02-28', 'Grateful'], // Sat
  ['2026-02-27', 'Anxious'], // Fri
  ['2026-02-26', 'Calm'], // Thu
  ['2026-02-24', 'Sad'], // Tue
  ['2026-02-23', 'Stressed'], // Mon — last week: 6 logged, 3 good
  ['2026-02-22', 'Happy'], // Sun
  ['2026-02-21', 'Happy'], // Sat
  ['2026-02-19', 'Calm'], // Thu
  ['2026-02-18', 'Happy'], // Wed
  ['2026-02-17', 'Calm'], // Tue
  ['2026-02-16', 'Stressed'], // Mon
  ['2026-02-15', 'Happy'], // Sun
  ['2026-02-14', 'Excited'], // Sat
  ['2026-02-12', 'Calm'], // Thu
  ['2026-02-11', 'Calm'], // Wed
  ['2026-02-10', 'Sad'], // Tue
  ['2026-02-09', 'Anxious'], // Mon
  ['2026-02-02', 'Stressed'], // Mon
  ['2026-01-26', 'Happy'], // Mon — Mondays: 6 logged, 5 harder (4 Stressed, 1 Anxious); Tuesdays 4 logged, 2 Sad
];

const routine = (title: string, over: Partial<RoutineGlance>): RoutineGlance => ({
  title,
  type: 'Daily',
  target: 'Evening',
  streak: 0,
  bestStreak: 0,
  doneToday: false,
  paused: false,
  window: { done: 0, skipped: 0, missed: 0, paused: 0 },
  days: [],
  ...over,
});

/** “Walk after dinner”, 19 Feb – 4 Mar: done every day but Wed 25 Feb (skipped); today not ticked yet. */
const walkDays: RoutineGlance['days'] = Array.from({ length: 14 }, (_, i) => {
  const day = addDays('2026-02-19', i);
  return { day, kind: day === '2026-02-25' ? 'skipped' : day === TODAY ? 'open' : 'done' };
});

/** Protein planned each day, 4–10 March: 95.2 + 71.4 + 88.9 + 102 + 90 + 64.5 + 93.1 = 605.1 g; 4 days at the 90 g target. */
const protein = [95.2, 71.4, 88.9, 102, 90, 64.5, 93.1];
const dishes = ['Shakshuka', 'Lentil soup', 'Baked cod', 'Greek yogurt', 'Chickpea salad', 'Chicken souvlaki', 'Oats', 'Tuna wrap', 'Bean stew'];

function meals(): MealGlance {
  const days = protein.map((p, i) => {
    const date = `2026-03-${String(4 + i).padStart(2, '0')}`;
    const slots = (['Breakfast', 'Lunch', 'Dinner'] as const).map((type, j) => ({
      type,
      dish: `${dishes[(i * 3 + j) % dishes.length]} ${i + 1}`,
      calories: 500 + j * 100,
      protein: Math.round((p / 3) * 10) / 10,
      eaten: i === 0 && j === 0,
    }));
    return { date, calories: 1800, protein: p, carbs: 200, fat: 60, meals: slots };
  });
  return {
    diet: 'mediterranean',
    allergies: ['nuts'],
    goal: 'heart-health',
    targets: { calories: 2000, protein: 90, carbs: 250, fat: 67 },
    customTargets: false,
    week: { from: '2026-03-04', to: '2026-03-10', eaten: 1, total: 21, days, totals: { calories: 12_600, protein: 605.1, carbs: 1400, fat: 420 } },
    endedOn: null,
  };
}

/** A customer like the demo's: two Health plans (one new, one from weeks ago with overdue work), a Finance plan, routines, a meal week and eight weeks of moods. */
function snapshot(): CustomerSnapshot {
  return {
    today: TODAY,
    plans: [
      {
        area: 'Health',
        open: { goals: 2, tasks: 8, habits: 8 },
        done: { goals: 0, tasks: 4, habits: 4 },
        plans: [
          {
            goal: 'Run 10 km without knee pain',
            goalOpen: true,
            overdue: [],
            overdueCount: 0,
            thisWeek: [
              { title: 'See a physio about the knee', from: '2026-03-04', to: '2026-03-10' },
              { title: 'Strengthen hips: clamshells', from: '2026-03-05', to: '2026-03-18' },
            ],
            thisWeekCount: 2,
            later: [{ title: 'Test a 5 km run', from: '2026-03-11', to: '2026-03-17' }],
            laterCount: 3,
            habits: ['Ice the knee after runs'],
            openHabits: 5,
          },
          {
            goal: 'Sleep 7 hours a night',
            goalOpen: true,
            overdue: [
              { title: 'Put the phone on the kitchen charger', from: '2026-01-26', to: '2026-02-01' },
              { title: 'Set one wake-up time', from: '2026-01-27', to: '2026-02-02' },
            ],
            overdueCount: 3,
            thisWeek: [],
            thisWeekCount: 0,
            later: [],
            laterCount: 0,
            habits: ['Screens off at 22:00'],
            openHabits: 3,
          },
        ],
      },
      {
        area: 'Finance',
        open: { goals: 1, tasks: 2, habits: 4 },
        done: { goals: 0, tasks: 3, habits: 3 },
        plans: [
          {
            goal: 'Pay off a third of the card',
            goalOpen: true,
            overdue: [{ title: 'List every debt with its rate', from: '2026-02-02', to: '2026-02-08' }],
            overdueCount: 1,
            thisWeek: [{ title: 'Call the card company', from: '2026-03-02', to: '2026-03-08' }],
            thisWeekCount: 1,
            later: [],
            laterCount: 0,
            habits: ['Check your balance each Sunday'],
            openHabits: 4,
          },
        ],
      },
    ],
    routines: [
      routine('Walk after dinner', { streak: 9, bestStreak: 12, window: { done: 12, skipped: 1, missed: 0, paused: 0 }, days: walkDays }),
      routine('Phone out of the bedroom', { streak: 0, bestStreak: 6, window: { done: 7, skipped: 0, missed: 3, paused: 0 } }),
      routine('Weekly budget check', { type: 'Weekly', streak: 2, bestStreak: 7, doneToday: true, window: { done: 2, skipped: 0, missed: 1, paused: 0 } }),
      routine('Easy run', { target: 'Morning', paused: true, bestStreak: 1, window: { done: 0, skipped: 0, missed: 0, paused: 14 } }),
    ],
    routinesTotal: 4,
    meals: meals(),
    moods: moodDays.map(([day, mood]) => ({ day, mood })),
  };
}

const shared = (s: CustomerSnapshot = snapshot()): CustomerContext => ({ shared: true, snapshot: s });
const ask = (question: string, s?: CustomerSnapshot) => personalAnswer(question, shared(s)) as string;
/** The answer as HTML, to check its structure as the chat renders it. */
const html = (markdown: string) => micromark(markdown);

describe('which questions are about the customer’s own records', () => {
  it('claims every personal-data question of the bench set, for the right kind of record', () => {
    for (const { text, about } of personalDataQuestions) expect(personalAsk(text)?.kind, text).toBe(about);
  });

  it('claims natural variants too', () => {
    const variants: [string, 'mood' | 'habits' | 'meals' | 'plans'][] = [
      ['How’s my mood been recently?', 'mood'],
      ['how have I been feeling lately', 'mood'],
      ['Am I happier than last week?', 'mood'],
      ['is my mood getting better?', 'mood'],
      ['what day of the week am I usually most stressed', 'mood'],
      ['summarise my mood log', 'mood'],
      ['how am I doing with my mood?', 'mood'],
      ['Have I been sticking to my routines?', 'habits'],
      ['how are my habits going this week', 'habits'],
      ['which habit do I miss most often?', 'habits'],
      ['whats my current streak', 'habits'],
      ['What’s for dinner tonight?', 'meals'],
      ['what am I eating for lunch on friday', 'meals'],
      ['show me my meal plan for the week', 'meals'],
      ['how many calories are in my meal plan', 'meals'],
      // Found by an independent review (issue 47).
      ['What should I eat tonight?', 'meals'],
      ['what shall we have for dinner tomorrow', 'meals'],
      ['how many calories am I eating?', 'meals'],
      ['What does my relationship plan say?', 'plans'],
      ['what’s next in my finance plan', 'plans'],
      ['How am I doing with my savings plan?', 'plans'],
      ['how am I doing?', 'plans'],
      ['Help me plan my week', 'plans'],
    ];
    for (const [text, kind] of variants) expect(personalAsk(text)?.kind, text).toBe(kind);
  });

  it('leaves every everyday question to the library, however it mentions habits, meals, money or mood', () => {
    const general = [
      ...everydayBench.map((q) => q.text),
      ...conversations.flatMap((c) => [c.first, c.followUp]),
      ...everydayQuestions.map((q) => q.question),
      ...offTopicQuestions,
      'How do I improve my mood?',
      'am i eating enough protien',
      'how much protein should i eat a day',
      'What should I eat for dinner?',
      'Can you give me a 5 day meal plan?',
      'How can I focus better at work today?',
      'Where should I start saving for a house?',
      'I want to build better habits',
      '',
    ];
    for (const text of general) expect(personalAsk(text), text).toBeNull();
  });

  it('claims the phrasings a fourth review found answered from the library (stop-59 H3), and leaves the advice ones', () => {
    const variants: [string, unknown][] = [
      ['Have I been in a good mood more often than a bad one recently?', { lately: 14, balance: true }],
      ['have I had more good days than bad days lately?', { lately: 14, balance: true }],
      ['how was my mood over the last 7 days?', { lately: 7 }],
      ['how has my mood been over the past three weeks?', { lately: 21 }],
      ['how have I felt over the past 10 days', { lately: 10 }],
      ['Which day this past week did I feel the worst?', { worstIn: { from: 'days', days: 7 } }],
      ['what was my worst day last week?', { worstIn: { from: 'when', when: { kind: 'week', back: 1 } } }],
      ['which days do I usually feel worst, going by my mood log', 'weekdays'],
      ['Which of my routines am I best at keeping?', 'best'],
      ['which habit am I most consistent with?', 'best'],
      ['What habits do I still have to do today?', 'todo'],
      ['which routines haven’t I done yet today?', 'todo'],
      ['what routines do I have left today?', 'todo'],
      ['Which of my plans am I furthest behind on?', 'behind'],
      ['How many of my plan tasks are overdue?', 'behind'],
      ['do I have any overdue tasks?', 'behind'],
      ['am I behind on any of my plans?', 'behind'],
      ['what tasks are overdue?', 'behind'],
      ['which plan am I most behind on?', 'behind'],
      ['how far behind am I on my goals?', 'behind'],
    ];
    for (const [text, asked] of variants) expect(personalAsk(text, shared())?.ask, text).toEqual(asked);
    for (const text of ['how do I catch up when I’m behind on my plans?', 'which habit is best for sleep?', 'what routines should I do today?', 'how do I stop feeling bad more often than good?', 'I’m behind on my rent', 'my council tax is overdue', 'I’m falling behind at work']) {
      expect(personalAsk(text, shared()), text).toBeNull();
    }
  });

  it('answers them from the records: the last 7 days, every harder day of the week named, the best-kept routine, today’s open ones, overdue plans (stop-59 H3)', () => {
    // Last 7 days (26 Feb – 4 Mar): 7 logged, Anxious on Fri 27 Feb and Stressed on Mon 2 Mar; 5 calm or better.
    expect(ask('how was my mood over the last 7 days?')).toContain('You logged 7 moods in the last 7 days (Feb 26 – Mar 04)');
    const worst = ask('Which day this past week did I feel the worst?');
    expect(worst).toContain('You logged a harder mood (Anxious, Stressed, Sad or Angry) on 2 of the 7 days you logged a mood in the last 7 days (Thu Feb 26 – Wed Mar 04): **Fri Feb 27** (Anxious), **Mon Mar 02** (Stressed).');
    expect(worst).toContain('5 of 7 calm or better.');
    // Last 14 days: 12 logged, 8 calm or better, 4 harder.
    expect(ask('Have I been in a good mood more often than a bad one recently?')).toMatch(/^\*\*Yes\*\*: in the last 14 days you logged a calm-or-better mood on 8 days and a harder one \(Anxious, Stressed, Sad or Angry\) on 4 days\./);
    expect(ask('Which of my plans am I furthest behind on?')).not.toContain('reliable');
  });

  it('reads a long question in bounded time', () => {
    const started = performance.now();
    for (const filler of ['my mood ', 'which days do i ', 'my habits ', 'what am i having for ', 'my plan ']) personalAsk(`${filler.repeat(5_000)}?`);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('without the customer’s consent, or their records', () => {
  it('says kindly that it can’t see them and how to turn sharing on, never guessing', () => {
    for (const { text, about } of personalDataQuestions) {
      for (const customer of [{ shared: false } as const, undefined]) {
        const answer = personalAnswer(text, customer) as string;
        expect(answer, text).toContain('Quick settings');
        expect(answer).toContain('“Let my coach see a summary of my plans, routines, meals and moods”');
        // No number of theirs: the only one is the Emotional screen's window.
        expect(answer.replace('the last 30 days', '')).not.toMatch(/\d/);
        if (customer) expect(answer).toContain('You have turned off sharing your plans');
        const screen = { mood: 'Emotional screen', habits: 'My Routines', meals: 'Meal screen', plans: 'Dashboard' }[about];
        expect(answer).toContain(screen);
      }
    }
  });

  it('says it could not look just now when the records could not be read', () => {
    expect(personalAnswer('how is my mood lately?', { shared: true, snapshot: null })).toContain('couldn’t look at your mood log just now');
    expect(personalAnswer('what should I focus on this week?', { shared: true, snapshot: null })).toContain('couldn’t look at your plans just now');
  });

  it('says so when they share but have nothing of that kind, and where to start', () => {
    const empty: CustomerSnapshot = { today: TODAY, plans: [], routines: [], routinesTotal: 0, meals: null, moods: [] };
    expect(ask('how is my mood lately?', empty)).toContain('I can’t see a mood logged in the last 8 weeks');
    expect(ask('how is my mood lately?', empty)).toContain('Emotional screen');
    expect(ask('which days do I usually feel worst, going by my mood log', empty)).toContain('too few to see which weekdays');
    expect(ask('am I keeping my habits?', empty)).toContain('You have no habit routines yet');
    expect(ask('what’s my longest habit streak right now', empty)).toContain('Habit screen');
    expect(ask('what’s on my meal plan today?', empty)).toContain('You haven’t set up your meals yet');
    expect(ask('what’s on my meal plan today?', empty)).toContain('Meal screen');
    expect(ask('what should I focus on this week?', empty)).toContain('I don’t have any plans of yours to go on yet');
    expect(ask('remind me what my finance action plan says', empty)).toContain('You have no Finance plan yet');
    expect(ask('remind me what my finance action plan says', empty)).toContain('New Plans');
    expect(ask('what’s the next step in my health plan', empty)).toContain('You have no Health plan yet');
    // A meal setup whose week is over: no plan for this week, and when the last one ended.
    const over = { ...empty, meals: { ...meals(), week: null, endedOn: '2026-02-28' } };
    expect(ask('what am i having for dinner tomorrow', over)).toContain('You have no meal plan for this week (your last one ended Sat Feb 28)');
    // Moods, but none in the last two weeks.
    const old = { ...empty, moods: [{ day: '2026-02-01', mood: 'Sad' as const }] };
    expect(ask('how is my mood lately?', old)).toContain('You haven’t logged a mood in the last 14 days; the last one was Sad, on Sun Feb 01.');
    // Plans with nothing done yet and nothing overdue: no "you are moving".
    const start = snapshot();
    const fresh = { ...start, plans: start.plans.map((area) => ({ ...area, done: { goals: 0, tasks: 0, habits: 0 }, plans: area.plans.map((plan) => ({ ...plan, overdue: [], overdueCount: 0 })) })) };
    const progress = ask('how am I doing?', fresh);
    expect(progress).not.toContain('You are moving');
    expect(progress).toContain('Nothing is ticked off yet');
    // One logged mood says nothing of how moods have been going.
    const one = ask('how is my mood lately?', { ...empty, moods: [{ day: TODAY, mood: 'Stressed' as const }] });
    expect(one).toContain('too few to say how your moods are going');
    expect(one).not.toMatch(/hard than good|Mostly good|A mix of/);
  });
});

describe('the mood log', () => {
  it('“how is my mood lately?”: the last 14 days’ true counts, this week against last', () => {
    const answer = ask('how is my mood lately?');
    expect(answer).toContain('You logged 12 moods in the last 14 days (Feb 19 – Mar 04): 4 Happy, 3 Calm, 2 Stressed, 1 Anxious, 1 Sad, 1 Grateful.');
    expect(answer).toContain('8 of 12 days (67 %)');
    expect(answer).toContain('This week so far (since Mon Mar 02): 2 of 3 logged days calm or better (67 %); last week: 3 of 6 logged days calm or better (50 %).');
    expect(answer).toContain('Most recent: Happy, today.');
  });

  it('“have I been happier this week than last week?”: the share of calm-or-better days each week, said how it is counted', () => {
    const answer = ask('have I been happier this week than last week?');
    expect(answer).toContain('counting a day as good when you logged Happy, Calm, Excited, Grateful or Confident');
    expect(answer).toContain('- This week so far (Mon Mar 02 – Wed Mar 04): 2 of 3 logged days calm or better (67 %): Mon Stressed, Tue Calm, Wed Happy.');
    expect(answer).toContain('- Last week (Mon Feb 23 – Sun Mar 01): 3 of 6 logged days calm or better (50 %): Mon Stressed, Tue Sad, Thu Calm, Fri Anxious, Sat Grateful, Sun Happy.');
    expect(answer).toContain('So this week has been happier so far: 67 % good days against 50 % last week.');
  });

  it('“which days do I usually feel worst?”: weekdays ranked by their share of harder days, each with its counts', () => {
    const answer = ask('which days do I usually feel worst, going by my mood log');
    expect(answer).toContain('Going by the 23 moods you logged in the last 8 weeks (Jan 08 – Mar 04), the harder days (Anxious, Stressed, Sad or Angry) fall most on:');
    expect(answer).toContain('- **Monday**: 5 of 6 logged Mondays were harder days (83 %): 4 Stressed, 1 Anxious.');
    expect(answer).toContain('- **Tuesday**: 2 of 4 logged Tuesdays were harder days (50 %): 2 Sad.');
    // Friday has one day logged: too few to rank.
    expect(answer).not.toContain('**Friday**');
    expect(answer).toContain('Across all days, 8 of 23 (35 %) were harder ones, so Monday does stand out.');
  });
});

describe('routines', () => {
  it('“am I keeping my habits?”: each routine’s last 14 days, today’s state and the totals', () => {
    const answer = ask('am I keeping my habits?');
    expect(answer).toContain('- “Walk after dinner” (daily): done 12 of 13 days, 1 skipped; 9-day streak; not ticked yet today.');
    expect(answer).toContain('- “Phone out of the bedroom” (daily): done 7 of 10 days, 3 not ticked; not ticked yet today.');
    expect(answer).toContain('- “Weekly budget check” (weekly): done 2 of 3 days, 1 not ticked; 2-day streak; done today.');
    expect(answer).toContain('- “Easy run”: paused (14 days of the last 14).');
    // 12 + 7 + 2 done of 13 + 10 + 3 judged; 1 skipped, 4 not ticked.
    expect(answer).toContain('Altogether 21 of 26 check-ins done (81 %), 1 skipped and 4 not ticked (a check-in is one routine on one day).');
    expect(answer).toContain('Your plans also hold 12 habits to build (Health 8, Finance 4)');
  });

  it('“which of my routines do I skip the most”: ranked by days not done, skipped and not ticked told apart', () => {
    const answer = ask('which of my routines do I skip the most');
    // Ties go to the larger share of days not done.
    expect(answer).toContain(
      '1. “Phone out of the bedroom”: 3 of 10 days not done (3 not ticked); done 7.\n2. “Weekly budget check”: 1 of 3 days not done (1 not ticked); done 2.\n3. “Walk after dinner”: 1 of 13 days not done (1 skipped); done 12.',
    );
    expect(html(answer)).toContain('<ol>');
  });

  it('“what’s my longest habit streak right now”: the longest current streak, the others and the best ever', () => {
    const answer = ask('what’s my longest habit streak right now');
    expect(answer).toContain('Your longest streak right now is **9 days**, on “Walk after dinner”. Tick it today to make it 10 days.');
    expect(answer).toContain('Your other streaks: “Weekly budget check” 2 days.');
    expect(answer).toContain('Your best ever on a current routine: 12 days on “Walk after dinner”.');
  });
});

describe('the meal plan', () => {
  it('“what’s on my meal plan today?”: today’s three meals with their numbers and the day’s totals against the targets', () => {
    const answer = ask('what’s on my meal plan today?');
    expect(answer).toContain('Today (Wed Mar 04), from your meal plan:');
    expect(answer).toContain('- Breakfast: **Shakshuka 1** (500 kcal, 32 g protein), marked eaten');
    expect(answer).toContain('- Dinner: **Baked cod 1** (700 kcal, 32 g protein)');
    expect(answer).toContain('That day adds up to 1,800 kcal and 95 g of protein; your daily targets are 2,000 kcal and 90 g.');
  });

  it('“what am i having for dinner tomorrow”: tomorrow’s dinner only; past the plan’s end it says nothing is planned', () => {
    expect(ask('what am i having for dinner tomorrow')).toContain('Tomorrow (Thu Mar 05), your meal plan has **Chicken souvlaki 2** (700 kcal, 24 g protein) for dinner.');
    const last = { ...snapshot(), today: '2026-03-10' };
    expect(ask('what am i having for dinner tomorrow', last)).toContain('Your meal plan runs Wed Mar 04 – Tue Mar 10, so nothing is planned for tomorrow (Wed Mar 11) yet.');
  });

  it('“does my meal plan this week have enough protein”: the week’s planned protein, day by day, against the daily target', () => {
    const answer = ask('does my meal plan this week have enough protein');
    expect(answer).toContain('holds **605 g of protein**, about **86 g a day**, against your daily target of **90 g** (the default for your heart health goal');
    expect(answer).toContain('- 4 of 7 days reach it: Wed 95 g, Sat 102 g, Sun 90 g, Tue 93 g.');
    expect(answer).toContain('- Below it: Mon Mar 09 65 g, Thu Mar 05 71 g, Fri Mar 06 89 g.');
    expect(answer).toContain('So nearly: the plan is a little under your target.');
    expect(answer).toContain('1 of its 21 meals is marked eaten so far');
  });
});

describe('the plans', () => {
  it('“what should I focus on this week?”: each plan’s own goal with its own tasks; overdue work named as overdue with since when', () => {
    const answer = ask('what should I focus on this week?');
    const rendered = html(answer);
    // The knee plan's goal heads the knee plan's tasks, not the sleep plan's.
    expect(answer).toContain('**Health: “Run 10 km without knee pain”**\n\n- This week: “See a physio about the knee” (Mar 04 – Mar 10)\n- This week: “Strengthen hips: clamshells” (Mar 05 – Mar 18)\n- Habit to keep building: “Ice the knee after runs” (one of 5)');
    expect(answer).toContain('**Finance: “Pay off a third of the card”**\n\n- This week: “Call the card company” (Mar 02 – Mar 08)');
    // Overdue tasks are never listed as this week's.
    const thisWeek = answer.split('\n').filter((l) => l.startsWith('- This week'));
    expect(thisWeek.join('\n')).not.toMatch(/kitchen charger|wake-up time|List every debt/);
    expect(answer).toContain('**Overdue from earlier weeks** (not this week’s):');
    expect(answer).toContain('- Health, “Sleep 7 hours a night”: 3 open tasks, the oldest “Put the phone on the kitchen charger” was due by Feb 01 (31 days ago).');
    expect(answer).toContain('- Finance, “Pay off a third of the card”: “List every debt with its rate” was due by Feb 08 (24 days ago).');
    // A plan with only habits and overdue work keeps its habit under its own goal.
    expect(answer).toContain('- “Screens off at 22:00” (Health, “Sleep 7 hours a night”)');
    expect(answer).toContain('If you only do one thing this week, make it “See a physio about the knee”, and mark it complete on your Health screen when it is done.');
    // Markdown: every list is its own block; "Habit to keep building" is a list item of its own, never glued to the task before it.
    expect(rendered).toContain('<li>Habit to keep building: “Ice the knee after runs” (one of 5)</li>');
    for (const item of rendered.match(/<li>[\s\S]*?<\/li>/g) ?? []) expect(item.match(/This week:|Habit to keep building|Overdue/g)?.length ?? 0, item).toBeLessThanOrEqual(1);
    expect(rendered).toContain('<p>Finish one if it still matters');
    expect(rendered).not.toMatch(/<li>[^<]*\n[^<]*(Habit|Finish|If you only)/);
  });

  it('names the area the question asks about first', () => {
    const answer = ask('What should I work on for my finances this week?');
    expect(answer.indexOf('**Finance:')).toBeLessThan(answer.indexOf('**Health:'));
    expect(answer).toContain('make it “Call the card company”');
  });

  it('“remind me what my finance action plan says”: its goal, tasks by when, habit and true counts', () => {
    const answer = ask('remind me what my finance action plan says');
    expect(answer).toContain('Your Finance plan says:');
    expect(answer).toContain('**Goal: “Pay off a third of the card”**\n\n- This week: “Call the card company” (Mar 02 – Mar 08)\n- Overdue: “List every debt with its rate” was due by Feb 08 (24 days ago)\n- Habit to keep building: “Check your balance each Sunday” (one of 4)');
    expect(answer).toContain('Done so far in Finance: 3 of 5 tasks (60 %), 3 of 7 habits and 0 of 1 goal.');
    expect(answer).not.toContain('knee');
  });

  it('“what’s the next step in my health plan”: each plan’s current or next task, overdue work apart', () => {
    const answer = ask('what’s the next step in my health plan');
    expect(answer).toContain('- **“Run 10 km without knee pain”**: “See a physio about the knee”, running now (Mar 04 – Mar 10).');
    expect(answer).toContain('- **“Sleep 7 hours a night”**: no step ahead, only overdue work (below).');
    expect(answer).toContain('- Health, “Sleep 7 hours a night”: 3 open tasks, the oldest “Put the phone on the kitchen charger” was due by Feb 01 (31 days ago).');
    expect(answer).not.toContain('card');
  });

  it('“how am I doing with money”: the Finance plan’s progress from its counts, honest that it sees no accounts', () => {
    const answer = ask('how am I doing with money');
    expect(answer).toContain('- Done so far: 3 of 5 tasks (60 %), 3 of 7 habits and 0 of 1 goal.');
    expect(answer).toContain('- This week: 1 open task, first “Call the card company”.');
    expect(answer).toContain('- Overdue: 1 task, the oldest “List every debt with its rate” was due by Feb 08 (24 days ago).');
    expect(answer).toContain('not your accounts or spending');
    expect(answer).not.toContain('Health');
  });

  it('writes a title as text: nothing in it becomes Markdown', () => {
    const s = snapshot();
    const knee = s.plans[0]?.plans[0];
    if (knee) knee.goal = '**Run** [10 km](http://x.test) _now_';
    const rendered = html(ask('what should I focus on this week?', s));
    expect(rendered).not.toContain('<a ');
    expect(rendered).not.toContain('<em>now</em>');
    expect(rendered).toContain('**Run**');
  });
});

describe('found by a second independent review (issue 47)', () => {
  it('“which habit do I skip most?”: a paused routine is not ranked as skipped; it is named as paused and left out', () => {
    const s = snapshot();
    // “Easy run” was left unticked for 6 days, then paused: paused now, so it is not being skipped.
    const run = s.routines.find((r) => r.title === 'Easy run') as RoutineGlance;
    run.window = { done: 1, skipped: 0, missed: 6, paused: 7 };
    const answer = ask('which habit do I skip most?', s);
    expect(answer).not.toMatch(/^\d\. “Easy run”/m);
    expect(answer).toMatch(/^1\. “Phone out of the bedroom”: 3 of 10 days not done/m);
    expect(answer).toContain('“Easy run” is paused, so it is left out.');
    // Every routine paused: none is being skipped.
    const resting = { ...s, routines: [run] };
    const none = ask('which habit do I skip most?', resting);
    expect(none).not.toMatch(/^\d\. /m);
    expect(none).toContain('Your only routine, “Easy run”, is paused');
  });

  it('“what was my most common mood this month?”: this calendar month’s moods, counted, and the commonest only from enough entries', () => {
    expect(personalAsk('What was my most common mood this month?')?.kind).toBe('mood');
    // February up to the 28th: 18 moods logged, 5 Calm.
    const feb = { ...snapshot(), today: '2026-02-28' };
    const answer = ask('What was my most common mood this month?', feb);
    expect(answer).toContain('Your most common mood this month (Feb 01 – Feb 28) was **Calm**, on 5 of the 18 days you logged a mood.');
    expect(answer).toContain('All of them: 5 Calm, 4 Happy, 3 Stressed, 2 Anxious, 2 Sad, 1 Excited, 1 Grateful.');
    // Asked how the month went: the same month's counts, not the last two weeks'.
    expect(ask('How was my mood this month?', feb)).toContain('All of them: 5 Calm, 4 Happy, 3 Stressed, 2 Anxious, 2 Sad, 1 Excited, 1 Grateful.');
    // March so far (1–4 March): 4 moods, none on 3 days: no “most common”.
    const march = ask('what’s been my most common mood this month');
    expect(march).toContain('You logged 4 moods this month so far (Mar 01 – Mar 04): 2 Happy, 1 Stressed, 1 Calm.');
    expect(march).toContain('too few to name a most common mood');
    expect(march).not.toContain('most common mood this month (');
    // Nothing logged this month.
    const april = { ...snapshot(), today: '2026-04-02' };
    expect(ask('What was my most common mood this month?', april)).toContain('You haven’t logged a mood this month (since Apr 01)');
  });

  it('“did I do my walk after dinner this week?”: the routine found by its words, its days done in the period named', () => {
    expect(personalAsk('Did I do my walk after dinner this week?')?.kind).toBe('habits');
    expect(ask('Did I do my walk after dinner this week?')).toContain('Yes — “Walk after dinner” was done on 2 of 2 days this week so far: Mon, Tue. Today is not ticked yet.');
    expect(ask('did I do my walk after dinner last week?')).toContain('Yes — “Walk after dinner” was done on 6 of 7 days last week: Mon, Tue, Thu, Fri, Sat, Sun. Skipped: Wed.');
    // By its words, in another order and form.
    expect(ask('have I done my dinner walks yesterday?')).toContain('Yes — “Walk after dinner” was done yesterday (Tue Mar 03).');
    expect(ask('did I do my after-dinner walk today?')).toContain('Not yet — “Walk after dinner” is not ticked yet today (Wed Mar 04).');
  });

  it('“did I do my evening yoga today?”: no routine by that name, said so with the routines there are', () => {
    const answer = ask('Did I do my evening yoga today?');
    expect(answer).toContain('I couldn’t find a routine called “evening yoga”.');
    expect(answer).toContain('Your routines are “Walk after dinner”, “Phone out of the bedroom”, “Weekly budget check” and “Easy run”.');
    const empty: CustomerSnapshot = { today: TODAY, plans: [], routines: [], routinesTotal: 0, meals: null, moods: [] };
    expect(ask('Did I do my evening yoga today?', empty)).toContain('I couldn’t find a routine called “evening yoga”: you have no habit routines yet.');
  });

  it('“how am I doing with my money?” for a new customer: no “from your own records” header, plainly nothing recorded yet and where to start', () => {
    const empty: CustomerSnapshot = { today: TODAY, plans: [], routines: [], routinesTotal: 0, meals: null, moods: [] };
    for (const question of ['how am I doing with my money?', 'how am I doing with money']) {
      const answer = ask(question, empty);
      expect(answer).not.toContain('from your own records');
      expect(answer).not.toContain('Here is how');
      expect(answer).toContain('nothing about your money recorded here yet');
      expect(answer).toContain('open Finance from your Dashboard');
      expect(answer).toContain('New Plans');
    }
    // A Health plan but no Finance one: still nothing of their money to show.
    const s = snapshot();
    const healthOnly = { ...s, plans: s.plans.filter((p) => p.area === 'Health') };
    expect(ask('how am I doing with my money?', healthOnly)).not.toContain('from your own records');
  });
});

describe('questions about the customer’s own records in their own words (stop-57 review, H1)', () => {
  /** “Phone out of the bedroom”, 23 Feb – 4 Mar: not ticked Tue 24, Wed 25 and Mon 2; skipped Sat 28; today open. */
  const phoneDays: RoutineGlance['days'] = [
    ['2026-02-23', 'done'],
    ['2026-02-24', 'missed'],
    ['2026-02-25', 'missed'],
    ['2026-02-26', 'done'],
    ['2026-02-27', 'done'],
    ['2026-02-28', 'skipped'],
    ['2026-03-01', 'done'],
    ['2026-03-02', 'missed'],
    ['2026-03-03', 'done'],
    ['2026-03-04', 'open'],
  ].map(([day, kind]) => ({ day, kind }) as RoutineGlance['days'][number]);

  /** A meal week Mon 2 – Sun 8 March: yesterday's three meals eaten (520 + 640 + 711 = 1,871 kcal; 25.4 + 30.2 + 41.9 = 97.5 g protein), today's breakfast (480 kcal, 20 g). */
  function eatenWeek(): MealGlance {
    const eaten: Record<string, [number, number][]> = {
      '2026-03-03': [
        [520, 25.4],
        [640, 30.2],
        [711, 41.9],
      ],
      '2026-03-04': [[480, 20]],
    };
    const days = Array.from({ length: 7 }, (_, i) => {
      const date = addDays('2026-03-02', i);
      const slots = (['Breakfast', 'Lunch', 'Dinner'] as const).map((type, j) => {
        const done = eaten[date]?.[j];
        return { type, dish: `${type} ${date.slice(8)}`, calories: done?.[0] ?? 600, protein: done?.[1] ?? 30, eaten: Boolean(done) };
      });
      return { date, calories: 1800, protein: 90, carbs: 200, fat: 60, meals: slots };
    });
    return { ...meals(), goal: 'weight-loss', week: { from: '2026-03-02', to: '2026-03-08', eaten: 4, total: 21, days, totals: { calories: 12_600, protein: 630, carbs: 1400, fat: 420 } } };
  }

  function world(): CustomerSnapshot {
    const s = snapshot();
    const [walk, phone, ...rest] = s.routines as [RoutineGlance, RoutineGlance, ...RoutineGlance[]];
    const [health, ...areas] = s.plans as [CustomerSnapshot['plans'][number], ...CustomerSnapshot['plans']];
    const [knee, sleep] = health.plans as [CustomerSnapshot['plans'][number]['plans'][number], CustomerSnapshot['plans'][number]['plans'][number]];
    return {
      ...s,
      routines: [walk, { ...phone, days: phoneDays }, ...rest],
      plans: [{ ...health, plans: [{ ...knee, done: { tasks: 2, habits: 1 } }, { ...sleep, done: { tasks: 1, habits: 3 } }] }, ...areas],
      meals: eatenWeek(),
    };
  }
  const answer = (question: string) => ask(question, world());

  it('reads each kind in many phrasings, not only the review’s', () => {
    const kinds: [string, string][] = [
      // Routines missed or done in a time.
      ['how many routines did I skip this week?', 'tally'],
      ['which habits did I miss last week?', 'tally'],
      ['did I miss any routines yesterday?', 'tally'],
      ['how many check-ins did I miss on Monday?', 'tally'],
      ['how many of my routines did I complete today?', 'tally'],
      // A routine of theirs in their own words.
      ['did I walk after dinner yesterday?', 'did'],
      ['have I walked after dinner this week?', 'did'],
      ['did I go for a walk after dinner on Monday?', 'did'],
      ['Did I take my walk after dinner last Wednesday?', 'did'],
      // The meals marked eaten.
      ['how many calories did I eat today?', 'eaten'],
      ['how many meals did I eat yesterday and how many calories', 'eaten'],
      ['what did I have for breakfast today?', 'eaten'],
      ['how much protein have I had today?', 'eaten'],
      ['have I eaten lunch?', 'eaten'],
      ['what did I eat on Monday?', 'eaten'],
      // The mood of a day.
      ['what was my mood last Tuesday?', 'mood-day'],
      ['how did I feel on Monday?', 'mood-day'],
      ['what mood did I log yesterday?', 'mood-day'],
      ['was I stressed the day before yesterday?', 'mood-day'],
      ['what moods did I log last week?', 'mood-day'],
      // One plan by its words.
      ['how is my knee plan going?', 'plans'],
      ['how’s my sleep plan going?', 'plans'],
      ['what’s next in my card plan?', 'plans'],
      ['how are my knee goals going?', 'plans'],
      // Their sleep, of which there is no record.
      ['am I sleeping better?', 'sleep'],
      ['have I been sleeping well lately?', 'sleep'],
      ['how has my sleep been?', 'sleep'],
      ['did I sleep enough last week?', 'sleep'],
    ];
    const kindOf = (asked: ReturnType<typeof personalAsk>) => {
      if (!asked) return null;
      if (asked.kind === 'habits' && typeof asked.ask === 'object') return 'tally' in asked.ask ? 'tally' : 'did';
      if (asked.kind === 'meals' && asked.ask.what === 'eaten') return 'eaten';
      if (asked.kind === 'mood' && typeof asked.ask === 'object') return 'mood-day';
      return asked.kind;
    };
    for (const [text, kind] of kinds) expect(kindOf(personalAsk(text, shared(world()))), text).toBe(kind);
  });

  it('leaves advice questions that mention the same words to the library', () => {
    const advice = [
      'how many calories should I eat to lose weight?',
      'what’s a good routine for mornings?',
      'how do I stop skipping breakfast?',
      'I skipped the gym yesterday, how do I get back on track?',
      'how do I stop missing my morning routine?',
      'how many calories does walking burn?',
      'what should I eat before a run today?',
      'why do I feel so low on Mondays?',
      'how much sleep should I get?',
      'how do I sleep better?',
      'did I make the right call quitting my job last week?',
      'I felt awful yesterday, what can I do?',
      'what did I say wrong to my sister yesterday?',
      'is it ok to skip dinner tonight if I had a big lunch?',
    ];
    for (const text of advice) expect(personalAsk(text, shared(world())), text).toBeNull();
  });

  it('“how many routines did I skip this week?”: each routine’s days undone in that time, told apart, with the totals', () => {
    expect(answer('how many routines did I skip this week?')).toBe(
      [
        'This week so far (Mon Mar 02 – Wed Mar 04), 1 of your 4 routine check-ins was not done (1 not ticked), across 1 routine:',
        '- “Phone out of the bedroom”: not ticked Mon.',
        '“Walk after dinner” was done every day. Today is not counted until you tick or skip it: “Walk after dinner” and “Phone out of the bedroom” are not ticked yet today.',
      ].join('\n\n'),
    );
    const last = answer('which habits did I miss last week?');
    expect(last).toContain('Last week (Mon Feb 23 – Sun Mar 01), 4 of your 14 routine check-ins were not done (2 skipped, 2 not ticked), across 2 routines:');
    expect(last).toContain('- “Walk after dinner”: skipped Wed.\n- “Phone out of the bedroom”: skipped Sat; not ticked Tue, Wed.');
    expect(answer('did I miss any routines yesterday?')).toBe('Yesterday (Tue Mar 03), you didn’t skip or miss any of your routines: both check-ins were done.');
    expect(answer('how many check-ins did I miss on Monday?')).toContain('On Mon Mar 02, you left 1 of your 2 routines undone (1 not ticked):\n\n- “Phone out of the bedroom”: not ticked.');
    const done = answer('how many routines did I do on Monday?');
    expect(done).toContain('On Mon Mar 02, 1 of your 2 routine check-ins was done:\n\n- “Walk after dinner”: done.');
    expect(done).toContain('1 was not done (1 not ticked).');
  });

  it('“did I walk after dinner yesterday?”: the routine of that name, its day', () => {
    expect(answer('did I walk after dinner yesterday?')).toBe('Yes — “Walk after dinner” was done yesterday (Tue Mar 03).');
    expect(answer('Did I take my walk after dinner last Wednesday?')).toBe('No — you marked “Walk after dinner” skipped on Wed Feb 25.');
    expect(answer('have I walked after dinner this week?')).toBe('Yes — “Walk after dinner” was done on 2 of 2 days this week so far: Mon, Tue. Today is not ticked yet.');
    // Words that name no routine of theirs stay with the library; the same question about a routine they have is theirs.
    expect(personalAsk('did I swim after work yesterday?', shared(world()))).toBeNull();
  });

  it('“how many calories did I eat today?”: the meals marked eaten that day, their kcal and protein, no goal assumed', () => {
    const yesterday = answer('how many meals did I eat yesterday and how many calories');
    expect(yesterday).toBe(
      [
        'Yesterday (Tue Mar 03), you marked 3 of the 3 planned meals eaten:',
        '- Breakfast: **Breakfast 03** (520 kcal, 25 g protein)\n- Lunch: **Lunch 03** (640 kcal, 30 g protein)\n- Dinner: **Dinner 03** (711 kcal, 42 g protein)',
        'Together that is **1,871 kcal** and 98 g of protein; your daily targets are 2,000 kcal and 90 g (under Daily targets on the Meal screen). I only know the meals of your plan that you mark eaten on the Meal screen, not anything else you ate.',
      ].join('\n\n'),
    );
    const today = answer('how many calories did I eat today?');
    expect(today).toContain('Today (Wed Mar 04), you marked 1 of the 3 planned meals eaten:');
    expect(today).toContain('Together that is **480 kcal** and 20 g of protein');
    const week = answer('how many meals have I eaten this week?');
    expect(week).toContain('This week so far (Mon Mar 02 – Wed Mar 04), you marked 4 of the 9 planned meals eaten:');
    expect(week).toContain('Together that is **2,351 kcal** and 118 g of protein.');
    expect(answer('what did I have for lunch on Monday?')).toContain('On Mon Mar 02, your planned lunch isn’t marked eaten, so I have nothing eaten to count.');
    // Their goal is weight loss here, and still no answer speaks of losing weight.
    for (const text of [yesterday, today, week]) expect(text).not.toMatch(/weight|los(?:e|ing)/i);
    // A day the plan does not cover.
    expect(answer('what did I eat last Sunday?')).toBe(
      'Your meal plan runs Mon Mar 02 – Sun Mar 08, so I have no meals of yours for Sun Mar 01 to count. I only know the meals of your plan that you mark eaten on the Meal screen, not anything else you ate.',
    );
  });

  it('“what was my mood last Tuesday?”: the mood logged that day, or honestly none, with the nearest days', () => {
    // Wednesday 4 March: last Tuesday is yesterday.
    expect(answer('what was my mood last Tuesday?')).toBe('Yesterday (Tue Mar 03) you logged **Calm**.');
    expect(answer('how did I feel on Monday?')).toContain('On Mon Mar 02 you logged **Stressed**.');
    expect(answer('was I stressed the day before yesterday?')).toContain('On Mon Mar 02 you logged **Stressed**.');
    expect(answer('what was my mood last Wednesday?')).toBe('You didn’t log a mood on Wed Feb 25, so I can’t say how that day went. The nearest days you did: Sad on Tue Feb 24; Calm on Thu Feb 26.');
    const none = ask('what mood did I log today?', { ...world(), moods: world().moods.filter((m) => m.day !== TODAY) });
    expect(none).toContain('You haven’t logged a mood today (Wed Mar 04) yet');
    const week = answer('what moods did I log last week?');
    expect(week).toContain('Last week (Mon Feb 23 – Sun Mar 01), you logged a mood on 6 days:');
    expect(week).toContain('- Tue Feb 24: Sad\n- Thu Feb 26: Calm');
    expect(week).toContain('3 of 6 calm or better. No mood logged on Wed.');
  });

  it('“how is my knee plan going?”: that plan alone, with its own counts', () => {
    const knee = answer('how is my knee plan going?');
    expect(knee).toContain('**Health: “Run 10 km without knee pain”**');
    expect(knee).toContain('- Done so far: 2 of 7 tasks (29 %) and 1 of 6 habits.');
    expect(knee).toContain('Nothing is overdue: you are keeping pace with this plan.');
    expect(knee).not.toContain('Sleep 7 hours');
    expect(knee).not.toContain('Done so far in Health');
    const sleep = answer('how’s my sleep plan going?');
    expect(sleep).toContain('**Health: “Sleep 7 hours a night”**');
    expect(sleep).toContain('- Done so far: 1 of 4 tasks (25 %) and 3 of 6 habits.');
    expect(sleep).toContain('- This week: no task due.');
    expect(sleep).not.toContain('knee');
    expect(answer('what’s next in my card plan?')).toContain('“Call the card company”');
    // A plan made from what the customer said they wanted to change is found by those words.
    const s = world();
    const [health] = s.plans as [CustomerSnapshot['plans'][number]];
    const from = { ...s, plans: [{ ...health, plans: health.plans.map((g, i) => (i === 0 ? { ...g, goal: 'Settle the pain with load you can tolerate', challenge: 'My left knee hurts after runs', thisWeek: [], habits: [] } : g)) }] };
    expect(ask('how is my knee plan going?', from)).toContain('**Health: “Settle the pain with load you can tolerate”**');
    // "How is my health plan going?" names no one plan: the area's answer, as before.
    expect(answer('how is my health plan going?')).toContain('Done so far: 4 of 12 tasks');
  });

  it('answers none of these without the sharing setting on', () => {
    for (const text of ['how many routines did I skip this week?', 'how many calories did I eat today?', 'what was my mood last Tuesday?', 'how is my knee plan going?']) {
      const off = personalAnswer(text, { shared: false }) as string;
      expect(off, text).toContain('Quick settings');
      expect(off.replace('the last 30 days', '')).not.toMatch(/\d/);
    }
  });
});

describe('everyday phrasings a third review found answered with library advice (stop-58)', () => {
  const without = (title: string): CustomerSnapshot => ({ ...snapshot(), routines: snapshot().routines.filter((r) => r.title !== title) });

  it('“how many days in a row have I logged my mood?”: the run of logged days up to today, not “a row” as an argument', () => {
    // Logged 26 Feb – 4 Mar every day; 25 Feb has none.
    for (const text of ['how many days in a row have I logged my mood?', 'what’s my mood streak?', 'have I logged my mood every day in a row?', 'how long is my mood-logging streak?']) {
      expect(personalAsk(text, shared()), text).toEqual({ kind: 'mood', ask: 'streak' });
    }
    expect(ask('how many days in a row have I logged my mood?')).toBe('You have logged your mood **7 days in a row**, up to today (since Thu Feb 26). Keep it going tomorrow.');
    // Today not logged yet: the run up to yesterday, and how to add to it.
    const notToday = { ...snapshot(), moods: snapshot().moods.filter((m) => m.day !== TODAY) };
    expect(ask('how many days in a row have I logged my mood?', notToday)).toBe('You have logged your mood **6 days in a row**, up to yesterday (since Thu Feb 26). Log today’s mood on the Emotional screen to make it one more.');
    for (const text of ['we have argued three days in a row, what do I do?', 'I fought with my partner two days in a row']) {
      expect(personalAsk(text, shared()), text).toBeNull();
    }
  });

  it('“was I happier last week than the week before?”: last week against the week before, honest with too few entries', () => {
    // Last week 23 Feb – 1 Mar: 3 of 6 calm or better; the week before 16 – 22 Feb: 5 of 6.
    for (const text of ['was I happier last week than the week before?', 'did I feel better last week compared with the previous week?', 'was my mood last week better than the week before?']) {
      expect(personalAsk(text, shared()), text).toEqual({ kind: 'mood', ask: 'compareLast' });
    }
    const answer = ask('was I happier last week than the week before?');
    expect(answer).toContain('- Last week (Mon Feb 23 – Sun Mar 01): 3 of 6 logged days calm or better (50 %)');
    expect(answer).toContain('- The week before (Mon Feb 16 – Sun Feb 22): 5 of 6 logged days calm or better (83 %)');
    expect(answer).toContain('So last week was harder: 50 % good days against 83 % the week before.');
    const few = { ...snapshot(), moods: snapshot().moods.filter((m) => m.day !== '2026-02-17' && m.day !== '2026-02-18' && m.day !== '2026-02-19' && m.day !== '2026-02-21') };
    expect(ask('was I happier last week than the week before?', few)).toContain('With only 2 days logged the week before, take it as a first sign rather than a trend.');
    const none = { ...snapshot(), moods: snapshot().moods.filter((m) => m.day < '2026-02-16' || m.day > '2026-02-22') };
    expect(ask('was I happier last week than the week before?', none)).toContain('With no mood logged the week before, I can’t compare the two weeks.');
    expect(personalAsk('is it normal to be happier one week than the week before?', shared())).toBeNull();
  });

  it('“how many days did I feel stressed this month?”: that mood’s days this calendar month, in the last 30 days or a named month', () => {
    expect(ask('how many days did I feel stressed this month?')).toBe('You logged **Stressed** on **1 day** this month (Mar 01 – Mar 04): Mon Mar 02, out of 4 days with a mood logged.');
    expect(ask('how often was I stressed in the last 30 days?')).toContain('You logged **Stressed** on **3 days** in the last 30 days (Feb 03 – Mar 04): Mon Feb 16, Mon Feb 23, Mon Mar 02, out of 21 days with a mood logged.');
    expect(ask('how many times did I feel stressed in February?')).toContain('You logged **Stressed** on **3 days** in February: Mon Feb 02, Mon Feb 16, Mon Feb 23, out of 18 days with a mood logged.');
    expect(ask('how many days have I been sad this month?')).toBe('You logged **Sad** on **0 days** this month (Mar 01 – Mar 04), out of 4 days with a mood logged.');
    // Beyond the eight weeks the coach sees: said so, no count made up.
    expect(ask('how many days was I anxious in November?')).toBe('I can only see the last 8 weeks of your mood log (since Jan 08), so I can’t count your Anxious days in November 2025. Your Emotional screen’s history goes back further.');
    for (const text of ['how many days a month is it normal to feel stressed?', 'how often should I feel happy?']) expect(personalAsk(text, shared()), text).toBeNull();
  });

  it('“did I skip my run this week?” with no routine about running: said so, with the routines there are', () => {
    const noRun = without('Easy run');
    expect(personalAsk('did I skip my run this week?', shared(noRun))).toEqual({ kind: 'habits', ask: { did: 'run', when: { kind: 'week', back: 0 } } });
    expect(ask('did I skip my run this week?', noRun)).toBe(
      'I couldn’t find a routine called “run”. Your routines are “Walk after dinner”, “Phone out of the bedroom” and “Weekly budget check”. Ask me about one of them by its name, or add a new one on the Habit screen.',
    );
    // A routine of that name: its days, as “did I do it” reads them.
    expect(ask('have I missed my walk after dinner yesterday?')).toBe('Yes — “Walk after dinner” was done yesterday (Tue Mar 03).');
    expect(personalAsk('I skipped my run this week, how do I get back on track?', shared(noRun))).toBeNull();
  });

  it('“how many calories are in my dinner tonight?”: tonight’s planned dinner with its kcal', () => {
    expect(ask('how many calories are in my dinner tonight?')).toContain('Today (Wed Mar 04), your meal plan has **Baked cod 1** (700 kcal, 32 g protein) for dinner.');
    expect(ask('how much protein is in tomorrow’s lunch?')).toContain('Tomorrow (Thu Mar 05), your meal plan has **Chickpea salad 2** (600 kcal, 24 g protein) for lunch.');
    for (const text of ['how many calories should my dinner have?', 'how many calories are in a typical dinner?']) expect(personalAsk(text, shared()), text).toBeNull();
  });

  it('steps, spending and weight of their own: the app keeps no such record, said plainly, with what it keeps', () => {
    const cases = [
      ['how many steps did I walk today?', 'steps', 'the app doesn’t count steps'],
      ['did I hit 10,000 steps yesterday?', 'steps', 'the app doesn’t count steps'],
      ['how much did I spend this week?', 'spending', 'the app doesn’t keep your spending'],
      ['what did I spend on food last month?', 'spending', 'the app doesn’t keep your spending'],
      ['what’s my weight trend?', 'weight', 'the app doesn’t keep a weight log'],
      ['have I lost any weight this month?', 'weight', 'the app doesn’t keep a weight log'],
    ] as const;
    for (const [text, kind, says] of cases) {
      expect(personalAsk(text, shared()), text).toEqual({ kind: 'untracked', untracked: kind });
      const answer = ask(text);
      expect(answer, text).toContain(says);
      expect(answer).toContain('What I can see is your mood log, routines, meal plan and plans.');
      expect(answer).not.toMatch(/\d/);
    }
    for (const text of ['how can I walk more steps?', 'how do I spend less on takeaways?', 'how do I lose weight?', 'how many steps a day should I walk?', 'what is a healthy weight for my height?']) {
      expect(personalAsk(text, shared()), text).toBeNull();
    }
  });

  it('“did I walk after dinner yesterday?” for a new customer with no routines: that there are none yet, not walking tips', () => {
    const fresh: CustomerSnapshot = { ...snapshot(), routines: [], routinesTotal: 0 };
    for (const text of ['did I walk after dinner yesterday?', 'did I meditate this morning?', 'have I done my stretches today?']) {
      expect(ask(text, fresh), text).toContain('you have no habit routines yet');
    }
    // Not a routine, nor something they did as one.
    expect(personalAsk('did I overreact with my sister yesterday?', shared(fresh))).toBeNull();
    expect(personalAsk('did I eat lunch today?', shared(fresh))?.kind).toBe('meals');
  });

  it('wording: “Happy, today” (not “on today”), and routine days counted as check-ins', () => {
    expect(ask('how is my mood lately?')).toContain('- Most recent: Happy, today.');
    expect(ask('am I keeping my habits?')).toContain('Altogether 21 of 26 check-ins done (81 %), 1 skipped and 4 not ticked (a check-in is one routine on one day).');
  });
});

describe('days before the account existed (stop-58)', () => {
  // Joined Tue 3 March, nothing logged before: the day before yesterday (Mon 2 March) could hold no mood.
  const joinedTuesday = (): CustomerSnapshot => ({ ...snapshot(), joined: '2026-03-03', moods: snapshot().moods.filter((m) => m.day >= '2026-03-03') });

  it('says the account did not exist yet, not “you didn’t log a mood”', () => {
    expect(ask('what was my mood the day before yesterday?', joinedTuesday())).toBe(
      'Your account didn’t exist yet on Mon Mar 02 (you joined on Tue Mar 03), so no mood could be logged that day. You can ask me about any day since.',
    );
    expect(ask('how did I feel yesterday?', joinedTuesday())).toBe('Yesterday (Tue Mar 03) you logged **Calm**.');
    expect(ask('what moods did I log last week?', joinedTuesday())).toBe(
      'Your account didn’t exist yet last week (Mon Feb 23 – Sun Mar 01) (you joined on Tue Mar 03), so no mood could be logged then. You can ask me about any day since.',
    );
    const week = ask('what moods did I log this week?', joinedTuesday());
    expect(week).not.toContain('No mood logged on Mon');
    expect(week).toContain('Your account was made on Tue Mar 03, so nothing could be logged before then.');
  });

  it('keeps moods logged before the account day (a history brought in) as logged', () => {
    const s: CustomerSnapshot = { ...snapshot(), joined: TODAY };
    expect(ask('what was my mood the day before yesterday?', s)).toBe('On Mon Mar 02 you logged **Stressed**. That was one of the harder days; the Emotional screen has advice and small challenges for that mood.');
    expect(ask('what moods did I log last week?', s)).not.toContain('didn’t exist');
  });
});

describe('phrasings the stop-61 review found answered from the library (M1)', () => {
  it('“what mood do I have most often?”: the commonest mood of the last 14 days, named only from 3 entries of it', () => {
    for (const text of ['what mood do I have most often?', 'Which mood have I logged most in the last two weeks?', 'what’s my most common mood?']) {
      expect(personalAsk(text)?.kind, text).toBe('mood');
      // 19 Feb – 4 Mar: 12 logged, 4 Happy.
      expect(ask(text), text).toContain('Your most common mood in the last 14 days (Feb 19 – Mar 04) was **Happy**, on 4 of the 12 days you logged a mood.');
    }
    expect(ask('what mood do I have most often?')).toContain('All of them: 4 Happy, 3 Calm, 2 Stressed, 1 Anxious, 1 Sad, 1 Grateful. Calm or better on 8 of 12 (67 %).');
    // A new customer: nothing logged, then one Stressed day: too few, said with how many.
    const fresh: CustomerSnapshot = { today: TODAY, plans: [], routines: [], routinesTotal: 0, meals: null, moods: [] };
    expect(ask('what mood do I have most often?', fresh)).toContain('You haven’t logged a mood in the last 14 days (since Feb 19)');
    const one = ask('what mood do I have most often?', { ...fresh, moods: [{ day: TODAY, mood: 'Stressed' }] });
    expect(one).toContain('You logged 1 mood in the last 14 days (Feb 19 – Mar 04): 1 Stressed.');
    expect(one).toContain('That is too few to name a most common mood: I would want one mood logged on at least 3 days first, as your Insights do.');
    expect(one).not.toContain('Your most common mood');
    // Advice stays with the library.
    expect(personalAsk('how do I change the mood I have most often?')).toBeNull();
  });

  it('“how many times did I walk after dinner in the last 30 days?”: that routine’s days done in the span, the period said; a routine not found said so', () => {
    // 3 Feb – 4 Mar: skipped 25 Feb, not ticked 10 and 11 Feb, today open: done on 26 days.
    const walk30: RoutineGlance['days'] = Array.from({ length: 30 }, (_, i) => {
      const day = addDays('2026-02-03', i);
      return { day, kind: day === '2026-02-25' ? 'skipped' : day === '2026-02-10' || day === '2026-02-11' ? 'missed' : day === TODAY ? 'open' : 'done' };
    });
    const s = snapshot();
    s.routines = s.routines.map((r) => (r.title === 'Walk after dinner' ? { ...r, days: walk30 } : r));
    const text = 'how many times did I walk after dinner in the last 30 days?';
    expect(personalAsk(text, shared(s))).toEqual({ kind: 'habits', ask: { count: 'walk after dinner', span: { days: 30 } } });
    expect(ask(text, s)).toBe(
      'In the last 30 days (Tue Feb 03 – Wed Mar 04), you did “Walk after dinner” **26 times**: 26 days ticked done. Of its other days: 1 skipped, 2 not ticked. Today is not ticked yet.',
    );
    // Other wordings and spans; a span longer than the coach reads is cut and said so.
    expect(ask('how often have I done my dinner walk this week?', s)).toContain('This week so far (Mon Mar 02 – Wed Mar 04), you did “Walk after dinner” **2 times**');
    expect(ask('how many days did I walk after dinner in the past 60 days', s)).toContain('I can see the last 30 days of your routines, so that is the span counted here.');
    // No routine of that name: said honestly, with the routines there are; none at all for a new customer.
    expect(ask('how many times did I go for a swim in the last 30 days?', s)).toContain('I couldn’t find a routine called “swim”. Your routines are “Walk after dinner”');
    expect(ask(text, { ...s, routines: [], routinesTotal: 0 })).toContain('I couldn’t find a routine called “walk after dinner”: you have no habit routines yet.');
    // Not routines: a mood, meals, and advice stay where they were.
    expect(personalAsk('how many times did I feel stressed in the last 30 days?', shared(s))?.kind).toBe('mood');
    expect(personalAsk('how many times did I argue with my sister in the last 30 days?', shared(s))).toBeNull();
  });

  it('“did I stick to my meal plan today?”: the meals marked eaten against those planned, not the planned total alone', () => {
    for (const text of ['did I stick to my meal plan today?', 'have I kept to my meal plan today', 'am I on track with my meal plan today?', 'Did I keep up with my meal plan today?']) {
      expect(personalAsk(text, shared())?.kind, text).toBe('meals');
      // Today: breakfast (500 kcal) marked eaten of 3 meals, 1,800 kcal planned.
      expect(ask(text), text).toContain('So far you’ve marked **1 of today’s 3 planned meals** eaten (breakfast, 500 kcal of the 1,800 planned). Not marked yet: lunch, dinner.');
      expect(ask(text), text).not.toContain('That day adds up to');
    }
    const tomorrowEaten = meals();
    const day = tomorrowEaten.week?.days[0];
    if (day) day.meals = day.meals.map((x) => ({ ...x, eaten: true }));
    expect(ask('did I stick to my meal plan today?', { ...snapshot(), meals: tomorrowEaten })).toContain(
      '**Yes**: you’ve marked all 3 of today’s planned meals eaten (breakfast, lunch, dinner, 1,800 kcal of the 1,800 planned).',
    );
    const none = meals();
    const first = none.week?.days[0];
    if (first) first.meals = first.meals.map((x) => ({ ...x, eaten: false }));
    expect(ask('did I stick to my meal plan today?', { ...snapshot(), meals: none })).toContain('**Not yet**: none of today’s 3 planned meals is marked eaten (1,800 kcal planned).');
    // Advice on sticking to a plan is not a yes/no about today.
    expect(personalAsk('how can I stick to my meal plan?')).not.toMatchObject({ ask: { what: 'kept' } });
  });
});
