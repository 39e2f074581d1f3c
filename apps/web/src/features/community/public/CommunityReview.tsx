import { DECISION_NOTE_MAX, flagReasons, silenceChoices } from '@iyl/core/community/constants';
import type { ReviewItem } from '@iyl/core/community/contract';
import { Badge, Button, Group, Loader, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconEye, IconEyeOff, IconMessageCircleCheck, IconMessages, IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PageNav } from '../../../components/PageNav.tsx';
import { messages } from '@iyl/core/catalog/messages';
import { useClampPage } from '../../../lib/use-clamp-page.ts';
import { useDecide, useDecisions, useReviewQueue, useSilence } from '../api.ts';
import { MessageText } from '../MessageText.tsx';
import { dayAndTime } from '../rules.ts';
import { TopicConversation } from './TopicConversation.tsx';
import area from '../../../components/coach-area.module.css';
import classes from '../community.module.css';

const reasonLabel = Object.fromEntries(flagReasons) as Record<string, string>;
const silenceOptions = silenceChoices.map(([hours, label]) => ({ value: String(hours), label }));
const kindLabel = { message: 'Message', topic: 'Topic', member: 'Member' } as const;
const actionLabel = { hide: 'Hidden', restore: 'Restored', silence: 'Silenced', unsilence: 'Silence lifted' } as const;
const statusLook = {
  shown: { label: 'Shown', color: 'teal.9' },
  held: { label: 'Held', color: '#9c3608' },
  hidden: { label: 'Hidden', color: 'gray.8' },
} as const;

/** Still silenced: until a moment yet to come. */
const silencedNow = (until: string | null) => until !== null && new Date(until).getTime() > Date.now();

