import { randomUUID } from 'node:crypto';
import type { Services } from '../platform/modules.ts';

type Account = { fullname: string; email: string; password: string };

/** The address the demo's Global administrator has invited to be an admin (pending in the Admins section). */
export const DEMO_INVITED_ADMIN = 'new-admin@iyl.local';

/**
 * The console's accounts and some history in its audit log: the Admin suspends an account that posted
 * advertising, suspends and then restores another (a mistake put right), hides a community message with
 * an outside link and restores it once the link is checked, and silences the spam's author and lifts it;
 * the Global administrator hides a coach from the directory and shows them again, and invites an admin
 * who has not accepted yet. Everything through the features' own services, so each row is written as a
 * real action writes it (and the invitation's mail goes to the outbox).
 */
export async function seedStaff(services: Services, accounts: { global: Account; admin: Account }, community: { linkMessage?: string; spammer?: string } = {}) {
  const global = await services.auth.createUser({ ...accounts.global, role: 'Global' });
  const admin = await services.auth.createUser({ ...accounts.admin, role: 'Admin' });
  const customer = (fullname: string, email: string) => services.auth.createUser({ fullname, email, password: randomUUID(), role: 'Customer' });
  const spammer = await customer('Promo Deals', 'promo.deals@members.iyl.local');
  const mistaken = await customer('Jamie Rivera', 'jamie.rivera@members.iyl.local');
  await services.admin.suspend(admin, spammer.id, 'Posted advertising links in three community topics after a warning.');
  await services.admin.suspend(admin, mistaken.id, 'Reported for spam in the community.');
  await services.admin.restore(admin, mistaken.id, 'The report was about another member; the account did nothing wrong.');
  const coach = (await services.admin.coaches({ page: 1, q: '' })).items.find((c) => c.profileComplete && c.email !== 'coach@iyl.local');
  if (coach) {
    await services.admin.setCoachListed(global, coach.id, false);
    await services.admin.setCoachListed(global, coach.id, true);
  }
  // The community's moderation: a message with an outside link hidden until it was checked, then shown
  // again; the spam's author silenced for a day, then let back (the spam itself waits in the review queue).
  if (community.linkMessage) {
    const message = { kind: 'message' as const, id: community.linkMessage };
    await services.community.decide(admin, message, { action: 'hide', note: 'An outside link: hidden until someone checks it.' });
    await services.community.decide(admin, message, { action: 'restore', note: 'Checked: the UK government’s free money guidance.' });
  }
  if (community.spammer) {
    await services.community.silence(admin, community.spammer, { hours: 24, note: 'Posted a link selling followers.' });
    await services.community.silence(admin, community.spammer, { hours: 0, note: 'Says the account was used by someone else; password changed.' });
  }
  await services.admin.accounts.invite(global, DEMO_INVITED_ADMIN);
  return { global, admin };
}
