import { experimentLengths } from '@iyl/core/insights/constants';
import type { Experiment as ExperimentData, InsightsOverview } from '@iyl/core/insights/contract';
import { insightsEndpoints } from '@iyl/core/insights/endpoints';
import { addDays } from '@iyl/core/time/zone';
import { Badge, Button, Group, Modal, NativeSelect, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { type RefObject, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { formatCalendarDate, formatShortCalendarDate } from '../../lib/format.ts';
import { useEndpointForm } from '../../lib/use-endpoint-form.ts';
import { useStartExperiment, useStopExperiment } from './api.ts';
import classes from './insights.module.css';

const assignment = (a: 'do' | 'skip') => (a === 'do' ? 'do it' : 'skip it');

/** Each day with its date: do or skip, and for the days gone by whether it was done and the mood; today's box stands out. */
function Schedule({ experiment, today }: { experiment: ExperimentData; today: string }) {
  const tomorrow = addDays(today, 1);
  return (
    <ol className={classes.schedule} aria-label="Schedule" data-testid="experiment-schedule">
      {experiment.schedule.map((d, i) => {
        const past = d.did !== null;
        const isToday = d.day === today;
        const when = isToday ? ' (today)' : d.day === tomorrow ? ' (tomorrow)' : '';
        const said = `Day ${i + 1}, ${formatCalendarDate(d.day)}${when}: ${assignment(d.assigned)}${past ? `; ${d.did ? 'done' : 'not done'}${d.mood ? `, mood ${d.mood}` : ', no mood logged'}` : ''}`;
        return (
          <li
            key={d.day}
            className={classes.day}
            data-assigned={d.assigned}
            data-past={past || undefined}
            data-today={isToday || undefined}
            aria-current={isToday ? 'date' : undefined}
            aria-label={said}
            title={said}
          >
            <span aria-hidden="true" className={classes.dayDate}>
              {formatShortCalendarDate(d.day)}
            </span>
            <span aria-hidden="true" className={classes.dayAssigned}>
              {d.assigned === 'do' ? 'Do' : 'Skip'}
            </span>
            <span aria-hidden="true" className={classes.dayMark}>
              {past ? (d.did ? '✓' : '✗') : '·'}
              {d.mood ? ` ${d.mood.slice(0, 3)}` : ''}
            </span>
            {isToday && (
              <span aria-hidden="true" className={classes.dayToday}>
                Today
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function Running({ experiment, today }: { experiment: ExperimentData; today: string }) {
  const [confirming, setConfirming] = useState(false);
  const stop = useStopExperiment();
  // The schedule starts the day after the experiment was started: until then, say when it starts.
  const first = experiment.schedule[0];
  const notYet = today < experiment.startDay;
  const startsTomorrow = experiment.startDay === addDays(today, 1);
  const index = experiment.schedule.findIndex((d) => d.day === today);
  const dayNumber = index === -1 ? Math.max(1, Math.min(experiment.schedule.filter((d) => d.day < today).length + 1, experiment.days)) : index + 1;
  return (
    <Stack gap="sm" data-testid="experiment-running">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={700}>{experiment.title}</Text>
        <Badge variant="filled" color="blue.9" data-testid="experiment-day">
          {notYet ? (startsTomorrow ? 'Starts tomorrow' : `Starts on ${formatCalendarDate(experiment.startDay)}`) : `Day ${dayNumber} of ${experiment.days}`}
        </Badge>
      </Group>
      {notYet && first && (
        <Text fz="xl" fw={800} data-testid="experiment-first-day" data-assigned={first.assigned}>
          {`Your first day is ${startsTomorrow ? 'tomorrow' : formatCalendarDate(first.day)}: ${assignment(first.assigned)}`}
        </Text>
      )}
      {!notYet && experiment.today && (
        <Text fz="xl" fw={800} data-testid="experiment-today" data-assigned={experiment.today}>
          {`Today: ${assignment(experiment.today)}`}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        The days to do it and to skip it were drawn at random. Log your mood on the Emotional page each day; the result comes when the experiment ends.
      </Text>
      <Schedule experiment={experiment} today={today} />
      <Group>
        <Button variant="default" color="red" onClick={() => setConfirming(true)}>
          Stop the experiment
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Stop the experiment?">
        <Text size="sm">What it showed so far will be analysed; a short experiment often says little.</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Keep going
          </Button>
          <Button color="red.8" loading={stop.isPending} onClick={() => stop.mutate(experiment.id, { onSuccess: () => setConfirming(false) })}>
            Stop it
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

function Result({ experiment }: { experiment: ExperimentData }) {
  return (
    <Stack gap={4} data-testid="experiment-result">
      <Text fw={700}>{`${experiment.title} — ${experiment.status === 'stopped' ? 'stopped early' : 'finished'}`}</Text>
      <Text>{experiment.result?.text ?? 'The result is being worked out.'}</Text>
    </Stack>
  );
}

interface StartFormProps {
  routines: InsightsOverview['routines'];
  routineId: string | null;
  onRoutine: (id: string | null) => void;
  selectRef: RefObject<HTMLSelectElement | null>;
}

function StartForm({ routines, routineId, onRoutine, selectRef }: StartFormProps) {
  const start = useStartExperiment();
  // The routine is the page's choice (a pattern's "Test this routine" picks it too); the length is the form's.
  const { form, onSubmit } = useEndpointForm(insightsEndpoints.StartExperiment, {
    initialValues: { days: String(experimentLengths[0]) },
    transform: ({ days }) => ({ routineId: routineId ?? '', days: Number(days) }),
    submit: (body) => start.mutate(body, { onSuccess: () => onRoutine(null) }),
  });
  return (
    <form onSubmit={onSubmit} noValidate data-testid="experiment-form">
      <Stack gap="sm">
        <Text size="sm">Test whether a routine lifts your mood: on days drawn at random you do it or skip it, and your moods are compared at the end.</Text>
        {/* The browser's own list and radios: a phone draws them at once (a floating list measured the page as it opened). */}
        <NativeSelect
          ref={selectRef}
          label="Routine to test"
          data={[{ value: '', label: 'Choose a routine', disabled: true }, ...routines.map((r) => ({ value: r.id, label: r.title }))]}
          value={routineId ?? ''}
          onChange={(event) => onRoutine(event.currentTarget.value || null)}
          required
        />
        <Radio.Group label="Length" {...form.getInputProps('days')}>
          <Group gap="md" mt={4}>
            {experimentLengths.map((n) => (
              <Radio key={n} value={String(n)} label={`${n} days`} />
            ))}
          </Group>
        </Radio.Group>
        <Text size="sm" c="dimmed" data-testid="experiment-help">
          It starts tomorrow, and the days are drawn at random. On a skip day, leave the routine out even if it breaks your streak: that is part of the test. Log your mood
          every day.
        </Text>
        <Group>
          <Button type="submit" loading={start.isPending} disabled={!routineId} leftSection={<IconFlask size={18} aria-hidden="true" />}>
            Start the experiment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The experiment card: the running one (today's assignment, schedule, Stop), the last result, and the start form. */
export function ExperimentCard({ overview, routineId, onRoutine, selectRef }: { overview: InsightsOverview } & Omit<StartFormProps, 'routines'>) {
  const experiment = overview.experiment;
  const running = experiment?.status === 'running';
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="insights-experiment-heading" data-testid="experiment-card">
      <Title order={2} size="h4" id="insights-experiment-heading" mb="sm">
        Experiment
      </Title>
      <Stack gap="md">
        {experiment && running && <Running experiment={experiment} today={overview.day} />}
        {experiment && !running && <Result experiment={experiment} />}
        {!running && overview.routines.length > 0 && <StartForm routines={overview.routines} routineId={routineId} onRoutine={onRoutine} selectRef={selectRef} />}
        {!running && overview.routines.length === 0 && (
          <Stack gap="xs" data-testid="experiment-no-routines">
            <EmptyState icon={IconFlask}>An experiment tests one of your routines. Add a routine on My Habit Routines first, then come back to test it.</EmptyState>
            <Group>
              <Button component={Link} to="/Routine" variant="light">
                Add a routine
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
