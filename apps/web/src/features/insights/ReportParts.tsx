import { writtenBy } from '@iyl/core/ai/messages';
import type { Rated } from '@iyl/core/insights/contract';
import { ratingOutOfTen } from '@iyl/core/insights/format';
import { Badge, Button, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCalendarDate } from '../../lib/format.ts';
import type { Generation } from './api.ts';

type BadgeName = NonNullable<Rated['badge']>;

// Filled in shade 9 (white text at AA contrast); the yellow one is light with dark text (autoContrast).
const badgeColor: Record<BadgeName, string> = {
  'Excellent Performance': 'teal.9',
  'Good Performance': 'blue.9',
  'Average Performance': 'yellow.4',
  'Needs Improvement': 'red.9',
};

export function PerformanceBadge({ badge }: { badge: Rated['badge'] }) {
  if (!badge) return null;
  return (
    <Badge component="span" color={badgeColor[badge]} autoContrast variant="filled" data-badge={badge}>
      {badge}
    </Badge>
  );
}

/** Whether there is anything to rate (the template's −10 otherwise). */
export const hasRating = (rated: Pick<Rated, 'performance'>) => rated.performance !== null;

/**
 * "6.5/10"; "Not enough data yet" when there is data but too few days of it (`short`); "No rating yet"
 * when there is nothing to rate (the words below say why).
 */
export const ratingText = (rated: Rated, short = false) => (hasRating(rated) ? ratingOutOfTen(rated.rating) : short ? 'Not enough data yet' : 'No rating yet');

/** A written part of a report under its heading; nothing when the writer left it empty. */
export function Words({ title, children, order = 4 }: { title: string; children: string; order?: 3 | 4 }) {
  if (!children.trim()) return null;
  return (
    <div>
      <Title order={order} size="h6">
        {title}
      </Title>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** A list of bullets under its heading, with a line when the list is empty. */
export function Bullets({ title, items, empty }: { title: string; items: readonly string[]; empty: string }) {
  return (
    <div>
      <Title order={4} size="h6">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <List size="sm" spacing={2}>
          {items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
    </div>
  );
}

/** Who wrote the words and for which day; a stale report says the data has changed since. */
export function Signature({ report, fresh }: { report: { source: 'ai' | 'builtin'; day: string }; fresh: boolean }) {
  return (
    <Text size="xs" c="dimmed" data-testid="report-signature" data-source={report.source}>
      {writtenBy(report.source)} {`Analysis of ${formatCalendarDate(report.day)}.`}
      {!fresh && ' Your data has changed since; a new one is on its way.'}
    </Text>
  );
}

/** The wait for a report being written. */
export function BusyNote() {
  return (
    <Group gap="xs" role="status" data-testid="insights-writing">
      <Loader size="sm" aria-hidden="true" />
      <Text size="sm">Writing your analysis…</Text>
    </Group>
  );
}

/**
 * One part of the page that shows a report: the wait while it is written (the old report stays below
 * it), Retry after a failure, and what shows before any report exists.
 */
export function ReportState({ generation, hasReport, children }: { generation: Generation; hasReport: boolean; children: ReactNode }) {
  return (
    <Stack gap="sm" aria-busy={generation.pending || undefined}>
      {generation.pending && <BusyNote />}
      {generation.failed && !generation.pending && (
        <Group gap="xs">
          <Text size="sm">{hasReport ? 'A new analysis could not be written; this is the last one.' : 'Your analysis could not be written.'}</Text>
          <Button variant="light" size="compact-sm" onClick={generation.retry} data-testid="insights-retry">
            Retry
          </Button>
        </Group>
      )}
      {!hasReport && !generation.pending && !generation.failed && (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            No analysis yet.
          </Text>
          <Button variant="light" size="compact-sm" onClick={generation.retry}>
            Write my analysis
          </Button>
        </Group>
      )}
      {hasReport && children}
    </Stack>
  );
}
