import { messages } from '@iyl/core/catalog/messages';
import type { ChatExportFormat } from '@iyl/core/coach-chat/constants';
import type { AskBody, ChatDetail, ChatTurn } from '@iyl/core/coach-chat/contract';
import { chatEndpoints } from '@iyl/core/coach-chat/endpoints';
import { coachDirectoryEndpoints } from '@iyl/core/coach-profiles/endpoints';
import { keepPreviousData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { absentAsNull, call, endpointUrl, serverWords } from '../../lib/api-client.ts';
import { downloadFile } from '../../lib/download.ts';
import { useMutation } from '../../lib/mutation.ts';
import { streamCall } from '../../lib/stream-call.ts';
import { toast } from '../../lib/toast.tsx';
import { refreshHabitScreens } from '../../lib/habit-screens.ts';

// The chat's calls, apart from the knowledge form's (api.ts), so that the coach's profile screen does
// not load the stream reader.

export const chatKeys = {
  all: ['coach-chat'] as const,
  history: (page: number, q: string) => ['coach-chat', 'history', page, q] as const,
  detail: (id: string) => ['coach-chat', 'chat', id] as const,
  linkedCoach: (email: string) => ['coach-chat', 'linked-coach', email] as const,
};

/**
 * DirectoryCoach: the coach a link to the chat names by e-mail (the spec's ref), as the directory lists
 * them: the chat shows their name, photo and specialization from here, never the link's own words.
 * Null: no coach listed under that e-mail (a 404 is no failure to report; the chat is with the
 * product's own coach).
 */
export function useLinkedCoach(email: string | null) {
  const key = (email ?? '').trim().toLowerCase();
  return useQuery({
    queryKey: chatKeys.linkedCoach(key),
    queryFn: () => call(coachDirectoryEndpoints.DirectoryCoach, { params: { email: key } }).catch(absentAsNull),
    enabled: key !== '',
    staleTime: 5 * 60_000,
    meta: { errorMessage: messages.coachFetchFailed },
  });
}

/** RetrieveAICoachChat: one chat with every question and answer. */
export const useChat = (id: string | null) =>
  useQuery({
    queryKey: chatKeys.detail(id ?? ''),
    // A link to a chat that is gone (deleted, someone else's, mistyped) is no failure to report: null.
    queryFn: () =>
      call(chatEndpoints.RetrieveAICoachChat, { params: { id: id ?? '' } }).catch(absentAsNull),
    enabled: id !== null,
    // The chat is kept up to date by its own streams; asking again would only fight them.
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorMessage: messages.chatRetrieveFailed },
  });

/** GetAICoachChat: the history panel's page of chats, searched. */
export const useChatHistory = (page: number, q: string, enabled: boolean) =>
  useQuery({
    queryKey: chatKeys.history(page, q),
    queryFn: () => call(chatEndpoints.GetAICoachChat, { query: { page, q } }),
    enabled,
    placeholderData: keepPreviousData,
    meta: { errorMessage: messages.chatRetrieveFailed, inlineBusy: true },
  });

/** Puts a turn into its chat's cached copy (replacing the one with its id, or the one at its place and version). */
export function putTurn(queryClient: QueryClient, conversationId: string, turn: ChatTurn, replaceId?: string) {
  queryClient.setQueryData<ChatDetail>(chatKeys.detail(conversationId), (chat) => {
    if (!chat) return chat;
    const others = chat.turns.filter((t) => t.id !== turn.id && t.id !== replaceId);
    return { ...chat, turns: [...others, turn].sort((a, b) => a.position - b.position || a.version - b.version) };
  });
}

/** Appends streamed text to an answer in the cached chat. */
export function appendAnswer(queryClient: QueryClient, conversationId: string, turnId: string, text: string, reset = false) {
  queryClient.setQueryData<ChatDetail>(chatKeys.detail(conversationId), (chat) =>
    chat ? { ...chat, turns: chat.turns.map((t) => (t.id === turnId ? { ...t, answer: (reset ? '' : t.answer) + text } : t)) } : chat,
  );
}

/**
 * FollowChatAnswer: the answer's text from the start, then each piece as it comes, then the kept
 * answer. A dropped connection is resumed where it left off (Last-Event-ID), so nothing repeats. An
 * answer taken up by another server process since (its writer's was stopped), or written again from its
 * start, comes as `reset`: the whole answer so far, in place of what was shown (`first` again).
 */
