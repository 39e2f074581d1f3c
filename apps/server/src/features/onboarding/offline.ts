import { planSizeFor } from '@iyl/core/plans/constants';
import type { SurveyAnswers } from '@iyl/core/onboarding/survey';
import type { PlanArea } from '@iyl/core/plans/contract';
import { escapeHtml } from '../../platform/html/escape.ts';
import { firstName, isRare, listPhrase, rankByScore, truncate } from '../../platform/ai/offline-helpers.ts';

/** What the built-in assessment asks of other features (given by its service, never imported). */
export interface AssessmentHelpers {
  /** The title of the built-in plan task that best answers what the customer wrote about an area, if any does. */
  planTaskFor(area: PlanArea, text: string): string | undefined;
}

type Area = 'Health' | 'Relationships' | 'Finances' | 'Holistic balance';
const AREAS: readonly Area[] = ['Health', 'Relationships', 'Finances', 'Holistic balance'];

interface Observation {
  area: Area;
  /** A strength, a risk, or a middling rating (6–7) that is room to grow. */
  kind: 'strength' | 'risk' | 'growth';
  /** How strong the signal is; the strongest ones are shown and turned into next steps. */
  weight: number;
  /** Short HTML-safe phrase quoting the answer, e.g. "sleep 3/10". */
  text: string;
  /** For risks and room to grow: the concrete next step. */
  step?: string;
}

/** A 1–10 rating (10 best): a risk at 5 or below, room to grow at 6–7, a strength at 8 or above. */
function rated(out: Observation[], area: Area, label: string, value: number, step: string): void {
  const text = `${label} ${value}/10`;
  if (value <= 5) out.push({ area, kind: 'risk', weight: 6 - value, text, step });
  else if (value <= 7) out.push({ area, kind: 'growth', weight: (8 - value) / 2, text, step });
  else out.push({ area, kind: 'strength', weight: value - 7, text });
}

/** A "how often do you do this good thing" answer: Rarely/Never is a risk, Daily a strength. */
function habitual(out: Observation[], area: Area, frequency: SurveyAnswers['exerciseFrequency'], good: string, bad: string, step: string): void {
  if (isRare(frequency)) out.push({ area, kind: 'risk', weight: frequency === 'Never' ? 4 : 3, text: bad, step });
  else out.push({ area, kind: 'strength', weight: frequency === 'Daily' ? 2 : 1, text: good });
}

const lower = (s: string) => s.toLowerCase();

