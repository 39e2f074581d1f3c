import { EVENT_STREAM, featureEndpoints, lazy } from '../http/endpoint.ts';
import { DOCX_TYPE } from '../notes/constants.ts';
import { KNOWLEDGE_FILE_FIELD, KNOWLEDGE_SPECIALIZATION_FIELD, KNOWLEDGE_TITLE_FIELD, MARKDOWN_TYPE } from './constants.ts';

const load = async () => ({ ...(await import('./contract.ts')), ...(await import('../http/contract.ts')) });
const tag = 'coach-chat';
const forCoach = featureEndpoints({ tag, access: ['Coach'], errors: [400, 401, 403] });

/** A coach's knowledge PDFs, which the AI coach reads in that coach's chats. */
export const knowledgeEndpoints = {
  UploadPdf: forCoach({
    method: 'POST',
    path: '/api/v1/coach/knowledge',
    operationId: 'UploadPdf',
    summary:
      'UploadPdf: multipart fields "title" and "specialization" and the PDF in "file" (at most 10 MB; 200 pages are read); it is read into passages in the background',
    status: 201,
    moreErrors: [409, 413, 429],
    upload: { field: KNOWLEDGE_FILE_FIELD, kind: 'pdf', fields: { [KNOWLEDGE_TITLE_FIELD]: 'Sleep guide', [KNOWLEDGE_SPECIALIZATION_FIELD]: 'Sleep' } },
    schemas: lazy(load, (c) => ({ response: c.KnowledgeUploaded })),
  }),
  ListKnowledge: forCoach({
    method: 'GET',
    path: '/api/v1/coach/knowledge',
    operationId: 'ListKnowledge',
    summary: "The coach's knowledge documents, newest first, each with its state (queued, reading, read with N passages, no text, failed and why)",
    schemas: lazy(load, (c) => ({ query: c.KnowledgeQuery, response: c.KnowledgePage })),
  }),
  DeleteKnowledge: forCoach({
    method: 'DELETE',
    path: '/api/v1/coach/knowledge/:id',
    operationId: 'DeleteKnowledge',
    summary: 'Deletes one of the coach’s knowledge documents, its passages and its file',
    owns: { record: 'knowledgeDocument', param: 'id' },
    moreErrors: [404],
    schemas: lazy(load, (c) => ({ params: c.KnowledgeIdParams, response: c.MessageResponse })),
  }),
};

