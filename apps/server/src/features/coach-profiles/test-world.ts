import type { WorldPart } from '../../../test/support/world-part.ts';

/** The coach's complete profile with a working week, so customers can book them. */
export const worldPart: WorldPart = {
  async make({ coach, png }) {
    await coach.client.upload('/api/v1/profile/photo', [{ field: 'image', filename: 'me.png', contentType: 'image/png', data: await png() }]);
    await coach.client.post('/api/v1/coach/profile', {
      phone: '+1 555 0100',
      whatsapp: '+1 555 0101',
      feeCents: 5000,
      specialization: 'Habits',
      paymentAddress: 'coach@pay.example',
      availability: { sessionMinutes: 60, windows: ['Mon', 'Tue', 'Wed', 'Thurs', 'Fri'].map((day) => ({ day, start: '09:00', end: '17:00' })) },
    });
    return { records: {} };
  },
};
