import { localTimeZone } from '@iyl/core/time/zone';
import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconChevronDown, IconWorld } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useSetTimeZone } from '../api.ts';

/**
 * The list itself loads after the first render: its code (Mantine's combobox and what positions its
 * dropdown) and the platform's zone list are not part of the Settings page's first load.
 */
const TimeZoneSelect = lazy(() => import('./TimeZoneSelect.tsx').then((m) => ({ default: m.TimeZoneSelect })));

/** The field as it will look (the zone chosen, the same label and icons), read-only until the list is in. */
function ZoneFieldLoading({ timeZone }: { timeZone: string }) {
  return (
    <TextInput
      label="Time zone"
      value={timeZone}
      readOnly
      aria-busy="true"
      leftSection={<IconWorld size={16} aria-hidden="true" />}
      rightSection={<IconChevronDown size={16} aria-hidden="true" />}
      rightSectionPointerEvents="none"
    />
  );
}

/** The account's own time zone (SetTimeZone): chosen from the list, or this browser's. On Routine and in Settings. */
export function TimeZoneSection({ timeZone }: { timeZone: string }) {
  const setZone = useSetTimeZone();
  const browserZone = localTimeZone();
  return (
    <Stack gap="xs" component="section" aria-labelledby="zone-heading">
      <Title order={3} size="h5" id="zone-heading">
        Your time zone
      </Title>
      <Text size="sm">Your days, streaks and reminders follow this zone.</Text>
      <Suspense fallback={<ZoneFieldLoading timeZone={timeZone} />}>
        <TimeZoneSelect timeZone={timeZone} onChange={(zone) => setZone.mutate({ timeZone: zone })} />
      </Suspense>
      <Button
        variant="default"
        disabled={browserZone === timeZone}
        loading={setZone.isPending}
        onClick={() => setZone.mutate({ timeZone: browserZone, automatic: true })}
      >
        {`Use this browser's zone (${browserZone})`}
      </Button>
    </Stack>
  );
}