const forCustomer = featureEndpoints({ tag, access: ['Customer'], errors: [400, 401, 403] });
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
  SaveChatHistory: forCustomer({
    method: 'POST',
    path: '/api/v1/coach-chat/messages',
    operationId: 'SaveChatHistory',
    summary:
      'Ask the coach: keeps the question (in a new chat, or one more in the chat given) and starts its answer on the server; follow it with FollowChatAnswer. A message in crisis is answered at once with crisis resources.',
    status: 201,
    moreErrors: [404, 409, 429],
    example: { body: { text: 'How can I fall asleep faster?' } },
    schemas: lazy(load, (c) => ({ body: c.AskBody, response: c.AskAnswer })),
  }),
  FollowChatAnswer: forCustomer({
    method: 'GET',
    path: '/api/v1/coach-chat/answers/:id/stream',
    operationId: 'FollowChatAnswer',
    summary:
      'An answer as server-sent events: text pieces (each id is the answer’s length so far, with the text’s epoch after a dot once another server process has taken the answer up; send it back as Last-Event-ID to get the rest), reset (the whole answer so far, in place of what was shown) when it was taken up or begun again since, then done with the kept answer',
    moreErrors: [404, 429],
    produces: EVENT_STREAM,
    ...ownTurn,
    schemas: async () => ({ params: await chatId() }),
  }),
  StopChatAnswer: forCustomer({
    method: 'POST',
    path: '/api/v1/coach-chat/answers/:id/stop',
    operationId: 'StopChatAnswer',
    summary: 'Stops an answer being written (the provider request is aborted); what was written is kept, marked stopped',
    moreErrors: [404],
    ...ownTurn,
    schemas: async () => ({ params: await chatId(), response: (await load()).ChatTurn }),
  }),
  GetAICoachChat: forCustomer({
    method: 'GET',
    path: '/api/v1/coach-chat/conversations',
    operationId: 'GetAICoachChat',
    summary: 'The customer’s chats, latest first, 20 a page; q searches the text of every message',
    example: { query: { page: 1, q: 'sleep' } },
    schemas: lazy(load, (c) => ({ query: c.ChatListQuery, response: c.ChatPage })),
  }),
  RetrieveAICoachChat: forCustomer({
    method: 'GET',
    path: '/api/v1/coach-chat/conversations/:id',
    operationId: 'RetrieveAICoachChat',
    summary: 'One chat with every question and answer (earlier versions of an answer included)',
    moreErrors: [404],
    ...ownChat,
    schemas: async () => ({ params: await chatId(), response: (await load()).ChatDetail }),
  }),
  UpdateChat: forCustomer({
    method: 'PUT',
    path: '/api/v1/coach-chat/conversations/:id',
    operationId: 'UpdateChat',
    summary: 'Renames a chat, or keeps it in memory (saved)',
    moreErrors: [404],
    ...ownChat,
    example: { body: { title: 'Sleep questions' } },
    schemas: async () => ({ params: await chatId(), body: (await load()).UpdateChatBody, response: (await load()).ChatConversation }),
  }),
  DeleteChat: forCustomer({
    method: 'DELETE',
    path: '/api/v1/coach-chat/conversations/:id',
    operationId: 'DeleteChat',
    summary: 'Deletes a chat with all its messages (an answer being written is stopped)',
    moreErrors: [404],
    ...ownChat,
    schemas: async () => ({ params: await chatId(), response: (await load()).MessageResponse }),
  }),
  RegenerateChatAnswer: forCustomer({
    method: 'POST',
    path: '/api/v1/coach-chat/conversations/:id/regenerate',
    operationId: 'RegenerateChatAnswer',
    summary: 'Writes the last answer again as a new version (the earlier one stays)',
    status: 201,
    moreErrors: [404, 409, 429],
    ...ownChat,
    schemas: async () => ({ params: await chatId(), response: (await load()).AskAnswer }),
  }),
  EditChatQuestion: forCustomer({
    method: 'POST',
    path: '/api/v1/coach-chat/conversations/:id/edit',
    operationId: 'EditChatQuestion',
    summary: 'Asks the last question again in other words, as a new version (the earlier question and answer stay)',
    status: 201,
    moreErrors: [404, 409, 429],
    ...ownChat,
    example: { body: { text: 'How can I fall asleep faster on weeknights?' } },
    schemas: async () => ({ params: await chatId(), body: (await load()).EditBody, response: (await load()).AskAnswer }),
  }),
  AddOfferedRoutines: forCustomer({
    method: 'POST',
    path: '/api/v1/coach-chat/answers/:id/routines',
    operationId: 'AddOfferedRoutines',
    summary:
      'Adds the routines an answer offers (the repeated steps of a plan for the week) to the customer’s routines, all in one go and once only: a second call adds nothing and answers the same. Steps already among their routines are left as they are.',
    moreErrors: [404, 409],
    ...ownTurn,
    schemas: async () => ({ params: await chatId(), response: (await load()).OfferedRoutinesAdded }),
  }),
  SendEmail: forCustomer({
    method: 'POST',
    path: '/api/v1/coach-chat/conversations/:id/email',
    operationId: 'SendEmail',
    summary:
      'Sends the chat (each question and the answer shown, with the coach and the date) to the signed-in customer’s own e-mail address, and to no other',
    moreErrors: [404, 429],
    ...ownChat,
    schemas: async () => ({ params: await chatId(), response: (await load()).MessageResponse }),
  }),
  GetChatWord: forCustomer({
    method: 'GET',
    path: '/api/v1/coach-chat/conversations/:id/export',
    operationId: 'GetChatWord',
    summary: 'GetWord for a chat: the chat as a .docx download (format=docx, the default) or as Markdown text (format=md)',
    moreErrors: [404],
    produces: [DOCX_TYPE, MARKDOWN_TYPE],
    ...ownChat,
    example: { query: { format: 'docx' } },
    schemas: async () => ({ params: await chatId(), query: (await load()).ChatExportQuery }),
  }),
  GetChatSettings: forCustomer({
    method: 'GET',
    path: '/api/v1/coach-chat/settings',
    operationId: 'GetChatSettings',
    summary: 'Whether a short summary of the customer’s plans, routines, meals and recent mood goes with each question (on until they turn it off)',
    errors: [401, 403],
    schemas: lazy(load, (c) => ({ response: c.ChatSettings })),
  }),
  UpdateChatSettings: forCustomer({
    method: 'PUT',
    path: '/api/v1/coach-chat/settings',
    operationId: 'UpdateChatSettings',
    summary: 'Turns the summary that goes with each question on or off',
    example: { body: { shareSummary: false } },
    schemas: lazy(load, (c) => ({ body: c.UpdateChatSettingsBody, response: c.ChatSettingsSaved })),
  }),
};
