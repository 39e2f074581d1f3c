/** What each past day of a demo routine was, oldest first: d done, s skipped, . nothing (missed). */
export const routineDemo = [
  { from: 'Health', target: 'Morning', routineType: 'Daily', days: 'dddd.ddsddddd.ddddd', reason: 'Travel day' },
  { from: 'Financial', target: 'Evening', routineType: 'Weekly', days: 'ddddddd', reminder: { time: '18:00', day: 'Sun' } },
  {
    title: 'Phone out of the bedroom',
    description: 'Charge the phone in the kitchen from 21:30 and read a paper book in bed instead.',
    target: 'Evening',
    routineType: 'Daily',
    days: 'dd.dddddd.',
    reminder: { time: '21:30', day: 'Everyday', message: 'Phone to the kitchen charger, book to the bedside.' },
  },
  { title: 'Ten-minute tidy', description: 'Set a timer and tidy one room before dinner.', target: 'Evening', routineType: 'Daily', days: 'ddddddddddddd', complete: true },
  { title: 'Easy run', description: 'Twenty minutes at talking pace, three times a week.', target: 'Morning', routineType: 'Daily', days: 'd.d.d', pause: 'Knee rest until the physio says so' },
  // Six weeks, the same days as moodWeeks: patchy at first, then most evenings (the /Insights pattern).
  {
    title: 'Walk after dinner',
    description: 'Twenty minutes round the block after dinner, phone left at home.',
    target: 'Evening',
    routineType: 'Daily',
    days: 'd..d...d.sd..d..d.d.d.s.dd..dddddddd.ddddd',
    reason: 'Pouring with rain',
  },
] as const;
