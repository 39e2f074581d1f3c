import { greeting } from '@iyl/core/app/rules';
import { optionLabel } from '@iyl/core/meals/constants';
import type { Meal, MealPlan, MealSetup } from '@iyl/core/meals/contract';
import { scheduleNote } from '@iyl/core/meals/rules';
import { writtenBy } from '@iyl/core/ai/messages';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconBell, IconEye, IconRefresh, IconSettings, IconShoppingCart, IconTarget } from '@tabler/icons-react';
import { Fragment, useDeferredValue, useState } from 'react';
import { formatCalendarDate, formatClock, formatWeekday, localDateKey } from '../../lib/format.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { usePhone } from '../../lib/use-phone.ts';
import { useSession } from '../auth/api.ts';
import { useGenerateWeek, useMealPlan, useMealSetup } from './api.ts';
import { DayNutrition, MealDetailsPanel, MealReminderPanel, ShoppingListPanel, TargetsPanel, typeColour } from './MealPanels.tsx';
import { MealSetupForm } from './MealSetupForm.tsx';
import a11y from '../../lib/visually-hidden.module.css';
import classes from './meals.module.css';
import { ScoreRing } from '../../components/ScoreRing.tsx';

type Plan = NonNullable<MealPlan['plan']>;

/** The goal, diet, allergies, schedule and preference, and this week's progress as a donut. */
function Summary({ setup, plan }: { setup: MealSetup; plan: Plan | null }) {
  const progress = plan?.progress ?? { completed: 0, total: 0, percent: 0 };
  const facts: [string, string][] = [
    ['Goal', optionLabel(setup.goal)],
    ['Diet', optionLabel(setup.diet)],
    ['Allergies', setup.allergies.map(optionLabel).join(', ')],
    ['Schedule', optionLabel(setup.schedule)],
    ['Preferences', optionLabel(setup.preference)],
  ];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="meal-summary-heading">
      <Group align="center" wrap="wrap" gap="lg">
        <ScoreRing
          size={132}
          thickness={14}
          percent={progress.percent}
          color="teal.8"
          label={`Meal goal: ${progress.completed} of ${progress.total} meals this week completed`}
        >
          <Text ta="center" fw={700} data-testid="meal-progress">
            {`${Math.round(progress.percent)}%`}
          </Text>
        </ScoreRing>
        <Stack gap={4} className={classes.wrap}>
          <Title order={2} size="h4" id="meal-summary-heading">
            Meal goal
          </Title>
          <Text size="sm" data-testid="meal-progress-text">{`${progress.completed} of ${progress.total} meals this week completed`}</Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={2}>
            {facts.map(([label, value]) => (
              <Text size="sm" key={label}>
                <Text span fw={600}>{`${label}: `}</Text>
                {value}
              </Text>
            ))}
          </SimpleGrid>
          <Text size="sm" c="dimmed" data-testid="meal-schedule-note">
            {scheduleNote(setup.schedule, setup.targets.calories)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

interface CalendarProps {
  plan: Plan;
  onView: (meal: Meal) => void;
  onRemind: (meal: Meal) => void;
}

const captionOf = (plan: Plan) => `Your week, ${formatCalendarDate(plan.startsOn)} to ${formatCalendarDate(plan.endsOn)}. ${writtenBy(plan.source === 'ai' ? 'ai' : 'builtin')}`;
const daysOf = (plan: Plan) => plan.days.map((day) => ({ ...day, meals: plan.meals.filter((m) => m.day === day.day) }));

/** A meal's View and Reminder buttons (across the card on a phone). */
function MealActions({ meal, onView, onRemind, grow }: { meal: Meal; onView: (meal: Meal) => void; onRemind: (meal: Meal) => void; grow?: boolean }) {
  return (
    <Group gap={6} wrap="nowrap" grow={grow}>
      <Button size={grow ? 'sm' : 'xs'} variant="light" leftSection={<IconEye size={14} aria-hidden="true" />} onClick={() => onView(meal)} aria-label={`View ${meal.type.toLowerCase()} on ${meal.weekday}: ${meal.dish}`}>
        View
      </Button>
      <Button
        size={grow ? 'sm' : 'xs'}
        variant="default"
        leftSection={<IconBell size={14} aria-hidden="true" />}
        onClick={() => onRemind(meal)}
        aria-label={`Reminder for ${meal.type.toLowerCase()} on ${meal.weekday}${meal.reminderTime ? ` (set for ${formatClock(meal.reminderTime)})` : ''}`}
      >
        {meal.reminderTime ? formatClock(meal.reminderTime) : 'Reminder'}
      </Button>
    </Group>
  );
}

/** The dish's name, struck through with a Completed badge once eaten. */
function DishName({ meal }: { meal: Meal }) {
  return (
    <>
      <Text fw={500} td={meal.status ? 'line-through' : undefined} data-testid="meal-dish" className={classes.wrap}>
        {meal.dish}
      </Text>
      {meal.status && (
        <Badge size="xs" color="teal.9">
          Completed
        </Badge>
      )}
    </>
  );
}

/**
 * On a phone, a card a meal under each day (the table's six columns do not fit 360 px: its type badges
 * were cut and View and Reminder sat off screen, away from the dish's name): the meal type, the kcal,
 * the dish and its buttons together. The comment is in View.
 */
function CalendarCards({ plan, onView, onRemind }: CalendarProps) {
  return (
    <Stack gap="md" data-testid="meal-calendar">
      <Text size="sm" c="dimmed">
        {captionOf(plan)}
      </Text>
      {daysOf(plan).map((day) => (
        <section key={day.day} aria-labelledby={`meal-day-${day.day}`} className={classes.day}>
          <Group justify="space-between" align="baseline" gap="xs" mb={6}>
            <Title order={3} size="h5" id={`meal-day-${day.day}`}>
              {day.weekday}
            </Title>
            <Text size="xs" c="dimmed">{`${formatCalendarDate(day.date)} · ${day.nutrition.calories} kcal`}</Text>
          </Group>
          <ul className={classes.cardList}>
            {day.meals.map((meal) => (
              <li key={meal.id}>
                <Paper withBorder radius="md" p="sm" className={classes.card} data-testid="meal-row" data-status={meal.status ? 'complete' : 'open'}>
                  <Group justify="space-between" align="center" gap="xs" wrap="nowrap" mb={4}>
                    <Badge color={typeColour[meal.type]} className={classes.typeBadge} data-testid="meal-type">
                      {meal.type}
                    </Badge>
                    <Text size="sm">{`${meal.nutrition.calories} kcal`}</Text>
                  </Group>
                  <Stack gap={4} mb="xs" align="flex-start">
                    <DishName meal={meal} />
                  </Stack>
                  <MealActions meal={meal} onView={onView} onRemind={onRemind} grow />
                </Paper>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Stack>
  );
}

/** The meal calendar: day, dish, type badge, comment, calories, View and Reminder (a table; cards on a phone). */
function Calendar(props: CalendarProps) {
  const phone = usePhone();
  if (phone) return <CalendarCards {...props} />;
  const { plan, onView, onRemind } = props;
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table verticalSpacing="xs" striped={false} highlightOnHover data-testid="meal-calendar">
        <Table.Caption>{captionOf(plan)}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Day</Table.Th>
            <Table.Th scope="col">Dish</Table.Th>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col">Comment</Table.Th>
            <Table.Th scope="col">Calories</Table.Th>
            <Table.Th scope="col">
              <span className={a11y.visuallyHidden}>Actions</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {daysOf(plan).map((day) => (
            <Fragment key={day.day}>
              {day.meals.map((meal, index) => (
                <Table.Tr key={meal.id} data-testid="meal-row" data-status={meal.status ? 'complete' : 'open'}>
                  {index === 0 && (
                    <Table.Th scope="row" rowSpan={day.meals.length} style={{ verticalAlign: 'top' }}>
                      <Text fw={600}>{day.weekday}</Text>
                      <Text size="xs" c="dimmed">
                        {formatCalendarDate(day.date)}
                      </Text>
                      <Text size="xs" c="dimmed">{`${day.nutrition.calories} kcal`}</Text>
                    </Table.Th>
                  )}
                  <Table.Td className={classes.dish}>
                    <DishName meal={meal} />
                  </Table.Td>
                  <Table.Td>
                    <Badge color={typeColour[meal.type]} className={classes.typeBadge} data-testid="meal-type">
                      {meal.type}
                    </Badge>
                  </Table.Td>
                  <Table.Td className={classes.comment}>
                    <Text size="sm">{meal.comment}</Text>
                  </Table.Td>
                  <Table.Td>{`${meal.nutrition.calories} kcal`}</Table.Td>
                  <Table.Td>
                    <MealActions meal={meal} onView={onView} onRemind={onRemind} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /Meal: the setup form until there is a setup; then the summary, the targets and the week's calendar. */
export function MealPage() {
  usePageTitle('Meal Planner');
  const session = useSession();
  const setup = useMealSetup();
  const plan = useMealPlan();
  const regenerate = useGenerateWeek();
  const [changing, setChanging] = useState(false);
  const [viewing, setViewing] = useState<{ id: string; opened: boolean } | null>(null);
  const [reminding, setReminding] = useState<{ meal: Meal; opened: boolean } | null>(null);
  const [shopping, setShopping] = useState(false);
  const [targets, setTargets] = useState(false);
  const name = session.data?.user?.fullname.split(' ')[0] ?? '';
  const current = setup.data?.setup ?? null;
  // The week's 21 meals are the screen's biggest render: drawn in the background, in slices, when they arrive
  // (as the signed-in frame is: app/guards.tsx), so a phone stays responsive meanwhile.
  const week = useDeferredValue(plan.data?.plan ?? null);
  // The meal shown in the details panel follows the cache (a mark, a rating or a swap updates it).
  const viewed = week?.meals.find((m) => m.id === viewing?.id) ?? null;
  const today = week?.days.find((d) => d.date === localDateKey()) ?? week?.days[0];

  return (
    <Stack gap="lg" className={classes.page}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div className={classes.wrap}>
          <Title order={1}>Meal Planner</Title>
          <Text c="dimmed" data-testid="meal-greeting">{`${greeting()}${name ? `, ${name}` : ''}. ${current ? 'Here is your week of meals.' : 'Set up your meals to get a 7-day plan.'}`}</Text>
        </div>
        {current && !changing && (
          <Group gap="xs" wrap="wrap">
            <Button variant="light" leftSection={<IconShoppingCart size={18} aria-hidden="true" />} onClick={() => setShopping(true)} disabled={!week}>
              Shopping list
            </Button>
            <Button variant="light" leftSection={<IconRefresh size={18} aria-hidden="true" />} onClick={() => regenerate.mutate(undefined)} loading={regenerate.isPending}>
              {week ? 'New week' : 'Write my week'}
            </Button>
            <Button variant="default" leftSection={<IconSettings size={18} aria-hidden="true" />} onClick={() => setChanging(true)}>
              Change setup
            </Button>
          </Group>
        )}
      </Group>

      {setup.data && (!current || changing) && <MealSetupForm current={current} onDone={() => setChanging(false)} onCancel={current ? () => setChanging(false) : undefined} />}

      {current && !changing && (
        <>
          <Summary setup={current} plan={week} />
          {week && today && (
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="meal-targets-heading">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Title order={2} size="h4" id="meal-targets-heading">
                  {`${formatWeekday(today.date)}'s nutrition`}
                </Title>
                <Button size="xs" variant="subtle" leftSection={<IconTarget size={16} aria-hidden="true" />} onClick={() => setTargets(true)}>
                  Daily targets
                </Button>
              </Group>
              <DayNutrition n={today.nutrition} targets={week.targets} />
              <Text size="xs" c="dimmed">{`This week: ${week.week.calories} kcal, ${week.week.protein} g protein, ${week.week.carbs} g carbohydrate, ${week.week.fat} g fat.`}</Text>
            </Paper>
          )}
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="meal-calendar-heading" className={classes.tableBox}>
            <Title order={2} size="h4" id="meal-calendar-heading" mb="sm">
              Meal calendar
            </Title>
            {week ? (
              <Calendar plan={week} onView={(meal) => setViewing({ id: meal.id, opened: true })} onRemind={(meal) => setReminding({ meal, opened: true })} />
            ) : (
              plan.data && (
                <Stack gap="sm" align="flex-start">
                  <Text>No meals planned yet. Write your week to see it here.</Text>
                  <Button onClick={() => regenerate.mutate(undefined)} loading={regenerate.isPending}>
                    Write my week
                  </Button>
                </Stack>
              )
            )}
          </Paper>
          <TargetsPanel key={`${current.updatedAt}-${targets}`} setup={current} opened={targets} onClose={() => setTargets(false)} />
        </>
      )}

      <MealDetailsPanel meal={viewed} opened={Boolean(viewing?.opened)} onClose={() => setViewing((v) => (v ? { ...v, opened: false } : v))} />
      <MealReminderPanel
        key={reminding?.meal.id}
        meal={reminding?.meal ?? null}
        opened={Boolean(reminding?.opened)}
        onClose={() => setReminding((r) => (r ? { ...r, opened: false } : r))}
      />
      <ShoppingListPanel opened={shopping} onClose={() => setShopping(false)} />
    </Stack>
  );
}
