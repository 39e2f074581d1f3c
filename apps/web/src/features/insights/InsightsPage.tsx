import { messages } from '@iyl/core/catalog/messages';
import type { InsightsOverview } from '@iyl/core/insights/contract';
import { Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { memo, startTransition, useDeferredValue, useEffect, useRef, useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { type Generation, useGenerations, useInsights, useWeeklyEmail } from './api.ts';
import type { InsightKind } from '@iyl/core/insights/constants';
import { Trends } from './Charts.tsx';
import { ExperimentCard } from './Experiment.tsx';
import { PatternsCard } from './Patterns.tsx';
import { hasRating, PerformanceBadge, ReportState, ratingText, Signature } from './ReportParts.tsx';
import { PerformanceAnalysis } from './ReportSection.tsx';

/** The goals report's Overall: rating, comment and summary. */
function OverallCard({ goals, generation }: { goals: InsightsOverview['goals']; generation: Generation }) {
  const report = goals.report;
  // A section with entries on too few days (an area with a plan, meals or mood with a day logged): the
  // overall rating waits for it (the words say which comes first).
  const short =
    report !== null &&
    !hasRating(report.figures.overall) &&
    ((['Health', 'Finance', 'Relationship'] as const).some((a) => report.figures[a].items > 0) || report.figures.Meals.ready.days > 0 || report.figures.Mood.ready.days > 0);
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="insights-overall-heading" data-testid="insights-overall">
      <Title order={2} size="h4" id="insights-overall-heading" mb="sm">
        Overall
      </Title>
      <ReportState generation={generation} hasReport={report !== null}>
        {report && (
          <Stack gap="xs">
            <Stack gap={4} align="flex-start">
              <Text fz={short ? 22 : 28} fw={800} lh={1.2} data-testid="overall-rating">
                {ratingText(report.figures.overall, short)}
              </Text>
              {hasRating(report.figures.overall) && <PerformanceBadge badge={report.figures.overall.badge} />}
            </Stack>
            {/* Bold under a rating; without one it is plain text under the heading that says so (not a block of bold at 360 px). */}
            <Text fw={hasRating(report.figures.overall) ? 600 : undefined} data-testid="overall-comment">
              {report.words.Overall.RatingComment}
            </Text>
            <Text>{report.words.Overall.Summary}</Text>
            <Signature report={report} fresh={goals.fresh} />
          </Stack>
        )}
      </ReportState>
    </Paper>
  );
}

function WeeklyEmail({ on }: { on: boolean }) {
  const settings = useWeeklyEmail();
  return (
    <Switch
      label="E-mail me my insights every Monday"
      checked={settings.isPending && settings.variables !== undefined ? settings.variables : on}
      disabled={settings.isPending}
      onChange={(event) => settings.mutate(event.currentTarget.checked)}
      data-testid="weekly-email"
    />
  );
}

/**
 * What is drawn after the top of the page, in steps: 0 the Overall and the analysis, 1 the Trends, 2 the
 * patterns and the experiment. Each step is its own (interruptible) render and commit, so a phone never
 * draws the whole page in one long task (issue 47: /Insights' total blocking time).
 */
function useSteps(last: number) {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (step >= last) return;
    // After this step is on screen: the next one, at a priority that lets the browser paint and respond first.
    const timer = setTimeout(() => startTransition(() => setStep((s) => s + 1)), 0);
    return () => clearTimeout(timer);
  }, [step, last]);
  return step;
}

/**
 * The page under its title. Memoised and given deferred values (InsightsPage): a new overview or a
 * report's progress renders it in the background, sliced, never as one synchronous render.
 */
const Insights = memo(function Insights({ overview, generations }: { overview: InsightsOverview; generations: Record<InsightKind, Generation> }) {
  const step = useSteps(2);
  const [routineId, setRoutineId] = useState<string | null>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const running = overview.experiment?.status === 'running';
  const onTest = (id: string) => {
    setRoutineId(id);
    selectRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    selectRef.current?.focus({ preventScroll: true });
  };
  return (
    <>
      <OverallCard goals={overview.goals} generation={generations.goals} />

      <section aria-labelledby="insights-analysis-heading">
        <Title order={2} size="h3" id="insights-analysis-heading" mb="sm">
          Performance Analysis
        </Title>
        <PerformanceAnalysis overview={overview} generations={generations} />
      </section>

      <section aria-labelledby="insights-trends-heading" aria-busy={step < 1 || undefined}>
        <Title order={2} size="h3" id="insights-trends-heading" mb="sm">
          Trends
        </Title>
        {step >= 1 && <Trends charts={overview.charts} day={overview.day} />}
      </section>

      {step >= 2 && (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <PatternsCard
            report={overview.mood.report}
            generation={generations.mood}
            canTest={(id) => !running && overview.routines.some((r) => r.id === id)}
            onTest={onTest}
          />
          <ExperimentCard overview={overview} routineId={routineId} onRoutine={setRoutineId} selectRef={selectRef} />
        </SimpleGrid>
      )}
    </>
  );
});

/** /Insights: the performance analysis of plans, meals and mood, trends, patterns and self-experiments. */
export function InsightsPage() {
  usePageTitle('Behavioural Insights');
  const overview = useInsights();
  // The generate calls follow the latest overview; what is drawn follows it a step behind (deferred).
  const generations = useGenerations(overview.data, !overview.isFetching);
  const shown = useDeferredValue(overview.data);
  const shownGenerations = useDeferredValue(generations);
  return (
    <Stack gap="lg" aria-busy={overview.isPending || undefined}>
      <Stack gap="xs">
        <Title order={1}>Behavioural Insights</Title>
        <Text c="dimmed">How your plans, meals and mood are going, what seems to go with your good days, and what may come next.</Text>
        {overview.data && <WeeklyEmail on={overview.data.weeklyEmail} />}
      </Stack>

      {overview.isError && !overview.data && <LoadFailed message={messages.insightsLoadFailed} onRetry={() => overview.refetch()} />}

      {shown && <Insights overview={shown} generations={shownGenerations} />}
    </Stack>
  );
}
