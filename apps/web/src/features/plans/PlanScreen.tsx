import { planItemKinds } from '@iyl/core/plans/constants';
import type { PlanArea, PlanItemKind } from '@iyl/core/plans/contract';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Switch, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { BusyIndicator } from '../../components/busy-overlay.tsx';
import { useScreenIcon } from '../../components/screen-links.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { usePlanArchive, usePlanItemStatus, usePlanList, usePlanSummary } from './api.ts';
import { findItem, type PlanItem, type PlanListData } from './plan-cache.ts';
import { areaCopy, kindLook } from './plan-format.ts';
import { type ArchiveActions, PlanList } from './PlanList.tsx';
import { SummaryCards } from './SummaryCards.tsx';
import { usePhone } from '../../lib/use-phone.ts';
import { useDeferredAnswer } from '../../lib/deferred-answer.ts';

// The side panels (with the form schema and the speech code) load when first wanted, not with the
// screen: pointing at or focusing their buttons starts the download, so they are there by the click.
const loadNewPlanPanel = () => import('./NewPlanPanel.tsx');
const loadItemPanel = () => import('./ItemPanel.tsx');
const NewPlanPanel = lazy(() => loadNewPlanPanel().then((m) => ({ default: m.NewPlanPanel })));
// The goal's confirmation too: only a goal's Mark Complete opens it.
const ConfirmGoal = lazy(() => import('./ConfirmGoal.tsx').then((m) => ({ default: m.ConfirmGoal })));
const ItemPanel = lazy(() => loadItemPanel().then((m) => ({ default: m.ItemPanel })));
const warm = (load: () => Promise<unknown>) => () => void load().catch(() => {});

/** A side panel's open state; the panel is mounted from its first opening on, so later ones animate. */
function useLazyPanel() {
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  const set = (open: boolean) => {
    if (open) setMounted(true);
    setOpened(open);
  };
  return { opened, mounted, set };
}

// Below Mantine's sm breakpoint phones get full-width panels. Below lg (1200 px: phones and tablets)
// the three lists are tabs in the page's own flow, one list at a time with no list scrolling inside the
// scrolling page; from lg up there is room for three columns side by side, each scrolling on its own.
const useColumns = () => useMediaQuery('(min-width: 75em)', false, { getInitialValueInEffect: false });

function WelcomeCard({ area, onStart }: { area: PlanArea; onStart: () => void }) {
  // The area's own icon, as its sidebar link and dashboard card show it (nav.ts).
  const Icon = useScreenIcon(`/${area}`);
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby="plan-welcome" data-testid="plan-welcome">
      <Stack align="center" gap="sm" maw={560} mx="auto">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true">
          {Icon && <Icon size={34} />}
        </ThemeIcon>
        <Title order={2} size="h3" id="plan-welcome" ta="center">
          Welcome to your {area.toLowerCase()} plan
        </Title>
        <Text c="dimmed" ta="center">
          {areaCopy[area].welcome}
        </Text>
        <Button size="md" onClick={onStart} onPointerEnter={warm(loadNewPlanPanel)} onFocus={warm(loadNewPlanPanel)}>
          {areaCopy[area].start}
        </Button>
      </Stack>
    </Paper>
  );
}

/** Loaded items of one list, only of this area (the server already filters; a stray item never shows). */
function itemsOf(data: PlanListData<PlanItemKind> | undefined, area: PlanArea): PlanItem[] {
  return (data?.pages ?? []).flatMap((page) => page.items).filter((item) => item.category === area);
}

/**
 * /Health, /Finance and /Relationship: one layout for the three areas (spec part 1 §2). A welcome
 * card until the area has plans; then the summary cards and the Goals, Action and Habits lists,
 * with the View and New Plans side panels.
 */
