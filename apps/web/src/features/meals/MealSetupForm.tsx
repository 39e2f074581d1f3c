import { allergies, diets, mealGoals, optionLabel, preferences, type Schedule, schedules } from '@iyl/core/meals/constants';
import type { MealSetup, MealSetupRequest } from '@iyl/core/meals/contract';
import { mealsEndpoints } from '@iyl/core/meals/endpoints';
import { scheduleNote } from '@iyl/core/meals/rules';
import { Button, Group, MultiSelect, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChefHat } from '@tabler/icons-react';
import { useEndpointForm } from '../../lib/use-endpoint-form.ts';
import { useGenerateWeek } from './api.ts';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: optionLabel(value) }));

/** The meal setup: the five choices of the spec (allergies: 'none' or one or more), then the week is written and saved. */
export function MealSetupForm({ current, onDone, onCancel }: { current?: MealSetup | null; onDone?: () => void; onCancel?: () => void }) {
  const generate = useGenerateWeek();
  const { form, onSubmit, problem } = useEndpointForm(mealsEndpoints.MealSetup, {
    initialValues: {
      diet: current?.diet ?? null,
      allergies: current?.allergies ?? [],
      preference: current?.preference ?? null,
      goal: current?.goal ?? null,
      schedule: current?.schedule ?? null,
    } as { diet: string | null; allergies: string[]; preference: string | null; goal: string | null; schedule: string | null },
    // What the selects hold is checked by the schema: a choice not made gets 'Please enter all information!'.
    transform: (values) => values as MealSetupRequest,
    // The form says what is missing in place, above its button.
    toast: false,
    submit: (body) => generate.mutate(body, { onSuccess: () => onDone?.() }),
  });
  const { allergies: allergyList, schedule } = form.getValues();

  // Picking 'none' clears the allergies; picking an allergy clears 'none'.
  const pickAllergies = (next: string[]) => {
    const added = next.find((a) => !allergyList.includes(a));
    form.setFieldValue('allergies', added === 'none' ? ['none'] : next.filter((a) => a !== 'none'));
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="meal-setup-heading">
      <form noValidate onSubmit={onSubmit} data-testid="meal-setup-form">
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
            <Select label="Diet" placeholder="Choose your diet" data={options(diets)} {...form.getInputProps('diet')} required />
            <MultiSelect label="Allergies" placeholder={allergyList.length ? undefined : 'None, or your allergies'} data={options(allergies)} {...form.getInputProps('allergies')} onChange={pickAllergies} required clearable />
            <Select label="Preference" placeholder="What do you like?" data={options(preferences)} {...form.getInputProps('preference')} required />
            <Select label="Goal" placeholder="Choose your goal" data={options(mealGoals)} {...form.getInputProps('goal')} required />
            {/* The plan is breakfast, lunch and dinner on every schedule (spec): the form says what a choice does to it. */}
            <Select
              label="Schedule"
              placeholder="How do you eat?"
              data={options(schedules)}
              {...form.getInputProps('schedule')}
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