export async function followAnswer(turnId: string, handlers: { onText: (text: string, first: boolean) => void; onDone: (turn: ChatTurn) => void }, signal: AbortSignal) {
  let first = true;
  for await (const e of streamCall(chatEndpoints.FollowChatAnswer, { params: { id: turnId } }, signal, { resume: true })) {
    if (e.event === 'text' || e.event === 'reset') {
      handlers.onText((e.data as { text: string }).text, first || e.event === 'reset');
      first = false;
    } else if (e.event === 'done') handlers.onDone(e.data as ChatTurn);
  }
}

/** SaveChatHistory: asks the coach (a new chat, or one more question in a chat). */
export function useAsk() {
  return useMutation({
    mutationFn: (body: AskBody) => call(chatEndpoints.SaveChatHistory, { body }),
    meta: { inlineBusy: true },
  });
}

export function useRegenerate() {
  return useMutation({
    mutationFn: (conversationId: string) => call(chatEndpoints.RegenerateChatAnswer, { params: { id: conversationId } }),
    meta: { inlineBusy: true },
  });
}

export function useEditQuestion() {
  return useMutation({
    mutationFn: ({ conversationId, text }: { conversationId: string; text: string }) => call(chatEndpoints.EditChatQuestion, { params: { id: conversationId }, body: { text } }),
    meta: { inlineBusy: true },
  });
}

export function useStopAnswer() {
  return useMutation({
    mutationFn: (turnId: string) => call(chatEndpoints.StopChatAnswer, { params: { id: turnId } }),
    meta: { inlineBusy: true },
  });
}

/**
 * AddOfferedRoutines: the steps of an answer's plan for the week, added to the customer's routines (the
 * server adds what it kept with the answer, once). The answer then shows them added, and the habit
 * screens read the new routines.
 */
export function useAddOfferedRoutines(conversationId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (turnId: string) => call(chatEndpoints.AddOfferedRoutines, { params: { id: turnId } }),
    meta: { inlineBusy: true },
    onSuccess: (added) => {
      if (conversationId) putTurn(queryClient, conversationId, added.turn);
      toast.success(added.message);
      return refreshHabitScreens(queryClient);
    },
    onError: (error) => toast.error(serverWords(error, messages.chatRoutinesAddFailed)),
  });
}

/** UpdateChat: rename, or keep in memory (saved). */
export function useUpdateChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; title?: string; saved?: boolean }) => call(chatEndpoints.UpdateChat, { params: { id }, body }),
    meta: { inlineBusy: true },
    onSuccess: (chat) => {
      queryClient.setQueryData<ChatDetail>(chatKeys.detail(chat.id), (old) => (old ? { ...old, ...chat } : old));
      return queryClient.invalidateQueries({ queryKey: [...chatKeys.all, 'history'] });
    },
  });
}

export function useDeleteChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(chatEndpoints.DeleteChat, { params: { id } }),
    meta: { inlineBusy: true },
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: chatKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: [...chatKeys.all, 'history'] });
    },
  });
}

/** SendEmail: the chat, to the signed-in customer's own address. */
export function useEmailChat() {
  return useMutation({
    mutationFn: (id: string) => call(chatEndpoints.SendEmail, { params: { id } }),
    meta: { inlineBusy: true },
    onSuccess: () => toast.success(messages.chatMailed),
    onError: (error) => toast.error(serverWords(error, messages.chatMailFailed)),
  });
}

/** GetChatWord: the chat as a Word document or Markdown, saved under the name the server gives. */
export function useExportChat() {
  return useMutation({
    mutationFn: ({ id, format }: { id: string; format: ChatExportFormat }) =>
      downloadFile(endpointUrl(chatEndpoints.GetChatWord, { params: { id }, query: { format } }), `chat.${format}`),
    meta: { inlineBusy: true },
    onSuccess: () => toast.success(messages.exportDone),
    onError: (error) => toast.error(serverWords(error, messages.exportFailed)),
  });
}

const settingsKey = [...chatKeys.all, 'settings'] as const;

/** GetChatSettings: whether the coach sees a short summary of the customer's plans. */
export const useChatSettings = () =>
  useQuery({ queryKey: settingsKey, queryFn: () => call(chatEndpoints.GetChatSettings, {}), meta: { errorMessage: messages.chatRetrieveFailed, inlineBusy: true } });

export function useUpdateChatSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareSummary: boolean) => call(chatEndpoints.UpdateChatSettings, { body: { shareSummary } }),
    meta: { inlineBusy: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved.settings);
      toast.success(saved.message);
    },
    onError: (error) => toast.error(serverWords(error, messages.chatSaveFailed)),
  });
}
