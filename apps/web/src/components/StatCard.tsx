import { Group, Paper, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from './stat-card.module.css';

interface StatCardProps {
  title: string;
  value: ReactNode;
  caption?: ReactNode;
  /** `coach-card-<name>`; the value carries `<testId>-value`, the caption `<testId>-caption`. */
  testId: string;
  /** A control beside the title (the earnings' eye button). */
  action?: ReactNode;
  /** Until the figures arrive the card keeps its size (blank value and caption), so nothing below it moves. */
  loading?: boolean;
}

const BLANK = '\u00a0';

/** One of the summary cards at the top of the coach screens: a title, a big value and a line under it. */
export function StatCard({ title, value, caption, testId, action, loading = false }: StatCardProps) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId} aria-busy={loading || undefined} data-testid={testId} className={classes.card}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Title order={2} size="h5" id={headingId}>
          {title}
        </Title>
        {action}
      </Group>
      <Text fz={28} fw={800} lh={1.2} mt={4} data-testid={`${testId}-value`}>
        {loading ? BLANK : value}
      </Text>
      {(loading || caption !== undefined) && (
        <Text size="sm" c="dimmed" data-testid={`${testId}-caption`}>
          {loading ? BLANK : caption}
        </Text>
      )}
    </Paper>
  );
}
