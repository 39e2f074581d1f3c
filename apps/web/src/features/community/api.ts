import { messages } from '@iyl/core/catalog/messages';
import { TOPIC_DESCRIPTION_FIELD, TOPIC_FIELD, TOPIC_IMAGE_FIELD } from '@iyl/core/community/constants';
import type { CommunityMessage, FlagBody, TopicMessages } from '@iyl/core/community/contract';
import { communityAdminEndpoints, communityEndpoints } from '@iyl/core/community/endpoints';
import { keepPreviousData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { absentAsNull, call, serverWords, uploadTo } from '../../lib/api-client.ts';
import { useMutation } from '../../lib/mutation.ts';
import { toast } from '../../lib/toast.tsx';
import { mergeMessages, withoutMessage } from './rules.ts';

export const communityKeys = {
  all: ['community'] as const,
  topicsAll: ['community', 'topics'] as const,
  topics: (page: number) => ['community', 'topics', page] as const,
  chat: (id: string) => ['community', 'chat', id] as const,
  reviewAll: ['community', 'review'] as const,
  review: (page: number) => ['community', 'review', page] as const,
  decisions: (page: number) => ['community', 'decisions', page] as const,
  conversation: (id: string) => ['community', 'conversation', id] as const,
  silenced: (page: number) => ['community', 'silenced', page] as const,
};

// ---- Topics ---------------------------------------------------------------------------------------

/** ListTopics: the timeline, latest activity first (the customer's own held topics included). Skeletons show its wait. */
export const useTopics = (page: number) =>
  useQuery({
    queryKey: communityKeys.topics(page),
    queryFn: () => call(communityEndpoints.ListTopics, { query: { page } }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: messages.topicsLoadFailed, inlineBusy: true },
  });

export interface TopicDraft {
  topic: string;
  description: string;
  image: File | null;
}

/** CreateTopic: the fields and the optional picture in one multipart form. The panel tells the outcome. */
export function useCreateTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ topic, description, image }: TopicDraft) => {
      const form = new FormData();
      form.append(TOPIC_FIELD, topic);
      form.append(TOPIC_DESCRIPTION_FIELD, description);
      if (image) form.append(TOPIC_IMAGE_FIELD, image);
      return uploadTo(communityEndpoints.CreateTopic, form);
    },
    meta: { inlineBusy: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.topicsAll }),
  });
}

// ---- A topic's chat -------------------------------------------------------------------------------

/**
 * GetTopic: the topic and its latest messages. Read afresh each time the chat opens (nothing kept once it
 * closes), then kept up to date by its stream; a topic that is gone (hidden, mistyped) is null.
 */
export const useTopicChat = (id: string | null) =>
  useQuery({
    queryKey: communityKeys.chat(id ?? ''),
    queryFn: () => call(communityEndpoints.GetTopic, { params: { id: id ?? '' }, query: {} }).catch(absentAsNull),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    meta: { errorMessage: messages.chatLoadFailed, inlineBusy: true },
  });

const changeChat = (queryClient: QueryClient, topicId: string, change: (chat: TopicMessages) => TopicMessages) =>
  queryClient.setQueryData<TopicMessages | null>(communityKeys.chat(topicId), (chat) => (chat ? change(chat) : chat));

/** A message new or changed (sent, streamed, restored): in its place, once. */
export const putMessage = (queryClient: QueryClient, topicId: string, message: CommunityMessage) =>
  changeChat(queryClient, topicId, (chat) => ({ ...chat, messages: mergeMessages(chat.messages, [message]) }));

/** A message a moderator took down. */
export const dropMessage = (queryClient: QueryClient, topicId: string, id: string) =>
  changeChat(queryClient, topicId, (chat) => ({ ...chat, messages: withoutMessage(chat.messages, id) }));

/**
 * The stream skipped what came while the chat was away (more than a page): what it shows is dropped, the
 * latest page streams in next, and the ones between are read by paging back ("Load older messages").
 */
export const pageBack = (queryClient: QueryClient, topicId: string) => changeChat(queryClient, topicId, (chat) => ({ ...chat, messages: [], more: true }));

/** GetTopic before the oldest message shown: the 50 before it, put ahead of the others. */
export function useOlderMessages(topicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (before: string) => call(communityEndpoints.GetTopic, { params: { id: topicId }, query: { before } }),
    meta: { inlineBusy: true },
    onSuccess: (older) => changeChat(queryClient, topicId, (chat) => ({ ...chat, messages: mergeMessages(older.messages, chat.messages), more: older.more })),
    onError: (error) => toast.error(serverWords(error, messages.chatLoadFailed)),
  });
}

/** PostPop: the message sent comes back (and through the stream too; kept once). The composer tells the outcome. */
export function usePostMessage(topicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => call(communityEndpoints.PostPop, { params: { id: topicId }, body: { text } }),
    // Offline, the send fails at once (the customer is told, and the text stays in the box) rather than
    // waiting, spinning, for the network to come back.
    networkMode: 'always',
    meta: { inlineBusy: true },
    onSuccess: (answer) => {
      putMessage(queryClient, topicId, answer.post);
      // The topic's card shows its message count and last activity.
      void queryClient.invalidateQueries({ queryKey: communityKeys.topicsAll });
    },
  });
}

// ---- Flags ----------------------------------------------------------------------------------------

export type FlagTarget = { kind: 'message' | 'topic'; id: string };

/** FlagMessage or FlagTopic: the server's thanks, or its reason for refusing (own content, too many today). */
export function useFlag() {
  return useMutation({
    mutationFn: ({ kind, id, body }: FlagTarget & { body: FlagBody }) =>
      call(kind === 'message' ? communityEndpoints.FlagMessage : communityEndpoints.FlagTopic, { params: { id }, body }),
    meta: { inlineBusy: true },
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => toast.error(serverWords(error, messages.internal)),
  });
}

// ---- Moderation (admins) --------------------------------------------------------------------------

/** CommunityReviewQueue: what waits for a moderator, oldest first. */
export const useReviewQueue = (page: number) =>
  useQuery({
    queryKey: communityKeys.review(page),
    queryFn: () => call(communityAdminEndpoints.CommunityReviewQueue, { query: { page } }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: messages.listFailed, inlineBusy: true },
  });

/** CommunityDecisions: every decision, newest first; read only while the list is open. */
export const useDecisions = (page: number, enabled: boolean) =>
  useQuery({
    queryKey: communityKeys.decisions(page),
    queryFn: () => call(communityAdminEndpoints.CommunityDecisions, { query: { page } }),
    enabled,
    placeholderData: keepPreviousData,
    meta: { errorMessage: messages.listFailed, inlineBusy: true },
  });

export type Decision = { kind: 'message' | 'topic'; id: string; action: 'hide' | 'restore' | 'undo'; note?: string };

/** DecideMessage or DecideTopic; either way the queue and the decisions are read again. */
export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, action, note }: Decision) =>
      call(kind === 'message' ? communityAdminEndpoints.DecideMessage : communityAdminEndpoints.DecideTopic, { params: { id }, body: { action, ...(note?.trim() ? { note: note.trim() } : {}) } }),
    meta: { inlineBusy: true },
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => toast.error(serverWords(error, messages.internal)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  });
}

/** SilenceMember for some hours (0 lifts it). */
export function useSilence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, hours }: { memberId: string; hours: number }) => call(communityAdminEndpoints.SilenceMember, { params: { id: memberId }, body: { hours } }),
    meta: { inlineBusy: true },
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => toast.error(serverWords(error, messages.internal)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  });
}
