import { messages } from '@iyl/core/catalog/messages';
import type { CommunityMessage, TopicMessages } from '@iyl/core/community/contract';
import { Avatar, Button, Group, Paper, Text } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { useOlderMessages } from './api.ts';
import { FlagButton } from './FlagButton.tsx';
import { MessageText } from './MessageText.tsx';
import { dayAndTime, initialsOf } from './rules.ts';
import a11y from '../../lib/visually-hidden.module.css';
import classes from './community.module.css';

function MessageItem({ message }: { message: CommunityMessage }) {
  const when = dayAndTime(message.entryDate);
  if (message.mine) {
    return (
      <li className={classes.mineRow} data-testid="chat-message" data-mine="true">
        <Paper className={classes.mine} radius="md" p="sm">
          <MessageText text={message.text} />
          <Text size="xs" c="gray.8" ta="right" mt={4}>
            <span className={a11y.visuallyHidden}>You, </span>
            <time dateTime={message.entryDate}>{when}</time>
          </Text>
          {message.held && (
            <Text size="xs" c="#9c3608" mt={4} data-testid="message-held">
              {messages.messageHeld}
            </Text>
          )}
        </Paper>
      </li>
    );
  }
  return (
    <li className={classes.theirsRow} data-testid="chat-message" data-mine="false">
      <Avatar src={message.profileImage} alt="" radius="xl" size="md" color="brand" variant="filled" aria-hidden="true">
        {initialsOf(message.name)}
      </Avatar>
      <Paper className={classes.theirs} radius="md" p="sm" withBorder>
        <Group gap={6} justify="space-between" wrap="nowrap" align="flex-start">
          <div className={classes.who}>
            <Text size="sm" fw={600} className={classes.wrap}>
              {message.name}
            </Text>
            <Text size="xs" c="gray.8">
              <time dateTime={message.entryDate}>{when}</time>
            </Text>
          </div>
          <FlagButton kind="message" id={message.id} name={message.name} />
        </Group>
        <MessageText text={message.text} mt={4} />
      </Paper>
    </li>
  );
}

/**
 * The messages, oldest first, in a box of their own that scrolls: it starts at the newest, follows new ones
 * while the reader is at the bottom (or wrote them), and keeps its place when older ones come in above.
 */
export function MessageList({ chat, topicId, empty, short = false }: { chat: TopicMessages; topicId: string; empty: string; short?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const older = useOlderMessages(topicId);
  const seen = useRef<{ first?: string; last?: string; height: number; top: number; atBottom: boolean } | null>(null);
  const list = chat.messages;
  const first = list[0];

  const loadOlder = () => {
    if (chat.more && first && !older.isPending) older.mutate(first.id);
  };

  const remember = () => {
    const el = box.current;
    if (!el) return;
    seen.current = {
      first: list[0]?.id,
      last: list[list.length - 1]?.id,
      height: el.scrollHeight,
      top: el.scrollTop,
      atBottom: el.scrollHeight - el.scrollTop - el.clientHeight < 80,
    };
  };

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const before = seen.current;
    const last = list[list.length - 1];
    if (!before) el.scrollTop = el.scrollHeight;
    else if (before.first !== list[0]?.id && list.some((m) => m.id === before.first)) {
      // Older messages came in above: the ones being read stay where they were.
      el.scrollTop = before.top + (el.scrollHeight - before.height);
    } else if (before.last !== last?.id && (before.atBottom || last?.mine)) el.scrollTop = el.scrollHeight;
    seen.current = {
      first: list[0]?.id,
      last: last?.id,
      height: el.scrollHeight,
      top: el.scrollTop,
      atBottom: el.scrollHeight - el.scrollTop - el.clientHeight < 80,
    };
  });

  return (
    <div
      ref={box}
      className={short ? `${classes.log} ${classes.logShort}` : classes.log}
      role="log"
      aria-label="Messages"
      aria-busy={older.isPending || undefined}
      // A box that scrolls must be reachable by keyboard to be scrolled.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the message box scrolls, so a keyboard must be able to focus it.
      tabIndex={0}
      data-testid="chat-messages"
      onScroll={(event) => {
        remember();
        if (event.currentTarget.scrollTop < 40) loadOlder();
      }}
    >
      {chat.more && (
        <Group justify="center" mb="xs">
          <Button variant="subtle" color="gray.8" size="compact-sm" onClick={loadOlder} loading={older.isPending} data-testid="chat-older">
            Load older messages
          </Button>
        </Group>
      )}
      {list.length === 0 ? (
        <Text c="gray.8" ta="center" py="lg" data-testid="chat-empty">
          {empty}
        </Text>
      ) : (
        <ul className={classes.messages}>
          {list.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ul>
      )}
    </div>
  );
}
