import { z } from 'zod';
import { brandVoiceMessages as messages } from './messages.ts';
import { PageQuery, pageOf } from '../http/contract.ts';
import { BRAND_DESCRIPTION_MAX, lengths, personalities, tones, wordChoices } from './constants.ts';

const missing = { error: messages.brandMissing };

/** The five inputs, all required ('Please Enter all Information!'). */
export const BrandContentRequest = z.object({
  personality: z.enum(personalities, missing),
  tone: z.enum(tones, missing),
  wordChoice: z.enum(wordChoices, missing),
  length: z.enum(lengths, missing),
  description: z
    .string(missing)
    .max(BRAND_DESCRIPTION_MAX, { error: messages.brandTooLong, abort: true })
    .trim()
    .min(1, missing),
});
export type BrandContentRequest = z.input<typeof BrandContentRequest>;

export const BrandContent = z.object({
  id: z.string(),
  personality: z.enum(personalities),
  tone: z.enum(tones),
  wordChoice: z.enum(wordChoices),
  length: z.enum(lengths),
  description: z.string(),
  contentHtml: z.string(),
  /** 'stopped' when the customer stopped it part way (what was written is kept). */
  status: z.enum(['complete', 'stopped']),
  source: z.enum(['ai', 'builtin']),
  createdAt: z.string(),
});
export type BrandContent = z.infer<typeof BrandContent>;

export const BrandContentQuery = PageQuery;
export type BrandContentQuery = z.input<typeof BrandContentQuery>;

export const BrandContentPage = pageOf(BrandContent);
export type BrandContentPage = z.infer<typeof BrandContentPage>;

/** The events of the generate stream: pieces of text as written, then the saved piece or an error. */
export type BrandStreamEvent =
  | { event: 'start'; data: { source: 'ai' | 'builtin' } }
  | { event: 'text'; data: { text: string } }
  | { event: 'done'; data: BrandContent }
  | { event: 'error'; data: { code: string; message: string } };

export const SavedBrandNote = z.object({ message: z.string(), noteId: z.string() });
export type SavedBrandNote = z.infer<typeof SavedBrandNote>;
