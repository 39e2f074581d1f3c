// The accordion is drawn on this screen only: its styles come with it (the frame's lists hold the shared ones).
import '@mantine/core/styles/Accordion.css';
import type { AreaFigure, GoalReport, InsightsOverview, MealReport, MoodReport, Rated } from '@iyl/core/insights/contract';
import { MOOD_DAYS } from '@iyl/core/insights/constants';
import { Accordion, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Generation } from './api.ts';
import { Bullets, hasRating, PerformanceBadge, percentSigns, ReportState, ratingText, Signature, Words } from './ReportParts.tsx';
import classes from './insights.module.css';

export type SectionName = 'Health' | 'Finance' | 'Relationship' | 'Meals' | 'Mood';
export const sectionNames: readonly SectionName[] = ['Health', 'Finance', 'Relationship', 'Meals', 'Mood'];

/** Where each section's data comes from, for a section with nothing to rate. */
const dataLink: Record<SectionName, { to: string; label: string }> = {
  Health: { to: '/Health', label: 'Add to your Health plan' },
  Finance: { to: '/Finance', label: 'Add to your Finance plan' },
  Relationship: { to: '/Relationship', label: 'Add to your Relationship plan' },
  Meals: { to: '/Meal', label: 'Plan your meals in Meal Planner' },
  Mood: { to: '/Emotional', label: 'Log your mood on the Emotional page' },
};

/** The summary in a section's header: rating, Performance and its badge (always visible, open or not). */
function Summary({ name, rated, note }: { name: SectionName; rated: Rated | undefined; note?: string }) {
  return (
    <Group component="span" gap="xs" wrap="wrap" justify="space-between" w="100%" pr="xs">
      <Text fw={700} component="span">
        {name}
      </Text>
      {rated ? (
        <Group gap="xs" wrap="wrap" component="span">
          {hasRating(rated) ? (
            <Text component="span" size="sm" fw={600} data-testid={`rating-${name}`}>
              {ratingText(rated)}
            </Text>
          ) : (
            <Badge component="span" variant="outline" color="gray.7" data-testid={`rating-${name}`}>
              {ratingText(rated)}
            </Badge>
          )}
          {hasRating(rated) && (
            <Text component="span" size="sm">
              Performance <strong data-testid={`performance-${name}`}>{`${rated.performance}%`}</strong>
            </Text>
          )}
          <PerformanceBadge badge={rated.badge} />
        </Group>
      ) : (
        <Text component="span" size="sm" c="dimmed">
          {note}
        </Text>
      )}
    </Group>
  );
}

function NothingToRate({ name }: { name: SectionName }) {
  const link = dataLink[name];
  return (
    <Group gap="sm" wrap="wrap" data-testid={`nothing-to-rate-${name}`}>
      <Button component={Link} to={link.to} variant="light" size="compact-sm">
        {link.label}
      </Button>
    </Group>
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </div>
  );
}

function AreaFigures({ figure }: { figure: AreaFigure }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" data-testid="area-figures">
      <Figure label="Tasks done" value={`${figure.taskPerformance}%`} />
      <Figure label="Goals done" value={`${figure.goalPerformance}%`} />
      <Figure label="Habits done" value={`${figure.habitPerformance}%`} />
      <Figure label="Items done" value={`${figure.done} of ${figure.items}`} />
    </SimpleGrid>
  );
}

type AreaName = 'Health' | 'Finance' | 'Relationship';

function AreaBody({ name, report, fresh }: { name: AreaName; report: GoalReport; fresh: boolean }) {
  const figure = report.figures[name];
  const w = report.words;
  const bullets =
    name === 'Health'
      ? { title: 'Good Habits', items: w.Health.GoodHabits }
      : name === 'Finance'
        ? { title: 'Strong Financial Discipline', items: w.Finance.StrongFinancialDiscipline }
        : { title: 'Active Emotional Connection', items: w.Relationships.ActiveEmotionalConnection };
  const words = name === 'Relationship' ? w.Relationships : w[name];
  return (
    <Stack gap="sm">
      {!hasRating(figure) && <NothingToRate name={name} />}
      <Text>{percentSigns(words.RatingComment)}</Text>
      {hasRating(figure) && <AreaFigures figure={figure} />}
      <Bullets title={bullets.title} items={bullets.items} empty="Nothing to list yet." />
      <Words title="Predictive Analysis">{words.PredictiveOutcome}</Words>
      <Words title="Action Note">{words.WatchOut}</Words>
      <Signature report={report} fresh={fresh} />
    </Stack>
  );
}

/** A macro's words, with its grams after them only when the words do not already give them (and nothing without data). */
const macro = (words: string, value: number | null) => {
  if (!words.trim()) return value === null ? '' : `About ${value} g a day on average.`;
  if (value === null || new RegExp(`(^|[^\\d.])${value}\\s?g\\b`).test(words)) return words;
  return `${words} (${value} g a day on average)`;
};

