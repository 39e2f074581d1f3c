import { messages } from '@iyl/core/catalog/messages';
import type { ModeratedMessage, TopicConversation as Conversation } from '@iyl/core/community/contract';
import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconEyeOff, IconMessageOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { SidePanel } from '../../../components/SidePanel.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePhone } from '../../../lib/use-phone.ts';
import { useDecide } from '../api.ts';
import { useTopicConversation } from '../moderator-api.ts';
import { MessageText } from '../MessageText.tsx';
import { dayAndTime } from '../rules.ts';
import classes from '../community.module.css';

/** How far back the conversation reads by itself to find the message it was opened for: 20 pages, 1,000 messages. */
const FIND_PAGES_MAX = 20;

const statusLook = {
  shown: null,
  held: { label: 'Held', color: '#9c3608' },
  hidden: { label: 'Hidden', color: 'gray.8' },
} as const;

function StatusBadges({ status, crisis, openFlags }: { status: ModeratedMessage['status']; crisis: boolean; openFlags: number }) {
  const look = statusLook[status];
  if (!look && !crisis && openFlags === 0) return null;
  return (
    <Group gap={6} wrap="wrap">
      {look && (
        <Badge variant="outline" color={look.color} c={look.color} bg="white" data-testid="conversation-status">
          {look.label}
        </Badge>
      )}
      {crisis && <Badge color="red.9">Crisis</Badge>}
      {openFlags > 0 && (
        <Badge variant="outline" color="indigo.8" c="indigo.8" bg="white">
          {openFlags === 1 ? '1 open flag' : `${openFlags} open flags`}
        </Badge>
      )}
    </Group>
  );
}

/** One message as a moderator sees it: its state, and Hide or Restore (the queue's own decisions). */
function MessageRow({ message, focused }: { message: ModeratedMessage; focused: boolean }) {
  const decide = useDecide();
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView({ block: 'center' });
  }, [focused]);
  const pending = (action: 'hide' | 'restore') => decide.isPending && decide.variables?.action === action;
  return (
    <li ref={ref} data-testid="conversation-message" data-status={message.status} data-focused={focused || undefined} aria-current={focused || undefined}>
      <Paper withBorder radius="md" p="sm" className={`${classes.review} ${focused ? classes.focused : ''} ${message.status === 'hidden' ? classes.hiddenMessage : ''}`}>
        <Stack gap={4}>
          {focused && (
            <Text size="xs" fw={700} c="#9c3608">
              The message under review
            </Text>
          )}
          <Group gap={6} justify="space-between" wrap="wrap" align="flex-start">
            <div className={classes.who}>
              <Text size="sm" fw={600} className={classes.wrap}>
                {message.authorName}
              </Text>
              <Text size="xs" c="gray.8">
                <time dateTime={message.createdAt}>{dayAndTime(message.createdAt)}</time>
              </Text>
            </div>
            <StatusBadges status={message.status} crisis={message.crisis} openFlags={message.openFlags} />
          </Group>
          <MessageText text={message.text} />
          <Group gap="xs" wrap="wrap">
            {message.status !== 'hidden' && (
              <Button
                size="compact-sm"
                color="red.8"
                leftSection={<IconEyeOff size={14} aria-hidden="true" />}
                loading={pending('hide')}
                disabled={decide.isPending && !pending('hide')}
                onClick={() => decide.mutate({ kind: 'message', id: message.id, action: 'hide' })}
              >
                Hide
              </Button>
            )}
            {message.status !== 'shown' && (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconEye size={14} aria-hidden="true" />}
                loading={pending('restore')}
                disabled={decide.isPending && !pending('restore')}
                onClick={() => decide.mutate({ kind: 'message', id: message.id, action: 'restore' })}
              >
                Restore
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </li>
  );
}

function Body({ topicId, focusId }: { topicId: string; focusId: string | null }) {
  const conversation = useTopicConversation(topicId);
  const pages = conversation.data?.pages;
  const first: Conversation | undefined = pages?.[0];
  // Oldest first, as a conversation reads; the pages came newest first.
  const list = (pages ?? []).flatMap((page) => page.messages).reverse();
  const found = focusId === null || list.some((m) => m.id === focusId);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = conversation;
  const read = pages?.length ?? 0;

  // The message it was opened for may be further back: read back until it is in (up to FIND_PAGES_MAX pages).
  useEffect(() => {
    if (!found && hasNextPage && !isFetchingNextPage && read > 0 && read < FIND_PAGES_MAX) void fetchNextPage();
  }, [found, hasNextPage, isFetchingNextPage, read, fetchNextPage]);

  if (conversation.isPending) return <Loader size="sm" aria-label="Loading the conversation" />;
  if (conversation.isError && !first) {
    if (conversation.error instanceof ApiError && (conversation.error.status === 404 || conversation.error.status === 400)) return <Text data-testid="conversation-gone">{messages.topicNotFound}</Text>;
    return <LoadFailed message={messages.chatLoadFailed} onRetry={() => conversation.refetch()} />;
  }
  if (!first) return null;
  const { topic } = first;
  return (
    <Stack gap="sm" data-testid="conversation" aria-busy={conversation.isFetching || undefined}>
      <div className={classes.wrap}>
        <Group gap="xs" wrap="wrap">
          <Title order={3} size="h4" className={classes.wrap}>
            {topic.topic}
          </Title>
          <StatusBadges status={topic.status} crisis={topic.crisis} openFlags={topic.openFlags} />
        </Group>
        <MessageText text={topic.description} size="sm" mt={4} lineClamp={6} />
        <Text size="sm" c="gray.8" mt={4}>{`Started by ${topic.authorName} · ${dayAndTime(topic.createdAt)}`}</Text>
      </div>
      {hasNextPage && (
        <Button variant="light" size="compact-sm" onClick={() => fetchNextPage()} loading={isFetchingNextPage} style={{ alignSelf: 'center' }}>
          Load earlier
        </Button>
      )}
      {list.length === 0 ? (
        <EmptyState icon={IconMessageOff} testId="conversation-empty">
          No messages yet.
        </EmptyState>
      ) : (
        <ol className={classes.messages} aria-label="Messages, oldest first">
          {list.map((message) => (
            <MessageRow key={message.id} message={message} focused={message.id === focusId} />
          ))}
        </ol>
      )}
    </Stack>
  );
}

/**
 * A topic's whole conversation for a moderator, in a side panel (the whole screen on a phone): every
 * message whatever its state, oldest first, earlier ones on demand; the message it was opened for marked
 * and scrolled to; each can be hidden or restored. Focus returns where it was when it closes.
 */
export function TopicConversation({ topicId, focusId, onClose }: { topicId: string | null; focusId: string | null; onClose: () => void }) {
  const phone = usePhone();
  return (
    <SidePanel opened={topicId !== null} onClose={onClose} title="The whole conversation" fullScreen={phone} size="lg">
      {topicId && <Body key={topicId} topicId={topicId} focusId={focusId} />}
    </SidePanel>
  );
}
