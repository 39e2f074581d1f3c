import { MOOD_DAYS } from '@iyl/core/insights/constants';
import type { Readiness } from '@iyl/core/insights/contract';
import { type ReadinessPart, readinessWords } from '@iyl/core/insights/readiness';
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A part short of data: what it still needs and when it can be ready (the same sentences the report's
 * words and the weekly e-mail use, from core insights/readiness.ts), in plain words. Public: the mood
 * page says it in the same words as /Insights (issue 47).
 */
export function NotEnoughData({ part, ready, day, what = 'rating', within, testId, children }: {
  part: ReadinessPart;
  ready: Readiness;
  /** The day the readiness was worked out on (the report's). */
  day: string;
  what?: 'rating' | 'trend';
  within?: string;
  testId: string;
  /** Where the data comes from (a link), shown under the words. */
  children?: ReactNode;
}) {
  const words = readinessWords(part, ready, day, what, within);
  return (
    <Stack gap={4} align="flex-start" data-testid={testId}>
      <Text fw={700}>{words.title}</Text>
      <Text size="sm" data-testid={`${testId}-needed`}>
        {words.needed}
      </Text>
      {words.when && (
        <Text size="sm" data-testid={`${testId}-when`}>
          {words.when}
        </Text>
      )}
      {children}
    </Stack>
  );
}

/** The mood's rating short of days with a mood (its window of MOOD_DAYS days): /Insights' Mood section and the mood page. */
export function MoodNotEnoughData({ ready, day, testId, children }: { ready: Readiness; day: string; testId: string; children?: ReactNode }) {
  return (
    <NotEnoughData part="Mood" ready={ready} day={day} within={`within ${MOOD_DAYS} days`} testId={testId}>
      {children}
    </NotEnoughData>
  );
}
