import { z } from 'zod';
import { messages } from '../catalog/messages.ts';
import { PageQuery, pageOf } from '../http/contract.ts';
import { KNOWLEDGE_SPECIALIZATION_MAX, KNOWLEDGE_TITLE_MAX, knowledgeStates } from './constants.ts';

const required = (max: number) =>
  z.string({ error: messages.knowledgeFieldsMissing }).trim().min(1, { error: messages.knowledgeFieldsMissing }).max(max, { error: messages.knowledgeFieldsMissing });

/** The knowledge form's text fields (sent as multipart fields beside the file). */
export const KnowledgeFields = z.object({ title: required(KNOWLEDGE_TITLE_MAX), specialization: required(KNOWLEDGE_SPECIALIZATION_MAX) });
export type KnowledgeFields = z.infer<typeof KnowledgeFields>;

/** A coach's knowledge document, as their list shows it. */
export const KnowledgeDocument = z.object({
  id: z.uuid(),
  title: z.string(),
  specialization: z.string(),
  bytes: z.number().int(),
  state: z.enum(knowledgeStates),
  failure: z.string().nullable(),
  totalPages: z.number().int().nullable(),
  pagesRead: z.number().int().nullable(),
  passages: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type KnowledgeDocument = z.infer<typeof KnowledgeDocument>;

export const KnowledgeUploaded = z.object({ message: z.string(), document: KnowledgeDocument });
export const KnowledgeQuery = PageQuery;
export const KnowledgePage = pageOf(KnowledgeDocument);
export type KnowledgePage = z.infer<typeof KnowledgePage>;
export const KnowledgeIdParams = z.object({ id: z.uuid({ error: messages.knowledgeNotFound }) });
