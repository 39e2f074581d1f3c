import { alcoholPassages } from './alcohol.ts';
import { debtPassages } from './debt.ts';
import { eatingPassages } from './eating.ts';
import { griefPassages } from './grief.ts';
import { lonelinessPassages } from './loneliness.ts';
import { moneyPassages } from './money.ts';
import { motivationPassages } from './motivation.ts';
import { movementPassages } from './movement.ts';
import { painPassages } from './pain.ts';
import { parentingPassages } from './parenting.ts';
import { relationshipsPassages } from './relationships.ts';
import { savingPassages } from './saving.ts';
import { screenTimePassages } from './screen-time.ts';
import { sleepPassages } from './sleep.ts';
import { smokingPassages } from './smoking.ts';
import { stressPassages } from './stress.ts';
import type { LibraryPassage } from './types.ts';
import { workPassages } from './work.ts';

/** Every passage of the built-in coach's library, in topic order. */
export const libraryPassages: readonly LibraryPassage[] = [
  ...sleepPassages,
  ...stressPassages,
  ...movementPassages,
  ...eatingPassages,
  ...moneyPassages,
  ...debtPassages,
  ...savingPassages,
  ...relationshipsPassages,
  ...parentingPassages,
  ...workPassages,
  ...motivationPassages,
  ...alcoholPassages,
  ...screenTimePassages,
  ...lonelinessPassages,
  ...griefPassages,
  ...painPassages,
  ...smokingPassages,
];
