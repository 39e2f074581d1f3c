import { messages } from '@iyl/core/catalog/messages';
import { allergies, diets, mealGoals, optionLabel, preferences, type Schedule, schedules } from '@iyl/core/meals/constants';
import type { MealSetup, MealSetupRequest } from '@iyl/core/meals/contract';
import { scheduleNote } from '@iyl/core/meals/rules';
import { Button, Group, MultiSelect, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChefHat } from '@tabler/icons-react';
import { useState } from 'react';
import { useGenerateWeek } from './api.ts';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: optionLabel(value) }));

/** The meal setup: the five choices of the spec (allergies: 'none' or one or more), then the week is written and saved. */
export function MealSetupForm({ current, onDone, onCancel }: { current?: MealSetup | null; onDone?: () => void; onCancel?: () => void }) {
  const generate = useGenerateWeek();
  const [diet, setDiet] = useState<string | null>(current?.diet ?? null);
  const [allergyList, setAllergies] = useState<string[]>(current?.allergies ?? []);
  const [preference, setPreference] = useState<string | null>(current?.preference ?? null);
  const [goal, setGoal] = useState<string | null>(current?.goal ?? null);
  const [schedule, setSchedule] = useState<string | null>(current?.schedule ?? null);
  const [problem, setProblem] = useState<string | null>(null);

  // Picking 'none' clears the allergies; picking an allergy clears 'none'.
  const pickAllergies = (next: string[]) => {
    const added = next.find((a) => !allergyList.includes(a));
    setAllergies(added === 'none' ? ['none'] : next.filter((a) => a !== 'none'));
  };

  const submit = () => {
    if (!diet || allergyList.length === 0 || !preference || !goal || !schedule) {
      setProblem(messages.mealSetupMissing);
      return;
    }
    setProblem(null);
    generate.mutate({ diet, allergies: allergyList, preference, goal, schedule } as MealSetupRequest, { onSuccess: () => onDone?.() });
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="meal-setup-heading">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        data-testid="meal-setup-form"
      >
        <Stack gap="md">
          <div>
            <Title order={2} size="h3" id="meal-setup-heading">
              {current ? 'Change your meal setup' : 'Set up your meal plan'}
            </Title>
            <Text c="dimmed" size="sm">
              Tell us how you eat. Your 7-day plan keeps to your diet and allergies in every meal, and its nutrition is worked out from real food data.
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select label="Diet" placeholder="Choose your diet" data={options(diets)} value={diet} onChange={setDiet} required />
            <MultiSelect label="Allergies" placeholder={allergyList.length ? undefined : 'None, or your allergies'} data={options(allergies)} value={allergyList} onChange={pickAllergies} required clearable />
            <Select label="Preference" placeholder="What do you like?" data={options(preferences)} value={preference} onChange={setPreference} required />
            <Select label="Goal" placeholder="Choose your goal" data={options(mealGoals)} value={goal} onChange={setGoal} required />
            {/* The plan is breakfast, lunch and dinner on every schedule (spec): the form says what a choice does to it. */}
            <Select
              label="Schedule"
              placeholder="How do you eat?"
              data={options(schedules)}
              value={schedule}
              onChange={setSchedule}
              required
              description={schedule ? scheduleNote(schedule as Schedule) : 'Every plan has breakfast, lunch and dinner; the schedule sizes them.'}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              descriptionProps={{ 'data-testid': 'meal-schedule-note' }}
            />
          </SimpleGrid>
          {problem && (
            <Text c="red.8" size="sm" role="alert" data-testid="meal-setup-problem">
              {problem}
            </Text>
          )}
          <Group gap="sm">
            <Button type="submit" leftSection={<IconChefHat size={18} aria-hidden="true" />} loading={generate.isPending}>
              {current ? 'Save and write a new week' : 'Create my meal plan'}
            </Button>
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                Cancel
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
