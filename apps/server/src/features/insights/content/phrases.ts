/** The fixed words of the built-in coach's insights: each area's own words, and the lines every report may say. */

export type Area = 'Health' | 'Finance' | 'Relationship';

export const areaWords: Record<Area, { label: string; plan: string; predict: string; tip: string }> = {
  Health: {
    label: 'Health',
    plan: 'a Health plan',
    predict: 'keep the energy and health habits that got you here',
    tip: 'A daily habit you can do in a few minutes, such as a short walk, is easier to keep than a big weekly one.',
  },
  Finance: {
    label: 'Finance',
    plan: 'a Finance plan',
    predict: 'keep your money decisions deliberate rather than rushed',
    tip: 'A set weekly moment to look at your spending keeps small leaks from adding up.',
  },
  Relationship: {
    label: 'Relationship',
    plan: 'a Relationship plan',
    predict: 'keep the people who matter to you feeling seen',
    tip: 'Small, regular moments of attention count for more than rare big gestures.',
  },
};

/** No prediction from too few days: said kindly, once. */
export const NO_PREDICTION = 'No prediction yet: a fair one needs at least a week of entries, so this stays empty until then.';

/** Where to turn when a mood report meets someone who feels unsafe: said in every mood watch-out. */
export const SAFETY = 'If you ever feel unsafe or unable to cope, contact local emergency services or a crisis line straight away.';
