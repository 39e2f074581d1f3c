import { messages } from '@iyl/core/catalog/messages';
import type { Topic } from '@iyl/core/community/contract';
import { ActionIcon, Badge, Button, Group, Modal, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconMessageCircle, IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { PageNav } from '../../components/PageNav.tsx';
import { useDeferredAnswer } from '../../lib/deferred-answer.ts';
import { formatDay } from '../../lib/format.ts';
import { toast } from '../../lib/toast.tsx';
import { useClampPage } from '../../lib/use-clamp-page.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useTopics } from './api.ts';
import { CareAlert } from './CareAlert.tsx';
import { ChatModal } from './ChatModal.tsx';
import { CreateTopicPanel, type TopicOutcome } from './CreateTopicPanel.tsx';
import { FlagButton } from './FlagButton.tsx';
import { MessageText } from './MessageText.tsx';
import { sinceText } from './rules.ts';
import { TopicCover } from './TopicCover.tsx';
import cards from '../../components/card-grid.module.css';
import area from '../../components/coach-area.module.css';
import classes from './community.module.css';

/**
 * A topic's card. Its title is the button that opens the conversation, and its click area covers the
 * whole card (a phone's thumb lands anywhere on it); the flag, the links and the chat icon sit above it.
 */
function TopicCard({ topic, onOpen }: { topic: Topic; onOpen: (id: string) => void }) {
  const count = `${topic.messageCount} ${topic.messageCount === 1 ? 'message' : 'messages'}`;
  return (
    <Paper component="article" withBorder radius="md" p="md" className={`${cards.card} ${classes.openable}`} data-testid="topic-card" data-status={topic.status}>
      <TopicCover topic={topic} />
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Title order={2} size="h4" className={area.wrap}>
          <UnstyledButton className={classes.cardOpen} onClick={() => onOpen(topic.id)} data-testid="topic-title-open">
            {topic.topic}
          </UnstyledButton>
        </Title>
        <ActionIcon className={classes.aboveCard} variant="light" size="lg" onClick={() => onOpen(topic.id)} aria-label={`Open the conversation: ${topic.topic}`} data-testid="topic-open">
          <IconMessageCircle size={20} aria-hidden="true" />
        </ActionIcon>
      </Group>
      {topic.status === 'held' && (
        <Badge variant="outline" color="#9c3608" c="#9c3608" bg="white" w="fit-content" data-testid="topic-held">
          Waiting for a moderator
        </Badge>
      )}
      <MessageText text={topic.description} lineClamp={6} className={classes.linksAboveCard} />
      <dl className={classes.facts}>
        <dt>Started</dt>
        <dd>
          <time dateTime={topic.entryDate}>{formatDay(topic.entryDate)}</time>
        </dd>
        <dt>Messages</dt>
        <dd>{count}</dd>
        <dt>Last activity</dt>
        <dd>
          <time dateTime={topic.lastActivityAt}>{sinceText(topic.lastActivityAt)}</time>
        </dd>
        <dt>By</dt>
        <dd>{topic.author.name}</dd>
      </dl>
      {!topic.mine && (
        <Group justify="flex-end" className={classes.aboveCard}>
          <FlagButton kind="topic" id={topic.id} name={topic.topic} />
        </Group>
      )}
    </Paper>
  );
}

/** A topic's id as a link names it. */
const TOPIC_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /Community: the topics, latest activity first; New Topics starts one, a card opens its live chat (or ?topic=<id> does). */
export function CommunityPage() {
  usePageTitle('Community');
  const [page, setPage] = useState(1);
  const topics = useDeferredAnswer(useTopics(page));
  const data = topics.data;
  useClampPage(page, data?.pages, setPage);
  const [creating, setCreating] = useState(false);
  const [care, setCare] = useState<TopicOutcome | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  // The topic last opened stays while the modal closes, so it does not blank out on its way.
  const [opened, setOpened] = useState<{ id: string; open: boolean } | null>(null);
  // /Community?topic=<id> (a reply e-mail's link) opens that topic's conversation; closed, the address is /Community again.
  const [params, setParams] = useSearchParams();
  const linked = params.get('topic');
  useEffect(() => {
    if (linked && TOPIC_ID.test(linked)) setOpened({ id: linked.toLowerCase(), open: true });
  }, [linked]);
  const closeChat = () => {
    setOpened((o) => (o ? { ...o, open: false } : o));
    if (linked) setParams({}, { replace: true });
  };

  const onCreated = (outcome: TopicOutcome) => {
    setPage(1);
    // Crisis resources come first, privately, before anything else is said.
    if (outcome.care) setCare(outcome);
    else toast.success(outcome.message);
  };

  const newTopics = (
    <Button ref={newButton} leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setCreating(true)}>
      New Topics
    </Button>
  );

  return (
    <Stack gap="lg" className={area.page}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>Community</Title>
        {newTopics}
      </Group>
      {topics.isError && !data && <LoadFailed message={messages.topicsLoadFailed} onRetry={() => topics.refetch()} />}
      {topics.isPending && !topics.isError && (
        <div className={`${cards.grid} ${classes.topics}`} aria-busy="true" aria-label="Loading topics" role="status">
          <Skeleton height={320} />
          <Skeleton height={320} />
          <Skeleton height={320} />
        </div>
      )}
      {data && data.items.length === 0 && (
        <EmptyState icon={IconUsersGroup} testId="topics-empty">
          No topics yet. Start the first conversation!
        </EmptyState>
      )}
      {data && data.items.length > 0 && (
        <div className={`${cards.grid} ${classes.topics} ${topics.isPlaceholderData && topics.isFetching ? area.busy : ''}`} aria-busy={(topics.isPlaceholderData && topics.isFetching) || undefined} data-testid="topics">
          {data.items.map((topic) => (
            <TopicCard key={topic.id} topic={topic} onOpen={(id) => setOpened({ id, open: true })} />
          ))}
        </div>
      )}
      {data && data.pages > 1 && <PageNav page={data.page} pages={data.pages} onChange={setPage} label="Topic pages" />}
      <CreateTopicPanel opened={creating} onClose={() => setCreating(false)} onCreated={onCreated} />
      <ChatModal topicId={opened?.id ?? null} opened={Boolean(opened?.open)} onClose={closeChat} />
      <Modal
        opened={care !== null}
        onClose={() => setCare(null)}
        title="Your topic"
        size="md"
        closeButtonProps={{ 'aria-label': 'Close' }}
        returnFocus={false}
        onExitTransitionEnd={() => newButton.current?.focus()}
      >
        {care?.care && (
          <Stack gap="md">
            <CareAlert care={care.care} />
            <Text>{care.message}</Text>
            <Group justify="flex-end">
              <Button onClick={() => setCare(null)}>Close</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
