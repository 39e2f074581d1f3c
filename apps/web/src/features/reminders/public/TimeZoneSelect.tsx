import { Select } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useMemo } from 'react';
import { timeZoneChoices } from '../reminder-format.ts';

function supportedZones(): readonly string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

/** The searchable list of the platform's ~400 zones (TimeZoneSection loads it after the first render). */
export function TimeZoneSelect({ timeZone, onChange }: { timeZone: string; onChange: (zone: string) => void }) {
  const zones = useMemo(() => timeZoneChoices(supportedZones(), timeZone), [timeZone]);
  return (
    <Select
      label="Time zone"
      searchable
      data={zones}
      value={timeZone}
      allowDeselect={false}
      nothingFoundMessage="No time zone by that name"
      onChange={(zone) => {
        if (zone && zone !== timeZone) onChange(zone);
      }}
      leftSection={<IconWorld size={16} aria-hidden="true" />}
      data-testid="time-zone-select"
    />
  );
}
