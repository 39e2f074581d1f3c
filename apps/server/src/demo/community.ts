import type { SessionUser } from '@iyl/core/auth/contract';
import { randomUUID } from 'node:crypto';
import type { Services } from '../platform/modules.ts';
import { communityMembers, communityTopics, type Speaker } from './content/community.ts';
import { avatar } from './pictures.ts';

const HOUR = 3_600_000;

/**
 * Community (/Community): three lively topics over the last two days, the demo customer in each, and
 * a spammy message two members flagged, waiting in the admin's review queue (/adminHome). Returns what
 * the console's demo history acts on (staff.ts): a message with an outside link, and the spam's author.
 */
export async function seedCommunity(services: Services, customer: SessionUser): Promise<{ linkMessage?: string; spammer?: string }> {
  const people = new Map<Speaker, SessionUser>([['you', customer]]);
  for (const member of communityMembers) {
    const user = await services.auth.createUser({ fullname: member.fullname, email: `${member.fullname.split(' ')[0]?.toLowerCase()}@members.iyl.local`, password: randomUUID(), role: 'Customer' });
    await services.profile.savePhoto(user.id, await avatar(member.colour));
    people.set(member.fullname, { ...user, profilePic: (await services.auth.contacts([user.id])).get(user.id)?.profilePic ?? null });
  }
  // Everything in the order it happened (slow mode counts each member's messages in time order).
  const now = Date.now();
  const steps: { at: number; run: (community: Services['community']) => Promise<void> }[] = [];
  const made = new Map<string, string>();
  let spam: string | undefined;
  let linkMessage: string | undefined;
  let spammer: string | undefined;
  for (const { by, hoursAgo, topic, description, chat } of communityTopics) {
    let at = now - hoursAgo * HOUR;
    const author = people.get(by);
    if (!author) continue;
    steps.push({ at, run: async (community) => void made.set(topic, (await community.create(author, { topic, description }, null)).topic.id) });
    for (const [speaker, minutesLater, text] of chat) {
      at += Math.max(1, minutesLater) * 60_000;
      const member = people.get(speaker);
      if (!member) continue;
      steps.push({
        at,
        run: async (community) => {
          const { post } = await community.post(member, made.get(topic) ?? '', text);
          if (text.includes('followers.example.com')) [spam, spammer] = [post.id, member.id];
          if (text.includes('moneyhelper.org.uk')) linkMessage = post.id;
        },
      });
    }
  }
  for (const { at, run } of steps.sort((a, b) => a.at - b.at)) await run(services.community.withClock(() => new Date(at)));
  if (spam) {
    for (const name of ['Priya Shah', 'Sam Lee'] as const) {
      const member = people.get(name);
      if (member) await services.community.flag(member, { kind: 'message', id: spam }, { reason: 'spam', note: name === 'Sam Lee' ? 'Advertising, not about wellbeing' : undefined });
    }
  }
  return { linkMessage, spammer };
}
