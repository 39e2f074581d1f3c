import { reminderDays } from '@iyl/core/reminders/constants';
import type { ReminderDay } from '@iyl/core/reminders/constants';
import { ROUTINE_DESCRIPTION_MAX, ROUTINE_TITLE_MAX, type RoutineTarget, type RoutineType, routineTargets } from '@iyl/core/routines/constants';
import { Button, Group, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useAddRoutine } from './api.ts';
import { customRoutineProblem } from './routine-format.ts';
import classes from './routines.module.css';
import { SidePanel } from '../../components/SidePanel.tsx';
import { CountedTextInput } from '../../components/CountedTextInput.tsx';
import { GrowingTextarea } from '../../components/GrowingTextarea.tsx';

const typeChoices: RoutineType[] = ['Weekly', 'Daily'];

function AddHabitForm({ onAdded }: { onAdded: () => void }) {
  const add = useAddRoutine();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [target, setTarget] = useState<RoutineTarget | null>(null);
  const [routineType, setRoutineType] = useState<RoutineType | null>(null);
  const [reminderDay, setReminderDay] = useState<string | null>(null);
  const [reminderTime, setReminderTime] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const found = customRoutineProblem({ title, description, target, routineType, reminderTime, reminderDay });
    setProblem(found);
    if (found || !target || !routineType) return;
    add.mutate(
      {
        title,
        description,
        target,
        routineType,
        reminder: reminderTime && reminderDay ? { time: reminderTime, day: reminderDay as ReminderDay } : undefined,
      },
      { onSuccess: onAdded },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="add-habit-form"
    >
      <Stack gap="md">
        <Text size="sm">Your own routine: what, when and how often. A reminder is optional.</Text>
        <CountedTextInput label="Title" maxLength={ROUTINE_TITLE_MAX} value={title} onChange={(e) => setTitle(e.currentTarget.value)} data-autofocus />
        <GrowingTextarea label="Description" minRows={3} maxLength={ROUTINE_DESCRIPTION_MAX} value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
        <Radio.Group label="Time of day" value={target} onChange={(value) => setTarget(value as RoutineTarget)}>
          <Group gap="md" mt={6}>
            {routineTargets.map((t) => (
              <Radio key={t} value={t} label={t} />
            ))}
          </Group>
        </Radio.Group>
        <Radio.Group label="Routine type" value={routineType} onChange={(value) => setRoutineType(value as RoutineType)}>
          <Group gap="md" mt={6}>
            {typeChoices.map((t) => (
              <Radio key={t} value={t} label={t} />
            ))}
          </Group>
        </Radio.Group>
        <Group grow align="flex-start" wrap="wrap" gap="sm">
          <Select label="Reminder day" placeholder="No reminder" data={[...reminderDays]} value={reminderDay} onChange={setReminderDay} clearable miw={140} />
          <TextInput label="Reminder time" type="time" value={reminderTime} onChange={(e) => setReminderTime(e.currentTarget.value)} miw={140} />
        </Group>
        {problem && (
          <Text c="red.8" size="sm" role="alert" data-testid="add-habit-problem" className={classes.wrap}>
            {problem}
          </Text>
        )}
        <Button type="submit" leftSection={<IconPlus size={18} aria-hidden="true" />} loading={add.isPending}>
          Start Routine
        </Button>
      </Stack>
    </form>
  );
}

/** Add Habit: a customised routine, with an optional reminder set along with it. */
export function AddHabitPanel({ opened, onClose, fullScreen }: { opened: boolean; onClose: () => void; fullScreen: boolean }) {
  return (
    <SidePanel opened={opened} onClose={onClose} fullScreen={fullScreen} size="md" title="Add Habit">
      <AddHabitForm onAdded={onClose} />
    </SidePanel>
  );
}
