import { messages } from '@iyl/core/catalog/messages';
import type { Care } from '@iyl/core/community/contract';
import { Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useDocumentVisibility } from '@mantine/hooks';
import { EscapeGuard } from './escape-guard.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { serverWords } from '../../lib/api-client.ts';
import { usePhone } from '../../lib/use-phone.ts';
import { dropMessage, pageBack, putMessage, useTopicChat } from './api.ts';
import { followTopic } from './chat-api.ts';
import { CareAlert } from './CareAlert.tsx';
import { Composer } from './Composer.tsx';
import { MessageList } from './MessageList.tsx';
import { MessageText } from './MessageText.tsx';
import classes from './community.module.css';
import { TypingDots } from '../../components/TypingDots.tsx';

/** One topic's conversation: read, then followed live until the modal closes. */
function Chat({ topicId, live }: { topicId: string; live: boolean }) {
  const queryClient = useQueryClient();
  // On a phone the keyboard takes half the screen: the description takes one line until opened.
  const phone = usePhone();
  const chat = useTopicChat(topicId);
  const data = chat.data;
  const [removed, setRemoved] = useState(false);
  /** The live stream stopped: null while it runs; otherwise why, when the server said (a 4xx), or ''. */
  const [paused, setPaused] = useState<string | null>(null);
  // A tab in the background lets its live stream go (a browser opens only six connections to a server);
  // back in front it resumes from where it was.
  const visible = useDocumentVisibility() === 'visible';
  const [round, setRound] = useState(0);
  const [care, setCare] = useState<Care>(null);
  const [expanded, setExpanded] = useState(false);
  const cursor = data?.cursor;

  // biome-ignore lint/correctness/useExhaustiveDependencies: round is the trigger itself (Reconnect with the same cursor).
  useEffect(() => {
    if (!live || !visible || !cursor || removed) return;
    const controller = new AbortController();
    setPaused(null);
    const stopped = (error?: unknown) => {
      if (!controller.signal.aborted) setPaused(serverWords(error, ''));
    };
    followTopic(
      topicId,
      cursor,
      {
        onMessage: (message) => putMessage(queryClient, topicId, message),
        onHidden: (id) => dropMessage(queryClient, topicId, id),
        onTopicHidden: () => setRemoved(true),
        onPageBack: () => pageBack(queryClient, topicId),
      },
      controller.signal,
    ).then(stopped, stopped);
    return () => controller.abort();
  }, [live, visible, cursor, removed, topicId, queryClient, round]);

  const reconnect = async () => {
    const before = cursor;
    const next = await chat.refetch();
    if (next.data && next.data.cursor === before) setRound((r) => r + 1);
  };

  if (chat.isPending) {
    return (
      <Group justify="center" py="xl" aria-busy="true">
        <TypingDots label="Loading messages" testId="chat-loading" />
      </Group>
    );
  }
  if (chat.isError && !data) return <LoadFailed message={messages.chatLoadFailed} onRetry={() => chat.refetch()} />;
  if (!data) return <Text data-testid="chat-not-found">{messages.topicNotFound}</Text>;

  const held = data.topic.status === 'held';
  return (
    <Stack gap="sm" data-testid="chat">
      <div className={classes.wrap}>
        <Group gap="xs" wrap="wrap">
          <Title order={2} size="h4" className={classes.wrap}>
            {data.topic.topic}
          </Title>
          {held && (
            <Badge variant="outline" color="#9c3608" c="#9c3608" bg="white">
              Waiting for a moderator
            </Badge>
          )}
        </Group>
        <MessageText text={data.topic.description} size="sm" mt={4} lineClamp={expanded ? undefined : phone ? 1 : 3} />
        {data.topic.description.length > (phone ? 40 : 160) && (
          <Button variant="subtle" color="gray.8" size="compact-xs" px={0} onClick={() => setExpanded((e) => !e)} aria-expanded={expanded}>
            {expanded ? 'Show less' : 'Show the whole description'}
          </Button>
        )}
        <Text size="sm" c="gray.8" mt={4}>{`Started by ${data.topic.author.name}`}</Text>
      </div>
      <MessageList chat={data} topicId={topicId} empty={held ? 'No messages yet.' : 'No messages yet. Say hello!'} short={care !== null} />
      {removed && (
        <Text role="status" fw={600} c="red.9" data-testid="chat-topic-removed">
          This topic was removed by a moderator.
        </Text>
      )}
      {held && !removed && (
        <Text role="status" size="sm" c="#9c3608">
          {messages.topicWaiting}
        </Text>
      )}
      {paused !== null && !removed && (
        <Group gap="xs" role="status" data-testid="chat-paused">
          <IconPlugConnectedX size={16} aria-hidden="true" />
          <Text size="sm">{paused ? `Live updates paused: ${paused}` : 'Live updates paused'}</Text>
          <Button variant="light" size="compact-sm" onClick={reconnect} loading={chat.isFetching}>
            Reconnect
          </Button>
        </Group>
      )}
      {care && <CareAlert care={care} onClose={() => setCare(null)} compact={!phone} />}
      <Composer topicId={topicId} closed={removed || held} onCare={setCare} />
    </Stack>
  );
}

/** Share Your Thoughts: a topic's chat, the whole screen on a phone. Its stream closes with it. */
export function ChatModal({ topicId, opened, onClose }: { topicId: string | null; opened: boolean; onClose: () => void }) {
  const phone = usePhone();
  // While a flag form is open inside, Escape is the form's (it closes only the form).
  const [forms, setForms] = useState(0);
  const guard = useCallback((open: boolean) => setForms((n) => Math.max(0, n + (open ? 1 : -1))), []);
  return (
    <Modal
      opened={opened && topicId !== null}
      onClose={onClose}
      closeOnEscape={forms === 0}
      title="Share Your Thoughts"
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <EscapeGuard.Provider value={guard}>{topicId && <Chat key={topicId} topicId={topicId} live={opened} />}</EscapeGuard.Provider>
    </Modal>
  );
}
