import { CHAT_QUESTION_MAX, CHAT_VERSIONS_MAX, DEFAULT_COACH_NAME } from '@iyl/core/coach-chat/constants';
import type { ChatCoach, ChatTurn } from '@iyl/core/coach-chat/contract';
import { messages } from '@iyl/core/catalog/messages';
import { ActionIcon, Anchor, Avatar, Badge, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconChevronLeft, IconChevronRight, IconListCheck, IconPencil, IconRefresh, IconRobot } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { GrowingTextarea } from '../../components/GrowingTextarea.tsx';
import classes from './coach-chat.module.css';
import { TypingDots } from '../../components/TypingDots.tsx';

// The Markdown parser loads with the first answer, not with the screen (a new chat has none yet).
const ChatMarkdown = lazy(() => import('./ChatMarkdown.tsx').then((m) => ({ default: m.ChatMarkdown })));

/** An answer's words while the Markdown reader loads: as written, line breaks kept. */
function PlainAnswer({ text }: { text: string }) {
  return <Text className={classes.plain}>{text}</Text>;
}

/** Who wrote an answer, as the customer reads it, and whether the coach's photo goes with it. */
export interface Author {
  name: string;
  /** What the name leaves to say: the material the built-in coach used. */
  note: string | null;
  badge: string | null;
  photo: boolean;
}

/**
 * Who wrote an answer. The product's own answers (the built-in coach's, the care reply) are never signed
 * with a coach's name or photo: in a chat with a coach the built-in coach signs its answer, and says when
 * it used her material (a passage of her PDFs is cited).
 */
export function authorOf(turn: Pick<ChatTurn, 'source' | 'citations'>, coach: Pick<ChatCoach, 'id' | 'name'>): Author {
  const ours = coach.id === null;
  if (turn.source === 'care') return { name: ours ? coach.name : DEFAULT_COACH_NAME, note: null, badge: 'Care first', photo: false };
  if (turn.source === 'builtin') {
    if (ours) return { name: coach.name, note: null, badge: 'Built-in coach', photo: false };
    const hers = turn.citations.some((c) => c.documentId !== null);
    return { name: 'Built-in coach', note: hers ? `using ${coach.name}’s material` : null, badge: null, photo: false };
  }
  return { name: coach.name, note: null, badge: ours ? null : 'AI assistant', photo: true };
}

interface Position {
  position: number;
  versions: ChatTurn[];
}

/** The turns by question: each question's versions, oldest first. */
export function positionsOf(turns: readonly ChatTurn[]): Position[] {
  const byPosition = new Map<number, ChatTurn[]>();
  for (const turn of turns) byPosition.set(turn.position, [...(byPosition.get(turn.position) ?? []), turn]);
  return [...byPosition.entries()].sort(([a], [b]) => a - b).map(([position, versions]) => ({ position, versions: versions.sort((a, b) => a.version - b.version) }));
}

function Question({ turn, editable, onEdit }: { turn: ChatTurn; editable: boolean; onEdit: (text: string) => Promise<boolean> }) {
  const [editing, setEditing] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (editing !== null) {
    const send = async () => {
      if (!editing.trim()) return;
      setSending(true);
      const done = await onEdit(editing.trim());
      setSending(false);
      if (done) setEditing(null);
    };
    return (
      <Paper className={classes.mine} radius="md" p="sm">
        <GrowingTextarea
          label="Edit your question"
          value={editing}
          maxLength={CHAT_QUESTION_MAX}
          onChange={(e) => setEditing(e.currentTarget.value)}
          minRows={2}
          maxRows={8}
          autoFocus
        />
        <Group gap="xs" mt="xs" justify="flex-end">
          <Button size="compact-sm" variant="default" onClick={() => setEditing(null)}>
            Cancel
          </Button>
          <Button size="compact-sm" loading={sending} onClick={send}>
            Ask again
          </Button>
        </Group>
      </Paper>
    );
  }
  return (
    <Group justify="flex-end" gap={4} wrap="nowrap" align="flex-start">
      {editable && (
        <ActionIcon variant="subtle" color="gray" aria-label="Edit your question and ask again" onClick={() => setEditing(turn.question)}>
          <IconPencil size={16} aria-hidden="true" />
        </ActionIcon>
      )}
      <Paper className={classes.mine} radius="md" p="sm" data-testid="chat-question">
        <Text className={classes.plain}>{turn.question}</Text>
      </Paper>
    </Group>
  );
}

