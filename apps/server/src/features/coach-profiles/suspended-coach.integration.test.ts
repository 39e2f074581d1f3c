import { messages } from '@iyl/core/catalog/messages';
import { DEFAULT_WINDOWS } from '@iyl/core/coach-profiles/constants';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { errorOf, PASSWORD, browser, signedInUser, signIn, suiteApp, uniqueEmail } from '../../../test/support/app.ts';
import { testDatabases } from '../../../test/support/databases.ts';

const png = () => sharp({ create: { width: 40, height: 40, channels: 3, background: '#2a7' } }).png().toBuffer();

describe.each(testDatabases())('a suspended coach and the directory on $name', (testDb) => {
  const suite = suiteApp(testDb, () => ({ env: { RATE_LIMIT_FACTOR: '100' } }));

  it('a suspended coach leaves the directory, their card, slots and booking; restored, they come back', async () => {
    const email = uniqueEmail('admin');
    await suite.app.services.auth.createUser({ fullname: 'Sam Staff', email, password: PASSWORD, role: 'Admin' });
    const admin = await browser(suite.app).open();
    expect((await signIn(admin, suite.smtp, email)).statusCode).toBe(200);

    const tag = `sc${Date.now().toString(36)}`;
    async function coach(fullname: string) {
      const user = await signedInUser(suite.app, suite.smtp, { fullname, role: 'Coach' });
      await user.client.upload('/api/v1/profile/photo', [{ field: 'image', filename: 'me.png', contentType: 'image/png', data: await png() }]);
      const saved = await user.client.post('/api/v1/coach/profile', {
        phone: '+1 555 0100',
        whatsapp: '+1 555 0101',
        feeCents: 5000,
        specialization: `Sleep ${tag}`,
        paymentAddress: 'coach@pay.example',
        availability: { sessionMinutes: 60, windows: [...DEFAULT_WINDOWS] },
      });
      expect(saved.statusCode).toBe(200);
      return user;
    }
    const suspended = await coach(`Ada ${tag}`);
    const other = await coach(`Ben ${tag}`);
    const person = await signedInUser(suite.app, suite.smtp, { fullname: 'Casey Customer' });

    const directory = async () => {
      const page = (await person.client.get(`/api/v1/coaches?q=${tag}`)).json();
      return { names: page.items.map((c: { fullname: string }) => c.fullname), total: page.total };
    };
    const card = () => person.client.get(`/api/v1/coaches/${encodeURIComponent(suspended.email)}`);
    const slots = () => person.client.get(`/api/v1/coaches/${suspended.id}/slots`);
    expect(await directory()).toEqual({ names: [`Ada ${tag}`, `Ben ${tag}`], total: 2 });
    const { slots: open } = (await slots()).json();
    expect(open.length).toBeGreaterThan(1);

    expect((await admin.post(`/api/v1/admin/console/users/${suspended.id}/suspend`, { reason: 'Abusive messages to members' })).statusCode).toBe(200);
    // Gone from the directory (the page's total too), the card, the slots and booking; the other coach stays.
    expect(await directory()).toEqual({ names: [`Ben ${tag}`], total: 1 });
    const gone = await card();
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone).message).toBe(messages.coachNotFound);
    expect((await slots()).statusCode).toBe(404);
    const refused = await person.client.post('/api/v1/bookings', { coachId: suspended.id, startsAt: open[0].startsAt });
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused).message).toBe(messages.coachNotFound);
    expect((await person.client.get(`/api/v1/coaches/${other.id}/slots`)).statusCode).toBe(200);
    expect(await suite.app.services.coachProfiles.listed(suspended.id)).toBe(false);
    expect(await suite.app.services.coachProfiles.chatCoach(suspended.email)).toBeUndefined();

    // An admin's hiding and a suspension are two things: restored, the coach is listed again.
    expect((await admin.post(`/api/v1/admin/console/users/${suspended.id}/restore`, { reason: 'Appeal accepted' })).statusCode).toBe(200);
    expect(await directory()).toEqual({ names: [`Ada ${tag}`, `Ben ${tag}`], total: 2 });
    expect((await card()).statusCode).toBe(200);
    expect((await slots()).statusCode).toBe(200);
    const booked = await person.client.post('/api/v1/bookings', { coachId: suspended.id, startsAt: open[1].startsAt });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await suite.app.services.coachProfiles.listed(suspended.id)).toBe(true);
  });
});
