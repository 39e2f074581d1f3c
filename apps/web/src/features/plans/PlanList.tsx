import type { PlanItemKind } from '@iyl/core/plans/contract';
import { Badge, Button, Group, Paper, ScrollArea, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconCalendar, IconCheck, IconEye, IconInbox, IconRepeat } from '@tabler/icons-react';
import type { InfiniteQueryObserverResult } from '@tanstack/react-query';
import { type ReactNode, useId, useRef } from 'react';
import type { PlanItem, PlanListData } from './plan-cache.ts';
import { kindLook, viewOf } from './plan-format.ts';
import classes from './plans.module.css';
import a11y from '../../lib/visually-hidden.module.css';

/** Pending or Completed; both pass AA (the yellow one with dark text). */
export function StatusBadge({ done }: { done: boolean }) {
  return done ? (
    <Badge className={classes.badge} color="brand.7" variant="filled" leftSection={<IconCheck size={12} aria-hidden="true" />}>
      Completed
    </Badge>
  ) : (
    <Badge className={classes.badge} color="yellow.4" autoContrast variant="filled">
      Pending
    </Badge>
  );
}

/** Dates and frequency of a task or habit, each with its icon. */
export function ItemFacts({ dates, frequency }: { dates?: string; frequency?: string }) {
  if (!dates && !frequency) return null;
  return (
    <Group gap="xs" wrap="wrap" c="dimmed">
      {dates && (
        <Group gap={4} wrap="nowrap">
          <IconCalendar size={14} aria-hidden="true" />
          <Text size="xs" c="dimmed">
            <span className={a11y.visuallyHidden}>Dates: </span>
            {dates}
          </Text>
        </Group>
      )}
      {frequency && (
        <Group gap={4} wrap="nowrap">
          <IconRepeat size={14} aria-hidden="true" />
          <Text size="xs" c="dimmed">
            <span className={a11y.visuallyHidden}>Frequency: </span>
            {frequency}
          </Text>
        </Group>
      )}
    </Group>
  );
}

/** Archive (hide) or, in the archived view, Restore: what an item card offers besides Mark Complete and View. */
export interface ArchiveActions {
  /** The list shows archived items. */
  archived: boolean;
  onArchive: (kind: PlanItemKind, item: PlanItem) => void;
  onRestore: (kind: PlanItemKind, item: PlanItem) => void;
}

interface ItemCardProps {
  kind: PlanItemKind;
  item: PlanItem;
  archive: ArchiveActions;
  onMark: () => void;
  onView: () => void;
  /** The pointer or focus is on View: a chance to fetch the panel's code before the click. */
  onViewWanted?: () => void;
}

function ItemCard({ kind, item, archive, onMark, onView, onViewWanted }: ItemCardProps) {
  const titleId = useId();
  const viewButton = useRef<HTMLButtonElement>(null);
  const view = viewOf(kind, item);
  const mark = () => {
    // The Mark Complete button goes away with the pending status; keep the keyboard on this item.
    viewButton.current?.focus();
    onMark();
  };
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid={`plan-item-${kind}`} data-status={item.status ? 'completed' : 'pending'}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} size="h6" fw={kind === 'goal' ? 500 : 700} id={titleId} className={classes.itemText}>
            {view.title}
          </Title>
          <StatusBadge done={item.status} />
        </Group>
        {view.description && (
          <Text size="sm" c="dimmed" className={classes.itemText} lineClamp={3}>
            {view.description}
          </Text>
        )}
        <ItemFacts dates={view.dates} frequency={view.frequency} />
        <Group gap="xs" mt={4}>
          {!item.status && !archive.archived && (
            <Button size="compact-sm" leftSection={<IconCheck size={14} aria-hidden="true" />} onClick={mark} aria-describedby={titleId}>
              Mark Complete
            </Button>
          )}
          <Button
            ref={viewButton}
            size="compact-sm"
            variant="default"
            leftSection={<IconEye size={14} aria-hidden="true" />}
            onClick={onView}
            onPointerEnter={onViewWanted}
            onFocus={onViewWanted}
            aria-describedby={titleId}
          >
            View
          </Button>
          {archive.archived ? (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconArchiveOff size={14} aria-hidden="true" />}
              onClick={() => archive.onRestore(kind, item)}
              aria-describedby={titleId}
            >
              Restore
            </Button>
          ) : (
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray.8"
              leftSection={<IconArchive size={14} aria-hidden="true" />}
              onClick={() => archive.onArchive(kind, item)}
              aria-describedby={titleId}
            >
              {kind === 'goal' ? 'Archive plan' : 'Archive'}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

interface PlanListProps {
  kind: PlanItemKind;
  list: InfiniteQueryObserverResult<PlanListData<PlanItemKind>>;
  items: PlanItem[];
  /** Fixed-height scrolling in the three-column layout (1200 px and up); below it the page itself scrolls. */
  scroll: boolean;
  /** The list sits under a tab of the same name (phones): its heading is kept for screen readers only. */
  headingHidden?: boolean;
  archive: ArchiveActions;
  onMark: (item: PlanItem) => void;
  onView: (item: PlanItem) => void;
  onViewWanted?: () => void;
}

/** One of the three lists (Goals, Action, Habits), with its empty, loading and failed states and Load more. */
export function PlanList({ kind, list, items, scroll, headingHidden, archive, onMark, onView, onViewWanted }: PlanListProps) {
  const headingId = useId();
  const look = kindLook[kind];

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <Stack gap="sm" aria-hidden="true">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} height={110} radius="md" />
        ))}
      </Stack>
    );
  } else if (list.isError && items.length === 0) {
    body = (
      <Stack gap="xs" align="flex-start">
        <Text>Your {look.list.toLowerCase()} could not be loaded.</Text>
        <Button variant="light" size="compact-md" onClick={() => list.refetch()} aria-describedby={headingId}>
          Try again
        </Button>
      </Stack>
    );
  } else if (items.length === 0) {
    body = (
      <Stack align="center" gap={6} py="lg" data-testid={`plan-empty-${kind}`}>
        <ThemeIcon size={40} radius="xl" variant="light" aria-hidden="true">
          <IconInbox size={22} />
        </ThemeIcon>
        <Text fw={600}>{archive.archived ? `No archived ${look.list.toLowerCase()}` : look.empty}</Text>
      </Stack>
    );
  } else {
    body = (
      <>
        <Stack component="ul" gap="sm" className={classes.list}>
          {items.map((item) => (
            <ItemCard
              key={item.id}
              kind={kind}
              item={item}
              archive={archive}
              onMark={() => onMark(item)}
              onView={() => onView(item)}
              onViewWanted={onViewWanted}
            />
          ))}
        </Stack>
        {list.hasNextPage && (
          <Button
            variant="light"
            fullWidth
            mt="sm"
            loading={list.isFetchingNextPage}
            onClick={() => list.fetchNextPage()}
            aria-describedby={headingId}
          >
            Load more
          </Button>
        )}
      </>
    );
  }

  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="sm"
      aria-labelledby={headingId}
      aria-busy={list.isFetching || undefined}
      data-testid={`plan-list-${kind}`}
      className={classes.column}
    >
      <Title order={2} size="h4" id={headingId} mb="sm" px={4} className={headingHidden ? a11y.visuallyHidden : undefined}>
        {look.list}
      </Title>
      {scroll ? (
        <ScrollArea h={460} type="auto" offsetScrollbars="y" scrollbarSize={8}>
          {body}
        </ScrollArea>
      ) : (
        body
      )}
    </Paper>
  );
}
