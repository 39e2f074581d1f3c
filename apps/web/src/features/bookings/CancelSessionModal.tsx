import { CANCEL_REASON_MAX } from '@iyl/core/bookings/constants';
import type { Booking } from '@iyl/core/bookings/contract';
import { coachBookingsEndpoints } from '@iyl/core/bookings/endpoints';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';
import { GrowingTextarea } from '../../components/GrowingTextarea.tsx';
import { useEndpointForm } from '../../lib/use-endpoint-form.ts';
import { useCancelSession } from './api.ts';
import { bookingDate, bookingTime } from './booking-format.ts';

interface CancelSessionModalProps {
  booking: Booking;
  opened: boolean;
  onClose: () => void;
  onCancelled: (booking: Booking) => void;
}

/**
 * "Cancel session": the coach's short reason (required; the client reads it in the cancellation e-mail,
 * which also takes the session out of their calendar), then the one button that cancels. The modal is
 * the confirmation: "Keep session" (or Escape) leaves it as it is.
 */
export function CancelSessionModal({ booking, opened, onClose, onCancelled }: CancelSessionModalProps) {
  const cancel = useCancelSession();
  const { form, onSubmit } = useEndpointForm(coachBookingsEndpoints.CancelSession, {
    initialValues: { reason: '' },
    submit: ({ reason }) => cancel.mutate({ id: booking.id, reason }, { onSuccess: (result) => onCancelled(result.booking) }),
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Cancel this session?" centered>
      <form noValidate onSubmit={onSubmit} data-testid="cancel-session-form">
        <Stack gap="md">
          <Text size="sm">{`${booking.clientName}, ${bookingDate(booking)} at ${bookingTime(booking)} (${booking.coachTimeZone}). Your client is e-mailed your reason, and the session is taken out of their calendar. This cannot be undone.`}</Text>
          <GrowingTextarea
            label="Reason for your client"
            placeholder="For example: I am unwell that day. Please book another time."
            required
            data-autofocus
            minRows={2}
            maxRows={5}
            maxLength={CANCEL_REASON_MAX}
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
              Keep session
            </Button>
            {/* Red fills at red.7 here, white on it 3.8:1; on red.8 it reads at 5.8:1. */}
            <Button type="submit" color="red.8" leftSection={<IconCalendarX size={16} aria-hidden="true" />} loading={cancel.isPending}>
              Cancel session
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
