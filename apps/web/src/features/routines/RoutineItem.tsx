import { messages } from '@iyl/core/catalog/messages';
import { ROUTINE_REASON_MAX } from '@iyl/core/routines/constants';
import type { Routine, RoutineDay } from '@iyl/core/routines/contract';
import { addDays } from '@iyl/core/time/zone';
import { Badge, Button, Checkbox, Group, Modal, Progress, Radio, Stack, Text, Title } from '@mantine/core';
import {
  IconCalendarStats,
  IconCertificate,
  IconCircleCheck,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerSkipForward,
  IconRotateClockwise,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { CountedTextInput } from '../../components/CountedTextInput.tsx';
import { formatCalendarDate } from '../../lib/format.ts';
import a11y from '../../lib/visually-hidden.module.css';
import { useCheckIn, useDeleteRoutine, useMarkWeek, usePauseRoutine } from './api.ts';
import { streakText } from './routine-format.ts';
import classes from './routines.module.css';

type DayChoice = 'done' | 'skipped' | 'none';

/** Ticks, skips (with a reason) or clears one day of a daily routine: today's skip, or yesterday's fix. */
function DayForm({ routine, day, initial, onClose }: { routine: Routine; day: RoutineDay; initial: DayChoice; onClose: () => void }) {
  const checkIn = useCheckIn();
  const [choice, setChoice] = useState<DayChoice>(initial);
  const [reason, setReason] = useState(day.reason ?? '');
  const save = () =>
    checkIn.mutate({ id: routine.id, day: day.day, state: choice, reason: choice === 'skipped' ? reason.trim() || undefined : undefined }, { onSuccess: onClose });
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" className={classes.wrap}>
        {`${routine.title} · ${day.weekday}, ${formatCalendarDate(day.day)}`}
      </Text>
      <Radio.Group label="This day was" value={choice} onChange={(value) => setChoice(value as DayChoice)}>
        <Stack gap="xs" mt={6}>
          <Radio value="done" label="Done" />
          <Radio value="skipped" label="Skipped (counts as neither done nor missed)" />
          <Radio value="none" label="Not done yet" />
        </Stack>
      </Radio.Group>
      {choice === 'skipped' && (
        <CountedTextInput
          label="Reason (optional)"
          placeholder="Travelling, ill, a rest day…"
          maxLength={ROUTINE_REASON_MAX}
          fullHint={messages.routineReasonTooLong}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={save} loading={checkIn.isPending}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}

function PauseModal({ routine, opened, onClose }: { routine: Routine; opened: boolean; onClose: () => void }) {
  const pause = usePauseRoutine();
  const [reason, setReason] = useState('');
  return (
    <Modal opened={opened} onClose={onClose} title="Pause this routine?" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text size="sm">Paused days count as neither done nor missed, so your streak waits for you.</Text>
        <CountedTextInput
          label="Reason (optional)"
          placeholder="Travelling, ill, a busy week…"
          maxLength={ROUTINE_REASON_MAX}
          fullHint={messages.routineReasonTooLong}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={pause.isPending}
            onClick={() => pause.mutate({ id: routine.id, paused: true, reason: reason.trim() || undefined }, { onSuccess: onClose })}
          >
            Pause routine
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function DeleteModal({ routine, opened, onClose, onGone }: { routine: Routine; opened: boolean; onClose: () => void; onGone: () => void }) {
  const remove = useDeleteRoutine();
  return (
    <Modal opened={opened} onClose={onClose} title="Delete this routine?" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text className={classes.wrap}>“{routine.title}” and its days and reminder will be deleted for good.</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red.8" loading={remove.isPending} onClick={() =>
              // The routine (and this modal with it) leaves the list once it is reloaded; the promise still settles.
              remove.mutateAsync(routine.id).then(onGone, onClose)
            }>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const stateWords: Record<RoutineDay['state'], string> = {
  done: 'done',
  skipped: 'skipped',
  paused: 'paused',
  missed: 'missed',
  open: 'not done yet',
  future: 'still to come',
  before: 'before the routine started',
};

/** A weekly routine's seven boxes, Monday first; only today (and yesterday until noon) can change. */
function WeekBoxes({ routine }: { routine: Routine }) {
  const mark = useMarkWeek();
  // The box changes at the click; the server's answer (or a refusal) then sets it for good.
  const [ticking, setTicking] = useState<{ weekday: string; checked: boolean } | null>(null);
  const busy = ticking !== null;
  return (
    <fieldset className={classes.days} data-testid="week-boxes">
      <legend className={a11y.visuallyHidden}>{`Days of this week for ${routine.title}`}</legend>
      {routine.week.map((d) => (
        <Checkbox
          key={d.day}
          label={d.weekday}
          checked={ticking?.weekday === d.weekday ? ticking.checked : d.state === 'done'}
          disabled={!d.editable || (busy && ticking?.weekday !== d.weekday)}
          indeterminate={d.state === 'skipped' && ticking?.weekday !== d.weekday}
          title={`${formatCalendarDate(d.day)}: ${stateWords[d.state]}`}
          data-state={d.state}
          onChange={(event) => {
            if (busy) return;
            const checked = event.currentTarget.checked;
            setTicking({ weekday: d.weekday, checked });
            mark.mutate({ id: routine.id, weekday: d.weekday, checked }, { onSettled: () => setTicking(null) });
          }}
        />
      ))}
    </fieldset>
  );
}

/** A daily routine's day: Done today, Skip today, and Fix yesterday while yesterday can still change. */
function DailyControls({ routine, onFix }: { routine: Routine; onFix: (day: RoutineDay, title: string, initial: DayChoice) => void }) {
  const checkIn = useCheckIn();
  const today = routine.week.find((d) => d.day === routine.today);
  const yesterday = routine.week.find((d) => d.day === addDays(routine.today, -1));
  // The box changes at the click; the server's answer (or a refusal) then sets it for good.
  const [ticking, setTicking] = useState<boolean | null>(null);
  const busy = ticking !== null || (checkIn.isPending && checkIn.variables?.id === routine.id);
  if (!today) return null;
  return (
    <Group gap="sm" wrap="wrap" align="center">
      <Checkbox
        label="Done today"
        checked={ticking ?? today.state === 'done'}
        disabled={!today.editable}
        aria-busy={busy || undefined}
        onChange={(event) => {
          if (busy) return;
          const checked = event.currentTarget.checked;
          setTicking(checked);
          checkIn.mutate({ id: routine.id, day: today.day, state: checked ? 'done' : 'none' }, { onSettled: () => setTicking(null) });
        }}
      />
      {today.state === 'skipped' ? (
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconRotateClockwise size={16} aria-hidden="true" />}
          disabled={!today.editable || busy}
          onClick={() => checkIn.mutate({ id: routine.id, day: today.day, state: 'none' })}
        >
          Undo skip
        </Button>
      ) : (
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconPlayerSkipForward size={16} aria-hidden="true" />}
          disabled={!today.editable || busy}
          onClick={() => onFix(today, 'Skip today', 'skipped')}
        >
          Skip today
        </Button>
      )}
      {yesterday?.editable && (
        <Button size="compact-sm" variant="default" disabled={busy} onClick={() => onFix(yesterday, 'Fix yesterday', yesterday.state === 'done' ? 'done' : yesterday.state === 'skipped' ? 'skipped' : 'none')}>
          Fix yesterday
        </Button>
      )}
      {today.state === 'skipped' && (
        <Text size="sm" c="dimmed" className={classes.wrap}>
          {today.reason ? `Skipped today: ${today.reason}` : 'Skipped today'}
        </Text>
      )}
    </Group>
  );
}

interface RoutineItemProps {
  routine: Routine;
  /** Where focus goes when the routine leaves the list (deleted). */
  onGone: () => void;
  onComplete: (routine: Routine) => void;
  onHeatmap: (routine: Routine) => void;
}

/** One routine of the timeline: what and when, streak and strength, the day's controls and its actions. */
export function RoutineItem({ routine, onComplete, onHeatmap, onGone }: RoutineItemProps) {
  const pause = usePauseRoutine();
  // The day being fixed stays while its modal closes; `fixing` opens and closes it.
  const [fix, setFix] = useState<{ day: RoutineDay; title: string; initial: DayChoice; at: number } | null>(null);
  const [fixing, setFixing] = useState(false);
  const [pausing, setPausing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const paused = routine.status === 'paused';
  const headingId = `routine-${routine.id}`;

  return (
    <Stack gap="xs" data-testid="routine-item" data-routine-type={routine.routineType} aria-labelledby={headingId} component="article">
      <Group gap={6} wrap="wrap">
        <Badge variant="light">{`${routine.routineType} Habit`}</Badge>
        <Badge variant="outline" color="gray.8">
          {routine.target}
        </Badge>
        {paused && (
          <Badge variant="filled" color="gray.8">
            Paused
          </Badge>
        )}
      </Group>
      <Title order={3} size="h4" id={headingId} className={classes.wrap}>
        {routine.title}
      </Title>
      <Text size="sm" c="dimmed" className={classes.wrap}>
        {routine.description}
      </Text>
      <Group gap="md" wrap="wrap" align="center">
        <Text size="sm" fw={600} data-testid="routine-streak">
          {streakText(routine.streak)}
        </Text>
        <Text size="sm">{`Best: ${streakText(routine.bestStreak)}`}</Text>
        <Group gap={6} wrap="nowrap" align="center">
          <Text size="sm" aria-hidden="true">
            Strength
          </Text>
          <Progress value={routine.strength} w={110} size="lg" aria-label={`Strength ${routine.strength}%`} data-testid="routine-strength" />
          <Text size="sm" aria-hidden="true">{`${routine.strength}%`}</Text>
        </Group>
      </Group>
      {paused && (
        <Text size="sm" className={classes.wrap} data-testid="routine-paused">
          {routine.pausedReason ? `Paused: ${routine.pausedReason}` : 'Paused'}
        </Text>
      )}

      {routine.routineType === 'Daily' ? <DailyControls
          routine={routine}
          onFix={(day, title, initial) => {
            setFix({ day, title, initial, at: Date.now() });
            setFixing(true);
          }}
        /> : <WeekBoxes routine={routine} />}

      <Group gap="xs" wrap="wrap">
        {routine.routineType === 'Daily' && (
          <Button size="compact-md" leftSection={<IconCircleCheck size={16} aria-hidden="true" />} disabled={paused} onClick={() => onComplete(routine)}>
            Mark Complete
          </Button>
        )}
        {routine.routineType === 'Weekly' && routine.certifiable && (
          <Button size="compact-md" leftSection={<IconCertificate size={16} aria-hidden="true" />} onClick={() => onComplete(routine)}>
            Mark Certified
          </Button>
        )}
        <Button size="compact-md" variant="default" leftSection={<IconCalendarStats size={16} aria-hidden="true" />} onClick={() => onHeatmap(routine)}>
          Heatmap
        </Button>
        {paused ? (
          <Button
            size="compact-md"
            variant="default"
            leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
            loading={pause.isPending}
            onClick={() => pause.mutate({ id: routine.id, paused: false })}
          >
            Resume
          </Button>
        ) : (
          <Button size="compact-md" variant="default" leftSection={<IconPlayerPause size={16} aria-hidden="true" />} onClick={() => setPausing(true)}>
            Pause
          </Button>
        )}
        <Button size="compact-md" variant="outline" color="red.8" leftSection={<IconTrash size={16} aria-hidden="true" />} onClick={() => setDeleting(true)}>
          Delete
        </Button>
      </Group>

      <Modal opened={fixing} onClose={() => setFixing(false)} title={fix?.title ?? ''} closeButtonProps={{ 'aria-label': 'Close' }}>
        {fix && <DayForm key={fix.at} routine={routine} day={fix.day} initial={fix.initial} onClose={() => setFixing(false)} />}
      </Modal>
      <PauseModal routine={routine} opened={pausing} onClose={() => setPausing(false)} />
      <DeleteModal routine={routine} opened={deleting} onClose={() => setDeleting(false)} onGone={onGone} />
    </Stack>
  );
}
