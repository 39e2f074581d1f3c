import { EVENT_STREAM, endpoint, lazy } from '../http/endpoint.ts';
import { DOCX_TYPE } from '../notes/constants.ts';
import { KNOWLEDGE_FILE_FIELD, KNOWLEDGE_SPECIALIZATION_FIELD, KNOWLEDGE_TITLE_FIELD, MARKDOWN_TYPE } from './constants.ts';

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
    upload: { field: KNOWLEDGE_FILE_FIELD, kind: 'pdf', fields: { [KNOWLEDGE_TITLE_FIELD]: 'Sleep guide', [KNOWLEDGE_SPECIALIZATION_FIELD]: 'Sleep' } },
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

const customer = ['Customer'] as const;
const chatId = lazy(load, (c) => c.ChatIdParams);
/** A chat's id in the path: only the customer whose chat it is reaches it. */
const ownChat = { owns: { param: 'id', record: 'chat' } } as const;
/** An answer's id in the path: only the customer whose chat holds it reaches it. */
const ownTurn = { owns: { param: 'id', record: 'chatTurn' } } as const;

/**
 * The AI coach chat. A question is kept and its answer written on the server, outside the request:
 * the answer is followed as a stream that a reload, a switch of chats or a dropped network resumes.
 */
export const chatEndpoints = {
  SaveChatHistory: endpoint({
    method: 'POST',
    path: '/api/v1/coach-chat/messages',
    operationId: 'SaveChatHistory',
    summary:
      'Ask the coach: keeps the question (in a new chat, or one more in the chat given) and starts its answer on the server; follow it with FollowChatAnswer. A message in crisis is answered at once with crisis resources.',
    tag,
    access: customer,
    status: 201,
    errors: [400, 401, 403, 404, 409, 429],
    example: { body: { text: 'How can I fall asleep faster?' } },
    schemas: lazy(load, (c) => ({ body: c.AskBody, response: c.AskAnswer })),
  }),
  FollowChatAnswer: endpoint({
    method: 'GET',
    path: '/api/v1/coach-chat/answers/:id/stream',
    operationId: 'FollowChatAnswer',
    summary:
      'An answer as server-sent events: text pieces (each id is the answer’s length so far; send it back as Last-Event-ID to get the rest), then done with the kept answer',
    tag,
    access: customer,
    status: 200,
    errors: [400, 401, 403, 404, 429],
    produces: EVENT_STREAM,
    ...ownTurn,
    schemas: async () => ({ params: await chatId() }),
  }),
  StopChatAnswer: endpoint({
    method: 'POST',
    path: '/api/v1/coach-chat/answers/:id/stop',
    operationId: 'StopChatAnswer',
    summary: 'Stops an answer being written (the provider request is aborted); what was written is kept, marked stopped',
    tag,
    access: customer,
    status: 200,
    errors: [400, 401, 403, 404],
    ...ownTurn,
    schemas: async () => ({ params: await chatId(), response: (await load()).ChatTurn }),
  }),
  GetAICoachChat: endpoint({
    method: 'GET',
    path: '/api/v1/coach-chat/conversations',
    operationId: 'GetAICoachChat',
    summary: 'The customer’s chats, latest first, 20 a page; q searches the text of every message',
    tag,
    access: customer,
    status: 200,
    errors: [400, 401, 403],
    example: { query: { page: 1, q: 'sleep' } },
    schemas: lazy(load, (c) => ({ query: c.ChatListQuery, response: c.ChatPage })),
  }),
  RetrieveAICoachChat: endpoint({
    method: 'GET',
    path: '/api/v1/coach-chat/conversations/:id',
    operationId: 'RetrieveAICoachChat',
    summary: 'One chat with every question and answer (earlier versions of an answer included)',
    tag,
    access: customer,
    status: 200,
    errors: [400, 401, 403, 404],
    ...ownChat,
    schemas: async () => ({ params: await chatId(), response: (await load()).ChatDetail }),
  }),
  UpdateChat: endpoint({
    method: 'PUT',
    path: '/api/v1/coach-chat/conversations/:id',
    operationId: 'UpdateChat',
    summary: 'Renames a chat, or keeps it in memory (saved)',
    tag,
    access: customer,
    status: 200,
    errors: [400, 401, 403, 404],
    ...ownChat,
    example: { body: { title: 'Sleep questions' } },
    schemas: async () => ({ params: await chatId(), body: (await load()).UpdateChatBody, response: (await load()).ChatConversation }),
  }),
  DeleteChat: endpoint({
    method: 'DELETE',
    path: '/api/v1/coach-chat/conversations/:id',
    operationId: 'DeleteChat',
    summary: 'Deletes a chat with all its messages (an answer being written is stopped)',
    tag,
    access: customer,
    status: 200,
    errors: [400, 401, 403, 404],
    ...ownChat,
    schemas: async () => ({ params: await chatId(), response: (await load()).MessageResponse }),
  }),
  RegenerateChatAnswer: endpoint({
    method: 'POST',
    path: '/api/v1/coach-chat/conversations/:id/regenerate',
    operationId: 'RegenerateChatAnswer',
    summary: 'Writes the last answer again as a new version (the earlier one stays)',
    tag,
    access: customer,
    status: 201,
    errors: [400, 401, 403, 404, 409, 429],
    ...ownChat,
    schemas: async () => ({ params: await chatId(), response: (await load()).AskAnswer }),
  }),
  EditChatQuestion: endpoint({
    method: 'POST',
    path: '/api/v1/coach-chat/conversations/:id/edit',
    operationId: 'EditChatQuestion',
    summary: 'Asks the last question again in other words, as a new version (the earlier question and answer stay)',
    tag,
    access: customer,
    status: 201,
    errors: [400, 401, 403, 404, 409, 429],
    ...ownChat,
    example: { body: { text: 'How can I fall asleep faster on weeknights?' } },
    schemas: async () => ({ params: await chatId(), body: (await load()).EditBody, response: (await load()).AskAnswer }),
  }),
  SendEmail: endpoint({
    method: 'POST',
    path: '/api/v1/coach-chat/conversations/:id/email',
    operationId: 'SendEmail',
    summary:
      'Sends the chat (each question and the answer shown, with the coach and the date) to the signed-in customer’s own e-mail address, and to no other',
    tag,
    access: customer,
    status: 200,
    errors: [400, 401, 403, 404, 429],
    ...ownChat,
    schemas: async () => ({ params: await chatId(), response: (await load()).MessageResponse }),
  }),
  GetChatWord: endpoint({
    method: 'GET',
    path: '/api/v1/coach-chat/conversations/:id/export',
    operationId: 'GetChatWord',
    summary: 'GetWord for a chat: the chat as a .docx download (format=docx, the default) or as Markdown text (format=md)',
    tag,
    access: customer,
    status: 200,
    errors: [400, 401, 403, 404],
    produces: [DOCX_TYPE, MARKDOWN_TYPE],
    ...ownChat,
    example: { query: { format: 'docx' } },
    schemas: async () => ({ params: await chatId(), query: (await load()).ChatExportQuery }),
  }),
  GetChatSettings: endpoint({
    method: 'GET',
    path: '/api/v1/coach-chat/settings',
    operationId: 'GetChatSettings',
    summary: 'Whether a short summary of the customer’s plans, routines, meals and recent mood goes with each question (on until they turn it off)',
    tag,
    access: customer,
    status: 200,
    errors: [401, 403],
    schemas: lazy(load, (c) => ({ response: c.ChatSettings })),
  }),
  UpdateChatSettings: endpoint({
    method: 'PUT',
    path: '/api/v1/coach-chat/settings',
    operationId: 'UpdateChatSettings',
    summary: 'Turns the summary that goes with each question on or off',
    tag,
    access: customer,
    status: 200,
    errors: [400, 401, 403],
    example: { body: { shareSummary: false } },
    schemas: lazy(load, (c) => ({ body: c.UpdateChatSettingsBody, response: c.ChatSettingsSaved })),
  }),
};