function observe(a: SurveyAnswers): Observation[] {
  const o: Observation[] = [];
  // Health
  rated(o, 'Health', 'overall physical health', a.healthOverall, 'Book a health check-up (blood pressure and basic blood tests) so you know your starting numbers.');
  rated(o, 'Health', 'sleep', a.sleepQuality, 'Improve sleep with one fixed wake-up time, a 30-minute wind-down and no caffeine after 2 pm.');
  rated(o, 'Health', 'energy', a.energyLevel, 'Get 10 minutes of daylight within an hour of waking and start the day with a protein-first breakfast.');
  rated(o, 'Health', 'stress management', a.stressManagement, 'Practise box breathing twice a day: in for 4, hold 4, out 4, hold 4, five rounds.');
  rated(o, 'Health', 'nutrition', a.nutritionQuality, 'Prep three simple lunches every Sunday and fill half your plate with vegetables.');
  habitual(
    o,
    'Health',
    a.exerciseFrequency,
    `you exercise ${a.exerciseFrequency === 'Daily' ? 'daily' : 'a few times a week'}`,
    `you ${lower(a.exerciseFrequency)} exercise`,
    'Walk 10 minutes a day this week and build up to 30 minutes by week four.',
  );
  habitual(
    o,
    'Health',
    a.hydrationFrequency,
    `you drink enough water ${lower(a.hydrationFrequency)}`,
    `you ${lower(a.hydrationFrequency)} drink enough water`,
    'Keep a 1-litre bottle in sight, finish it by lunch and refill it once.',
  );
  // Relationships
  const sat = a.relationshipSatisfaction;
  if (sat === 'Unsatisfied' || sat === 'Very Unsatisfied')
    o.push({
      area: 'Relationships',
      kind: 'risk',
      weight: sat === 'Very Unsatisfied' ? 4 : 3,
      text: `you feel ${lower(sat)} with your closest relationships`,
      step: 'Share one specific appreciation a day and hold a 30-minute relationship check-in each week.',
    });
  else if (sat !== 'Neutral') o.push({ area: 'Relationships', kind: 'strength', weight: sat === 'Very Satisfied' ? 3 : 2, text: `you are ${lower(sat)} with your closest relationships` });
  rated(o, 'Relationships', 'communication', a.communicationQuality, 'Start a 10-minute, phone-free check-in every day with someone close and listen more than you talk.');
  rated(o, 'Relationships', 'handling disagreements', a.conflictHandling, 'Use "I feel … when … I need …" and agree a 20-minute time-out rule for heated moments.');
  rated(o, 'Relationships', 'social connection', a.socialConnection, 'Join one group around an interest and go four weeks in a row.');
  rated(o, 'Relationships', 'feeling supported', a.supportFeeling, 'Write down who you can lean on and ask one person for help with one concrete thing.');
  habitual(
    o,
    'Relationships',
    a.qualityTimeFrequency,
    `you spend quality time with loved ones ${lower(a.qualityTimeFrequency)}`,
    `you ${lower(a.qualityTimeFrequency)} get quality time with loved ones`,
    'Put a weekly date or family night in the calendar, phones away.',
  );
  if (a.lonelinessFrequency === 'Daily' || a.lonelinessFrequency === 'A few times a week')
    o.push({
      area: 'Relationships',
      kind: 'risk',
      weight: a.lonelinessFrequency === 'Daily' ? 5 : 3,
      text: `you feel lonely ${a.lonelinessFrequency === 'Daily' ? 'every day' : 'a few times a week'}`,
      step: 'Message one friend this week with a specific plan to meet, and repeat with someone new each week.',
    });
  else o.push({ area: 'Relationships', kind: 'strength', weight: a.lonelinessFrequency === 'Never' ? 2 : 1, text: `you ${lower(a.lonelinessFrequency)} feel lonely` });
  // Finances
  if (a.debtWorry >= 6)
    o.push({
      area: 'Finances',
      kind: 'risk',
      weight: a.debtWorry - 4,
      text: `debt worries you ${a.debtWorry}/10`,
      step: 'List every debt with its interest rate and minimum payment, then choose the avalanche or snowball method and start.',
    });
  else if (a.debtWorry <= 3) o.push({ area: 'Finances', kind: 'strength', weight: 4 - a.debtWorry, text: `debt barely worries you (${a.debtWorry}/10)` });
  if (a.emergencyFund === 'None yet' || a.emergencyFund === 'Less than 3 months')
    o.push({
      area: 'Finances',
      kind: 'risk',
      weight: a.emergencyFund === 'None yet' ? 5 : 3,
      text: a.emergencyFund === 'None yet' ? 'no emergency fund yet' : 'an emergency fund of less than 3 months',
      step: 'Open a separate savings account and build a starter emergency fund worth one month of essential costs.',
    });
  else o.push({ area: 'Finances', kind: 'strength', weight: a.emergencyFund === '6 months or more' ? 3 : 2, text: `an emergency fund of ${lower(a.emergencyFund)}` });
  habitual(
    o,
    'Finances',
    a.savingFrequency,
    `you save ${lower(a.savingFrequency)}`,
    `you ${lower(a.savingFrequency)} save`,
    'Set up an automatic transfer to savings on payday, even if it is only 5% of your income.',
  );
  habitual(
    o,
    'Finances',
    a.spendingTracking,
    `you track spending ${lower(a.spendingTracking)}`,
    `you ${lower(a.spendingTracking)} track spending`,
    'Log every purchase for 30 days and circle the two categories that surprise you.',
  );
  rated(o, 'Finances', 'budgeting confidence', a.budgetConfidence, 'Build a zero-based budget before next month starts: give every unit of income a job.');
  rated(o, 'Finances', 'investing knowledge', a.financialKnowledge, 'Spend three short sessions this month learning how low-cost index funds work.');
  // Holistic balance
  if (a.lifeBalance === 'Unbalanced' || a.lifeBalance === 'Very Unbalanced')
    o.push({ area: 'Holistic balance', kind: 'risk', weight: a.lifeBalance === 'Very Unbalanced' ? 3 : 2, text: `life feels ${lower(a.lifeBalance)}` });
  else if (a.lifeBalance !== 'Somewhat Balanced') o.push({ area: 'Holistic balance', kind: 'strength', weight: 2, text: `life feels ${lower(a.lifeBalance)}` });
  rated(o, 'Holistic balance', 'work-life balance', a.workLifeBalance, 'Add a 10-minute decompression ritual between work and home: a walk, a stretch or music.');
  rated(o, 'Holistic balance', 'clarity of purpose', a.purposeClarity, 'Write three goals for the next 90 days and read them every Monday morning.');
  rated(o, 'Holistic balance', 'screen-time control', a.screenTimeControl, 'Charge your phone outside the bedroom and set daily limits on your two biggest time-sink apps.');
  rated(o, 'Holistic balance', 'happiness', a.happiness, 'Write down three good things every evening and plan one thing you enjoy each week.');
  habitual(
    o,
    'Holistic balance',
    a.reflectionFrequency,
    `you make time for reflection ${lower(a.reflectionFrequency)}`,
    `you ${lower(a.reflectionFrequency)} take time to reflect`,
    'Take five quiet minutes each day to reflect, pray or journal.',
  );
  habitual(
    o,
    'Holistic balance',
    a.hobbiesFrequency,
    `you make time for hobbies ${lower(a.hobbiesFrequency)}`,
    `you ${lower(a.hobbiesFrequency)} make time for hobbies`,
    'Put one hobby or play session in your calendar each week and treat it as an appointment.',
  );
  return o;
}

