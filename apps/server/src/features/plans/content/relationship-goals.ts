import { hasRoomToGrow } from '@iyl/core/onboarding/signals';
import { isRare } from '../../../platform/ai/offline-helpers.ts';
import type { AreaContent } from './types.ts';
import { insteadOf } from './wording.ts';

export const relationshipGoals: AreaContent['goals'] = {
  communication: (a) =>
    a && hasRoomToGrow(a.communicationQuality)
      ? `communicate more openly with the people closest to you (${a.communicationQuality}/10 today)`
      : 'communicate more openly with the people closest to you',
  conflict: (a) =>
    a && hasRoomToGrow(a.conflictHandling) ? `handle disagreements calmly and fairly (you rate yourself ${a.conflictHandling}/10 today)` : 'handle disagreements calmly and fairly',
  qualityTime: (a) =>
    a && isRare(a.qualityTimeFrequency)
      ? `make regular quality time with loved ones ${insteadOf[a.qualityTimeFrequency]}`
      : 'protect regular quality time with loved ones',
  loneliness: (a) =>
    a && (a.lonelinessFrequency === 'Daily' || a.lonelinessFrequency === 'A few times a week')
      ? `feel less lonely (today it is ${a.lonelinessFrequency === 'Daily' ? 'every day' : 'a few times a week'}) by reconnecting with friends and community`
      : 'feel less lonely by reconnecting with friends and community',
  friends: () => 'strengthen your friendships with regular plans',
  support: (a) => (a && hasRoomToGrow(a.supportFeeling) ? `build a circle of support you can lean on (${a.supportFeeling}/10 today)` : 'build a circle of support you can lean on'),
  professional: () => 'get the right support for the hardest parts of your relationships',
  appreciation: () => 'show more appreciation to the people you love',
  trust: () => 'deepen trust through small, reliable actions',
  shared: () => 'find more shared interests and fun together',
  growth: () => 'grow together with shared goals',
  family: () => 'bring your family closer with regular time together',
  community: () => 'feel part of a community',
  boundaries: () => 'set healthy boundaries that protect your time and energy',
  self: () => 'understand what you need from your relationships',
  romance: () => 'rekindle closeness and affection',
  dating: () => 'meet new people and widen your circle',
};
