import type { ReportCard, ScoreBar } from '@iyl/core/routines/contract';
import { Badge, Button, Group, Modal, Paper, Progress, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { upperFirst } from '@mantine/hooks';
import { IconTrophy } from '@tabler/icons-react';
import { EmptyState } from '../../components/EmptyState.tsx';
import { useReportCard, useSetChallenger, useTopChallengers } from './api.ts';
import rows from '../../components/row-list.module.css';
import classes from './routines.module.css';

const barNames: { key: keyof ReportCard['bars']; label: string }[] = [
  { key: 'mood', label: 'Mood' },
  { key: 'wellness', label: 'Wellness' },
  { key: 'overall', label: 'Overall' },
  { key: 'habit', label: 'Habit performance' },
  { key: 'productivity', label: 'Productivity' },
];

function Bar({ label, bar, testId }: { label: string; bar: ScoreBar; testId: string }) {
  return (
    <div className={classes.bar} data-testid={testId}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm">{bar.percent === null ? (bar.note ?? '—') : `${bar.percent}%`}</Text>
      </Group>
      <Progress value={bar.percent ?? 0} size="lg" aria-label={bar.percent === null ? `${label}: ${bar.note ?? 'not measured yet'}` : `${label} ${bar.percent}%`} />
    </div>
  );
}

function Card({ card }: { card: ReportCard }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Paper withBorder radius="md" p="sm" className={classes.tile}>
          <Text size="sm">Total performance (last 7 days)</Text>
          {card.total === null ? (
            // Nothing due yet: said in words (the bars' own), smaller than a score would be.
            <Text fw={600} mt={6} data-testid="score-total">
              {upperFirst(card.totalMessage ?? '')}
            </Text>
          ) : (
            <Text className={classes.tileValue} data-testid="score-total">
              {`${card.total.toFixed(1)} / 10`}
            </Text>
          )}
        </Paper>
        <Paper withBorder radius="md" p="sm" className={classes.tile}>
          <Text size="sm">Points (all time)</Text>
          <Text className={classes.tileValue} data-testid="score-points">
            {card.points}
          </Text>
        </Paper>
      </SimpleGrid>
      <Group gap="xs" wrap="wrap">
        {card.badge && (
          <Badge size="lg" variant="filled" data-testid="score-badge">
            {card.badge}
          </Badge>
        )}
        <Text size="sm" className={classes.wrap} data-testid="score-top-performer">
          {card.topPerformer}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">{`The last 7 days: ${card.window.done} of ${card.window.due} routine days done.`}</Text>
      <Stack gap="sm">
        {barNames.map(({ key, label }) => (
          <Bar key={key} label={label} bar={card.bars[key]} testId={`score-bar-${key}`} />
        ))}
      </Stack>
    </Stack>
  );
}

/** Asked once, until answered: shown to others (first name, initial and this week's points) or not. */
function ShowMeQuestion({ onAnswer, busy }: { onAnswer: (show: boolean) => void; busy: boolean }) {
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="show-me-question" data-testid="top-challengers-question">
      <Stack gap="xs">
        <Text fw={600} id="show-me-question">
          Show you among this week's top challengers?
        </Text>
        <Text size="sm">
          Other customers would see your first name, the initial of your last name and your points this week. You are not shown unless you say yes,
          and you can change this here at any time.
        </Text>
        <Group gap="sm">
          <Button size="compact-md" onClick={() => onAnswer(true)} loading={busy}>
            Yes, show me
          </Button>
          <Button size="compact-md" variant="default" onClick={() => onAnswer(false)} disabled={busy}>
            No, keep me hidden
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function Challengers({ enabled }: { enabled: boolean }) {
  const top = useTopChallengers(enabled);
  const setShow = useSetChallenger();
  const data = top.data;
  return (
    <Stack gap="sm" component="section" aria-labelledby="top-challengers-heading">
      <Title order={3} size="h4" id="top-challengers-heading">
        Top challengers this week
      </Title>
      {data && !data.answered && <ShowMeQuestion busy={setShow.isPending} onAnswer={(show) => setShow.mutate(show)} />}
      {data && data.items.length === 0 && <EmptyState icon={IconTrophy}>No one to show yet this week: customers appear here once they choose to be shown and tick a routine.</EmptyState>}
      {data && data.items.length > 0 && (
        <ol className={rows.plainList} data-testid="top-challengers">
          {data.items.map((item) => (
            <li key={item.rank} className={rows.row}>
              <Text fw={item.you ? 700 : 400}>{`${item.rank}. ${item.name}${item.you ? ' (you)' : ''}`}</Text>
              <Text size="sm">{`This week: ${item.points} points`}</Text>
            </li>
          ))}
        </ol>
      )}
      {data?.answered && (
        <Switch
          label="Show me in the top challengers"
          checked={data.showMe}
          disabled={setShow.isPending}
          onChange={(event) => setShow.mutate(event.currentTarget.checked)}
        />
      )}
    </Stack>
  );
}

/** My Score Card: total out of 10, points, the badge, five bars, and this week's top challengers. */
export function ScoreCardModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const card = useReportCard(opened);
  return (
    <Modal opened={opened} onClose={onClose} title="My Score Card" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="lg">
        {card.data && <Card card={card.data} />}
        {card.isError && !card.data && <Text>{card.error.message}</Text>}
        <Challengers enabled={opened} />
      </Stack>
    </Modal>
  );
}
