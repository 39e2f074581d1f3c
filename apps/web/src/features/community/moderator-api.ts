import { messages } from '@iyl/core/catalog/messages';
import { communityAdminEndpoints } from '@iyl/core/community/endpoints';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { communityKeys } from './api.ts';

/* The moderators' own reads (the console's Community section): apart from api.ts, so /Community does not load them. */

/**
 * CommunityTopicConversation: a topic's whole conversation for a moderator, 50 messages a page, newest
 * first (each page the 50 before the last one read); a decision reads it again.
 */
export const useTopicConversation = (topicId: string | null) =>
  useInfiniteQuery({
    queryKey: communityKeys.conversation(topicId ?? ''),
    queryFn: ({ pageParam }) => call(communityAdminEndpoints.CommunityTopicConversation, { params: { id: topicId ?? '' }, query: pageParam ? { before: pageParam } : {} }),
    initialPageParam: '',
    getNextPageParam: (last) => (last.more ? last.messages.at(-1)?.id : undefined),
    enabled: topicId !== null,
    meta: { errorMessage: messages.chatLoadFailed, inlineBusy: true },
  });

/** SilencedMembers: who is silenced now, the soonest to speak again first. */
export const useSilencedMembers = (page: number) =>
  useQuery({
    queryKey: communityKeys.silenced(page),
    queryFn: () => call(communityAdminEndpoints.SilencedMembers, { query: { page } }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: messages.listFailed, inlineBusy: true },
  });
