import { writtenBy } from '@iyl/core/ai/messages';
import { messages } from '@iyl/core/catalog/messages';
import { MEAL_RATING_MAX, TARGET_LIMITS } from '@iyl/core/meals/constants';
import type { Meal, MealSetup, NutritionTargets } from '@iyl/core/meals/contract';
import { mealsEndpoints } from '@iyl/core/meals/endpoints';
import { timeText } from '@iyl/core/meals/rules';
import { REMINDER_MESSAGE_MAX } from '@iyl/core/reminders/constants';
import { remindersEndpoints } from '@iyl/core/reminders/endpoints';
import { Badge, Button, Checkbox, Group, List, NumberInput, Rating, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconArrowsShuffle, IconCheck, IconClock, IconPrinter, IconShoppingCart } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../components/EmptyState.tsx';
import { SidePanel } from '../../components/SidePanel.tsx';
import { formatCalendarDate, formatClock } from '../../lib/format.ts';
import { useEndpointForm } from '../../lib/use-endpoint-form.ts';
import { useMarkMeal, usePostMealReminder, useRateMeal, useSetTargets, useShoppingList, useSwapMeal } from './api.ts';
import classes from './meals.module.css';
import { usePhone } from '../../lib/use-phone.ts';
import { GrowingTextarea } from '../../components/GrowingTextarea.tsx';

/** The right-hand panel, full screen on a phone. */
function Panel({ opened, onClose, title, children }: { opened: boolean; onClose: () => void; title: string; children: ReactNode }) {
  const phone = usePhone();
  return (
    <SidePanel opened={opened} onClose={onClose} title={title} fullScreen={phone} size="md">
      {children}
    </SidePanel>
  );
}

/** Badge colours dark enough for white text (contrast 4.5:1 or more). */
export const typeColour: Record<Meal['type'], string> = { Breakfast: 'pink.9', Lunch: 'cyan.9', Dinner: 'indigo.8' };

/** "520 kcal · 32 g protein · 40 g carbohydrate · 18 g fat" */
export function NutritionLine({ n }: { n: Meal['nutrition'] }) {
  return <Text size="sm">{`${n.calories} kcal · ${n.protein} g protein · ${n.carbs} g carbohydrate · ${n.fat} g fat`}</Text>;
}

/** View: the meal's details, with Mark Complete, a rating and a swap. */
export function MealDetailsPanel({ meal, opened, onClose }: { meal: Meal | null; opened: boolean; onClose: () => void }) {
  const mark = useMarkMeal();
  const rate = useRateMeal();
  const swap = useSwapMeal();
  return (
    <Panel opened={opened} onClose={onClose} title={meal?.dish ?? 'Meal'}>
      {meal && (
        <Stack gap="md" data-testid="meal-details">
          <Group gap="xs">
            <Badge color={typeColour[meal.type]}>
              {meal.type}
            </Badge>
            <Text size="sm" data-testid="meal-time">{`${meal.weekday} · ${formatCalendarDate(meal.date)} · ${timeText(meal.minutes, meal.preparation)}`}</Text>
            {meal.status && (
              <Badge color="teal.9" leftSection={<IconCheck size={12} aria-hidden="true" />}>
                Completed
              </Badge>
            )}
          </Group>
          <Text>{meal.comment}</Text>
          <Text size="xs" c="dimmed">
            {writtenBy(meal.source)}
          </Text>
          <section aria-labelledby="meal-macros">
            <Title order={3} size="h5" id="meal-macros">
              Macros
            </Title>
            <NutritionLine n={meal.nutrition} />
            <Text size="xs" c="dimmed">
              Worked out from the ingredient amounts (USDA food data).
            </Text>
          </section>
          <section aria-labelledby="meal-ingredients">
            <Title order={3} size="h5" id="meal-ingredients">
              Ingredients
            </Title>
            <List size="sm" data-testid="meal-ingredients">
              {meal.ingredients.map((i) => (
                <List.Item key={i.foodId}>{`${i.grams} g ${i.name}`}</List.Item>
              ))}
            </List>
          </section>
          <section aria-labelledby="meal-preparation">
            <Title order={3} size="h5" id="meal-preparation">
              Preparation
            </Title>
            <List type="ordered" size="sm" spacing={4}>
              {meal.preparation.map((step, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: steps are shown in order and never reordered
                <List.Item key={index}>{step}</List.Item>
              ))}
            </List>
          </section>
          <Group gap="xs" align="center">
            <Text size="sm" id="meal-rating-label">
              Your rating
            </Text>
            <Rating
              count={MEAL_RATING_MAX}
              value={meal.rating ?? 0}
              onChange={(rating) => rate.mutate({ id: meal.id, rating })}
              aria-labelledby="meal-rating-label"
              readOnly={rate.isPending}
            />
          </Group>
          <Group gap="sm">
            <Button
              leftSection={<IconCheck size={18} aria-hidden="true" />}
              variant={meal.status ? 'default' : 'filled'}
              loading={mark.isPending}
              onClick={() => mark.mutate({ id: meal.id, complete: !meal.status })}
            >
              {meal.status ? 'Mark not complete' : 'Mark Complete'}
            </Button>
            <Button
              variant="light"
              leftSection={<IconArrowsShuffle size={18} aria-hidden="true" />}
              loading={swap.isPending}
              disabled={meal.status}
              aria-describedby={meal.status ? 'meal-swap-note' : undefined}
              onClick={() => swap.mutate({ id: meal.id })}
            >
              Swap for another dish
            </Button>
          </Group>
          {/* A completed meal was eaten: swapping it would lose its mark and rating (the server refuses too). */}
          {meal.status && (
            <Text size="sm" id="meal-swap-note" data-testid="meal-swap-note">
              {messages.mealSwapCompleted}
            </Text>
          )}
        </Stack>
      )}
    </Panel>
  );
}