function ReviewCard({ item, onOpen }: { item: ReviewItem; onOpen: () => void }) {
  const headingId = useId();
  const decide = useDecide();
  const silence = useSilence();
  const [hours, setHours] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const status = statusLook[item.status];
  const silenced = silencedNow(item.author.silencedUntil);
  const busy = decide.isPending || silence.isPending;
  const flagged = item.flags.filter((f) => f.count > 0);
  return (
    <Paper component="article" withBorder radius="md" p="md" className={classes.review} aria-labelledby={headingId} data-testid="review-item" data-kind={item.kind} data-status={item.status}>
      <Stack gap="xs">
        <Group gap={6} wrap="wrap">
          <Badge variant="outline" color="indigo.8" c="indigo.8" bg="white">
            {kindLabel[item.kind]}
          </Badge>
          <Badge variant="outline" color={status.color} c={status.color} bg="white" data-testid="review-status">
            {status.label}
          </Badge>
          {item.crisis && (
            <Badge color="red.9" data-testid="review-crisis">
              Crisis
            </Badge>
          )}
        </Group>
        <Title order={3} size="h5" id={headingId} className={area.wrap}>
          {item.kind === 'topic' ? `Topic: ${item.topicTitle}` : `In “${item.topicTitle}”`}
        </Title>
        <MessageText text={item.text} lineClamp={12} />
        <Button size="compact-sm" variant="subtle" color="indigo.8" leftSection={<IconMessages size={14} aria-hidden="true" />} onClick={onOpen} style={{ alignSelf: 'flex-start' }}>
          Open the conversation
        </Button>
        <Text size="sm" c="gray.8">
          {`By ${item.author.name} · ${dayAndTime(item.createdAt)}`}
          {silenced && item.author.silencedUntil && ` · silenced until ${dayAndTime(item.author.silencedUntil)}`}
        </Text>
        {flagged.length > 0 && (
          <Text size="sm" data-testid="review-flags">
            <Text span fw={600} size="sm">
              Flags:{' '}
            </Text>
            {flagged.map((f) => `${reasonLabel[f.reason] ?? f.reason} ${f.count}`).join(', ')}
          </Text>
        )}
        {item.notes.length > 0 && (
          <div>
            <Text size="sm" fw={600}>
              Notes
            </Text>
            <ul className={classes.notes}>
              {item.notes.map((note, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the notes as the server lists them, never reordered.
                <li key={i}>
                  <MessageText text={note} size="sm" />
                </li>
              ))}
            </ul>
          </div>
        )}
        <TextInput
          label="Note for the record (optional)"
          size="xs"
          maxLength={DECISION_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          disabled={busy}
        />
        <Group gap="xs" wrap="wrap" align="flex-end">
          <Button
            size="xs"
            color="red.8"
            leftSection={<IconEyeOff size={14} aria-hidden="true" />}
            disabled={item.status === 'hidden' || (busy && !(decide.isPending && decide.variables?.action === 'hide'))}
            loading={decide.isPending && decide.variables?.action === 'hide'}
            onClick={() => decide.mutate({ kind: item.kind, id: item.id, action: 'hide', note })}
          >
            Hide
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={item.status === 'shown' ? <IconMessageCircleCheck size={14} aria-hidden="true" /> : <IconEye size={14} aria-hidden="true" />}
            disabled={busy && !(decide.isPending && decide.variables?.action === 'restore')}
            loading={decide.isPending && decide.variables?.action === 'restore'}
            onClick={() => decide.mutate({ kind: item.kind, id: item.id, action: 'restore', note })}
          >
            {/* Still shown: restoring keeps it and settles the flags. */}
            {item.status === 'shown' ? 'Keep, dismiss the flags' : 'Restore'}
          </Button>
        </Group>
        <Group gap="xs" wrap="wrap" align="flex-end">
          <Select label="Silence author for" placeholder="Choose how long" data={silenceOptions} value={hours} onChange={setHours} allowDeselect={false} size="xs" w={170} disabled={busy} />
          <Button
            size="xs"
            variant="default"
            leftSection={<IconVolumeOff size={14} aria-hidden="true" />}
            disabled={!hours || (busy && !(silence.isPending && silence.variables?.hours !== 0))}
            loading={silence.isPending && silence.variables?.hours !== 0}
            onClick={() => hours && silence.mutate({ memberId: item.author.id, hours: Number(hours) }, { onSuccess: () => setHours(null) })}
          >
            Silence author
          </Button>
          {silenced && (
            <Button
              size="xs"
              variant="subtle"
              color="gray.8"
              leftSection={<IconVolume size={14} aria-hidden="true" />}
              disabled={busy && !(silence.isPending && silence.variables?.hours === 0)}
              loading={silence.isPending && silence.variables?.hours === 0}
              onClick={() => silence.mutate({ memberId: item.author.id, hours: 0 })}
            >
              Lift silence
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** Undoes a hide that still stands: back to what it was (shown, or held in the queue; a crisis is never published by it). */
function UndoHide({ kind, id, summary }: { kind: 'message' | 'topic'; id: string; summary: string }) {
  const decide = useDecide();
  return (
    <Button size="compact-xs" variant="light" loading={decide.isPending} onClick={() => decide.mutate({ kind, id, action: 'undo' })} aria-label={`Undo the hide: ${summary}`}>
      Undo
    </Button>
  );
}

function RecentDecisions() {
  const [page, setPage] = useState(1);
  const decisions = useDecisions(page, true);
  const data = decisions.data;
  useClampPage(page, data?.pages, setPage);
  return (
    <Stack gap="xs" aria-busy={decisions.isFetching || undefined}>
      {decisions.isPending && <Loader size="sm" aria-label="Loading decisions" />}
      {decisions.isError && !data && <LoadFailed message={messages.listFailed} onRetry={() => decisions.refetch()} />}
      {data && data.items.length === 0 && <Text c="gray.8">No decisions yet.</Text>}
      {data && data.items.length > 0 && (
        <div className={area.tableBox}>
          <Table.ScrollContainer minWidth={840} type="native" tabIndex={0} role="region" aria-label="Recent decisions table">
            <Table verticalSpacing="xs" data-testid="decisions-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">When</Table.Th>
                  <Table.Th scope="col">Admin</Table.Th>
                  <Table.Th scope="col">Action</Table.Th>
                  <Table.Th scope="col">On</Table.Th>
                  <Table.Th scope="col">What</Table.Th>
                  <Table.Th scope="col">Note</Table.Th>
                  <Table.Th scope="col">Undo</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayAndTime(d.at)}</Table.Td>
                    <Table.Td>{d.adminName}</Table.Td>
                    <Table.Td>{actionLabel[d.action]}</Table.Td>
                    <Table.Td>{kindLabel[d.kind]}</Table.Td>
                    <Table.Td className={classes.plain}>{d.summary}</Table.Td>
                    <Table.Td className={classes.plain}>{d.note ?? ''}</Table.Td>
                    <Table.Td>{d.restorable && d.targetId && (d.kind === 'message' || d.kind === 'topic') && <UndoHide kind={d.kind} id={d.targetId} summary={d.summary} />}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </div>
      )}
      {data && data.pages > 1 && <PageNav page={data.page} pages={data.pages} onChange={setPage} label="Decision pages" />}
    </Stack>
  );
}

/** The Admin's community review: what waits for a moderator (hide, restore, silence its author), and the decisions made. */
export function CommunityReview() {
  const [page, setPage] = useState(1);
  const queue = useReviewQueue(page);
  const data = queue.data;
  useClampPage(page, data?.pages, setPage);
  const [showDecisions, setShowDecisions] = useState(false);
  const decisionsId = useId();
  const updating = queue.isFetching && queue.isPlaceholderData;
  // The conversation open (?topic=…, and the message it was opened for, ?message=…): a link can open it too.
  const [params, setParams] = useSearchParams();
  const open = (topic: string | null, message: string | null, replace: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of [['topic', topic], ['message', message]] as const) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace },
    );

  return (
    <Stack component="section" gap="sm" aria-labelledby="community-review-heading" data-testid="community-review">
      <Group justify="space-between" align="center" gap="xs" wrap="wrap">
        <Title order={2} size="h3" id="community-review-heading">
          Community review
        </Title>
        {(updating || queue.isPending) && <Loader size="xs" aria-label="Loading the review queue" />}
      </Group>
      {queue.isError && !data && <LoadFailed message={messages.listFailed} onRetry={() => queue.refetch()} />}
      <div aria-busy={updating || undefined} className={updating ? area.busy : undefined}>
        {data && data.items.length === 0 && (
          <EmptyState icon={IconMessageCircleCheck} testId="review-empty">
            Nothing to review. The community is calm.
          </EmptyState>
        )}
        {data && data.items.length > 0 && (
          <Stack gap="sm">
            {data.items.map((item) => (
              <ReviewCard key={`${item.kind}:${item.id}`} item={item} onOpen={() => open(item.topicId, item.kind === 'message' ? item.id : null, false)} />
            ))}
          </Stack>
        )}
      </div>
      {data && data.pages > 1 && <PageNav page={data.page} pages={data.pages} onChange={setPage} label="Review pages" />}
      <div>
        <Button
          variant="subtle"
          color="gray.8"
          leftSection={showDecisions ? <IconChevronDown size={16} aria-hidden="true" /> : <IconChevronRight size={16} aria-hidden="true" />}
          aria-expanded={showDecisions}
          aria-controls={decisionsId}
          onClick={() => setShowDecisions((s) => !s)}
        >
          Recent decisions
        </Button>
        <div id={decisionsId}>{showDecisions && <RecentDecisions />}</div>
      </div>
      <TopicConversation topicId={params.get('topic')} focusId={params.get('message')} onClose={() => open(null, null, true)} />
    </Stack>
  );
}
