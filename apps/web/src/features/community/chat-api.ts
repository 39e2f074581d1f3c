import type { CommunityMessage } from '@iyl/core/community/contract';
import { communityEndpoints } from '@iyl/core/community/endpoints';
import { streamCall } from '../../lib/stream-call.ts';

// The live chat's stream, apart from api.ts, so that the admin home (which uses api.ts for the review
// queue) does not load the stream reader.

/** What FollowTopic tells: a message (new or restored), one taken down, the whole topic taken down, or a gap to page back over. */
export interface TopicHandlers {
  onMessage: (message: CommunityMessage) => void;
  onHidden: (id: string) => void;
  onTopicHidden: () => void;
  /** The client was further behind than a page: the messages it shows are dropped, the latest page follows, older ones come by paging. */
  onPageBack: () => void;
}

/**
 * FollowTopic from the cursor GetTopic gave: every change after it, once. A dropped connection is resumed
 * where it left off (Last-Event-ID). Resolves when the server ends the stream; throws when it cannot go on.
 */
export async function followTopic(id: string, cursor: string, handlers: TopicHandlers, signal: AbortSignal) {
  for await (const e of streamCall(communityEndpoints.FollowTopic, { params: { id }, query: { after: cursor } }, signal, { resume: true })) {
    if (e.event === 'message') handlers.onMessage(e.data as CommunityMessage);
    else if (e.event === 'hidden') handlers.onHidden((e.data as { id: string }).id);
    else if (e.event === 'topicHidden') handlers.onTopicHidden();
    else if (e.event === 'pageBack') handlers.onPageBack();
  }
}
