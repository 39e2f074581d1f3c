import type { PlanArea, PlanItemKind } from '@iyl/core/plans/contract';
import { keywordHits } from '../../platform/ai/offline-helpers.ts';
import { escapeHtml } from '../../platform/html/escape.ts';
import { planContent } from './content/index.ts';
import { matchTopics } from './content/topics/match.ts';

export interface StrategyItem {
  kind: PlanItemKind;
  area: PlanArea;
  title: string;
  description: string;
  frequency: string;
}

/**
 * One angle of the built-in coach on how to succeed with an item: a heading and three tips. Tips
 * never put the item's title into a sentence slot (titles are nouns as often as verbs: "Lights out
 * in the same 30-minute window", "Ten-minute daily check-in"); they say "it" or quote the title whole.
 */
interface Angle {
  heading: string;
  tips: Record<PlanItemKind, (item: StrategyItem) => string[]>;
}

const tip = (lead: string, text: string) => `<strong>${lead}</strong> ${text}`;
const rhythm = (item: StrategyItem) =>
  item.frequency ? ` Its rhythm is “${escapeHtml(item.frequency)}”, so decide now which days that means for you.` : '';

const angles: readonly Angle[] = [
  {
    heading: 'Plan the moment',
    tips: {
      goal: () => [
        tip('Cut it into milestones.', 'Write down what "done" looks like at week 4, 8 and 12, and put the first milestone in your calendar today.'),
        tip('Pick one number to watch.', 'Choose a measure you can check weekly, and note it every Sunday.'),
        tip('Review weekly.', 'Spend ten minutes asking what worked, what got in the way and the one change for next week.'),
      ],
      task: (item) => [
        tip('Decide when and where.', `Finish this sentence: "I will do this on ___ at ___ in ___." People who plan the moment follow through far more often.${rhythm(item)}`),
        tip('Start with two minutes.', 'Make the first step so small it is hard to skip; momentum does the rest.'),
        tip('Know when it counts as done.', 'Write one line that says what finished looks like, and tick it off the moment you get there.'),
      ],
      habit: (item) => [
        tip('Stack it.', `Tie it to something you already do every day: "After I ___, I will do this." Making coffee, brushing your teeth and sitting down at your desk are good anchors.${rhythm(item)}`),
        tip('Shrink it on busy days.', 'Decide on a two-minute version now, so a bad day still counts.'),
        tip('Never miss twice.', 'A missed day is normal; two in a row starts a new pattern, so the day after a miss is the one that matters.'),
      ],
    },
  },
  {
    heading: 'Make it easy',
    tips: {
      goal: () => [
        tip('Design your surroundings.', 'Change one thing at home or at work this week that makes the right choice the easy one.'),
        tip('Remove one obstacle.', 'Name the thing most likely to stop you and deal with it before it happens.'),
        tip('Lower the bar to start.', 'Pick the smallest next step towards the goal and do it today, while the plan is fresh.'),
      ],
      task: () => [
        tip('Prepare the night before.', 'Lay out what you need (papers, kit, the web page bookmarked) so starting takes seconds.'),
        tip('Batch it.', 'If it has several parts, do the dull ones together in one sitting and leave the enjoyable part for last.'),
        tip('Pair it with something you enjoy.', 'Music, a favourite drink or a podcast you only allow yourself while doing it.'),
      ],
      habit: () => [
        tip('Put it in sight.', 'Keep whatever it needs where you will see it at the right moment, and hide what competes with it.'),
        tip('Cut the steps.', 'Count the steps between deciding and doing, and remove at least one of them.'),
        tip('Make the opposite harder.', 'Add twenty seconds of friction to the habit you are replacing: log out, unplug, put it away.'),
      ],
    },
  },
  {
    heading: 'Track it and reward yourself',
    tips: {
      goal: () => [
        tip('Keep score where you can see it.', 'A chart on the fridge or a note on your phone: progress you can see keeps you going.'),
        tip('Celebrate milestones.', 'Decide now how you will mark week 4, 8 and 12, with something that does not undo the goal.'),
        tip('Compare with yourself.', 'Look back at where you started every month rather than at other people.'),
      ],
      task: () => [
        tip('Tick it off in IYL.', 'Marking it complete the moment you finish gives you the small win that makes the next task easier.'),
        tip('Note how it went.', 'Write one line about what helped; next time you will know what to repeat.'),
        tip('Reward the finish.', 'Pick a small treat for when it is done, and only have it then.'),
      ],
      habit: () => [
        tip('Keep a streak.', 'Mark each day you do it; an unbroken chain becomes something you want to protect.'),
        tip('Check in weekly.', 'Count your days at the end of each week and aim for one more than last week, not for perfect.'),
        tip('Reward right away.', 'A small, immediate pleasure after the habit (a song, a moment outside) teaches your brain to want it.'),
      ],
    },
  },
  {
    heading: 'Bring people in',
    tips: {
      goal: () => [
        tip('Say it out loud.', 'Tell one person you trust what you are working towards and when they can ask you about it.'),
        tip('Find someone a step ahead.', 'Ask someone who has done this what they wish they had known at the start.'),
        tip('Join others.', 'A group, class or online community working on the same thing makes it far easier to keep going.'),
      ],
      task: () => [
        tip('Book a time with someone.', 'If anyone else is involved, put it in both calendars now; an appointment is harder to skip.'),
        tip('Ask for one kind of help.', 'Name the one thing someone could do that would make this easier, and ask them.'),
        tip('Report back.', 'Tell your accountability partner or coach when it is done, and what you learnt.'),
      ],
      habit: () => [
        tip('Do it together.', 'Invite someone to share the habit with you, even by message: "done today?"'),
        tip('Make it part of who you are.', 'Say "I am someone who…" rather than "I am trying to…", and tell the people around you.'),
        tip('Weekly check-in.', 'Share your week’s count with one person every Sunday; being asked keeps it alive.'),
      ],
    },
  },
  {
    heading: 'Plan for the hard days',
    tips: {
      goal: () => [
        tip('Name your obstacles.', 'List the three things most likely to get in the way, with one "if this happens, then I will…" plan for each.'),
        tip('Decide your restart rule.', 'Agree with yourself now that after a bad week you restart on Monday, not "when things calm down".'),
        tip('Adjust, do not abandon.', 'If a milestone slips, move it and keep the goal; a late result still counts.'),
      ],
      task: () => [
        tip('Expect the snag.', 'Think of the most likely reason you will not do it, and write what you will do instead when that happens.'),
        tip('Have a smaller version ready.', 'If there is not enough time, do the first part and book the rest.'),
        tip('Forgive the slip.', 'If the date passes, pick a new one the same day; guilt makes people drop plans, not delays.'),
      ],
      habit: () => [
        tip('Write an if-then plan.', 'For your hardest day of the week: "If it is ___ and I am tired, then I will do the two-minute version."'),
        tip('Plan for travel and illness.', 'Decide what the habit looks like away from home or when you are unwell, so it bends instead of breaking.'),
        tip('Restart without drama.', 'After a break, start again at the smaller size you began with rather than where you left off.'),
      ],
    },
  },
];

