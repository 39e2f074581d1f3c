import type { AreaFigure, GoalReport, InsightsOverview, MealReport, MoodReport, Rated } from '@iyl/core/insights/contract';
import { MEAL_DAYS, MOOD_DAYS } from '@iyl/core/insights/constants';
import { gramsText, kcalText, percentText } from '@iyl/core/insights/format';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { Generation } from './api.ts';
import { Bullets, hasRating, PerformanceBadge, ReportState, ratingText, Signature, Words } from './ReportParts.tsx';
import { MoodNotEnoughData, NotEnoughData } from './public/NotEnoughData.tsx';
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

/**
 * The summary in a section's header: rating, Performance and its badge (always visible, open or not);
 * "Not enough data yet" for a section with data but too few days of it (`short`).
 */
function Summary({ name, rated, short, note }: { name: SectionName; rated: Rated | undefined; short?: boolean; note?: string }) {
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
              {ratingText(rated, short)}
            </Badge>
          )}
          {hasRating(rated) && rated.performance !== null && (
            <Text component="span" size="sm">
              Performance <strong data-testid={`performance-${name}`}>{percentText(rated.performance)}</strong>
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

function DataLink({ name }: { name: SectionName }) {
  const link = dataLink[name];
  return (
    <Button component={Link} to={link.to} variant="light" size="compact-sm">
      {link.label}
    </Button>
  );
}

function NothingToRate({ name }: { name: SectionName }) {
  return (
    <Group gap="sm" wrap="wrap" data-testid={`nothing-to-rate-${name}`}>
      <DataLink name={name} />
    </Group>
  );
}

/**
 * Whether a section is short of data: it says what it needs and when, not "nothing to rate". Meals and
 * Mood always are until rated (a new customer's Meals read "No rating yet" beside every other card's
 * "Not enough data yet": review stop 61, L6); an area once it has items.
 */
export function isShort(name: SectionName, overview: InsightsOverview): boolean {
  if (name === 'Meals') {
    const f = overview.meals.report?.figures;
    return Boolean(f && !hasRating(f));
  }
  if (name === 'Mood') {
    const f = overview.mood.report?.figures;
    return Boolean(f && !hasRating(f));
  }
  const f = overview.goals.report?.figures[name];
  return Boolean(f && !hasRating(f) && f.items > 0);
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
      <Figure label="Tasks done" value={percentText(figure.taskPerformance)} />
      <Figure label="Goals done" value={percentText(figure.goalPerformance)} />
      <Figure label="Habits done" value={percentText(figure.habitPerformance)} />
      <Figure label="Items done" value={`${figure.done} of ${figure.items}`} />
    </SimpleGrid>
  );
}

type AreaName = 'Health' | 'Finance' | 'Relationship';

function AreaBody({ name, report, fresh, short }: { name: AreaName; report: GoalReport; fresh: boolean; short: boolean }) {
  const figure = report.figures[name];
  const w = report.words;
  const bullets =
    name === 'Health'
      ? { title: 'Good Habits', items: w.Health.GoodHabits }
      : name === 'Finance'
        ? { title: 'Strong Financial Discipline', items: w.Finance.StrongFinancialDiscipline }
        : { title: 'Active Emotional Connection', items: w.Relationships.ActiveEmotionalConnection };
  const words = name === 'Relationship' ? w.Relationships : w[name];
  if (short) {
    // Too few days to rate or predict: what is needed and when, what was done, and a tip.
    return (
      <Stack gap="sm">
        <NotEnoughData part={name} ready={figure.ready} day={report.day} testId={`not-enough-${name}`}>
          <DataLink name={name} />
        </NotEnoughData>
        {bullets.items.length > 0 && <Bullets title={bullets.title} items={bullets.items} empty="" />}
        <Words title="Action Note">{words.WatchOut}</Words>
        <Signature report={report} fresh={fresh} />
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {!hasRating(figure) && <NothingToRate name={name} />}
      <Text>{words.RatingComment}</Text>
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
  if (!words.trim()) return value === null ? '' : `About ${gramsText(value)} a day on average.`;
  if (value === null || new RegExp(`(^|[^\\d.])${value}\\s?g\\b`).test(words)) return words;
  return `${words} (${gramsText(value)} a day on average)`;
};

function MealBody({ report, fresh, short }: { report: MealReport; fresh: boolean; short: boolean }) {
  const f = report.figures;
  const h = report.words.Health;
  if (short) {
    return (
      <Stack gap="sm">
        <NotEnoughData part="Meals" ready={f.ready} day={report.day} within={`within ${MEAL_DAYS} days`} testId="not-enough-Meals">
          <DataLink name="Meals" />
        </NotEnoughData>
        {f.preferred.length > 0 && <Bullets title="Preferred Meals" items={f.preferred} empty="" />}
        <Words title="Action Note">{h.WatchOut}</Words>
        <Signature report={report} fresh={fresh} />
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {!hasRating(f) && <NothingToRate name="Meals" />}
      <Text>{h.RatingComment}</Text>
      {hasRating(f) && (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" data-testid="meal-figures">
          <Figure label="Meals eaten" value={`${f.eaten} of ${f.due}`} />
          <Figure label="Calories a day" value={f.averageCalories === null ? 'From tomorrow' : kcalText(f.averageCalories)} />
          <Figure label="Target" value={f.calorieTarget === null ? 'None set' : kcalText(f.calorieTarget)} />
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

function MoodBody({ report, fresh, short }: { report: MoodReport; fresh: boolean; short: boolean }) {
  const f = report.figures;
  const m = report.words.MoodSummary;
  if (short) {
    return (
      <Stack gap="sm">
        <MoodNotEnoughData ready={f.ready} day={report.day} testId="not-enough-Mood">
          <DataLink name="Mood" />
        </MoodNotEnoughData>
        <Words title="Action Note">{m.Advice}</Words>
        <Words title="Watch Out">{m.MoodWatchOut}</Words>
        <Signature report={report} fresh={fresh} />
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Text>{m.OverallMoodComment}</Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" data-testid="mood-figures">
        <Figure label={`Days logged (last ${MOOD_DAYS})`} value={f.logged} />
        <Figure label="Calm or better" value={f.goodPercent === null ? '—' : percentText(f.goodPercent)} />
        <Figure label="Commonest mood" value={f.commonest ?? 'None stands out'} />
      </SimpleGrid>
      <Bullets title="Mood Pattern" items={m.MoodPattern} empty="No pattern yet." />
      <Words title="Predictive Analysis">{m.PredictiveOutcome}</Words>
      <Words title="Action Note">{m.Advice}</Words>
      <Words title="Watch Out">{m.MoodWatchOut}</Words>
      <Signature report={report} fresh={fresh} />
    </Stack>
  );
}

const pendingNote = (generation: Generation) => (generation.pending ? 'Writing your analysis…' : generation.failed ? 'Not written yet' : 'No analysis yet');

/**
 * The 'Performance Analysis' sections: Health, Finance, Relationship, Meals and Mood (the first open),
 * each a heading with a button that opens and closes it. Drawn by hand rather than with the UI library's
 * accordion, whose ids are set after it is first drawn and so draw every section twice in one long task;
 * and a closed section's body is not drawn until it is opened (/Insights' blocking time, issue 47).
 */
export function PerformanceAnalysis({ overview, generations }: { overview: InsightsOverview; generations: Record<'goals' | 'meals' | 'mood', Generation> }) {
  const [open, setOpen] = useState<readonly SectionName[]>(['Health']);
  const toggle = (name: SectionName) => setOpen((now) => (now.includes(name) ? now.filter((n) => n !== name) : [...now, name]));
  const goals = overview.goals;
  const meals = overview.meals;
  const mood = overview.mood;
  const item = (name: SectionName, rated: Rated | undefined, generation: Generation, body: () => ReactNode, hasReport: boolean) => {
    const opened = open.includes(name);
    const controlId = `insights-section-${name}`;
    const panelId = `insights-section-${name}-panel`;
    return (
      <Paper key={name} component="li" withBorder radius="md" className={classes.section} data-testid={`section-${name}`} data-active={opened || undefined}>
        <Title order={3} className={classes.sectionHeading}>
          <UnstyledButton id={controlId} className={classes.control} aria-expanded={opened} aria-controls={panelId} onClick={() => toggle(name)}>
            <Summary name={name} rated={rated} short={isShort(name, overview)} note={pendingNote(generation)} />
            <IconChevronDown size={16} className={classes.chevron} data-chevron="" aria-hidden="true" />
          </UnstyledButton>
        </Title>
        <section id={panelId} aria-labelledby={controlId} hidden={!opened} className={classes.panel}>
          {opened && (
            <ReportState generation={generation} hasReport={hasReport}>
              {body()}
            </ReportState>
          )}
        </section>
      </Paper>
    );
  };
  return (
    <Stack component="ul" gap="sm" className={classes.sections} data-testid="performance-analysis">
      {(['Health', 'Finance', 'Relationship'] as const).map((name) =>
        item(
          name,
          goals.report?.figures[name],
          generations.goals,
          () => goals.report && <AreaBody name={name} report={goals.report} fresh={goals.fresh} short={isShort(name, overview)} />,
          goals.report !== null,
        ),
      )}
      {item('Meals', meals.report?.figures, generations.meals, () => meals.report && <MealBody report={meals.report} fresh={meals.fresh} short={isShort('Meals', overview)} />, meals.report !== null)}
      {item('Mood', mood.report?.figures, generations.mood, () => mood.report && <MoodBody report={mood.report} fresh={mood.fresh} short={isShort('Mood', overview)} />, mood.report !== null)}
    </Stack>
  );
}
