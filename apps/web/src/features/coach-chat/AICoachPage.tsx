import { CHAT_QUESTION_MAX, DEFAULT_COACH_NAME } from '@iyl/core/coach-chat/constants';
import type { AskAnswer, ChatCoach, ChatDetail } from '@iyl/core/coach-chat/contract';
import { messages } from '@iyl/core/catalog/messages';
import { ActionIcon, Avatar, Button, Group, Loader, Modal, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import {
  IconCalendarPlus,
  IconDeviceFloppy,
  IconFileTypeDocx,
  IconHistory,
  IconMail,
  IconMarkdown,
  IconMessagePlus,
  IconMicrophone,
  IconPlayerStop,
  IconRobot,
  IconSend,
  IconSettings,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { withThousands } from '@iyl/core/text/numbers';
import { EmptyState } from '../../components/EmptyState.tsx';
import { GrowingTextarea } from '../../components/GrowingTextarea.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { ApiError, serverWords } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useVoiceInput, type VoiceFailure } from '../../lib/voice.ts';
import {
  chatKeys,
  putTurn,
  useAddOfferedRoutines,
  useAsk,
  useChat,
  useEditQuestion,
  useEmailChat,
  useExportChat,
  useRegenerate,
  useStopAnswer,
  useUpdateChat,
} from './chat-api.ts';
import { ChatTurns } from './ChatTurns.tsx';
import classes from './coach-chat.module.css';
import { ShareSummarySwitch } from './ShareSummarySwitch.tsx';
import { SummaryNotice } from './SummaryNotice.tsx';
import { useFollowWriting } from './use-follow-writing.ts';
import { useOtherTabs } from './use-other-tabs.ts';
import { useReadAnswers } from './use-read-answers.ts';

// The history panel loads when it is first opened.
const ChatHistory = lazy(() => import('./ChatHistory.tsx').then((m) => ({ default: m.ChatHistory })));

const voiceWords: Record<VoiceFailure, string> = {
  unsupported: messages.voiceUnsupported,
  unavailable: messages.voiceUnavailable,
  denied: messages.voiceDenied,
  'no-microphone': messages.voiceNoMicrophone,
};

/** The coach a new chat is with: the directory's link (ref, Id, UID, spec), or the product's own coach. */
function coachOfLink(params: URLSearchParams): ChatCoach & { email: string | null } {
  const email = params.get('ref')?.trim() || null;
  const name = params.get('Id')?.trim() || null;
  if (!email || !name) return { id: null, email: null, name: DEFAULT_COACH_NAME, specialization: null, profilePic: null };
  const pic = params.get('UID');
  return { id: null, email, name, specialization: params.get('spec')?.trim() || null, profilePic: pic?.startsWith('/uploads/') ? pic : null };
}

/** /AICoach: the AI coach chat, with a coach of the directory or the product's own coach. */
export function AICoachPage() {
  usePageTitle('AI Coach');
  const [params, setParams] = useSearchParams();
  const chatId = params.get('chat');
  const linked = coachOfLink(params);
  const chat = useChat(chatId);
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  // Loaded on the first opening, then kept (its search and page stay as the customer left them).
  const [historyWanted, setHistoryWanted] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const ask = useAsk();
  const regenerate = useRegenerate();
  const addRoutines = useAddOfferedRoutines(chatId);
  const edit = useEditQuestion();
  const stop = useStopAnswer();
  const update = useUpdateChat();
  const email = useEmailChat();
  const exporting = useExportChat();
  const reader = useReadAnswers(chat.data?.turns);
  const endRef = useRef<HTMLDivElement>(null);
  useFollowWriting(chat.data);
  const otherTabs = useOtherTabs(chatId);

  const coach: ChatCoach = chat.data?.coach ?? linked;
  const turns = chat.data?.turns ?? [];
  const writing = turns.find((t) => t.state === 'writing');
  const busy = writing !== undefined || pending !== null;
  const answerLength = turns.reduce((n, t) => n + t.answer.length, 0);

  // The newest words stay in view as they come.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolled when the chat grows.
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end', behavior: 'smooth' });
  }, [turns.length, answerLength, pending]);

  const openChat = (id: string | null) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('chat', id);
        else next.delete('chat');
        return next;
      },
      { replace: false },
    );
  };

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
    if (error.status === 404 && !chatId && linked.email) setParams(new URLSearchParams(), { replace: true });
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
      kept(await ask.mutateAsync({ text: words, ...(chatId && chat.data ? { conversationId: chatId } : linked.email ? { coach: linked.email } : {}) }));
    } catch (error) {
      // Nothing kept: the question goes back in the box.
      setText(question);
      toast.error(error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : messages.chatFailed);
      refused(error);
    } finally {
      setPending(null);
    }
  };

  // What was typed before the microphone started: what is heard is added to it, and Cancel puts it back.
  const draft = useRef('');
  const withDraft = (heard: string) => [draft.current.trim(), heard.trim()].filter(Boolean).join(' ');
  const voice = useVoiceInput({
    onHeard: (heard) => setText(withDraft(heard)),
    onFinished: (heard) => {
      if (heard.trim()) void send(withDraft(heard));
    },
    onFailed: (failure) => toast.error(voiceWords[failure]),
  });
  const cancelVoice = () => {
    voice.cancel();
    setText(draft.current);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(text);
    }
  };

  const stopAnswer = () => {
    reader.quiet();
    if (writing) stop.mutate(writing.id, { onSuccess: (turn) => chatId && putTurn(queryClient, chatId, turn), onError: (error) => toast.error(serverWords(error, messages.chatFailed)) });
  };

  const hasAnswers = turns.some((t) => t.answer.trim() && t.state !== 'writing');
  const saveChat = () => {
    if (!chatId || !hasAnswers) {
      toast.error(messages.chatEmpty);
      return;
    }
    update.mutate({ id: chatId, saved: true }, { onSuccess: () => toast.success(messages.chatSaved), onError: (error) => toast.error(serverWords(error, messages.chatSaveFailed)) });
  };

  return (
    <Stack gap="md" className={classes.page}>
      <Paper withBorder radius="md" p="sm" component="header">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap" className={classes.who}>
            <Avatar src={coach.profilePic} alt="" radius="xl" size="lg" color="teal" aria-hidden="true">
              <IconRobot size={26} />
            </Avatar>
            <div className={classes.whoText}>
              <Title order={1} size="h3">
                {coach.name}
              </Title>
              <Text size="sm" c="dimmed">
                {coach.specialization ? `AI coach · ${coach.specialization}` : 'Your AI coach for health, money and relationships'}
              </Text>
            </div>
          </Group>
          <Group gap="xs" wrap="wrap">
            <Button component={Link} to="/Coaching" size="xs" variant="light" leftSection={<IconCalendarPlus size={14} aria-hidden="true" />}>
              Book a Session
            </Button>
            <ActionIcon variant="default" size="lg" aria-label="New chat" onClick={() => openChat(null)} disabled={!chatId}>
              <IconMessagePlus size={18} aria-hidden="true" />
            </ActionIcon>
            <ActionIcon variant="default" size="lg" aria-label="Chat history" onClick={() => {
                setHistoryWanted(true);
                setHistoryOpen(true);
              }}
            >
              <IconHistory size={18} aria-hidden="true" />
            </ActionIcon>
            <ActionIcon variant="default" size="lg" aria-label="Quick settings" onClick={() => setSettingsOpen(true)}>
              <IconSettings size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        </Group>
        <Group justify="space-between" mt="xs" gap="xs" wrap="wrap">
          <Switch size="sm" label="Read answers aloud" checked={reader.on} onChange={(e) => reader.toggle(e.currentTarget.checked)} />
        </Group>
        <SummaryNotice onChange={() => setSettingsOpen(true)} />
      </Paper>

      <Paper withBorder radius="md" p="md" className={classes.conversation} aria-label={`Chat with ${coach.name}`} role="log" aria-live="polite">
        {chatId && chat.isPending && <Loader size="sm" aria-label="Loading the chat" />}
        {chatId && chat.isError && <LoadFailed message={messages.chatRetrieveFailed} onRetry={() => chat.refetch()} />}
        {chatId && chat.data === null && (
          <Group gap="sm" role="alert" data-testid="chat-not-found">
            <Text>{messages.chatNotFound}</Text>
            <Button variant="light" size="compact-md" onClick={() => openChat(null)}>
              Start a new chat
            </Button>
          </Group>
        )}
        {(!chatId || chat.data) && turns.length === 0 && pending === null && (
          <EmptyState icon={IconRobot} testId="chat-empty">
            Ask {coach.name} anything about sleep, stress, movement, eating, money, relationships or work. Answers are written for you and kept in your history.
          </EmptyState>
        )}
        {chat.data && (
          <ChatTurns
            turns={turns}
            coach={coach}
            pending={pending}
            regenerating={regenerate.isPending}
            routines={{ adding: addRoutines.isPending ? (addRoutines.variables ?? null) : null, onAdd: (turnId) => addRoutines.mutate(turnId) }}
            onRegenerate={() => {
              if (!chatId) return;
              reader.quiet();
              regenerate.mutate(chatId, {
                onSuccess: kept,
                onError: (error) => {
                  toast.error(serverWords(error, messages.chatFailed));
                  refused(error);
                },
              });
            }}
            onEdit={async (question) => {
              if (!chatId) return false;
              try {
                kept(await edit.mutateAsync({ conversationId: chatId, text: question }));
                return true;
              } catch (error) {
                toast.error(serverWords(error, messages.chatFailed));
                refused(error);
                return false;
              }
            }}
          />
        )}
        {!chat.data && pending !== null && <ChatTurns turns={[]} coach={coach} pending={pending} regenerating={false} onRegenerate={() => undefined} onEdit={async () => false} />}
        <div ref={endRef} />
      </Paper>

      <Paper withBorder radius="md" p="sm" className={classes.composer}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void send(text);
          }}
        >
          <GrowingTextarea
            label={`Message ${coach.name}`}
            placeholder="Ask your coach… (Enter sends, Shift+Enter for a new line)"
            value={text}
            maxLength={CHAT_QUESTION_MAX}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={onKeyDown}
            onPaste={(event) => {
              const pasted = event.clipboardData.getData('text');
              const field = event.currentTarget;
              if (text.length - (field.selectionEnd - field.selectionStart) + pasted.length > CHAT_QUESTION_MAX) toast.error(messages.chatQuestionTooLong);
            }}
            description={text.length > CHAT_QUESTION_MAX * 0.9 ? `${withThousands(text.length)} / ${withThousands(CHAT_QUESTION_MAX)} characters` : undefined}
            minRows={1}
            maxRows={6}
          />
          <Group justify="space-between" mt="xs" gap="xs">
            <ActionIcon
              variant={voice.listening ? 'filled' : 'light'}
              color={voice.listening ? 'red' : undefined}
              size="lg"
              aria-label={voice.listening ? 'Stop listening and send' : 'Speak your question'}
              aria-pressed={voice.listening}
              onClick={() => {
                if (voice.listening) voice.stop();
                else {
                  reader.quiet();
                  draft.current = text;
                  voice.start();
                }
              }}
              disabled={busy && !voice.listening}
            >
              <IconMicrophone size={18} aria-hidden="true" />
            </ActionIcon>
            {/* Each its own button (keys), and Stop waits only for its own answer's stop: an earlier answer's
                stop still under way must not hold the next answer's Stop. */}
            {writing ? (
              <Button
                key="stop"
                color="red"
                variant="light"
                leftSection={<IconPlayerStop size={16} aria-hidden="true" />}
                onClick={stopAnswer}
                loading={stop.isPending && stop.variables === writing.id}
              >
                Stop
              </Button>
            ) : (
              <Button key="send" type="submit" leftSection={<IconSend size={16} aria-hidden="true" />} loading={pending !== null} disabled={!text.trim()}>
                Send
              </Button>
            )}
          </Group>
        </form>
      </Paper>

      <Modal opened={voice.listening} onClose={cancelVoice} title={messages.voiceListening} centered closeButtonProps={{ 'aria-label': 'Cancel listening' }}>
        <Stack align="center" gap="sm">
          <IconMicrophone size={40} aria-hidden="true" className={classes.listening} />
          <Text ta="center" size="sm" aria-live="polite">
            {text || 'Speak now. I will send your question when you pause.'}
          </Text>
          <Group>
            <Button variant="default" onClick={cancelVoice}>
              Cancel
            </Button>
            <Button onClick={voice.stop}>Send</Button>
          </Group>
        </Stack>
      </Modal>

      <Modal opened={settingsOpen} onClose={() => setSettingsOpen(false)} title="Quick settings" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack gap="sm">
          <Button variant="light" leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />} onClick={saveChat} loading={update.isPending}>
            Save chat to memory
          </Button>
          <Button
            variant="light"
            leftSection={<IconMail size={16} aria-hidden="true" />}
            loading={email.isPending}
            onClick={() => (chatId && hasAnswers ? email.mutate(chatId) : toast.error(messages.chatEmpty))}
          >
            Send to my e-mail
          </Button>
          <Group grow gap="sm">
            <Button
              variant="default"
              leftSection={<IconFileTypeDocx size={16} aria-hidden="true" />}
              loading={exporting.isPending && exporting.variables?.format === 'docx'}
              onClick={() => (chatId && hasAnswers ? exporting.mutate({ id: chatId, format: 'docx' }) : toast.error(messages.chatEmpty))}
            >
              Download .docx
            </Button>
            <Button
              variant="default"
              leftSection={<IconMarkdown size={16} aria-hidden="true" />}
              loading={exporting.isPending && exporting.variables?.format === 'md'}
              onClick={() => (chatId && hasAnswers ? exporting.mutate({ id: chatId, format: 'md' }) : toast.error(messages.chatEmpty))}
            >
              Download Markdown
            </Button>
          </Group>
          <ShareSummarySwitch />
        </Stack>
      </Modal>

      {historyWanted && (
        <Suspense fallback={null}>
          <ChatHistory
        opened={historyOpen}
        onClose={() => setHistoryOpen(false)}
        currentId={chatId}
        onOpen={(id) => {
          setHistoryOpen(false);
          openChat(id);
        }}
        onDeleted={(id) => {
          if (id === chatId) openChat(null);
        }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
