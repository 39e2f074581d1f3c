import { exercisesRegularly, hasRoomToGrow } from '@iyl/core/onboarding/signals';
import { isRare } from '../../../platform/ai/offline-helpers.ts';
import type { AreaContent } from './types.ts';
import { insteadOf } from './wording.ts';

export const healthGoals: AreaContent['goals'] = {
  sleep: (a) =>
    a && hasRoomToGrow(a.sleepQuality) ? `lift your sleep from ${a.sleepQuality}/10 with a fixed wake time and a calm wind-down` : 'sleep 7–8 hours on a steady schedule',
  stress: (a) =>
    a && hasRoomToGrow(a.stressManagement)
      ? `handle stress better than today's ${a.stressManagement}/10 with daily breathing and decompression`
      : 'handle stress with daily breathing and decompression',
  movement: (a) =>
    a
      ? `go from ${({ Daily: 'daily exercise', 'A few times a week': 'a few workouts a week', Rarely: 'rare exercise', Never: 'no regular exercise' })[a.exerciseFrequency]} to a steady 150 active minutes a week`
      : 'build up to 150 active minutes a week',
  strength: (a) => (a && exercisesRegularly(a) ? 'get measurably stronger with progressive strength training' : 'build strength with two short sessions a week'),
  nutrition: (a) =>
    a && hasRoomToGrow(a.nutritionQuality) ? `eat better than today's ${a.nutritionQuality}/10 with planned meals and more vegetables` : 'eat more vegetables and plan your meals',
  hydration: (a) => (a && isRare(a.hydrationFrequency) ? `drink enough water every day ${insteadOf[a.hydrationFrequency]}` : 'drink enough water every day'),
  energy: (a) => (a && hasRoomToGrow(a.energyLevel) ? `raise your day-to-day energy from ${a.energyLevel}/10` : 'keep your energy steady through the day'),
  screen: (a) => (a && hasRoomToGrow(a.screenTimeControl) ? `take back control of screen time (${a.screenTimeControl}/10 today)` : 'take back control of screen time'),
  checkup: (a) => (a ? `know your health numbers and build on your ${a.healthOverall}/10 overall health` : 'know your key health numbers'),
  weight: () => 'move toward a healthy weight with steady, sustainable changes',
  focus: () => 'sharpen your focus and mental clarity',
  mobility: () => 'stay mobile and pain-free',
  alcohol: () => 'cut back on alcohol for better sleep and energy',
};
