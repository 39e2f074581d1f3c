import type { RoutineType } from '@iyl/core/routines/constants';
import { Badge, Button, Group, Loader, Modal, Pagination, Stack, Text } from '@mantine/core';
import { IconListCheck, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useRoutines } from '../api.ts';
import { streakText } from '../routine-format.ts';
import { pageControlNames } from '../../../lib/pagination.ts';
import rows from '../../../components/row-list.module.css';
import classes from '../routines.module.css';

/** The Habit library's My Routines: the current routines, filtered by type (Reload shows them all again). */
export function MyRoutinesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [type, setType] = useState<RoutineType | undefined>();
  const [page, setPage] = useState(1);
  const routines = useRoutines(page, type, { enabled: opened, inline: true });
  const data = routines.data;
  const choose = (next: RoutineType | undefined) => {
    setType(next);
    setPage(1);
  };

  return (
    <Modal opened={opened} onClose={onClose} title="My Routines" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Group gap="xs" role="group" aria-label="Show routines" wrap="wrap">
          <Button
            variant={type ? 'default' : 'filled'}
            aria-pressed={!type}
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            onClick={() => {
              choose(undefined);
              void routines.refetch();
            }}
          >
            Reload
          </Button>
          {(['Daily', 'Weekly'] as const).map((t) => (
            <Button key={t} variant={type === t ? 'filled' : 'default'} aria-pressed={type === t} onClick={() => choose(t)}>
              {t}
            </Button>
          ))}
        </Group>
        <div aria-busy={routines.isFetching || undefined} aria-live="polite">
          {routines.isPending && opened && (
            <Group gap="xs">
              <Loader size="sm" aria-hidden="true" />
              <Text size="sm">Loading your routines…</Text>
            </Group>
          )}
          {data && data.items.length === 0 && (
            <EmptyState icon={IconListCheck} testId="my-routines-empty">
              {type ? `No ${type.toLowerCase()} routines yet.` : 'No routines yet. Open a habit card and add it.'}
            </EmptyState>
          )}
          {data && data.items.length > 0 && (
            <ul className={rows.plainList} data-testid="my-routines-list">
              {data.items.map((routine) => (
                <li key={routine.id} className={rows.row}>
                  <div className={classes.wrap}>
                    <Text fw={600}>{routine.title}</Text>
                    <Text size="sm" c="dimmed">
                      {`${routine.routineType} · ${routine.target} · ${streakText(routine.streak)}`}
                    </Text>
                  </div>
                  {routine.status === 'paused' && (
                    <Badge variant="outline" color="gray.8">
                      Paused
                    </Badge>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
        {data && data.pages > 1 && <Pagination total={data.pages} value={page} onChange={setPage} getControlProps={pageControlNames} aria-label="Routine pages" />}
        <Button component={Link} to="/Routine" variant="light" onClick={onClose}>
          Open My Habit Routines
        </Button>
      </Stack>
    </Modal>
  );
}
