import type { DashboardMetrics } from '@iyl/core/dashboard/contract';
import { areaScore } from '@iyl/core/dashboard/rules';
import { percentText } from '@iyl/core/insights/format';
import { planAreas } from '@iyl/core/plans/constants';
import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ScoreRing } from '../../../components/ScoreRing.tsx';

// Shade 8 of each keeps the ring and its label at AA contrast on white.
const areaColor = { Health: 'teal.8', Finance: 'blue.8', Relationship: 'pink.8' } as const;

interface AreaScoresProps {
  metrics: DashboardMetrics | undefined;
  /** Heading level of each area's name, to follow the page's own headings. */
  headingOrder: 2 | 3;
  size?: number;
}

/**
 * The three area donuts: score out of 10 in the centre, the percent performance below (spec part 1 §9:
 * one decimal), written as /Insights writes the same figure (percentText).
 */
export function AreaScores({ metrics, headingOrder, size = 150 }: AreaScoresProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      {planAreas.map((area) => {
        const headingId = `area-score-${area}`;
        if (!metrics) {
          return <Skeleton key={area} height={size + 70} radius="md" aria-hidden="true" />;
        }
        const score = areaScore(metrics[area]);
        return (
          <Paper
            key={area}
            withBorder
            radius="md"
            p="md"
            component="section"
            aria-labelledby={headingId}
            data-testid={`area-score-${area}`}
          >
            <Stack align="center" gap={4}>
              <Title order={headingOrder} size="h4" id={headingId}>
                {area}
              </Title>
              <ScoreRing size={size} thickness={Math.round(size / 11)} percent={score.percent} color={areaColor[area]}>
                <Text ta="center" fw={800} fz={size >= 140 ? 'xl' : 'lg'} data-testid="area-score-label">
                  {score.outOfTen}/10
                </Text>
              </ScoreRing>
              <Text size="sm" c="dimmed" data-testid="area-score-caption">
                {`${percentText(score.percent)} performance`}
              </Text>
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
