import type { ChatDetail } from '@iyl/core/coach-chat/contract';
import { messages } from '@iyl/core/catalog/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { serverWords } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.tsx';
import { appendAnswer, followAnswer, putTurn } from './chat-api.ts';

/** Follows the answer being written in the chat shown, into the chat's cached copy; a reload resumes it. */
export function useFollowWriting(chat: ChatDetail | null | undefined) {
  const queryClient = useQueryClient();
  const writing = chat?.turns.find((t) => t.state === 'writing')?.id;
  const chatId = chat?.id;
  useEffect(() => {
    if (!writing || !chatId) return;
    const controller = new AbortController();
    followAnswer(
      writing,
      {
        // The first piece holds the whole answer so far: it replaces what the cache had.
        onText: (text, first) => appendAnswer(queryClient, chatId, writing, text, first),
        onDone: (turn) => putTurn(queryClient, chatId, turn),
      },
      controller.signal,
    ).catch((error: unknown) => {
      if (controller.signal.aborted) return;
      toast.error(serverWords(error, messages.chatRetrieveFailed));
    });
    return () => controller.abort();
  }, [writing, chatId, queryClient]);
}
