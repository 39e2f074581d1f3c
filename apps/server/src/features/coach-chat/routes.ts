import { detectCrisis } from '@iyl/core/care/crisis';
import { messages } from '@iyl/core/catalog/messages';
import {
  KNOWLEDGE_FILE_FIELD,
  KNOWLEDGE_MAX_BYTES,
  KNOWLEDGE_SPECIALIZATION_FIELD,
  KNOWLEDGE_SPECIALIZATION_MAX,
  KNOWLEDGE_TITLE_FIELD,
  KNOWLEDGE_TITLE_MAX,
  MARKDOWN_TYPE,
} from '@iyl/core/coach-chat/constants';
import { DOCX_TYPE } from '@iyl/core/notes/constants';
import { KnowledgeFields } from '@iyl/core/coach-chat/contract';
import { chatEndpoints, knowledgeEndpoints } from '@iyl/core/coach-chat/endpoints';
import { firstIssue } from '@iyl/core/http/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { badRequest } from '../../platform/http/errors.ts';
import { readForm } from '../../platform/http/multipart.ts';
import type { AiSource } from '../../platform/ai/ai.ts';
import { aiAllowance, type RateLimiter } from '../../platform/http/rate-limit.ts';
import { routes } from '../../platform/http/route.ts';
import { sendSse } from '../../platform/http/sse.ts';
import type { ChatExport, ChatFile } from './chat-export.ts';
import type { ChatService } from './chat-service.ts';
import type { ChatSettingsService } from './chat-settings.ts';
import type { CoachChatService } from './service.ts';

/** A download: its type and a name the browser keeps (plain ASCII, with the exact name in filename*). */
function sendFile(reply: FastifyReply, file: ChatFile) {
  return reply
    .type(file.format === 'md' ? MARKDOWN_TYPE : DOCX_TYPE)
    .header('content-disposition', `attachment; filename="${file.name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .send(file.body);
}

const inCrisis = (text: string) => detectCrisis(text).length > 0;

export async function registerCoachChatRoutes(
  app: FastifyInstance,
  deps: { knowledge: CoachChatService; chat: ChatService; settings: ChatSettingsService; exports: ChatExport; limiter: RateLimiter; aiSource: AiSource },
) {
  const { knowledge, chat, settings, exports } = deps;
  // A paid AI service's answers count against the AI allowance; the built-in coach's against its own, larger one.
  const useAi = aiAllowance(deps.limiter, deps.aiSource);
  await routes(app, knowledgeEndpoints, {
    async UploadPdf(request, reply) {
      const { user } = request;
      await deps.limiter.check('upload', { ip: request.ip, account: user.id });
      const { fields, file } = await readForm(request, {
        fileField: KNOWLEDGE_FILE_FIELD,
        fields: [KNOWLEDGE_TITLE_FIELD, KNOWLEDGE_SPECIALIZATION_FIELD],
        // A text field longer than this is not the form's (the limits are far lower): cut here as it is read,
        // and refused by the contract as too long.
        fieldMax: Math.max(KNOWLEDGE_TITLE_MAX, KNOWLEDGE_SPECIALIZATION_MAX) * 4,
        fileSize: KNOWLEDGE_MAX_BYTES,
        missing: messages.knowledgeFieldsMissing,
        notForm: messages.pdfMissing,
        tooLarge: messages.pdfTooLarge,
      });
      const parsed = KnowledgeFields.safeParse(fields);
      // A field left out, or one too long, in the contract's words.
      if (!parsed.success) throw badRequest(firstIssue(parsed.error));
      if (!file) throw badRequest(messages.pdfMissing);
      const document = await knowledge.upload(user.id, parsed.data, file);
      return reply.code(201).send({ message: messages.pdfUploaded, document });
    },
    ListKnowledge: async (request) => knowledge.page(request.user.id, request.query.page),
    DeleteKnowledge: async (request) => {
      await knowledge.remove(request.params.id, request.user.id);
      return { message: messages.knowledgeDeleted };
    },
  });

  await routes(app, chatEndpoints, {
    // The rate limit is checked while the answer's context is read (see ask). A message in crisis is
    // answered whatever the limit: it costs no AI call, and help must never wait.
    SaveChatHistory: async (request, reply) =>
      reply.code(201).send(await chat.ask(request.user, request.body, inCrisis(request.body.text) ? Promise.resolve() : useAi(request))),
    // The answer is written whether or not anyone follows it: a stream that closes (Stop is its own
    // call) only stops following, and a reconnection with Last-Event-ID gets the rest, on any process
    // (one whose writer's process is gone is taken up there).
    FollowChatAnswer: async (request, reply) =>
      sendSse(request, reply, { source: (lastEventId, signal) => chat.follow(request.params.id, lastEventId, signal) }),
    StopChatAnswer: async (request) => chat.stop(request.params.id),
    GetAICoachChat: async (request) => chat.page(request.user.id, request.query),
    RetrieveAICoachChat: async (request) => chat.detail(request.params.id, request.user.id),
    UpdateChat: async (request) => chat.update(request.params.id, request.user.id, request.body),
    DeleteChat: async (request) => {
      await chat.remove(request.params.id, request.user.id);
      return { message: messages.chatDeleted };
    },
    RegenerateChatAnswer: async (request, reply) => {
      await useAi(request);
      return reply.code(201).send(await chat.regenerate(request.user, request.params.id));
    },
    EditChatQuestion: async (request, reply) => {
      if (!inCrisis(request.body.text)) await useAi(request);
      return reply.code(201).send(await chat.edit(request.user, request.params.id, request.body.text));
    },
    AddOfferedRoutines: async (request) => chat.addOfferedRoutines(request.user, request.params.id),
    SendEmail: async (request) => {
      await deps.limiter.check('mail', { ip: request.ip, account: request.user.id }, messages.chatMailLimit);
      await exports.mail(request.params.id, request.user);
      return { message: messages.chatMailed };
    },
    GetChatWord: async (request, reply) => sendFile(reply, await exports.file(request.params.id, request.user, request.query.format)),
    // The chat screen reads its settings as it opens: the customer's summary is read then too, ready for
    // their first question.
    GetChatSettings: async (request) => {
      void settings.prepare(request.user);
      return settings.get(request.user.id);
    },
    UpdateChatSettings: async (request) => ({ message: messages.chatSettingsSaved, settings: await settings.save(request.user.id, request.body) }),
  });
}
