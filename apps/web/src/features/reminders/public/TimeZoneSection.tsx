import { localTimeZone } from '@iyl/core/time/zone';
import { Button, Select, Stack, Text, Title } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useSetTimeZone } from '../api.ts';
import { timeZoneChoices } from '../reminder-format.ts';

function supportedZones(): readonly string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

/** The account's own time zone (SetTimeZone): chosen from the list, or this browser's. On Routine and in Settings. */
export function TimeZoneSection({ timeZone }: { timeZone: string }) {
  const setZone = useSetTimeZone();
  const zones = useMemo(() => timeZoneChoices(supportedZones(), timeZone), [timeZone]);
  const browserZone = localTimeZone();
  return (
    <Stack gap="xs" component="section" aria-labelledby="zone-heading">
      <Title order={3} size="h5" id="zone-heading">
        Your time zone
      </Title>
      <Text size="sm">Your days, streaks and reminders follow this zone.</Text>
      <Select
        label="Time zone"
        searchable
        data={zones}
        value={timeZone}
        allowDeselect={false}
        nothingFoundMessage="No time zone by that name"
        onChange={(zone) => {
          if (zone && zone !== timeZone) setZone.mutate({ timeZone: zone });
        }}
        leftSection={<IconWorld size={16} aria-hidden="true" />}
        data-testid="time-zone-select"
      />
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
