import { messages } from '@iyl/core/catalog/messages';
import type { InsightsOverview } from '@iyl/core/insights/contract';
import { Group, Loader, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { type Generation, useGenerations, useInsights, useWeeklyEmail } from './api.ts';
import { ExperimentCard } from './Experiment.tsx';
import { PatternsCard } from './Patterns.tsx';
import { hasRating, PerformanceBadge, percentSigns, ReportState, ratingText, Signature } from './ReportParts.tsx';
import { PerformanceAnalysis } from './ReportSection.tsx';

// The charts (recharts) are their own chunk, loaded after the page's words are on screen.
const Trends = lazy(() => import('./Charts.tsx').then((m) => ({ default: m.Trends })));

function ChartsWaiting() {
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" aria-hidden="true" />
      <Text size="sm">Drawing your charts…</Text>
    </Group>
  );
}

/** The goals report's Overall: rating, comment and summary. */
function OverallCard({ goals, generation }: { goals: InsightsOverview['goals']; generation: Generation }) {
  const report = goals.report;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="insights-overall-heading" data-testid="insights-overall">
      <Title order={2} size="h4" id="insights-overall-heading" mb="sm">
        Overall
      </Title>
      <ReportState generation={generation} hasReport={report !== null}>
        {report && (
          <Stack gap="xs">
            <Stack gap={4} align="flex-start">
              <Text fz={28} fw={800} lh={1.2} data-testid="overall-rating">
                {ratingText(report.figures.overall)}
              </Text>
              {hasRating(report.figures.overall) && <PerformanceBadge badge={report.figures.overall.badge} />}
            </Stack>
            <Text fw={600}>{percentSigns(report.words.Overall.RatingComment)}</Text>
            <Text>{percentSigns(report.words.Overall.Summary)}</Text>
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

function Insights({ overview, settled }: { overview: InsightsOverview; settled: boolean }) {
  const generations = useGenerations(overview, settled);
  const [routineId, setRoutineId] = useState<string | null>(null);
  const selectRef = useRef<HTMLInputElement>(null);
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

      <section aria-labelledby="insights-trends-heading">
        <Title order={2} size="h3" id="insights-trends-heading" mb="sm">
          Trends
        </Title>
        <Suspense fallback={<ChartsWaiting />}>
          <Trends charts={overview.charts} />
        </Suspense>
      </section>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <PatternsCard
          report={overview.mood.report}
          generation={generations.mood}
          canTest={(id) => !running && overview.routines.some((r) => r.id === id)}
          onTest={onTest}
        />
        <ExperimentCard overview={overview} routineId={routineId} onRoutine={setRoutineId} selectRef={selectRef} />
      </SimpleGrid>
    </>
  );
}

/** /Insights: the performance analysis of plans, meals and mood, trends, patterns and self-experiments. */
export function InsightsPage() {
  usePageTitle('Behavioural Insights');
  const overview = useInsights();
  return (
    <Stack gap="lg" aria-busy={overview.isPending || undefined}>
      <Stack gap="xs">
        <Title order={1}>Behavioural Insights</Title>
        <Text c="dimmed">How your plans, meals and mood are going, what seems to go with your good days, and what may come next.</Text>
        {overview.data && <WeeklyEmail on={overview.data.weeklyEmail} />}
      </Stack>

      {overview.isError && !overview.data && <LoadFailed message={messages.insightsLoadFailed} onRetry={() => overview.refetch()} />}

      {overview.data && <Insights overview={overview.data} settled={!overview.isFetching} />}
    </Stack>
  );
}
