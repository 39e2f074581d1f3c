import { CHAT_SHARE_SUMMARY_LABEL } from '@iyl/core/coach-chat/constants';
import { escapeMarkdown } from '@iyl/core/text/markdown';
import type { CustomerContext } from './customer-summary.ts';
import { shortDay } from './summary-text.ts';
import { weekdayName } from './customer-figures.ts';

/*
 * The words the built-in coach's answers about the customer's own records share: how their titles
 * and days are written, and what it says when it may not look (sharing off) or could not (a read that
 * failed). The screens and the setting are named as the app shows them.
 */

export type RecordKind = 'mood' | 'habits' | 'meals' | 'plans';

/** The chat's consent switch (Quick settings), as the web app labels it. */
export const SHARING_SWITCH = `“${CHAT_SHARE_SUMMARY_LABEL}”`;

const records: Record<RecordKind, { things: string; where: string }> = {
  mood: { things: 'mood log', where: 'Your Emotional screen shows your moods: the counts of the last 30 days and your history.' },
  habits: { things: 'routines', where: 'My Routines (the link on the Habit screen) shows your routines, their streaks and your score card.' },
  meals: { things: 'meal plan', where: 'The Meal screen shows your week of meals with their nutrition.' },
  plans: { things: 'plans', where: 'Your Dashboard also shows your open tasks in Health, Finance and Relationship.' },
};

/** What the coach says when it may not look at the customer's records (sharing off), or does not know whether it may. */
export function cannotSee(kind: RecordKind, customer: { shared: false } | undefined): string {
  const { things, where } = records[kind];
  const turnOn = `open Quick settings (the gear button at the top of this chat) and switch on ${SHARING_SWITCH}`;
  if (customer === undefined) {
    return [`I can’t see your ${things} from here just now, so I would rather not guess.`, `If you have turned off sharing with the coach, ${turnOn}. ${where}`].join('\n\n');
  }
  return [
    `You have turned off sharing your plans, routines, meals and mood with the coach, so I can’t see your ${things}, and I would rather not guess.`,
    `To get an answer built on your own records, ${turnOn}, or press Change under the chat. ${where}`,
  ].join('\n\n');
}

/** What the coach says when the customer shares but their records could not be read just now. */
export function couldNotLook(kind: RecordKind): string {
  const { things, where } = records[kind];
  return `I couldn’t look at your ${things} just now. Please ask me again in a moment. ${where}`;
}

/** A customer's title in an answer: in typographic quotes, as text (nothing in it becomes markup). */
export const quoted = (title: string) => `“${escapeMarkdown(title)}”`;
export const bold = (text: string) => `**${text}**`;

/** "Tue Mar 03" of a YYYY-MM-DD day. */
export const dayLabel = (day: string) => `${weekdayName(day).slice(0, 3)} ${shortDay(day)}`;

/** "3 days", "1 day". */
export const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** "67 %" of a part of a whole (whole > 0). */
export const percentOf = (part: number, whole: number) => `${Math.round((part / whole) * 100)} %`;

/** Whether the customer context lets the coach read their records: the snapshot, or the answer to give instead. */
export function recordsOf(kind: RecordKind, customer: CustomerContext | undefined) {
  if (!customer?.shared) return { answer: cannotSee(kind, customer) } as const;
  if (!customer.snapshot) return { answer: couldNotLook(kind) } as const;
  return { snapshot: customer.snapshot } as const;
}