const focusToArea: Record<SurveyAnswers['focusArea'], Area> = { Health: 'Health', Relationships: 'Relationships', Finances: 'Finances' };
const areaToPlan: Partial<Record<Area, PlanArea>> = { Health: 'Health', Relationships: 'Relationship', Finances: 'Finance' };

/** Growth steps for people already doing well, so there are always at least three next steps. */
const growthSteps: Record<Area, string> = {
  Health: 'Build on your good health with a six-week progressive strength block, three sessions a week.',
  Relationships: 'Plan one new shared experience a month with the people you love; novelty keeps closeness alive.',
  Finances: 'Automate a monthly investment into a low-cost, diversified index fund.',
  'Holistic balance': 'Hold a 15-minute weekly review every Sunday: what worked, what did not, one change for next week.',
};

function choiceSummary(selected: readonly string[], other: string | undefined): string[] {
  const items = selected.map((s) => lower(s));
  if (other?.trim()) items.push(`“${escapeHtml(truncate(other, 40))}”`);
  return items;
}

function areaContext(area: Area, a: SurveyAnswers): string {
  switch (area) {
    case 'Health': {
      const m = choiceSummary(a.healthMotivation.selected, a.healthMotivation.other);
      return `Improving your health is ${lower(a.healthImportance)} to you${m.length ? `, and you are motivated by ${listPhrase(m)}` : ''}.`;
    }
    case 'Relationships': {
      const q = choiceSummary(a.relationshipQualities.selected, a.relationshipQualities.other);
      return `Relationships are ${lower(a.relationshipImportance)} to you${q.length ? `, and you value ${listPhrase(q)} most` : ''}.`;
    }
    case 'Finances': {
      const d = choiceSummary(a.financeDrivers.selected, a.financeDrivers.other);
      return `You feel ${lower(a.financialSatisfaction)} ${a.financialSatisfaction === 'Neutral' ? 'about' : 'with'} your finances${d.length ? `, and your goals are driven by ${listPhrase(d)}` : ''}.`;
    }
    default:
      return a.priorityArea === a.focusArea
        ? `You also named ${a.priorityArea.toLowerCase()} as the area needing attention first.`
        : `You named ${a.priorityArea.toLowerCase()} as the area needing attention first, so we will keep an eye on it too.`;
  }
}

