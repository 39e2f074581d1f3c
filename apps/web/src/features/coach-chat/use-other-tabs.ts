import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { chatKeys } from './chat-api.ts';

/**
 * Other tabs of this browser on the same chat: a question asked here is told to them (BroadcastChannel),
 * and one asked there makes this tab read the chat again, so it shows the new answer as it is written
 * (and its Stop) rather than a chat that looks idle but is busy.
 */
export function useOtherTabs(chatId: string | null) {
  const queryClient = useQueryClient();
  const channel = useRef<BroadcastChannel | null>(null);
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const opened = new BroadcastChannel('iyl-coach-chat');
    channel.current = opened;
    opened.onmessage = (event: MessageEvent<{ chat?: unknown }>) => {
      const asked = typeof event.data?.chat === 'string' ? event.data.chat : null;
      if (asked) void queryClient.invalidateQueries({ queryKey: [...chatKeys.all, 'history'] });
      if (asked && asked === chatId) void queryClient.invalidateQueries({ queryKey: chatKeys.detail(asked) });
    };
    return () => {
      opened.close();
      channel.current = null;
    };
  }, [chatId, queryClient]);
  return { tell: (chat: string) => channel.current?.postMessage({ chat }) };
}
