import type { WorldPart } from '../../../test/support/world-part.ts';

/** A saved week of meals: its first meal. */
export const worldPart: WorldPart = {
  async make({ customer }) {
    await customer.client.post('/api/v1/meals/setup', { diet: 'balanced', allergies: ['none'], preference: 'spicy', goal: 'maintenance', schedule: '3-meals' });
    await customer.client.post('/api/v1/meals/generate');
    await customer.client.post('/api/v1/meals');
    const meal = (await customer.client.get('/api/v1/meals')).json().plan.meals[0];
    return { records: { meal: meal.id } };
  },
};