/** How many different angles the built-in coach has on any one item. */
export const STRATEGY_ANGLES = angles.length;

/** A notice that all angles have been shown, put before the first one when it comes round again. */
export const NO_MORE_ANGLES = 'That is every angle the built-in coach has on this one; here is the first again.';

/** Items from the library that support this one: from its topic when it has one, else by shared keywords. */
function relatedIdeas(item: StrategyItem, angle: number): string[] {
  const text = `${item.title} ${item.description}`;
  const ownTitle = item.title.trim().toLowerCase();
  const topic = matchTopics(text, item.area)[0]?.topic;
  const fromTopic = topic ? [...topic.tasks, ...topic.habits] : [];
  const byKeywords = () =>
    [...planContent[item.area].tasks, ...planContent[item.area].habits]
      .map((entry) => ({ entry, hits: keywordHits(text, entry.keywords) }))
      .filter(({ hits }) => hits > 0)
      .sort((a, b) => b.hits - a.hits)
      .map(({ entry }) => entry);
  // A topic has plenty of its own; the general library by shared words only when there is none.
  const pool = (fromTopic.length ? fromTopic : byKeywords()).filter((entry, i, all) => entry.title.trim().toLowerCase() !== ownTitle && all.findIndex((e) => e.title === entry.title) === i);
  // Each angle suggests different ideas.
  const start = pool.length ? (angle * 2) % pool.length : 0;
  return [...pool.slice(start), ...pool.slice(0, start)]
    .slice(0, 2)
    .map((entry) => `<li><strong>${escapeHtml(entry.title)}.</strong> ${escapeHtml(entry.description)}</li>`);
}

/**
 * The built-in coach's strategies for one item: one angle of proven behaviour techniques (plan the
 * moment, make it easy, track it, bring people in, plan for hard days) plus related ideas from the
 * library. `variant` picks the angle, so Regenerate gives a different one each time; after the last
 * it says so and starts again.
 */
export function offlineStrategy(item: StrategyItem, variant = 0): string {
  const index = variant % angles.length;
  const angle = angles[index] as Angle;
  const subject = item.kind === 'goal' ? 'Ways to reach this goal' : `Ways to make “${escapeHtml(item.title)}” work for you`;
  const related = relatedIdeas(item, index);
  return [
    variant >= angles.length && index === 0 ? `<p><em>${NO_MORE_ANGLES}</em></p>` : '',
    `<p>${subject}: <strong>${angle.heading.toLowerCase()}</strong>.</p>`,
    `<ul>${angle.tips[item.kind](item)
      .map((t) => `<li>${t}</li>`)
      .join('')}</ul>`,
    related.length ? `<p>Ideas that support it:</p><ul>${related.join('')}</ul>` : '',
  ].join('');
}

/** The variant Regenerate should show after the kept strategy (0 when there is none, or it came from the AI). */
export function nextStrategyVariant(keptHtml: string | undefined): number {
  if (!keptHtml) return 0;
  const index = angles.findIndex((angle) => keptHtml.includes(`<strong>${angle.heading.toLowerCase()}</strong>.</p>`));
  return index < 0 ? 0 : index + 1;
}