function freeTextFor(area: Area, a: SurveyAnswers): string | undefined {
  const text = area === 'Health' ? a.healthChallenge : area === 'Relationships' ? a.relationshipChallenge : area === 'Finances' ? a.financeChallenge : a.balanceChallenge;
  return text?.trim() ? text : undefined;
}

/** Reflects a free-text answer back (escaped) and, when a plan task addresses it, names that task. */
function reflect(area: Area, text: string, max: number, helpers: AssessmentHelpers): string {
  const quote = `<em>“${escapeHtml(truncate(text, max))}”</em>`;
  const plan = areaToPlan[area];
  const task = plan ? helpers.planTaskFor(plan, text) : undefined;
  if (plan && task) return `You wrote: ${quote}. Your ${plan.toLowerCase()} plan tackles this directly, starting with “${escapeHtml(task)}”.`;
  return `You wrote: ${quote}. We will keep this in mind in your plans and check-ins.`;
}

function areaSection(area: Area, obs: Observation[], a: SurveyAnswers, focus: boolean, helpers: AssessmentHelpers): string {
  const mine = obs.filter((o) => o.area === area);
  const top = (kind: Observation['kind'], n: number) =>
    rankByScore(
      mine.filter((o) => o.kind === kind),
      (o) => o.weight,
    )
      .slice(0, n)
      .map((o) => o.text);
  const strengths = top('strength', focus ? 3 : 2);
  const risks = top('risk', focus ? 3 : 2);
  const strengthText = strengths.length ? listPhrase(strengths) : 'no clear strengths yet, which simply means the most room to grow';
  const growth = top('growth', focus ? 3 : 2);
  const watch = risks.length
    ? `<strong>Watch out for:</strong> ${listPhrase(risks)}.`
    : growth.length
      ? `<strong>Room to grow:</strong> ${listPhrase(growth)}.`
      : '<strong>Watch out for:</strong> nothing worrying; keep doing what works.';
  const text = freeTextFor(area, a);
  const reflection = text ? `<p>${reflect(area, text, focus ? 140 : 80, helpers)}</p>` : '';
  if (focus) {
    return `<h3>Your focus: ${area}</h3><p>${areaContext(area, a)}</p><ul><li><strong>Strengths:</strong> ${strengthText}.</li><li>${watch}</li></ul>${reflection}`;
  }
  return `<h4>${area}</h4><p>${areaContext(area, a)} <strong>Strengths:</strong> ${strengthText}. ${watch}</p>${reflection}`;
}

function nextSteps(obs: Observation[], focus: Area): string[] {
  const risks = rankByScore(
    obs.filter((o) => o.kind !== 'strength' && o.step),
    (o) => o.weight + (o.area === focus ? 2 : 0),
  );
  const steps: string[] = [];
  const perArea = new Map<Area, number>();
  for (const r of risks) {
    if (steps.length === 5) break;
    const used = perArea.get(r.area) ?? 0;
    if (used >= (r.area === focus ? 3 : 1)) continue;
    perArea.set(r.area, used + 1);
    steps.push(`<strong>${r.area}:</strong> ${r.step}`);
  }
  for (const area of [focus, ...AREAS.filter((x) => x !== focus)]) {
    if (steps.length >= 3) break;
    if (!perArea.has(area)) steps.push(`<strong>${area}:</strong> ${growthSteps[area]}`);
  }
  return steps;
}

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const inWords = (n: number) => numberWords[n] ?? String(n);

