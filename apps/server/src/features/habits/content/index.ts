import { biohacks } from './biohacks.ts';
import { financial } from './financial.ts';
import { health } from './health.ts';
import { relationship } from './relationship.ts';
import type { LibraryContent } from './types.ts';

export { colorHex } from './types.ts';
export type { LibraryContent } from './types.ts';

export const libraryContent: readonly LibraryContent[] = [...health, ...biohacks, ...relationship, ...financial];
