import { DEFAULT_COACH_NAME } from '@iyl/core/coach-chat/constants';
import type { ChatCoach } from '@iyl/core/coach-chat/contract';
import { messages } from '@iyl/core/catalog/messages';
import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconRobot } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ChatComposer } from './ChatComposer.tsx';
import { ChatHeader } from './ChatHeader.tsx';
import { ChatSettingsModal } from './ChatSettingsModal.tsx';
import { ChatTurns } from './ChatTurns.tsx';
import { useAddOfferedRoutines, useChat, useLinkedCoach } from './chat-api.ts';
import classes from './coach-chat.module.css';
import { useFollowWriting } from './use-follow-writing.ts';
import { useQuestions } from './use-questions.ts';
import { useReadAnswers } from './use-read-answers.ts';

// The history panel loads when it is first opened.
const ChatHistory = lazy(() => import('./ChatHistory.tsx').then((m) => ({ default: m.ChatHistory })));

/** The product's own AI coach (the spec's default). */
const BUILT_IN_COACH: ChatCoach = { id: null, name: DEFAULT_COACH_NAME, specialization: null, profilePic: null };

/**
 * The coach a new chat is with. The directory's link carries ref (the coach's e-mail), Id (name), UID
 * (picture) and spec (specialization), but a link can say anything: only ref is read, and the coach is
 * the one the directory lists under it (name, photo, specialization from the server). None listed, or
 * no ref: the product's own coach. Null while the directory is asked.
 */
function useCoachOfLink(params: URLSearchParams): { coach: ChatCoach | null; email: string | null } {
  const ref = params.get('ref')?.trim() || null;
  const found = useLinkedCoach(ref);
  if (!ref || found.isError || found.data === null) return { coach: BUILT_IN_COACH, email: null };
  if (!found.data) return { coach: null, email: ref };
  const card = found.data;
  return { coach: { id: card.id, name: card.fullname, specialization: card.specialization || null, profilePic: card.profilePic }, email: card.email };
}

/**
 * Whether scrolling the chat's end to just above the message box would take the answer's start above
 * its scroll margin (the sticky app bar's height and a gap, coach-chat.module.css).
 */
function answerOverflows(answer: Element, end: Element): boolean {
  const above = Number.parseFloat(getComputedStyle(answer).scrollMarginTop) || 0;
  const below = Number.parseFloat(getComputedStyle(end).scrollMarginBottom) || 0;
  return end.getBoundingClientRect().bottom - answer.getBoundingClientRect().top > window.innerHeight - above - below;
}

/** Between the chat's last words and the message box, when the chat follows them (px). */
const COMPOSER_GAP = 8;

/** /AICoach: the AI coach chat, with a coach of the directory or the product's own coach. */
export function AICoachPage() {
  usePageTitle('AI Coach');
  const [params, setParams] = useSearchParams();
  const chatId = params.get('chat');
  const linked = useCoachOfLink(params);
  const chat = useChat(chatId);
  const [historyOpen, setHistoryOpen] = useState(false);
  // Loaded on the first opening, then kept (its search and page stay as the customer left them).
  const [historyWanted, setHistoryWanted] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const addRoutines = useAddOfferedRoutines(chatId);
  const reader = useReadAnswers(chat.data?.turns);
  const endRef = useRef<HTMLDivElement>(null);
  const conversationRef = useRef<HTMLDivElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  useFollowWriting(chat.data);

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

  const questions = useQuestions({
    chatId,
    chat: chat.data,
    coachEmail: linked.email,
    reader,
    openChat,
    dropCoachLink: () => setParams(new URLSearchParams(), { replace: true }),
  });
  const { pending, writing } = questions;

  // Null while the link's coach is looked up: no name is shown until the directory gives it.
  const known: ChatCoach | null = chat.data?.coach ?? linked.coach;
  const coach = known ?? BUILT_IN_COACH;
  const turns = chat.data?.turns ?? [];
  const answerLength = turns.reduce((n, t) => n + t.answer.length, 0);
  const hasAnswers = turns.some((t) => t.answer.trim() && t.state !== 'writing');

  // The newest words stay in view as they come, until the answer's start would go under the sticky app
  // bar: then its start (author line, badge) stays just below the bar, to be read from the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolled when the chat grows.
  useEffect(() => {
    const end = endRef.current;
    if (!end) return;
    // The newest words go just above the message box, which stays at the bottom of the window.
    const composer = pageRef.current?.getElementsByClassName(classes.composer ?? '')[0];
    end.style.scrollMarginBottom = composer ? `${composer.getBoundingClientRect().height + COMPOSER_GAP}px` : '';
    const answers = conversationRef.current?.getElementsByClassName(classes.answer ?? '');
    const newest = pending === null ? answers?.[answers.length - 1] : undefined;
    if (newest && answerOverflows(newest, end)) newest.scrollIntoView({ block: 'start', behavior: 'smooth' });
    else end.scrollIntoView({ block: 'end', behavior: 'smooth' });
  }, [turns.length, answerLength, pending]);

  return (
    <Stack ref={pageRef} gap="md" className={classes.page}>
      <ChatHeader
        coach={known}
        inChat={Boolean(chatId)}
        readingAloud={reader.on}
        onReadAloud={reader.toggle}
        onNewChat={() => openChat(null)}
        onHistory={() => {
          setHistoryWanted(true);
          setHistoryOpen(true);
        }}
        onSettings={() => setSettingsOpen(true)}
      />

      <Paper ref={conversationRef} withBorder radius="md" p="md" className={classes.conversation} aria-label={known ? `Chat with ${known.name}` : 'Chat'} role="log" aria-live="polite">
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
        {!known && <Loader size="sm" aria-label="Loading the coach" />}
        {known && (!chatId || chat.data) && turns.length === 0 && pending === null && (
          <EmptyState icon={IconRobot} testId="chat-empty">
            Ask {coach.name} anything about sleep, stress, movement, eating, money, relationships or work. Answers are written for you and kept in your history.
          </EmptyState>
        )}
        {chat.data && (
          <ChatTurns
            turns={turns}
            coach={coach}
            pending={pending}
            regenerating={questions.regenerating}
            routines={{ adding: addRoutines.isPending ? (addRoutines.variables ?? null) : null, onAdd: (turnId) => addRoutines.mutate(turnId) }}
            onRegenerate={questions.askAgain}
            onEdit={questions.editQuestion}
          />
        )}
        {!chat.data && pending !== null && <ChatTurns turns={[]} coach={coach} pending={pending} regenerating={false} onRegenerate={() => undefined} onEdit={async () => false} />}
        <div ref={endRef} />
      </Paper>

      <ChatComposer
        coachName={known ? known.name : 'your coach'}
        text={questions.text}
        onText={questions.setText}
        onSend={(question) => void questions.send(question)}
        busy={questions.busy}
        sending={pending !== null}
        writingId={writing?.id}
        stopping={questions.stopping}
        onStop={questions.stop}
        onListen={reader.quiet}
      />

      <ChatSettingsModal opened={settingsOpen} onClose={() => setSettingsOpen(false)} chatId={chatId} hasAnswers={hasAnswers} writing={writing !== undefined} />

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
