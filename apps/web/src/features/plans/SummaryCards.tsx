import type { PlanSummary } from '@iyl/core/plans/contract';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useId } from 'react';
import classes from './plans.module.css';
import a11y from '../../lib/visually-hidden.module.css';

const cards = [
  { key: 'pending', title: 'Pending' },
  { key: 'completed', title: 'Completed' },
  { key: 'total', title: 'Total' },
] as const;

interface SummaryCardProps {
  title: string;
  testId: string;
  counts: PlanSummary['total'];
  compact: boolean;
}

function SummaryCard({ title, testId, counts, compact }: SummaryCardProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={compact ? 'xs' : 'md'}
      aria-labelledby={headingId}
      data-testid={testId}
      data-compact={compact || undefined}
      className={classes.summaryCard}
    >
      <div>
        <Title order={3} size="h5" id={headingId}>
          {title}
        </Title>
        <Text fz={compact ? 24 : 34} fw={800} lh={1.1} data-testid="summary-all">
          {counts.all}
        </Text>
        <Text size="sm" c="dimmed" className={compact ? a11y.visuallyHidden : undefined}>
          action plans
        </Text>
      </div>
      <dl className={classes.split}>
        {(
          [
            ['Goals', counts.goals, 'summary-goals'],
            ['Tasks', counts.tasks, 'summary-tasks'],
            ['Habits', counts.habits, 'summary-habits'],
          ] as const
        ).map(([label, value, id]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd data-testid={id}>{value}</dd>
          </div>
        ))}
      </dl>
    </Paper>
  );
}

/**
 * The spec's summary cards: Pending, Completed and Total action plans, each split into goals, tasks
 * and habits. Compact (phones): the three side by side, small enough to leave the lists in view.
 */
export function SummaryCards({ summary, compact = false }: { summary: PlanSummary; compact?: boolean }) {
  return (
    <section aria-labelledby="plan-summary-heading">
      <Title order={2} id="plan-summary-heading" className={a11y.visuallyHidden}>
        Summary
      </Title>
      <SimpleGrid cols={compact ? 3 : { base: 1, xs: 3 }} spacing={compact ? 'xs' : 'md'}>
        {cards.map(({ key, title }) => (
          <SummaryCard key={key} title={title} testId={`summary-${key}`} counts={summary[key]} compact={compact} />
        ))}
      </SimpleGrid>
    </section>
  );
}