/** Reminder: a time on the meal's own day (same rules and delivery as routine reminders). */
export function MealReminderPanel({ meal, opened, onClose }: { meal: Meal | null; opened: boolean; onClose: () => void }) {
  const post = usePostMealReminder();
  const { form, onSubmit, problem } = useEndpointForm(remindersEndpoints.PostMealReminder, {
    initialValues: { time: '', message: '' },
    // The body may leave the time out (the server then says so); this form asks for it first.
    rules: ({ time }) => (time ? {} : { time: messages.reminderMissing }),
    // The panel says what is missing in place.
    toast: false,
    submit: (body) => meal && post.mutate({ id: meal.id, ...body }, { onSuccess: onClose }),
  });
  return (
    <Panel opened={opened} onClose={onClose} title="Meal reminder">
      {meal && (
        <form noValidate onSubmit={onSubmit} data-testid="meal-reminder-form">
          <Stack gap="sm">
            <Text fw={600}>{`${meal.type}: ${meal.dish}`}</Text>
            <Text size="sm">{`On ${meal.weekday}, ${formatCalendarDate(meal.date)}${meal.reminderTime ? ` · now set for ${formatClock(meal.reminderTime)}` : ''}`}</Text>
            <TextInput label="Time" type="time" {...form.getInputProps('time')} />
            <TextInput label="Day" value={meal.weekday} readOnly description="A meal's reminder comes on the meal's own day." />
            <GrowingTextarea label="Message (optional)" minRows={2} maxLength={REMINDER_MESSAGE_MAX} {...form.getInputProps('message')} />
            {problem && (
              <Text c="red.8" size="sm" role="alert" data-testid="meal-reminder-problem">
                {problem}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              It arrives by e-mail or as a notification on your devices, like your routine reminders (Settings on My Habit Routines).
            </Text>
            <Button type="submit" leftSection={<IconClock size={18} aria-hidden="true" />} loading={post.isPending}>
              Save reminder
            </Button>
          </Stack>
        </form>
      )}
    </Panel>
  );
}

/** The week's shopping list, ticked off on this device, printable. */
export function ShoppingListPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const list = useShoppingList(opened);
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const toggle = (id: string) =>
    setTicked((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const data = list.data;
  return (
    <Panel opened={opened} onClose={onClose} title="Shopping list">
      <Stack gap="md" data-print-area data-testid="shopping-list">
        {list.isPending && <Text size="sm">Loading your shopping list…</Text>}
        {data && data.groups.length === 0 && <EmptyState icon={IconShoppingCart}>No meal plan yet: your shopping list appears with your week.</EmptyState>}
        {data?.startsOn && data.endsOn && <Text size="sm">{`For ${formatCalendarDate(data.startsOn)} to ${formatCalendarDate(data.endsOn)}`}</Text>}
        {data?.groups.map((group) => (
          <section key={group.group} aria-label={group.group}>
            <Title order={3} size="h5">
              {group.group}
            </Title>
            <Stack gap={4} mt={4}>
              {group.items.map((item) => (
                <Checkbox
                  key={item.foodId}
                  checked={ticked.has(item.foodId)}
                  onChange={() => toggle(item.foodId)}
                  label={`${item.name}: ${item.amount}`}
                  description={`in ${item.meals} ${item.meals === 1 ? 'meal' : 'meals'}`}
                />
              ))}
            </Stack>
          </section>
        ))}
        {data && data.groups.length > 0 && (
          <Button className={classes.noPrint} variant="light" leftSection={<IconPrinter size={18} aria-hidden="true" />} onClick={() => window.print()}>
            Print
          </Button>
        )}
      </Stack>
    </Panel>
  );
}

/** The daily targets: the goal's defaults or the customer's own. */
export function TargetsPanel({ setup, opened, onClose }: { setup: MealSetup; opened: boolean; onClose: () => void }) {
  const save = useSetTargets();
  const { form, onSubmit } = useEndpointForm(mealsEndpoints.SetMealTargets, {
    initialValues: setup.targets as Record<keyof NutritionTargets, number | string>,
    // A cleared number field holds '': it counts as 0, which the schema refuses in the catalogue's words.
    transform: ({ calories, protein, carbs, fat }) => ({ calories: Number(calories) || 0, protein: Number(protein) || 0, carbs: Number(carbs) || 0, fat: Number(fat) || 0 }),
    errorFields: { '': 'calories' },
    submit: (body) => save.mutate(body, { onSuccess: onClose }),
  });
  const field = (key: keyof NutritionTargets, label: string, suffix: string) => (
    <NumberInput label={label} suffix={suffix} min={TARGET_LIMITS[key].min} max={TARGET_LIMITS[key].max} allowDecimal={false} {...form.getInputProps(key)} />
  );
  return (
    <Panel opened={opened} onClose={onClose} title="Daily targets">
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="sm">
          <Text size="sm">{setup.customTargets ? 'These are your own targets.' : `These are the defaults for your ${setup.goal} goal and ${setup.diet} diet.`}</Text>
          <SimpleGrid cols={2} spacing="sm">
            {field('calories', 'Energy', ' kcal')}
            {field('protein', 'Protein', ' g')}
            {field('carbs', 'Carbohydrate', ' g')}
            {field('fat', 'Fat', ' g')}
          </SimpleGrid>
          <Group gap="sm">
            <Button type="submit" loading={save.isPending}>
              Save targets
            </Button>
            {setup.customTargets && (
              <Button variant="default" onClick={() => save.mutate({ reset: true }, { onSuccess: onClose })}>
                Use my goal's defaults
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Panel>
  );
}

/** One day's nutrition against the targets, as a compact table. */
export function DayNutrition({ n, targets }: { n: Meal['nutrition']; targets: NutritionTargets }) {
  const rows: [string, number, number, string][] = [
    ['Energy', n.calories, targets.calories, 'kcal'],
    ['Protein', n.protein, targets.protein, 'g'],
    ['Carbohydrate', n.carbs, targets.carbs, 'g'],
    ['Fat', n.fat, targets.fat, 'g'],
  ];
  return (
    <Table withRowBorders={false} verticalSpacing={2} fz="sm" data-testid="day-nutrition">
      <Table.Tbody>
        {rows.map(([label, value, target, unit]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={500}>
              {label}
            </Table.Th>
            <Table.Td>{`${Math.round(value)} ${unit}`}</Table.Td>
            <Table.Td c="dimmed">{`of ${target} ${unit} (${target ? Math.round((value / target) * 100) : 0}%)`}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
