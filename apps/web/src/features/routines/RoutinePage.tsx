import { greeting } from '@iyl/core/app/rules';
import { messages } from '@iyl/core/catalog/messages';
import type { RoutineType } from '@iyl/core/routines/constants';
import type { Routine, RoutineCounts } from '@iyl/core/routines/contract';
import { Button, Group, Pagination, Paper, SimpleGrid, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { IconBooks, IconChartBar, IconListCheck, IconPlus, IconSettings } from '@tabler/icons-react';
import { lazy, useDeferredValue, useRef, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSession } from '../auth/api.ts';
import { useRoutines } from './api.ts';
import { CompletedSection } from './CompletedSection.tsx';
import { pageControlNames } from '../../lib/pagination.ts';
import { habitIcon, readableColor } from '../../components/habit-icons.ts';
import classes from './routines.module.css';
import { RoutineItem } from './RoutineItem.tsx';
import { usePhone } from '../../lib/use-phone.ts';
import { OnFirstOpen } from '../../lib/on-first-open.tsx';

// The screen's overlays: each made (and its code fetched) the first time it opens, not with the screen.
const CompletionModal = lazy(() => import('./CompletionModal.tsx').then((m) => ({ default: m.CompletionModal })));
const HeatmapModal = lazy(() => import('./HeatmapModal.tsx').then((m) => ({ default: m.HeatmapModal })));
const AddHabitPanel = lazy(() => import('./AddHabitPanel.tsx').then((m) => ({ default: m.AddHabitPanel })));
const ScoreCardModal = lazy(() => import('./ScoreCardModal.tsx').then((m) => ({ default: m.ScoreCardModal })));
const ReminderPanel = lazy(() => import('../reminders/public/ReminderPanel.tsx').then((m) => ({ default: m.ReminderPanel })));

/** The four counts; until they arrive the tiles keep their place (empty), so the list below does not jump. */
function StatTiles({ counts }: { counts: RoutineCounts | undefined }) {
  const value = (text: (c: RoutineCounts) => string) => (counts ? text(counts) : '\u00a0');
  const tiles = [
    { label: 'Weekly routines', value: value((c) => String(c.weekly)), id: 'weekly' },
    { label: 'Daily routines', value: value((c) => String(c.daily)), id: 'daily' },
    { label: 'Average performance', value: value((c) => `${c.averagePerformance}%`), id: 'average' },
    { label: 'Completed', value: value((c) => String(c.completed)), id: 'completed' },
  ];
  return (
    <SimpleGrid
      cols={{ base: 2, md: 4 }}
      spacing="sm"
      component="section"
      aria-label="Your routines in numbers"
      aria-busy={counts ? undefined : true}
    >
      {tiles.map((tile) => (
        <Paper key={tile.id} withBorder radius="md" className={classes.tile} data-testid={`tile-${tile.id}`}>
          <Text size="sm">{tile.label}</Text>
          <Text className={classes.tileValue}>{tile.value}</Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** A sequence of one-shot overlays (modals, drawers): the one open, and the routine it is about (kept while it closes). */
function useOverlay<T>() {
  const [state, setState] = useState<{ opened: boolean; item: T | null }>({ opened: false, item: null });
  return {
    opened: state.opened,
    item: state.item,
    open: (item: T) => setState({ opened: true, item }),
    close: () => setState((s) => ({ ...s, opened: false })),
  };
}

/** /Routine: the greeting and tiles, the timeline of current routines, completed ones, and the panels around them. */
export function RoutinePage() {
  usePageTitle('My Habit Routines');
  const phone = usePhone();
  const session = useSession();
  const [type, setType] = useState<RoutineType | undefined>();
  const [paging, setPaging] = useState({ type: undefined as RoutineType | undefined, page: 1 });
  const page = paging.type === type ? paging.page : 1;
  const routines = useRoutines(page, type);
  const allRoutines = useRoutines(1);
  const completion = useOverlay<Routine>();
  const heatmap = useOverlay<Routine>();
  const [adding, setAdding] = useState(false);
  const [scoring, setScoring] = useState(false);
  const [settings, setSettings] = useState(false);
  const listHeading = useRef<HTMLHeadingElement>(null);
  // A routine completed or deleted leaves the list with the button that was focused; focus goes to the list instead.
  const refocus = () => {
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) listHeading.current?.focus();
  };

  // The list is drawn in the background, in slices, when it arrives (as the signed-in frame is: app/guards.tsx).
  const data = useDeferredValue(routines.data);
  const counts = allRoutines.data?.counts ?? data?.counts;
  const name = session.data?.user?.fullname.split(' ')[0] ?? '';
  const current = counts ? counts.daily + counts.weekly : 0;
  const updating = routines.isFetching && routines.isPlaceholderData;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div className={classes.wrap}>
          <Title order={1}>My Habit Routines</Title>
          <Text c="dimmed" data-testid="routine-greeting">
            {`${greeting()}${name ? `, ${name}` : ''}. ${counts ? `You have ${current} ${current === 1 ? 'routine' : 'routines'} going.` : ''}`}
          </Text>
        </div>
        <Group gap="xs" wrap="wrap">
          <Button component={Link} to="/Habit" variant="light" leftSection={<IconBooks size={18} aria-hidden="true" />}>
            Habits Library
          </Button>
          <Button variant="light" leftSection={<IconChartBar size={18} aria-hidden="true" />} onClick={() => setScoring(true)}>
            My Score Card
          </Button>
          <Button variant="default" leftSection={<IconSettings size={18} aria-hidden="true" />} onClick={() => setSettings(true)}>
            Settings
          </Button>
        </Group>
      </Group>

      <StatTiles counts={counts} />

      <Paper component="section" withBorder radius="md" p="md" aria-labelledby="timeline-heading">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Title order={2} size="h3" id="timeline-heading" ref={listHeading} tabIndex={-1}>
              Your routines
            </Title>
            <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setAdding(true)}>
              Add Habit
            </Button>
          </Group>
          <Group gap="xs" role="group" aria-label="Show routines" wrap="wrap">
            <Button size="compact-md" variant={type ? 'default' : 'filled'} aria-pressed={!type} onClick={() => setType(undefined)}>
              All
            </Button>
            {(['Daily', 'Weekly'] as const).map((t) => (
              <Button key={t} size="compact-md" variant={type === t ? 'filled' : 'default'} aria-pressed={type === t} onClick={() => setType(t)}>
                {`${t} Habit`}
              </Button>
            ))}
          </Group>

          {routines.isError && !data && (
            <Group>
              <Text>{messages.listFailed}</Text>
              <Button variant="light" size="compact-md" onClick={() => routines.refetch()}>
                Try again
              </Button>
            </Group>
          )}
          <div aria-busy={updating || undefined}>
            {data && data.items.length === 0 && (
              <EmptyState icon={IconListCheck} testId="routines-empty">
                {type ? `No ${type.toLowerCase()} routines yet.` : 'No routines yet. Add one from the Habits Library, or make your own with Add Habit.'}
              </EmptyState>
            )}
            {data && data.items.length > 0 && (
              <Timeline bulletSize={36} lineWidth={2} active={-1} data-testid="routine-timeline">
                {data.items.map((routine) => {
                  const Icon = habitIcon(routine.icon);
                  return (
                    <Timeline.Item
                      key={routine.id}
                      bullet={
                        <ThemeIcon variant="white" radius="xl" size={32} aria-hidden="true">
                          <Icon size={20} color={readableColor(routine.hexadecimalIcon ?? '#0f766e', 3)} />
                        </ThemeIcon>
                      }
                    >
                      <RoutineItem routine={routine} onComplete={completion.open} onHeatmap={heatmap.open} onGone={() => setTimeout(refocus, 50)} />
                    </Timeline.Item>
                  );
                })}
              </Timeline>
            )}
          </div>
          {data && data.pages > 1 && <Pagination total={data.pages} value={page} onChange={(next) => setPaging({ type, page: next })} getControlProps={pageControlNames} aria-label="Routine pages" />}
        </Stack>
      </Paper>

      {/* Below the list once it has answered: shown earlier, it would be pushed down as the list fills in. */}
      {(data || routines.isError) && <CompletedSection />}

      <OnFirstOpen opened={completion.opened}>
        {(opened) => <CompletionModal routine={completion.item} opened={opened} onClose={completion.close} onClosed={refocus} />}
      </OnFirstOpen>
      <OnFirstOpen opened={heatmap.opened}>{(opened) => <HeatmapModal routine={heatmap.item} opened={opened} onClose={heatmap.close} />}</OnFirstOpen>
      <OnFirstOpen opened={adding}>{(opened) => <AddHabitPanel opened={opened} onClose={() => setAdding(false)} fullScreen={phone} />}</OnFirstOpen>
      <OnFirstOpen opened={scoring}>{(opened) => <ScoreCardModal opened={opened} onClose={() => setScoring(false)} />}</OnFirstOpen>
      <OnFirstOpen opened={settings}>{(opened) => <ReminderPanel opened={opened} onClose={() => setSettings(false)} fullScreen={phone} />}</OnFirstOpen>
    </Stack>
  );
}
