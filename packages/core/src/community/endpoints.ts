import { EVENT_STREAM, featureEndpoints, lazy } from '../http/endpoint.ts';
import { TOPIC_DESCRIPTION_FIELD, TOPIC_FIELD, TOPIC_IMAGE_FIELD } from './constants.ts';

const load = async () => ({ ...(await import('./contract.ts')), ...(await import('../http/contract.ts')) });
const tag = 'community';
const forCustomer = featureEndpoints({ tag, access: ['Customer'], errors: [400, 401, 403] });
// The moderators: the Admin, and the Global administrator, who may do all an admin does.
const forAdmin = featureEndpoints({ tag, access: ['Admin', 'Global'], errors: [400, 401, 403] });
const topicId = '3c9a1b2d-4e5f-4a60-8b7c-9d0e1f2a3b4c';
const messageId = '5e1b2c3d-4f5a-4b60-9c7d-8e9f0a1b2c3d';
const memberId = '8f2c3d4e-5a6b-4c70-8d9e-0f1a2b3c4d5e';

/** The community forum (/Community): topics, their live conversations, and flags. Any customer takes part. */
export const communityEndpoints = {
  ListTopics: forCustomer({
    method: 'GET',
    path: '/api/v1/community/topics',
    operationId: 'ListTopics',
    summary: 'The community timeline: topics with the latest activity first, each with its message count (and the caller’s own topics waiting for a moderator)',
    example: { query: { page: 1 } },
    schemas: lazy(load, (c) => ({ query: c.TopicsQuery, response: c.TopicsPage })),
  }),
  CreateTopic: forCustomer({
    method: 'POST',
    path: '/api/v1/community/topics',
    operationId: 'CreateTopic',
    summary:
      'Create a Forum: multipart fields "topic" and "description" and an optional picture in "image" (JPEG, PNG, GIF or WebP). A topic that reads as a crisis waits for a moderator, and its author gets crisis resources at once.',
    status: 201,
    moreErrors: [413, 429],
    upload: { field: TOPIC_IMAGE_FIELD, fields: { [TOPIC_FIELD]: 'Morning walks', [TOPIC_DESCRIPTION_FIELD]: 'Who else walks before work? Share your routes.' } },
    schemas: lazy(load, (c) => ({ response: c.TopicCreated })),
  }),
  GetTopic: forCustomer({
    method: 'GET',
    path: '/api/v1/community/topics/:id/messages',
    operationId: 'GetTopic',
    summary: 'A topic and its latest 50 messages, oldest first (before=<message id> for the 50 before that one), with the cursor to follow it live from',
    moreErrors: [404],
    example: { params: { id: topicId } },
    schemas: lazy(load, (c) => ({ params: c.TopicParams, query: c.MessagesQuery, response: c.TopicMessages })),
  }),
  FollowTopic: forCustomer({
    method: 'GET',
    path: '/api/v1/community/topics/:id/stream',
    operationId: 'FollowTopic',
    summary:
      'The topic live, as server-sent events: message (new or restored), hidden (a message taken down) and topicHidden. Each id is a cursor: start with after=<GetTopic cursor>; a reconnection sends Last-Event-ID and gets exactly what it missed, up to a page: further behind, pageBack comes first (drop the messages shown; older ones are read with GetTopic before=) and then the last 50 events.',
    moreErrors: [404, 429],
    produces: EVENT_STREAM,
    example: { params: { id: topicId } },
    schemas: lazy(load, (c) => ({ params: c.TopicParams, query: c.FollowQuery })),
  }),
  PostPop: forCustomer({
    method: 'POST',
    path: '/api/v1/community/topics/:id/messages',
    operationId: 'PostPop',
    summary:
      'Send a message (plain text, up to 160 characters as the customer counts them), in slow mode. A message that reads as a crisis is not shared: its author gets crisis resources at once, and it waits for a moderator.',
    status: 201,
    moreErrors: [404, 409, 429],
    example: { params: { id: topicId }, body: { text: 'I walked 20 minutes this morning!' } },
    schemas: lazy(load, (c) => ({ params: c.TopicParams, body: c.MessageBody, response: c.MessagePosted })),
  }),
  FlagMessage: forCustomer({
    method: 'POST',
    path: '/api/v1/community/messages/:id/flags',
    operationId: 'FlagMessage',
    summary: 'Flag a message for a moderator (off-topic, inappropriate, spam or something else); flags from three established members (a week old, with something shown) hide it until a moderator decides; a second flag says it was already flagged',
    moreErrors: [404, 429],
    example: { params: { id: messageId }, body: { reason: 'spam' } },
    schemas: lazy(load, (c) => ({ params: c.MessageParams, body: c.FlagBody, response: c.MessageResponse })),
  }),
  FlagTopic: forCustomer({
    method: 'POST',
    path: '/api/v1/community/topics/:id/flags',
    operationId: 'FlagTopic',
    summary: 'Flag a topic for a moderator; flags from three established members (a week old, with something shown) hide it until a moderator decides; a second flag says it was already flagged',
    moreErrors: [404, 429],
    example: { params: { id: topicId }, body: { reason: 'off-topic', note: 'Not about wellbeing' } },
    schemas: lazy(load, (c) => ({ params: c.TopicParams, body: c.FlagBody, response: c.MessageResponse })),
  }),
};

