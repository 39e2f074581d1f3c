import { messages } from '@iyl/core/catalog/messages';
import { MEETING_DETAILS_MAX, MEETING_SERVICES } from '@iyl/core/bookings/constants';
import type { Booking } from '@iyl/core/bookings/contract';
import { coachBookingsEndpoints } from '@iyl/core/bookings/endpoints';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconSend } from '@tabler/icons-react';
import { useId } from 'react';
import { toast } from '../../lib/toast.tsx';
import { useEndpointForm } from '../../lib/use-endpoint-form.ts';
import a11y from '../../lib/visually-hidden.module.css';
import { useSendInvite } from './api.ts';
import { bookingDate, bookingTime } from './booking-format.ts';
import { GrowingTextarea } from '../../components/GrowingTextarea.tsx';

interface MeetingInviteModalProps {
  booking: Booking | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * The meeting-invite modal: links to start a meeting on one of three services, the meeting link or
 * details as plain text, Close and Send Invites. An empty text only warns, and the invite still goes.
 * Its own Close button (and Escape) closes it, so the corner close button is left out: one 'Close'.
 * Mount it with `key={booking.id}` so each booking starts from its own details.
 */
export function MeetingInviteModal({ booking, opened, onClose }: MeetingInviteModalProps) {
  const servicesId = useId();
  const send = useSendInvite();
  const { form, onSubmit } = useEndpointForm(coachBookingsEndpoints.SendMessageInvite, {
    initialValues: { message: booking?.meetingDetails ?? '' },
    submit: ({ message }) => {
      if (!booking) return;
      // An empty text only warns: the invite still goes.
      if (!message) toast.warning(messages.inviteEmpty);
      send.mutate({ id: booking.id, message }, { onSuccess: onClose });
    },
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Meeting Invite" centered withCloseButton={false}>
      {booking && (
        <form noValidate onSubmit={onSubmit} data-testid="invite-form">
          <Stack gap="md">
            <Text size="sm">{`For ${booking.clientName} (${booking.clientEmail}), ${bookingDate(booking)} at ${bookingTime(booking)}.`}</Text>
            <div>
              <Text size="sm" fw={600} id={servicesId}>
                Create a meeting with
              </Text>
              <Group gap="xs" mt={6} wrap="wrap" role="group" aria-labelledby={servicesId}>
                {MEETING_SERVICES.map((service) => (
                  <Button
                    key={service.name}
                    component="a"
                    href={service.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="xs"
                    variant="default"
                    rightSection={<IconExternalLink size={14} aria-hidden="true" />}
                  >
                    {service.name}
                    <span className={a11y.visuallyHidden}> (opens in a new tab)</span>
                  </Button>
                ))}
              </Group>
            </div>
            <GrowingTextarea
              label="Meeting link or details"
              placeholder="Online Meeting Link or Meeting Details Only"
              description="Sent to your client as text, with a calendar invite. Links must start with https://."
              minRows={3}
              maxRows={8}
              maxLength={MEETING_DETAILS_MAX}
              {...form.getInputProps('message')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
              <Button type="submit" leftSection={<IconSend size={16} aria-hidden="true" />} loading={send.isPending}>
                Send Invites
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