/** What the time a person has means for their plans, in the numbers the plan engine keeps to (planSizeFor). */
function timeAdvice(a: SurveyAnswers): string {
  const { count, maxMinutes } = planSizeFor(a.timeAvailable, a.commitmentLevel);
  const items = `${inWords(count)} tasks and ${inWords(count)} habits`;
  switch (a.timeAvailable) {
    case 'Less than 15 minutes':
      return `With less than 15 minutes a day, each plan keeps to ${items}, every habit tiny (two to ${inWords(maxMinutes)} minutes) and attached to something you already do.`;
    case '15 to 30 minutes':
      return `With 15 to 30 minutes a day, each plan has ${items}, none longer than ${maxMinutes} minutes, with the bigger tasks spread over the weeks.`;
    case '30 to 60 minutes':
      return `With 30 to 60 minutes a day, each plan has ${items}, with room for a longer session of up to ${maxMinutes} minutes, such as a workout or a money date.`;
    case 'More than an hour':
      return `You have more than an hour a day: each plan has ${items}, up to ${maxMinutes} minutes each; start with three habits and add the rest once they stick.`;
  }
}
const timeOfDay: Record<SurveyAnswers['preferredTime'], string> = {
  Morning: 'in the morning, right after waking and before the day gets busy',
  Afternoon: 'in the afternoon, around lunch, a natural reset point',
  Evening: 'in the evening, as part of winding down',
};
const learning: Record<SurveyAnswers['learningStyle'], string> = {
  'Short tips': 'Advice will come as short, practical tips.',
  'Step-by-step plans': 'Each plan is broken into dated, step-by-step tasks.',
  'Stories and examples': 'We will explain ideas with examples from everyday life.',
  'Data and tracking': 'Your dashboard will show progress as scores and trends.',
};

function coaching(a: SurveyAnswers): string {
  const prefs: string[] = [];
  if (a.dailyReminders) prefs.push('a daily reminder at that time');
  if (a.weeklyCheckins) prefs.push('a weekly check-in to review progress and adjust the plan');
  if (a.actionableChallenges) prefs.push('bite-sized challenges');
  if (a.inspirationalContent) prefs.push('inspirational stories and ideas');
  const prefText = prefs.length
    ? `You will get ${listPhrase(prefs)}.`
    : 'You did not ask for reminders or check-ins, so your plan waits for you in IYL; consider turning on weekly check-ins, because a short weekly review makes change far more likely to last.';
  const support = choiceSummary(a.support.selected, a.support.other);
  const supportText = support.length ? ` You asked for ${listPhrase(support)}${a.support.selected.includes('Accountability Partner') ? ': share your plan with one person who will ask you about it every week' : ''}.` : '';
  const commitment =
    a.commitmentLevel >= 8
      ? `Your commitment of ${a.commitmentLevel}/10 is a great start.`
      : a.commitmentLevel <= 4
        ? `You rate your commitment ${a.commitmentLevel}/10; that is honest, and it is why your plans start very small.`
        : `With commitment at ${a.commitmentLevel}/10, small early wins will build momentum.`;
  return `<h3>How IYL will coach you</h3><p>${timeAdvice(a)} We will schedule them ${timeOfDay[a.preferredTime]}. ${prefText} ${learning[a.learningStyle]}${supportText} ${commitment}</p>`;
}

/**
 * The built-in personal assessment shown after the onboarding survey: HTML using only p, h3, h4, ul, ol,
 * li, strong and em, with every piece of user text escaped.
 */
export function offlineAssessment(answers: SurveyAnswers, fullname: string, helpers: AssessmentHelpers): string {
  const a = answers;
  const name = escapeHtml(truncate(firstName(fullname), 40));
  const focus = focusToArea[a.focusArea];
  const obs = observe(a);
  const others = AREAS.filter((x) => x !== focus);
  const parts = [
    `<p>Hi ${name}, thank you for completing your IYL survey. You rate your overall happiness ${a.happiness}/10, and you chose <strong>${a.focusArea.toLowerCase()}</strong> as the area to work on first. Here is what your answers show and the few steps that will make the biggest difference.</p>`,
    areaSection(focus, obs, a, true, helpers),
    '<h3>Your other areas</h3>',
    ...others.map((area) => areaSection(area, obs, a, false, helpers)),
    `<h3>Your most important next steps</h3><ol>${nextSteps(obs, focus)
      .map((s) => `<li>${s}</li>`)
      .join('')}</ol>`,
    coaching(a),
  ];
  if (a.ninetyDayGoal?.trim())
    parts.push(
      `<p>In 90 days you want this: <em>“${escapeHtml(truncate(a.ninetyDayGoal, 120))}”</em>. Your plans are built to move you there one small step at a time.</p>`,
    );
  parts.push(`<p>You have already taken the first step, ${name}. Start with step one today.</p>`);
  return parts.join('');
}
