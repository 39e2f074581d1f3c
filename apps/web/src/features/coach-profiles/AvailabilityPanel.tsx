import { messages } from '@iyl/core/catalog/messages';
import type { Availability, AvailabilityRequest } from '@iyl/core/coach-profiles/contract';
import { coachProfileEndpoints } from '@iyl/core/coach-profiles/endpoints';
import { Button, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { SidePanel } from '../../components/SidePanel.tsx';
import { useEndpointForm } from '../../lib/use-endpoint-form.ts';
import { usePhone } from '../../lib/use-phone.ts';
import { useSetAvailability } from './api.ts';
import { draftOf, type WeekDraft, weekOf } from './week-form.ts';
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
  const { form, onSubmit, problem } = useEndpointForm(coachProfileEndpoints.SetAvailability, {
    initialValues: draftOf(availability),
    // The spec's one message for a week the server would refuse (a start not before its end, a time off the quarter hour).
    rules: (draft) => (weekOf(draft) ? {} : { '': messages.availabilityBad }),
    // A week the rule refuses is never sent: the schema then only finds it empty.
    transform: (draft) => weekOf(draft) ?? ({} as AvailabilityRequest),
    // The panel says what is wrong in place.
    toast: false,
    submit: (week) => save.mutate(week, { onSuccess: onClose }),
  });

  return (
    <SidePanel opened={opened} onClose={onClose} title="Weekly availability" fullScreen={phone} size="md">
      <form noValidate onSubmit={onSubmit} data-testid="availability-form">
        <Stack gap="md">
          <WeekFields draft={form.getValues()} onChange={(draft: WeekDraft) => form.setValues(draft)} timeZone={availability.timeZone} />
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
