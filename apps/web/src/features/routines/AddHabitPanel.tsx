import { messages } from '@iyl/core/catalog/messages';
import { reminderDays } from '@iyl/core/reminders/constants';
import type { ReminderDay } from '@iyl/core/reminders/constants';
import { ROUTINE_DESCRIPTION_MAX, ROUTINE_TITLE_MAX, type RoutineType, routineTargets } from '@iyl/core/routines/constants';
import { routinesEndpoints } from '@iyl/core/routines/endpoints';
import { Button, Group, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type FieldErrors, useEndpointForm } from '../../lib/use-endpoint-form.ts';
import { useAddRoutine } from './api.ts';
import { type CustomRoutineDraft, customRoutineProblem } from './routine-format.ts';
import classes from './routines.module.css';
import { SidePanel } from '../../components/SidePanel.tsx';
import { CountedTextInput } from '../../components/CountedTextInput.tsx';
import { GrowingTextarea } from '../../components/GrowingTextarea.tsx';

const typeChoices: RoutineType[] = ['Weekly', 'Daily'];

const blank: CustomRoutineDraft = { title: '', description: '', target: null, routineType: null, reminderDay: null, reminderTime: '' };

/**
 * What a customised routine still misses (the body also takes a library habit, with none of these): the
 * spec's one message for the form, and each field it is about marked.
 */
function missing(draft: CustomRoutineDraft): FieldErrors<CustomRoutineDraft> {
  const problem = customRoutineProblem(draft);
  if (!problem) return {};
  const errors: FieldErrors<CustomRoutineDraft> = { '': problem };
  if (problem === messages.routineCustomize) {
    if (!draft.title.trim()) errors.title = true;
    if (!draft.description.trim()) errors.description = true;
    if (!draft.target) errors.target = true;
    if (!draft.routineType) errors.routineType = true;
  } else if (draft.reminderTime) errors.reminderDay = true;
  else errors.reminderTime = true;
  return errors;
}

function AddHabitForm({ onAdded }: { onAdded: () => void }) {
  const add = useAddRoutine();
  const { form, onSubmit, problem } = useEndpointForm(routinesEndpoints.AddRoutine, {
    initialValues: blank,
    rules: missing,
    transform: ({ title, description, target, routineType, reminderTime, reminderDay }) => ({
      title,
      description,
      target: target ?? undefined,
      routineType: routineType ?? undefined,
      reminder: reminderTime && reminderDay ? { time: reminderTime, day: reminderDay as ReminderDay } : undefined,
    }),
    errorFields: { 'reminder.time': 'reminderTime', 'reminder.day': 'reminderDay' },
    // The panel says what is missing in place, above Start Routine.
    toast: false,
    submit: (body) => add.mutate(body, { onSuccess: onAdded }),
  });

  return (
    <form noValidate onSubmit={onSubmit} data-testid="add-habit-form">
      <Stack gap="md">
        <Text size="sm">Your own routine: what, when and how often. A reminder is optional.</Text>
        <CountedTextInput label="Title" maxLength={ROUTINE_TITLE_MAX} {...form.getInputProps('title')} value={form.getValues().title} data-autofocus />
        <GrowingTextarea label="Description" minRows={3} maxLength={ROUTINE_DESCRIPTION_MAX} {...form.getInputProps('description')} />
        <Radio.Group label="Time of day" {...form.getInputProps('target')}>
          <Group gap="md" mt={6}>
            {routineTargets.map((t) => (
              <Radio key={t} value={t} label={t} />
            ))}
          </Group>
        </Radio.Group>
        <Radio.Group label="Routine type" {...form.getInputProps('routineType')}>
          <Group gap="md" mt={6}>
            {typeChoices.map((t) => (
              <Radio key={t} value={t} label={t} />
            ))}
          </Group>
        </Radio.Group>
        <Group grow align="flex-start" wrap="wrap" gap="sm">
          <Select label="Reminder day" placeholder="No reminder" data={[...reminderDays]} {...form.getInputProps('reminderDay')} clearable miw={140} />
          <TextInput label="Reminder time" type="time" {...form.getInputProps('reminderTime')} miw={140} />
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
