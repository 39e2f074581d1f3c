import { messages } from '@iyl/core/catalog/messages';
import { TOPIC_DESCRIPTION_FIELD, TOPIC_DESCRIPTION_MAX, TOPIC_FIELD, TOPIC_IMAGE_FIELD } from '@iyl/core/community/constants';
import { TopicFields } from '@iyl/core/community/contract';
import { communityAdminEndpoints, communityEndpoints } from '@iyl/core/community/endpoints';
import { firstIssue } from '@iyl/core/http/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../platform/http/errors.ts';
import { readForm } from '../../platform/http/multipart.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';
import { routes } from '../../platform/http/route.ts';
import { sendSse } from '../../platform/http/sse.ts';
import type { CommunityService } from './service.ts';

export async function registerCommunityRoutes(app: FastifyInstance, deps: { community: CommunityService; limiter: RateLimiter }) {
  const { community, limiter } = deps;

  await routes(app, communityEndpoints, {
    ListTopics: async (request) => community.timeline(request.user.id, request.query.page),
    async CreateTopic(request, reply) {
      const { user } = request;
      const { fields, file } = await readForm(request, {
        fileField: TOPIC_IMAGE_FIELD,
        fields: [TOPIC_FIELD, TOPIC_DESCRIPTION_FIELD],
        // Far past any allowed topic (the contract counts the characters): refused before it is read.
        fieldMax: TOPIC_DESCRIPTION_MAX * 16,
        missing: messages.communityFieldsMissing,
        tooLarge: messages.photoTooLarge,
      });
      const parsed = TopicFields.safeParse(fields);
      if (!parsed.success) throw badRequest(firstIssue(parsed.error));
      // A picture goes through the upload allowance (and the picture pipeline); a topic without one does not.
      if (file) await limiter.check('upload', { ip: request.ip, account: user.id });
      return reply.code(201).send(await community.create(user, parsed.data, file));
    },
    GetTopic: async (request) => community.open(request.user.id, request.params.id, request.query.before),
    async FollowTopic(request, reply) {
      const given = request.headers['last-event-id'];
      const source = await community.follow(request.user.id, request.params.id, typeof given === 'string' && given ? given : request.query.after);
      // The source starts where the request says (Last-Event-ID, else ?after=): it reads its own store.
      return sendSse(request, reply, { source: (_lastEventId, signal) => source(signal), live: true });
    },
    PostPop: async (request, reply) => reply.code(201).send(await community.post(request.user, request.params.id, request.body.text)),
    FlagMessage: async (request) => community.flag(request.user, { kind: 'message', id: request.params.id }, request.body),
    FlagTopic: async (request) => community.flag(request.user, { kind: 'topic', id: request.params.id }, request.body),
  });

  await routes(app, communityAdminEndpoints, {
    CommunityReviewQueue: async (request) => community.reviewQueue(request.query.page),
    DecideMessage: async (request) => community.decide(request.user, { kind: 'message', id: request.params.id }, request.body),
    DecideTopic: async (request) => community.decide(request.user, { kind: 'topic', id: request.params.id }, request.body),
    SilenceMember: async (request) => community.silence(request.user, request.params.id, request.body),
    CommunityDecisions: async (request) => community.decisions(request.query.page),
    CommunityTopicConversation: async (request) => community.conversation(request.params.id, request.query.before),
    SilencedMembers: async (request) => community.silencedMembers(request.query.page),
  });
}
