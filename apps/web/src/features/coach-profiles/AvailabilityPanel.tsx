import { messages } from '@iyl/core/catalog/messages';
import type { Availability } from '@iyl/core/coach-profiles/contract';
import { Button, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { SidePanel } from '../../components/SidePanel.tsx';
import { usePhone } from '../../lib/use-phone.ts';
import { useSetAvailability } from './api.ts';
import { draftOf, weekOf } from './week-form.ts';
import { WeekFields } from './WeekFields.tsx';

interface AvailabilityPanelProps {
  availability: Availability;
  opened: boolean;
  onClose: () => void;
}

/**
 * Edit availability: the session length and one window a day (quarter hours, in the coach's zone).
 * Mount with a new `key` each time it opens, so it starts from the saved week.
 */
export function AvailabilityPanel({ availability, opened, onClose }: AvailabilityPanelProps) {
  const phone = usePhone();
  const save = useSetAvailability();
  const [draft, setDraft] = useState(() => draftOf(availability));
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const week = weekOf(draft);
    if (!week) {
      setProblem(messages.availabilityBad);
      return;
    }
    setProblem(null);
    save.mutate(week, { onSuccess: onClose });
  };

  return (
    <SidePanel opened={opened} onClose={onClose} title="Weekly availability" fullScreen={phone} size="md">
      <form noValidate onSubmit={onSubmit} data-testid="availability-form">
        <Stack gap="md">
          <WeekFields draft={draft} onChange={setDraft} timeZone={availability.timeZone} />
          {problem && (
            <Text c="red.8" size="sm" role="alert" data-testid="availability-problem">
              {problem}
            </Text>
          )}
          <Button type="submit" leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />} loading={save.isPending}>
            Save availability
          </Button>
        </Stack>
      </form>
    </SidePanel>
  );
}
