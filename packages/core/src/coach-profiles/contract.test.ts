import { describe, expect, it } from 'vitest';
import { messages } from '../catalog/messages.ts';
import { firstIssue } from '../http/contract.ts';
import { DESCRIPTION_MAX } from './constants.ts';
import { CoachProfileRequest } from './contract.ts';

const profile = {
  phone: '+44 20 7946 0000',
  whatsapp: '+44 7700 900000',
  feeCents: 5000,
  specialization: 'Sleep and stress',
  paymentAddress: 'coach@pay.example',
  availability: { sessionMinutes: 60, windows: [{ day: 'Mon', start: '09:00', end: '17:00' }] },
};

describe('the coach profile (PostCoach)', () => {
  it('takes a description up to the limit', () => {
    expect(CoachProfileRequest.safeParse({ ...profile, descriptionHtml: `<p>${'a'.repeat(DESCRIPTION_MAX - 7)}</p>` }).success).toBe(true);
  });

  it('refuses a longer one naming the field and the limit, not with the general failure', () => {
    const result = CoachProfileRequest.safeParse({ ...profile, descriptionHtml: `<p>${'a'.repeat(DESCRIPTION_MAX)}</p>` });
    expect(result.success).toBe(false);
    const message = firstIssue(result.error as never);
    expect(message).toBe(messages.coachDescriptionTooLong);
    expect(message).toContain('coach profile');
    expect(message).toContain('20,000');
  });
});