function MealBody({ report, fresh }: { report: MealReport; fresh: boolean }) {
  const f = report.figures;
  const h = report.words.Health;
  return (
    <Stack gap="sm">
      {!hasRating(f) && <NothingToRate name="Meals" />}
      <Text>{percentSigns(h.RatingComment)}</Text>
      {hasRating(f) && (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" data-testid="meal-figures">
          <Figure label="Meals eaten" value={`${f.eaten} of ${f.due}`} />
          <Figure label="Calories a day" value={f.averageCalories === null ? '—' : `${f.averageCalories} kcal`} />
          <Figure label="Target" value={f.calorieTarget === null ? 'None set' : `${f.calorieTarget} kcal`} />
        </SimpleGrid>
      )}
      <Bullets title="Good Habits" items={h.GoodHabits} empty="Nothing to list yet." />
      <Bullets title="Preferred Meals" items={h.PreferredMeals.length > 0 ? h.PreferredMeals : f.preferred} empty="No favourites yet." />
      <Words title="Protein Intake">{macro(h.ProteinIntake, f.proteinGrams)}</Words>
      <Words title="Carbohydrate Intake">{macro(h.CarbIntake, f.carbsGrams)}</Words>
      <Words title="Fat Intake">{macro(h.FatIntake, f.fatGrams)}</Words>
      <Words title="Eating Patterns">{h.EatingPatterns}</Words>
      <Words title="Predictive Analysis">{h.PredictiveOutcome}</Words>
      <Words title="Action Note">{h.WatchOut}</Words>
      <Signature report={report} fresh={fresh} />
    </Stack>
  );
}

function MoodBody({ report, fresh }: { report: MoodReport; fresh: boolean }) {
  const f = report.figures;
  const m = report.words.MoodSummary;
  return (
    <Stack gap="sm">
      {!hasRating(f) && <NothingToRate name="Mood" />}
      <Text>{percentSigns(m.OverallMoodComment)}</Text>
      {hasRating(f) && (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" data-testid="mood-figures">
          <Figure label={`Days logged (last ${MOOD_DAYS})`} value={f.logged} />
          <Figure label="Calm or better" value={f.goodPercent === null ? '—' : `${f.goodPercent}%`} />
          <Figure label="Commonest mood" value={f.commonest ?? '—'} />
        </SimpleGrid>
      )}
      <Bullets title="Mood Pattern" items={m.MoodPattern} empty="No pattern yet." />
      <Words title="Predictive Analysis">{m.PredictiveOutcome}</Words>
      <Words title="Action Note">{m.Advice}</Words>
      <Words title="Watch Out">{m.MoodWatchOut}</Words>
      <Signature report={report} fresh={fresh} />
    </Stack>
  );
}

const pendingNote = (generation: Generation) => (generation.pending ? 'Writing your analysis…' : generation.failed ? 'Not written yet' : 'No analysis yet');

/** The 'Performance Analysis' accordion: Health, Finance, Relationship, Meals and Mood (the first open). */
export function PerformanceAnalysis({ overview, generations }: { overview: InsightsOverview; generations: Record<'goals' | 'meals' | 'mood', Generation> }) {
  const goals = overview.goals;
  const meals = overview.meals;
  const mood = overview.mood;
  const item = (name: SectionName, rated: Rated | undefined, generation: Generation, body: ReactNode, hasReport: boolean) => (
    <Accordion.Item key={name} value={name} data-testid={`section-${name}`}>
      <Accordion.Control>
        <Summary name={name} rated={rated} note={pendingNote(generation)} />
      </Accordion.Control>
      <Accordion.Panel>
        <ReportState generation={generation} hasReport={hasReport}>
          {body}
        </ReportState>
      </Accordion.Panel>
    </Accordion.Item>
  );
  return (
    <Accordion
      multiple
      defaultValue={['Health']}
      variant="separated"
      order={3}
      classNames={{ control: classes.control, chevron: classes.chevron }}
      data-testid="performance-analysis"
    >
      {(['Health', 'Finance', 'Relationship'] as const).map((name) =>
        item(name, goals.report?.figures[name], generations.goals, goals.report && <AreaBody name={name} report={goals.report} fresh={goals.fresh} />, goals.report !== null),
      )}
      {item('Meals', meals.report?.figures, generations.meals, meals.report && <MealBody report={meals.report} fresh={meals.fresh} />, meals.report !== null)}
      {item('Mood', mood.report?.figures, generations.mood, mood.report && <MoodBody report={mood.report} fresh={mood.fresh} />, mood.report !== null)}
    </Accordion>
  );
}
