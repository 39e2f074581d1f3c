import { messages } from '@iyl/core/catalog/messages';
import { MESSAGE_MAX } from '@iyl/core/community/constants';
import { contactPieces } from '@iyl/core/care/resources';
import type { Care, CommunityMessage, TopicMessages } from '@iyl/core/community/contract';
import { communityEndpoints } from '@iyl/core/community/endpoints';
import { characterCount, cleanCommunityText, firstCharacters } from '@iyl/core/community/text';
import { Alert, Avatar, Badge, Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconHeartHandshake, IconPlugConnectedX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useDocumentVisibility } from '@mantine/hooks';
import { EscapeGuard } from './escape-guard.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { serverWords } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.tsx';
import { useEndpointForm } from '../../lib/use-endpoint-form.ts';
import { usePhone } from '../../lib/use-phone.ts';
import { dropMessage, pageBack, putMessage, useOlderMessages, usePostMessage, useTopicChat } from './api.ts';
import { followTopic } from './chat-api.ts';
import { FlagButton } from './FlagButton.tsx';
import { MessageText, Pieces } from './MessageText.tsx';
import { dayAndTime, initialsOf } from './rules.ts';
import a11y from '../../lib/visually-hidden.module.css';
import classes from './community.module.css';
import { TypingDots } from '../../components/TypingDots.tsx';

/**
 * Crisis resources for the person who wrote: first, privately, numbers a phone can call, kept until
 * dismissed. `compact` (in a conversation on a wider screen): the resources scroll in a box of their own,
 * so the message box stays in view. On a phone such a box would be a few lines tall and cut a line in
 * two, so there the alert is shown whole and the conversation scrolls, the message box after it.
 */
export function CareAlert({ care, onClose, compact = false }: { care: NonNullable<Care>; onClose?: () => void; compact?: boolean }) {
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      className={classes.care}
      icon={<IconHeartHandshake size={20} aria-hidden="true" />}
      title="Support is here for you"
      withCloseButton={Boolean(onClose)}
      closeButtonLabel="Dismiss"
      onClose={onClose}
      data-testid="community-care"
    >
      <Stack
        gap={6}
        className={compact ? classes.careScroll : undefined}
        // A box that scrolls must be reachable by keyboard to be scrolled.
        tabIndex={compact ? 0 : undefined}
        aria-label={compact ? 'Support resources' : undefined}
        role={compact ? 'region' : undefined}
      >
        <Text size="sm">{care.opening}</Text>
        <ul className={classes.careList}>
          <li>
            <Text size="sm">
              If you are in immediate danger, call{' '}
              {care.emergency ? (
                <strong>
                  <Pieces pieces={contactPieces(care.emergency)} />
                </strong>
              ) : (
                'your local emergency number'
              )}{' '}
              now.
            </Text>
          </li>
          {care.helplines.map((helpline) => (
            <li key={helpline.name}>
              <Text size="sm">
                <strong>{helpline.name}</strong>: <Pieces pieces={contactPieces(helpline.contact)} /> ({helpline.purpose}).
              </Text>
            </li>
          ))}
          <li>
            <Text size="sm">
              Anywhere in the world:{' '}
              <a className={classes.link} href={care.directory.url} target="_blank" rel="noopener noreferrer">
                {care.directory.name}
              </a>{' '}
              lists free, confidential helplines by country.
            </Text>
          </li>
        </ul>
        <Text size="sm">{care.close}</Text>
      </Stack>
    </Alert>
  );
}

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
function MessageList({ chat, topicId, empty, short = false }: { chat: TopicMessages; topicId: string; empty: string; short?: boolean }) {
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

/**
 * Type, count (as the customer counts: an emoji is one) and send; the text stays in the box when sending
 * fails. The box takes MESSAGE_MAX characters at most (counted the same way): a longer paste is cut there,
 * and says so.
 */
function Composer({ topicId, closed, onCare }: { topicId: string; closed: boolean; onCare: (care: NonNullable<Care>) => void }) {
  const [cut, setCut] = useState(false);
  const post = usePostMessage(topicId);
  const { form, onSubmit } = useEndpointForm(communityEndpoints.PostPop, {
    initialValues: { text: '' },
    submit: (body) =>
      post.mutate(body.text, {
        onSuccess: (answer) => {
          form.setFieldValue('text', '');
          setCut(false);
          if (answer.care) onCare(answer.care);
        },
        // Slow mode, a silenced member, a topic waiting for a moderator: the server's words; otherwise the spec's.
        onError: (error) => toast.error(serverWords(error, messages.messageSendFailed)),
      }),
  });
  const { text } = form.getValues();
  const counterId = useId();
  const input = useRef<HTMLInputElement>(null);
  // Counted as the server keeps it: spaces it would collapse and invisible characters do not count.
  const count = characterCount(cleanCommunityText(text.slice(0, MESSAGE_MAX * 16)), MESSAGE_MAX * 10);
  // The messages come in after the modal has placed its focus: the box to type in takes it then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the conversation shows
  useEffect(() => {
    if (!closed) input.current?.focus();
  }, []);
  const over = count > MESSAGE_MAX;

  // An empty box sends nothing and says nothing (Enter in a chat box); an over-long one is said by its counter.
  const send = (event: FormEvent) => {
    if (!text.trim() || over || closed) return event.preventDefault();
    onSubmit(event);
  };

  return (
    <form onSubmit={send} noValidate data-testid="chat-composer">
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <Stack gap={2} className={classes.grow}>
          <TextInput
            ref={input}
            label="Message"
            labelProps={{ className: a11y.visuallyHidden }}
            placeholder={`Type message... ${MESSAGE_MAX} Characters`}
            {...form.getInputProps('text')}
            onChange={(e) => {
              const typed = e.currentTarget.value;
              const kept = characterCount(typed, MESSAGE_MAX) > MESSAGE_MAX ? firstCharacters(typed, MESSAGE_MAX) : typed;
              setCut(kept !== typed);
              form.setFieldValue('text', kept);
            }}
            disabled={closed}
            aria-describedby={counterId}
            aria-invalid={over || undefined}
            autoComplete="off"
            data-autofocus
          />
          <Text id={counterId} size="xs" ta="right" c={over ? 'red.9' : 'gray.8'} fw={over ? 700 : undefined} data-testid="chat-counter" data-over={over || undefined}>
            {`${count}/${MESSAGE_MAX}`}
            {over && <span className={a11y.visuallyHidden}> {messages.messageTooLong}</span>}
          </Text>
          <Text size="xs" c="gray.8" aria-live="polite" data-testid="chat-cut">
            {cut ? messages.messageTooLong : ''}
          </Text>
        </Stack>
        <Button type="submit" loading={post.isPending} disabled={over || closed}>
          SEND
        </Button>
      </Group>
    </form>
  );
}

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
