import { z } from 'zod';
import { AiSource } from '../onboarding/contract.ts';

export const libraryCategories = ['Health', 'Relationship', 'Biohacks', 'Financial'] as const;
export const LibraryCategory = z.enum(libraryCategories);
export type LibraryCategory = z.infer<typeof LibraryCategory>;
export const LIBRARY_MIN_PER_CATEGORY = 10;

export const bootstrapColors = ['text-primary', 'text-success', 'text-danger', 'text-warning', 'text-info', 'text-secondary'] as const;

/** A habit library item (spec: title, description, category, icon, color, hexadecimalIcon, duration, numberOfDays). */
export const LibraryItem = z.object({
  title: z.string().trim().min(3).max(120),
  description: z.string().trim().min(10).max(500),
  category: LibraryCategory,
  /** A Tabler icon name in kebab-case, e.g. "moon" or "pig-money". */
  icon: z.string().regex(/^[a-z0-9-]{2,40}$/),
  /** A Bootstrap text colour class. */
  color: z.enum(bootstrapColors),
  /** The icon's colour as hex, e.g. "#198754". */
  hexadecimalIcon: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  duration: z.enum(['daily', 'monthly']),
  numberOfDays: z.number().int().min(1).max(365),
});
export type LibraryItem = z.infer<typeof LibraryItem>;

export const HabitLibrary = z.object({ habits: z.array(LibraryItem).min(LIBRARY_MIN_PER_CATEGORY * 4).max(80) });
export type HabitLibrary = z.infer<typeof HabitLibrary>;

export const GenerateLibraryResponse = z.object({ saved: z.number().int(), source: AiSource });
export type GenerateLibraryResponse = z.infer<typeof GenerateLibraryResponse>;