export function PlanScreen({ area }: { area: PlanArea }) {
  usePageTitle(area);
  const phone = usePhone();
  const columns = useColumns();
  const summary = useDeferredAnswer(usePlanSummary(area));
  const hasPlans = (summary.data?.total.all ?? 0) > 0;
  // The lists are asked for alongside the summary rather than after it (one round trip less before
  // the lists show, measured by npm run audit:web); an area without plans just gets empty pages once.
  const fetchLists = hasPlans || summary.isPending;
  // The archived view swaps the three lists for the archived items of each kind.
  const [showArchived, setShowArchived] = useState(false);
  const current = {
    goal: useDeferredAnswer(usePlanList(area, 'goal', fetchLists && !showArchived)),
    task: useDeferredAnswer(usePlanList(area, 'task', fetchLists && !showArchived)),
    habit: useDeferredAnswer(usePlanList(area, 'habit', fetchLists && !showArchived)),
  };
  const archivedLists = {
    goal: useDeferredAnswer(usePlanList(area, 'goal', showArchived, true)),
    task: useDeferredAnswer(usePlanList(area, 'task', showArchived, true)),
    habit: useDeferredAnswer(usePlanList(area, 'habit', showArchived, true)),
  };
  const lists = showArchived ? archivedLists : current;
  const { mark } = usePlanItemStatus(area);
  const { archive, restore } = usePlanArchive(area);
  const archiveActions: ArchiveActions = {
    archived: showArchived,
    onArchive: (kind, item) => archive.mutate({ kind, id: item.id }),
    onRestore: (kind, item) => restore.mutate({ kind, id: item.id }),
  };
  const [tab, setTab] = useState<PlanItemKind>('goal');
  // A goal waiting for the customer's "Yes" before it is marked complete (issue 47).
  const [confirming, setConfirming] = useState<PlanItem | null>(null);
  const openOf = (goalId: string) => {
    const open = (kind: 'task' | 'habit') => itemsOf(current[kind].data, area).filter((i) => 'goalId' in i && i.goalId === goalId && !i.status).length;
    return { open: open('task') + open('habit'), complete: !current.task.hasNextPage && !current.habit.hasNextPage };
  };

  const newPanel = useLazyPanel();
  const [challenge, setChallenge] = useState('');
  const viewPanel = useLazyPanel();
  const [viewing, setViewing] = useState<{ kind: PlanItemKind; id: string; item: PlanItem }>();
  // The panel follows the list, so a status change shows there too; the copy taken at opening
  // covers an item that is no longer loaded.
  const shown = viewing && {
    kind: viewing.kind,
    item: findItem(lists[viewing.kind].data, viewing.id) ?? viewing.item,
  };

  // The layout (three columns, or tabs below lg) is chosen here; the lists and their items are the same.
  const planList = (kind: PlanItemKind) => (
    <PlanList
      key={kind}
      kind={kind}
      list={lists[kind]}
      items={itemsOf(lists[kind].data, area)}
      scroll={columns}
      headingHidden={!columns}
      archive={archiveActions}
      onMark={(item) => (kind === 'goal' ? setConfirming(item) : mark.mutate({ kind, id: item.id }))}
      onViewWanted={warm(loadItemPanel)}
      onView={(item) => {
        setViewing({ kind, id: item.id, item });
        viewPanel.set(true);
      }}
    />
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1}>{area}</Title>
          <Text c="dimmed">{areaCopy[area].intro}</Text>
        </div>
        <Group gap="md" wrap="wrap">
          <Switch label="Show archived" checked={showArchived} onChange={(event) => setShowArchived(event.currentTarget.checked)} />
          <Button
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={() => newPanel.set(true)}
            onPointerEnter={warm(loadNewPlanPanel)}
            onFocus={warm(loadNewPlanPanel)}
          >
            New Plans
          </Button>
        </Group>
      </Group>

      {summary.isPending && (
        <Stack gap="md" aria-hidden="true">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} height={150} radius="md" />
            ))}
          </SimpleGrid>
          <Skeleton height={300} radius="md" />
        </Stack>
      )}

      {summary.isError && !summary.data && (
        <Group>
          <Text>Your {area.toLowerCase()} plans could not be loaded.</Text>
          <Button variant="light" size="compact-md" onClick={() => summary.refetch()}>
            Try again
          </Button>
        </Group>
      )}

      {summary.data && !hasPlans && !showArchived && <WelcomeCard area={area} onStart={() => newPanel.set(true)} />}

      {summary.data && (hasPlans || showArchived) && (
        <>
          {/* Three cards side by side below lg are narrow (165 px at 800): the compact card fits them. */}
          <SummaryCards summary={summary.data} compact={!columns} />
          {!columns ? (
            <Tabs value={tab} onChange={(value) => value && setTab(value as PlanItemKind)} keepMounted={false}>
              <Tabs.List grow>
                {planItemKinds.map((kind) => (
                  <Tabs.Tab key={kind} value={kind} fw={600}>
                    {kindLook[kind].list}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {planItemKinds.map((kind) => (
                <Tabs.Panel key={kind} value={kind} pt="sm">
                  {planList(kind)}
                </Tabs.Panel>
              ))}
            </Tabs>
          ) : (
            <SimpleGrid cols={3} spacing="md">
              {planItemKinds.map(planList)}
            </SimpleGrid>
          )}
        </>
      )}

      {newPanel.mounted && (
        <Suspense fallback={<BusyIndicator />}>
          <NewPlanPanel
            area={area}
            opened={newPanel.opened}
            onClose={() => newPanel.set(false)}
            challenge={challenge}
            onChallengeChange={setChallenge}
            fullScreen={phone}
          />
        </Suspense>
      )}
      {confirming && (
        <Suspense fallback={<BusyIndicator />}>
          <ConfirmGoal
            goal={'description' in confirming ? confirming.description : ''}
            items={openOf(confirming.id)}
            onCancel={() => setConfirming(null)}
            onConfirm={() => {
              mark.mutate({ kind: 'goal', id: confirming.id });
              setConfirming(null);
            }}
          />
        </Suspense>
      )}
      {viewPanel.mounted && (
        <Suspense fallback={<BusyIndicator />}>
          <ItemPanel opened={viewPanel.opened} onClose={() => viewPanel.set(false)} shown={shown} fullScreen={phone} />
        </Suspense>
      )}
    </Stack>
  );
}
