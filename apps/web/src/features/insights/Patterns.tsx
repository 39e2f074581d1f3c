import { PATTERN_MIN_DAYS } from '@iyl/core/insights/constants';
import type { MoodReport } from '@iyl/core/insights/contract';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFlask, IconZoomQuestion } from '@tabler/icons-react';
import { EmptyState } from '../../components/EmptyState.tsx';
import type { Generation } from './api.ts';
import { ReportState } from './ReportParts.tsx';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function Empty({ patterns }: { patterns: MoodReport['patterns'] }) {
  const need = `A pattern needs at least ${PATTERN_MIN_DAYS} days with both a mood and the behaviour.`;
  const text =
    patterns.tested > 0
      ? `${need} ${plural(patterns.tested, 'behaviour was', 'behaviours were')} tested, and none held up after allowing for chance.${patterns.untested > 0 ? ` ${plural(patterns.untested, 'more has', 'more have')} too few days to test yet.` : ''}`
      : `${need} None could be tested yet${patterns.untested > 0 ? ` (${plural(patterns.untested, 'behaviour has', 'behaviours have')} too few days)` : ''}. Keep logging your mood, routines and meals.`;
  return (
    <EmptyState icon={IconZoomQuestion} testId="patterns-empty">
      {text}
    </EmptyState>
  );
}

interface PatternsProps {
  report: MoodReport | null;
  generation: Generation;
  /** Whether an experiment can be started now (none running, the routine still current). */
  canTest: (routineId: string) => boolean;
  onTest: (routineId: string) => void;
}

/** The links between mood and behaviour that held after correction, each testable by an experiment. */
export function PatternsCard({ report, generation, canTest, onTest }: PatternsProps) {
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="insights-patterns-heading" data-testid="patterns">
      <Title order={2} size="h4" id="insights-patterns-heading" mb="sm">
        Patterns
      </Title>
      <ReportState generation={generation} hasReport={report !== null}>
        {report &&
          (report.patterns.items.length === 0 ? (
            <Empty patterns={report.patterns} />
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {report.patterns.items.map((item) => (
                <Stack component="li" key={item.id} gap={4} data-testid="pattern-item">
                  <Text>{item.text}</Text>
                  {item.routineId && (
                    <div>
                      <Button
                        variant="light"
                        size="compact-sm"
                        leftSection={<IconFlask size={16} aria-hidden="true" />}
                        disabled={!canTest(item.routineId)}
                        onClick={() => item.routineId && onTest(item.routineId)}
                        aria-label={`Test it with an experiment: ${item.label}`}
                      >
                        Test it with an experiment
                      </Button>
                    </div>
                  )}
                </Stack>
              ))}
            </Stack>
          ))}
      </ReportState>
    </Paper>
  );
}
