import { endpoint, lazy } from '../http/endpoint.ts';
import { KNOWLEDGE_FILE_FIELD } from './constants.ts';

const load = async () => ({ ...(await import('./contract.ts')), ...(await import('../http/contract.ts')) });
const tag = 'coach-chat';

/** A coach's knowledge PDFs, which the AI coach reads in that coach's chats. */
export const knowledgeEndpoints = {
  UploadPdf: endpoint({
    method: 'POST',
    path: '/api/v1/coach/knowledge',
    operationId: 'UploadPdf',
    summary:
      'UploadPdf: multipart fields "title" and "specialization" and the PDF in "file" (at most 10 MB; 200 pages are read); it is read into passages in the background',
    tag,
    access: ['Coach'],
    status: 201,
    errors: [400, 401, 403, 409, 413, 429],
    upload: { field: KNOWLEDGE_FILE_FIELD, kind: 'pdf' },
    schemas: lazy(load, (c) => ({ response: c.KnowledgeUploaded })),
  }),
  ListKnowledge: endpoint({
    method: 'GET',
    path: '/api/v1/coach/knowledge',
    operationId: 'ListKnowledge',
    summary: "The coach's knowledge documents, newest first, each with its state (queued, reading, read with N passages, no text, failed and why)",
    tag,
    access: ['Coach'],
    status: 200,
    errors: [400, 401, 403],
    schemas: lazy(load, (c) => ({ query: c.KnowledgeQuery, response: c.KnowledgePage })),
  }),
  DeleteKnowledge: endpoint({
    method: 'DELETE',
    path: '/api/v1/coach/knowledge/:id',
    operationId: 'DeleteKnowledge',
    summary: 'Deletes one of the coach’s knowledge documents, its passages and its file',
    tag,
    access: ['Coach'],
    owns: { record: 'knowledgeDocument', param: 'id' },
    status: 200,
    errors: [400, 401, 403, 404],
    schemas: lazy(load, (c) => ({ params: c.KnowledgeIdParams, response: c.MessageResponse })),
  }),
};
