import type { CommunityMessage } from '@iyl/core/community/contract';
import { messages } from '@iyl/core/catalog/messages';
import { TOPIC_DESCRIPTION_MAX, TOPIC_TITLE_MAX } from '@iyl/core/community/constants';
import { characterCount, firstCharacters } from '@iyl/core/community/text';
import { formatDay } from '../../lib/format.ts';

/**
 * The covers drawn for topics without a picture: dark shades, so the white initial on them reads at
 * 4.5:1 or more. Decorative (the topic's title is beside it).
 */
export const coverColors = ['brand.8', 'indigo.8', 'grape.8', 'cyan.9', 'blue.8', 'violet.8', 'orange.9', 'pink.8'] as const;

/** The same colour for a topic every time, on every screen: a small hash of its id. */
export function coverColor(id: string): (typeof coverColors)[number] {
  let hash = 0;
  for (let i = 0; i < id.length; i++) hash = (hash * 31 + id.charCodeAt(i)) >>> 0;
  return coverColors[hash % coverColors.length] ?? coverColors[0];
}

/** The topic's first character, in capitals, if it is a letter or a digit; null (draw an icon) for anything else (an emoji). */
export function coverInitial(topic: string): string | null {
  const first = firstCharacters(topic.trim(), 1);
  return /^[\p{L}\p{N}]/u.test(first) ? first.toLocaleUpperCase() : null;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/** How long ago something happened, for a week; then the day ('Nov 21, 2026'). */
export function sinceText(iso: string, now: number = Date.now()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return iso;
  const gone = now - at;
  if (gone < MINUTE) return 'just now';
  if (gone < HOUR) return plural(Math.floor(gone / MINUTE), 'minute');
  if (gone < DAY) return plural(Math.floor(gone / HOUR), 'hour');
  if (gone < 7 * DAY) return plural(Math.floor(gone / DAY), 'day');
  return formatDay(iso);
}

/** A moment as the day and the clock time in the viewer's zone: 'Nov 21, 2026, 07:05 PM'. */
export function dayAndTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const hour = date.getHours();
  const clock = `${String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
  return `${formatDay(iso)}, ${clock}`;
}

const byId = (a: CommunityMessage, b: CommunityMessage) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const timeOf = (message: CommunityMessage) => new Date(message.entryDate).getTime();

/** Messages in the order they were written (by time, then id), each once: a later copy of a message replaces the earlier. */
export function mergeMessages(current: readonly CommunityMessage[], incoming: readonly CommunityMessage[]): CommunityMessage[] {
  const kept = new Map<string, CommunityMessage>();
  for (const message of current) kept.set(message.id, message);
  for (const message of incoming) kept.set(message.id, message);
  return [...kept.values()].sort((a, b) => timeOf(a) - timeOf(b) || byId(a, b));
}

/** The chat without the message taken down. */
export const withoutMessage = (messages: readonly CommunityMessage[], id: string) => messages.filter((m) => m.id !== id);

/** Initials for a member without a photo: 'Ada Lovelace' → 'AL'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => firstCharacters(w ?? '', 1).toLocaleUpperCase()).join('') || '?';
}

/** What is wrong with the fields before anything is sent, by field; null when they can go. */
export function topicDraftProblems(draft: { topic: string; description: string }): { topic?: string; description?: string } | null {
  const problems: { topic?: string; description?: string } = {};
  if (!draft.topic.trim()) problems.topic = messages.communityFieldsMissing;
  else if (characterCount(draft.topic.trim(), TOPIC_TITLE_MAX) > TOPIC_TITLE_MAX) problems.topic = messages.topicTitleTooLong;
  if (!draft.description.trim()) problems.description = messages.communityFieldsMissing;
  else if (characterCount(draft.description.trim(), TOPIC_DESCRIPTION_MAX) > TOPIC_DESCRIPTION_MAX) problems.description = messages.topicDescriptionTooLong;
  return problems.topic || problems.description ? problems : null;
}