/** Adding an answer's offered routines: which answer's are being added, and how to add them. */
export interface RoutineAdding {
  /** The answer whose routines are being added now, if any. */
  adding: string | null;
  onAdd: (turnId: string) => void;
}

/**
 * Under a plan for the week: its repeated steps as routines, added with one click (the server adds what
 * it kept with the answer); once added, said so, with the way to My Habit Routines where they are.
 */
function RoutineOffer({ turn, routines }: { turn: ChatTurn; routines: RoutineAdding }) {
  const offer = turn.offer;
  if (!offer || offer.routines.length === 0 || turn.state !== 'done') return null;
  const count = offer.routines.length;
  const listId = `offer-${turn.id}`;
  return (
    <Stack gap={6} mt="sm" className={classes.offer} data-testid="chat-offer">
      <Text size="sm" fw={600} id={listId}>
        {count === 1 ? 'This step can become a routine:' : `These ${count} steps can become routines:`}
      </Text>
      <List size="sm" spacing={2} aria-labelledby={listId} className={classes.offerList}>
        {offer.routines.map((routine) => (
          <List.Item key={routine.title}>
            {routine.title}{' '}
            <Text span size="xs" c="dimmed">
              ({routine.routineType}, {routine.target.toLowerCase()})
            </Text>
          </List.Item>
        ))}
      </List>
      {offer.addedAt ? (
        <Group gap="xs" wrap="wrap">
          <Button size="compact-sm" variant="light" disabled leftSection={<IconCheck size={14} aria-hidden="true" />}>
            Added to your routines
          </Button>
          <Anchor component={Link} to="/Routine" size="sm">
            See them in My Habit Routines
          </Anchor>
        </Group>
      ) : (
        <Group gap="xs" wrap="wrap">
          <Button
            size="compact-sm"
            leftSection={<IconListCheck size={14} aria-hidden="true" />}
            loading={routines.adding === turn.id}
            disabled={routines.adding !== null && routines.adding !== turn.id}
            onClick={() => routines.onAdd(turn.id)}
          >
            {count === 1 ? 'Add this to my routines' : `Add these ${count} to my routines`}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function Answer({ turn, coach, routines }: { turn: ChatTurn; coach: ChatCoach; routines?: RoutineAdding }) {
  const author = authorOf(turn, coach);
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap" className={classes.answer}>
      <Avatar src={author.photo ? coach.profilePic : null} alt="" radius="xl" size="md" color="teal" aria-hidden="true">
        <IconRobot size={20} />
      </Avatar>
      <Paper className={classes.theirs} radius="md" p="sm" withBorder data-testid="chat-answer" data-state={turn.state} aria-busy={turn.state === 'writing' || undefined}>
        <Group gap={6} mb={4} wrap="wrap" data-testid="chat-author">
          <Text size="sm" fw={600}>
            {author.name}
            {author.note && (
              <Text span size="sm" fw={400} c="gray.7">
                , {author.note}
              </Text>
            )}
          </Text>
          {author.badge && (
            // Outlined on the card's white: the 9th shade reads at over 5:1 there (on the light variant's tint it read 4.3:1 at this size).
            <Badge size="xs" variant="outline" color={turn.source === 'care' ? 'red.9' : 'teal.9'} c={turn.source === 'care' ? 'red.9' : 'teal.9'}>
              {author.badge}
            </Badge>
          )}
          {turn.state === 'stopped' && (
            <Badge size="xs" variant="outline" color="gray" data-testid="chat-stopped">
              stopped
            </Badge>
          )}
        </Group>
        {turn.answer ? (
          <Suspense fallback={<PlainAnswer text={turn.answer} />}>
            <ChatMarkdown text={turn.answer} citations={turn.citations} question={turn.question} />
          </Suspense>
        ) : turn.state === 'writing' ? (
          <TypingDots label="The coach is writing" />
        ) : null}
        {turn.state === 'writing' && turn.answer && <TypingDots label="The coach is writing" />}
        {turn.state === 'failed' && (
          <Text c="red.9" size="sm" role="alert" mt={turn.answer ? 'xs' : 0}>
            {messages.chatFailed}
          </Text>
        )}
        {routines && <RoutineOffer turn={turn} routines={routines} />}
      </Paper>
    </Group>
  );
}

/** The chat's questions and answers; the last answer can be written again and the last question edited. */
export function ChatTurns({
  turns,
  coach,
  pending,
  onRegenerate,
  onEdit,
  regenerating,
  routines,
}: {
  turns: readonly ChatTurn[];
  coach: ChatCoach;
  /** A question sent and not yet kept: shown at once. */
  pending: string | null;
  onRegenerate: () => void;
  onEdit: (text: string) => Promise<boolean>;
  regenerating: boolean;
  /** Adding a plan's steps to the customer's routines (absent: its offers are not shown). */
  routines?: RoutineAdding;
}) {
  const positions = positionsOf(turns);
  // The version shown at each question: the latest, unless the customer went back to an earlier one
  // while there were as many as now (a new version, regenerated or edited, is shown at once).
  const [chosen, setChosen] = useState<Record<number, { index: number; of: number }>>({});
  const last = positions.at(-1);
  const busy = turns.some((t) => t.state === 'writing') || pending !== null;
  return (
    <Stack gap="md" data-testid="chat-turns">
      {positions.map(({ position, versions }) => {
        const pick = chosen[position];
        const index = pick && pick.of === versions.length ? pick.index : versions.length - 1;
        const show = (next: number) => setChosen({ ...chosen, [position]: { index: next, of: versions.length } });
        const turn = versions[index] as ChatTurn;
        const isLast = position === last?.position && index === versions.length - 1;
        // The question has all the answers it may have (the server refuses another): nothing to press, and why.
        const full = turn.version >= CHAT_VERSIONS_MAX;
        return (
          <Stack key={position} gap="xs">
            <Question key={turn.id} turn={turn} editable={isLast && !busy && !full} onEdit={onEdit} />
            <Answer turn={turn} coach={coach} routines={routines} />
            {(versions.length > 1 || (isLast && !busy && turn.regenerable)) && (
              <Group gap="xs" ml={44}>
                {versions.length > 1 && (
                  <Group gap={2} role="group" aria-label={`Answer ${index + 1} of ${versions.length}`}>
                    <ActionIcon variant="subtle" color="gray" size="sm" aria-label="Earlier answer" disabled={index === 0} onClick={() => show(index - 1)}>
                      <IconChevronLeft size={14} aria-hidden="true" />
                    </ActionIcon>
                    <Text size="xs" c="dimmed">
                      {index + 1} / {versions.length}
                    </Text>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="sm"
                      aria-label="Later answer"
                      disabled={index === versions.length - 1}
                      onClick={() => show(index + 1)}
                    >
                      <IconChevronRight size={14} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                )}
                {/* A care reply, or the built-in coach's from the records or with nothing fitting, would say the same again. */}
                {isLast && !busy && turn.regenerable && !full && (
                  <Button size="compact-xs" variant="subtle" leftSection={<IconRefresh size={14} aria-hidden="true" />} loading={regenerating} onClick={onRegenerate}>
                    Regenerate
                  </Button>
                )}
                {isLast && !busy && turn.regenerable && full && (
                  <>
                    <Button size="compact-xs" variant="subtle" leftSection={<IconRefresh size={14} aria-hidden="true" />} disabled aria-describedby={`versions-full-${turn.id}`}>
                      Regenerate
                    </Button>
                    <Text size="xs" c="dimmed" id={`versions-full-${turn.id}`} data-testid="chat-versions-full">
                      {messages.chatVersionsFull}
                    </Text>
                  </>
                )}
              </Group>
            )}
          </Stack>
        );
      })}
      {pending !== null && (
        <Stack gap="xs">
          <Group justify="flex-end">
            <Paper className={classes.mine} radius="md" p="sm" data-testid="chat-question">
              <Text className={classes.plain}>{pending}</Text>
            </Paper>
          </Group>
          <Group gap="xs" ml={4}>
            <TypingDots label="The coach is writing" />
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
