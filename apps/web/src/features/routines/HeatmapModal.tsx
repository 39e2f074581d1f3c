import { HEATMAP_WEEKS } from '@iyl/core/routines/constants';
import type { Routine } from '@iyl/core/routines/contract';
import { Group, Loader, Modal, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useHeatmap } from './api.ts';

const HeatmapChart = lazy(() => import('./HeatmapChart.tsx').then((m) => ({ default: m.HeatmapChart })));

function Waiting() {
  return (
    <Group gap="xs">
      <Loader size="sm" aria-hidden="true" />
      <Text size="sm">Loading the last {HEATMAP_WEEKS} weeks…</Text>
    </Group>
  );
}

/** A routine's last 12 weeks: done, skipped, paused and missed days, told apart by colour, legend and label. */
export function HeatmapModal({ routine, opened, onClose }: { routine: Routine | null; opened: boolean; onClose: () => void }) {
  const heatmap = useHeatmap(opened ? routine?.id : undefined);
  return (
    <Modal opened={opened} onClose={onClose} title={routine ? `Heatmap: ${routine.title}` : 'Heatmap'} size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <div aria-busy={heatmap.isFetching || undefined}>
        {heatmap.isPending && opened && <Waiting />}
        {heatmap.data && routine && (
          <Suspense fallback={<Waiting />}>
            <HeatmapChart data={heatmap.data} title={routine.title} />
          </Suspense>
        )}
      </div>
    </Modal>
  );
}
