import type { AskAnswer, ChatDetail } from '@iyl/core/coach-chat/contract';
import { messages } from '@iyl/core/catalog/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, serverWords } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.tsx';
import { chatKeys, putTurn, useAsk, useEditQuestion, useRegenerate, useStopAnswer } from './chat-api.ts';
import { useOtherTabs } from './use-other-tabs.ts';
import type { useReadAnswers } from './use-read-answers.ts';

interface QuestionsOptions {
  chatId: string | null;
  chat: ChatDetail | null | undefined;
  /** The directory's coach a new chat is with (null: the product's own coach). */
  coachEmail: string | null;
  reader: Pick<ReturnType<typeof useReadAnswers>, 'follow' | 'quiet'>;
  openChat: (id: string | null) => void;
  /** The coach link leads to no coach: the page goes back to the product's own. */
  dropCoachLink: () => void;
}

/**
 * Asking in the chat shown: the question being typed, the one on its way, and what is done with an
 * answer (asked, asked again, edited, stopped); what the server kept goes into the chat's cache.
 */
export function useQuestions({ chatId, chat, coachEmail, reader, openChat, dropCoachLink }: QuestionsOptions) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const ask = useAsk();
  const regenerate = useRegenerate();
  const edit = useEditQuestion();
  const stop = useStopAnswer();
  const otherTabs = useOtherTabs(chatId);

  const writing = chat?.turns.find((t) => t.state === 'writing');
  const busy = writing !== undefined || pending !== null;

  /** A question kept by the server: into the chat's cache, followed from there. */
  const kept = ({ conversation, turn }: AskAnswer) => {
    reader.follow(turn.id);
    if (queryClient.getQueryData(chatKeys.detail(conversation.id))) putTurn(queryClient, conversation.id, turn);
    else queryClient.setQueryData<ChatDetail>(chatKeys.detail(conversation.id), { ...conversation, turns: [turn] });
    void queryClient.invalidateQueries({ queryKey: [...chatKeys.all, 'history'] });
    otherTabs.tell(conversation.id);
    if (conversation.id !== chatId) openChat(conversation.id);
  };

  /**
   * After a refusal: a chat busy or changed elsewhere (another tab asked in it) is read again, so this
   * tab shows the answer being written and its Stop; a coach link that leads to no coach is dropped.
   */
  const refused = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    if (error.status === 409 && chatId) void queryClient.invalidateQueries({ queryKey: chatKeys.detail(chatId) });
    if (error.status === 404 && !chatId && coachEmail) dropCoachLink();
  };

  const send = async (question: string) => {
    const words = question.trim();
    if (!words) return;
    if (busy) {
      toast.info(messages.chatBusy);
      return;
    }
    reader.quiet();
    setPending(words);
    setText('');
    try {
      kept(await ask.mutateAsync({ text: words, ...(chatId && chat ? { conversationId: chatId } : coachEmail ? { coach: coachEmail } : {}) }));
    } catch (error) {
      // Nothing kept: the question goes back in the box.
      setText(question);
      toast.error(error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : messages.chatFailed);
      refused(error);
    } finally {
      setPending(null);
    }
  };

  const stopAnswer = () => {
    reader.quiet();
    if (writing) stop.mutate(writing.id, { onSuccess: (turn) => chatId && putTurn(queryClient, chatId, turn), onError: (error) => toast.error(serverWords(error, messages.chatFailed)) });
  };

  const askAgain = () => {
    if (!chatId) return;
    reader.quiet();
    regenerate.mutate(chatId, {
      onSuccess: kept,
      onError: (error) => {
        toast.error(serverWords(error, messages.chatFailed));
        refused(error);
      },
    });
  };

  /** The last question, edited: true when the server kept it. */
  const editQuestion = async (question: string) => {
    if (!chatId) return false;
    try {
      kept(await edit.mutateAsync({ conversationId: chatId, text: question }));
      return true;
    } catch (error) {
      toast.error(serverWords(error, messages.chatFailed));
      refused(error);
      return false;
    }
  };

  return {
    text,
    setText,
    /** The question on its way to the server. */
    pending,
    busy,
    writing,
    send,
    stop: stopAnswer,
    /** Stop waits only for its own answer's stop. */
    stopping: writing !== undefined && stop.isPending && stop.variables === writing.id,
    askAgain,
    regenerating: regenerate.isPending,
    editQuestion,
  };
}