/** Moderation: the review queue, decisions on messages and topics, and silencing a member. Every decision is kept. */
export const communityAdminEndpoints = {
  CommunityReviewQueue: forAdmin({
    method: 'GET',
    path: '/api/v1/admin/community/reviews',
    operationId: 'CommunityReviewQueue',
    summary: 'What waits for a moderator: held messages and topics (flags or crisis) and those with open flags, oldest first',
    example: { query: { page: 1 } },
    schemas: lazy(load, (c) => ({ query: c.PageQuery, response: c.ReviewPage })),
  }),
  DecideMessage: forAdmin({
    method: 'POST',
    path: '/api/v1/admin/community/messages/:id/decision',
    operationId: 'DecideMessage',
    summary: 'Hide a message (it disappears from open chats at once) or restore it; its open flags are settled',
    moreErrors: [404],
    example: { params: { id: messageId }, body: { action: 'hide', note: 'Advertising' } },
    schemas: lazy(load, (c) => ({ params: c.MessageParams, body: c.DecisionBody, response: c.Decided })),
  }),
  DecideTopic: forAdmin({
    method: 'POST',
    path: '/api/v1/admin/community/topics/:id/decision',
    operationId: 'DecideTopic',
    summary: 'Hide a topic (its open chats close at once) or restore it; its open flags are settled',
    moreErrors: [404],
    example: { params: { id: topicId }, body: { action: 'restore' } },
    schemas: lazy(load, (c) => ({ params: c.TopicParams, body: c.DecisionBody, response: c.Decided })),
  }),
  SilenceMember: forAdmin({
    method: 'POST',
    path: '/api/v1/admin/community/members/:id/silence',
    operationId: 'SilenceMember',
    summary: 'Stop a member posting for some hours (0 lifts it); they can still read',
    moreErrors: [404],
    example: { params: { id: memberId }, body: { hours: 24, note: 'Repeated spam' } },
    schemas: lazy(load, (c) => ({ params: c.MemberParams, body: c.SilenceBody, response: c.Silenced })),
  }),
  CommunityTopicConversation: forAdmin({
    method: 'GET',
    path: '/api/v1/admin/community/topics/:id/conversation',
    operationId: 'CommunityTopicConversation',
    summary:
      'A topic and its whole conversation for a moderator: 50 messages at a time, newest first (before=<message id> for the 50 before that one), shown, held and hidden alike, each with its state, crisis mark, author and open flags',
    moreErrors: [404],
    example: { params: { id: topicId } },
    schemas: lazy(load, (c) => ({ params: c.TopicParams, query: c.MessagesQuery, response: c.TopicConversation })),
  }),
  SilencedMembers: forAdmin({
    method: 'GET',
    path: '/api/v1/admin/community/silenced',
    operationId: 'SilencedMembers',
    summary: 'The members silenced now, the soonest to speak again first: until when, and the latest silence’s note and moderator',
    example: { query: { page: 1 } },
    schemas: lazy(load, (c) => ({ query: c.PageQuery, response: c.SilencedPage })),
  }),
  CommunityDecisions: forAdmin({
    method: 'GET',
    path: '/api/v1/admin/community/decisions',
    operationId: 'CommunityDecisions',
    summary: 'Every moderation decision, newest first: who decided what, on what, and why',
    example: { query: { page: 1 } },
    schemas: lazy(load, (c) => ({ query: c.PageQuery, response: c.DecisionsPage })),
  }),
};
