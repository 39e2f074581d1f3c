import { MOOD_STAT_DAYS } from '@iyl/core/mood/constants';
import type { MoodReport, MoodStat } from '@iyl/core/mood/contract';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MoodNotEnoughData } from '../insights/public/NotEnoughData.tsx';
import classes from './mood.module.css';
import { MoodIcon } from './MoodIcon.tsx';

/**
 * The last 30 days: how many days had each mood, and the mood score (the spec's formula) once moods were
 * logged on as many days as /Insights rates from; until then what is still needed and when, in
 * /Insights' own words (issue 47), so the two screens never disagree.
 */
export function MoodCounts({ stat, report }: { stat: MoodStat | undefined; report: MoodReport | undefined }) {
  const scored = report !== undefined && report.score !== null;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="mood-counts-heading">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="mood-counts-heading">
            Your last {MOOD_STAT_DAYS} days
          </Title>
          {scored && (
            <Badge size="lg" variant="filled" className={classes.score} data-testid="mood-score">
              {`Mood score ${report.score} / 10`}
            </Badge>
          )}
        </Group>
        {report && !scored && <MoodNotEnoughData ready={report.ready} day={report.day} testId="mood-not-enough" />}
        {stat && (
          <SimpleGrid cols={{ base: 3, md: 9 }} spacing="xs" data-testid="mood-counts">
            {stat.counts.map(({ mood, count }) => (
              <div key={mood} className={classes.count} data-testid={`mood-count-${mood}`}>
                <MoodIcon mood={mood} size={24} />
                <Text fw={700} size="lg">
                  {count}
                </Text>
                <Text size="xs">{mood}</Text>
              </div>
            ))}
          </SimpleGrid>
        )}
        {scored && (
          <Text size="xs" c="dimmed">
            {`The score weighs excited (${report.exicted}), confident (${report.confident}), happy (${report.happy}) and grateful (${report.grateful}) days against stressed (${report.stressed}) and angry (${report.angry}) ones.`}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
