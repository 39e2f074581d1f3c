import { randomUUID } from 'node:crypto';
import type { Services } from '../platform/modules.ts';

type Account = { fullname: string; email: string; password: string };

/**
 * The console's accounts and some history in its audit log: the Admin suspends an account that posted
 * advertising, suspends and then restores another (a mistake put right), and the Global administrator
 * hides a coach from the directory and shows them again. Everything through the console's own service,
 * so each row is written as a real action writes it.
 */
export async function seedStaff(services: Services, accounts: { global: Account; admin: Account }) {
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
  return { global, admin };
}
