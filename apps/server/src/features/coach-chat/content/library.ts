import { debtPassages } from './debt.ts';
import { eatingPassages } from './eating.ts';
import { moneyPassages } from './money.ts';
import { movementPassages } from './movement.ts';
import { parentingPassages } from './parenting.ts';
import { relationshipsPassages } from './relationships.ts';
import { savingPassages } from './saving.ts';
import { sleepPassages } from './sleep.ts';
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
];
