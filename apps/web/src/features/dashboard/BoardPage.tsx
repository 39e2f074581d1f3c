import { greeting } from '@iyl/core/app/rules';
import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { Link, Navigate } from 'react-router';
import { useScreenCards } from '../../components/screen-links.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSession } from '../auth/api.ts';
import { useDashboardMetrics } from './api.ts';
import { AreaScores } from './public/AreaScores.tsx';
import classes from './board.module.css';

function Board({ fullname }: { fullname: string }) {
  usePageTitle('Dashboard');
  const metrics = useDashboardMetrics();
  // Drawn in the background, in slices, when they arrive (as the signed-in frame is: app/guards.tsx).
  const scores = useDeferredValue(metrics.data);
  // The spec's card grid, in its order: each feature's nav.ts says its card, the app's frame gathers them.
  const cards = useScreenCards();
  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1}>{`${greeting()}, ${fullname}`}</Title>
          <Text c="dimmed">Here is how your plans are going.</Text>
        </div>
        <Button component={Link} to="/Community" variant="light" leftSection={<IconUsersGroup size={18} aria-hidden="true" />}>
          Join Community
        </Button>
      </Group>

      <section aria-labelledby="board-scores" aria-busy={metrics.isPending || undefined}>
        <Title order={2} id="board-scores" size="h3" mb="sm">
          Your scores
        </Title>
        <AreaScores metrics={scores} headingOrder={3} />
        {metrics.isError && (
          <Group mt="sm">
            <Text>Your scores could not be loaded.</Text>
            <Button variant="light" size="compact-md" onClick={() => metrics.refetch()}>
              Try again
            </Button>
          </Group>
        )}
      </section>

      <section aria-labelledby="board-explore">
        <Title order={2} id="board-explore" size="h3" mb="sm">
          Explore IYL
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md" component="ul" className={classes.grid}>
          {cards.map(({ title, to, description, icon: Icon }) => (
            <li key={to}>
              <Paper component={Link} to={to} withBorder radius="md" p="md" className={classes.card}>
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
                    <Icon size={24} />
                  </ThemeIcon>
                  <div>
                    <Text fw={700}>{title}</Text>
                    <Text size="sm" c="dimmed">
                      {description}
                    </Text>
                  </div>
                </Group>
              </Paper>
            </li>
          ))}
        </SimpleGrid>
      </section>
    </Stack>
  );
}

/** /Board: the customer dashboard. A customer who has not finished the survey is sent to it first. */
export function BoardPage() {
  const user = useSession().data?.user;
  if (!user) return null;
  if (!user.onboardingDone) return <Navigate to="/Quiz" replace />;
  return <Board fullname={user.fullname} />;
}
