import { writtenBy } from '@iyl/core/ai/messages';
import { greeting } from '@iyl/core/app/rules';
import { messages } from '@iyl/core/catalog/messages';
import { MOOD_NOTE_MAX, type Mood, moods } from '@iyl/core/mood/constants';
import type { MoodLog } from '@iyl/core/mood/contract';
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Timeline,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconMoodSmile } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../auth/api.ts';
import { formatCalendarDate } from '../../lib/format.ts';
import { toast } from '../../lib/toast.tsx';
import { CountedTextInput } from '../../components/CountedTextInput.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useMarkChallenge, useMoodCalendar, useMoodLogs, useMoodReport, useMoodStat, useMoodToday, usePickMood } from './api.ts';
import classes from './mood.module.css';
import { MoodCounts } from './MoodCounts.tsx';
import { MoodIcon } from './MoodIcon.tsx';
import { monthName, monthOf, monthWeeks, moodLook, shiftMonth } from './moods.ts';
import { useDeferredAnswer } from '../../lib/deferred-answer.ts';

/** The nine mood tiles and the optional one-line note. */
function MoodPicker({ onPick, pending }: { onPick: (mood: Mood, note?: string) => void; pending: boolean }) {
  const [note, setNote] = useState('');
  return (
    <Stack gap="md">
      <CountedTextInput
        label="A note for today (optional)"
        description="One line: what is behind the feeling?"
        maxLength={MOOD_NOTE_MAX}
        fullHint={messages.moodNoteTooLong}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 3, sm: 3, md: 9 }} spacing="sm" role="group" aria-label="How do you feel today?">
        {moods.map((mood) => (
          <UnstyledButton
            key={mood}
            className={classes.tile}
            data-color={moodLook[mood].color}
            disabled={pending}
            onClick={() => onPick(mood, note.trim() || undefined)}
            data-testid={`mood-tile-${mood}`}
          >
            <MoodIcon mood={mood} size={36} />
            <span className={classes.tileLabel}>{mood}</span>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Challenges({ log }: { log: MoodLog }) {
  const mark = useMarkChallenge();
  const busyIndex = mark.isPending ? mark.variables?.index : undefined;
  const done = log.challenges.filter((c) => c.done).length;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="mood-challenges-heading">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="mood-challenges-heading">
          Today&apos;s challenges
        </Title>
        <Badge variant="light" data-testid="mood-challenges-done">{`${done} of ${log.challenges.length} done`}</Badge>
      </Group>
      <Stack gap="xs" data-testid="mood-challenges">
        {log.challenges.map((challenge, index) => (
          <Checkbox
            key={challenge.text}
            label={challenge.text}
            checked={challenge.done}
            disabled={busyIndex === index}
            onChange={(event) => mark.mutate({ id: log.id, index, done: event.currentTarget.checked })}
          />
        ))}
      </Stack>
    </Paper>
  );
}

function TodayCard({ log, onChange }: { log: MoodLog; onChange: () => void }) {
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="mood-today-heading" data-testid="mood-today">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <MoodIcon mood={log.mood} size={48} />
          <div>
            <Title order={2} size="h4" id="mood-today-heading">
              Today you feel <span data-testid="mood-today-mood">{log.mood}</span>
            </Title>
            <Text size="sm" c="dimmed">
              {formatCalendarDate(log.day)}
              {log.note ? ` · “${log.note}”` : ''}
            </Text>
          </div>
        </Group>
        <Button variant="default" onClick={onChange}>
          Change today&apos;s mood
        </Button>
      </Group>
      <Text mt="md" data-testid="mood-advice">
        {log.advice}
      </Text>
      <Text size="xs" c="dimmed" mt="xs">
        {writtenBy(log.source)}
      </Text>
    </Paper>
  );
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function MoodMonth({ today }: { today: string }) {
  const [month, setMonth] = useState(monthOf(today));
  const calendar = useDeferredAnswer(useMoodCalendar(month));
  const byDay = new Map((calendar.data?.month === month ? calendar.data.days : []).map((d) => [Number(d.day.slice(8, 10)), d.mood]));
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="mood-calendar-heading">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="mood-calendar-heading">
          {monthName(month)}
        </Title>
        <Group gap={4}>
          <ActionIcon variant="default" aria-label="Previous month" onClick={() => setMonth(shiftMonth(month, -1))}>
            <IconChevronLeft size={18} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon variant="default" aria-label="Next month" disabled={month >= monthOf(today)} onClick={() => setMonth(shiftMonth(month, 1))}>
            <IconChevronRight size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      </Group>
      <table className={classes.calendar} aria-busy={calendar.isFetching} data-testid="mood-calendar">
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.join('-')}>
              {week.map((day, i) => {
                const mood = day ? byDay.get(day) : undefined;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a week's cells are its seven positions
                  <td key={i} aria-label={day ? `${day}${mood ? `: ${mood}` : ''}` : undefined}>
                    {day && (
                      <>
                        <span className={classes.dayNumber} aria-hidden="true">
                          {day}
                        </span>
                        {mood && <MoodIcon mood={mood} size={20} />}
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Paper>
  );
}

function History() {
  const [page, setPage] = useState(1);
  const logs = useDeferredAnswer(useMoodLogs(page));
  const data = logs.data;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="mood-history-heading">
      <Title order={2} size="h4" id="mood-history-heading" mb="md">
        Mood history
      </Title>
      {data && data.items.length === 0 && (
        <EmptyState icon={IconMoodSmile}>No days logged yet. Each day you log shows up here.</EmptyState>
      )}
      {data && data.items.length > 0 && (
        <Timeline bulletSize={28} lineWidth={2} active={-1} data-testid="mood-history">
          {data.items.map((log) => (
            <Timeline.Item key={log.id} bullet={<MoodIcon mood={log.mood} size={18} />} title={`${log.mood} · ${formatCalendarDate(log.day)}`} data-testid="mood-history-item">
              {log.note && (
                <Text size="sm" fs="italic">
                  “{log.note}”
                </Text>
              )}
              <Text size="sm" c="dimmed" lineClamp={2}>
                {log.advice}
              </Text>
              <Text size="xs" c="dimmed">{`${log.challenges.filter((c) => c.done).length} of ${log.challenges.length} challenges done`}</Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
      {data && data.pages > 1 && <Pagination mt="md" total={data.pages} value={page} onChange={setPage} aria-label="Mood history pages" />}
    </Paper>
  );
}

/** /Emotional: today's mood (picked once a day) with the coach's advice and challenges, counts, calendar and history. */
export function EmotionalPage() {
  usePageTitle('Mood Tracking');
  const session = useSession();
  const today = useMoodToday();
  const pick = usePickMood();
  const [changing, setChanging] = useState(false);
  const recorded = today.data?.recorded === true;
  const stat = useMoodStat(recorded);
  const report = useMoodReport(recorded);
  const welcomed = useRef<string | null>(null);
  const welcomeToast = useRef<number | null>(null);

  useEffect(() => {
    if (today.data && !today.data.recorded && welcomed.current !== today.data.day) {
      welcomed.current = today.data.day;
      welcomeToast.current = toast.info(messages.moodWelcome);
    }
  }, [today.data]);

  const onPick = (change: boolean) => (mood: Mood, note?: string) => {
    // The welcome has been acted on: the pick's own outcome is the one toast to read now.
    if (welcomeToast.current !== null) toast.dismiss(welcomeToast.current);
    welcomeToast.current = null;
    pick.mutate({ mood, note, change }, { onSuccess: () => setChanging(false) });
  };
  const name = session.data?.user?.fullname.split(' ')[0] ?? '';

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>Mood Tracking</Title>
          <Text c="dimmed">{recorded ? `${greeting()}${name ? `, ${name}` : ''}. Here is your day and how your month is going.` : 'How do you feel today? Pick the mood closest to it.'}</Text>
        </div>
        <Button component={Link} to="/Board" variant="subtle">
          Back to the board
        </Button>
      </Group>

      {today.isError && !today.data && (
        <Group>
          <Text>{messages.moodLoadFailed}</Text>
          <Button variant="light" size="compact-md" onClick={() => today.refetch()}>
            Try again
          </Button>
        </Group>
      )}

      {today.data && !recorded && (
        <Paper withBorder radius="md" p="md" component="section" aria-label="Pick today's mood">
          <MoodPicker onPick={onPick(false)} pending={pick.isPending} />
        </Paper>
      )}

      {today.data?.log && (
        <>
          <TodayCard log={today.data.log} onChange={() => setChanging(true)} />
          <Challenges log={today.data.log} />
          <MoodCounts stat={stat.data} report={report.data} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <MoodMonth today={today.data.day} />
            <History />
          </SimpleGrid>
        </>
      )}

      <Modal opened={changing} onClose={() => setChanging(false)} title="Change today's mood" size="xl">
        <Text size="sm" c="dimmed" mb="md">
          The new mood replaces today&apos;s, with new advice and challenges.
        </Text>
        <MoodPicker onPick={onPick(true)} pending={pick.isPending} />
      </Modal>
    </Stack>
  );
}
