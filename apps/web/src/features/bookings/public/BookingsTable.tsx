import type { Booking } from '@iyl/core/bookings/contract';
import { Badge, Button, Group, Paper, Table, Text } from '@mantine/core';
import { IconListDetails, IconSend } from '@tabler/icons-react';
import { usePhone } from '../../../lib/use-phone.ts';
import a11y from '../../../lib/visually-hidden.module.css';
import area from '../../../components/coach-area.module.css';
import classes from '../coach-bookings.module.css';
import { bookingDate, bookingStatus, bookingTime, isClosed } from '../booking-format.ts';

interface BookingsTableProps {
  bookings: Booking[];
  /** The first row's number ('#'): rows of page 2 go on from page 1. */
  firstNumber: number;
  caption: string;
  onInvite: (booking: Booking) => void;
  onDetails: (booking: Booking) => void;
  testId: string;
}

/** A booking's Invite (while it is open) and Details buttons. */
function Actions({ booking, onInvite, onDetails, grow }: { booking: Booking; onInvite: (b: Booking) => void; onDetails: (b: Booking) => void; grow?: boolean }) {
  return (
    <Group gap={6} wrap={grow ? 'wrap' : 'nowrap'} justify="flex-end" grow={grow}>
      {!isClosed(booking) && (
        <Button
          size={grow ? 'sm' : 'xs'}
          variant="light"
          leftSection={<IconSend size={14} aria-hidden="true" />}
          aria-label={`Send meeting invite to ${booking.clientName}`}
          onClick={() => onInvite(booking)}
        >
          Invite
        </Button>
      )}
      <Button
        size={grow ? 'sm' : 'xs'}
        variant="default"
        leftSection={<IconListDetails size={14} aria-hidden="true" />}
        aria-label={`Booking details for ${booking.clientName}`}
        onClick={() => onDetails(booking)}
      >
        Details
      </Button>
    </Group>
  );
}

/**
 * On a phone, one card a booking (a table's six columns do not fit 360 px, and its buttons would sit
 * off screen): the number and client, e-mail, day and time, status, and the buttons across the card.
 */
function BookingCards({ bookings, firstNumber, caption, onInvite, onDetails, testId }: BookingsTableProps) {
  return (
    <>
      <Text size="sm" c="dimmed" mb="xs">
        {caption}
      </Text>
      <ul className={classes.cardList} aria-label={caption} data-testid={testId}>
        {bookings.map((booking, index) => {
          const status = bookingStatus(booking.status);
          return (
            <li key={booking.id}>
              <Paper withBorder radius="md" p="sm" className={area.card} data-testid="booking-row" data-status={booking.status}>
                <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={600} className={area.wrap}>
                    {`${firstNumber + index}. ${booking.clientName}`}
                  </Text>
                  <Badge color={status.color} data-testid="booking-status" style={{ flex: 'none' }}>
                    {status.label}
                  </Badge>
                </Group>
                <Text size="sm" className={area.wrap}>
                  {booking.clientEmail}
                </Text>
                <Text size="sm" mb="xs" data-testid="booking-when">{`${bookingDate(booking)} | ${bookingTime(booking)}`}</Text>
                <Actions booking={booking} onInvite={onInvite} onDetails={onDetails} grow />
              </Paper>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** The coach's bookings: #, Client Name, Email, Booking Date | Time, Status, and the invite and details buttons (cards on a phone). */
export function BookingsTable(props: BookingsTableProps) {
  const phone = usePhone();
  if (phone) return <BookingCards {...props} />;
  const { bookings, firstNumber, caption, onInvite, onDetails, testId } = props;
  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table verticalSpacing="xs" highlightOnHover data-testid={testId}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">#</Table.Th>
            <Table.Th scope="col">Client Name</Table.Th>
            <Table.Th scope="col">Email</Table.Th>
            <Table.Th scope="col">Booking Date | Time</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">
              <span className={a11y.visuallyHidden}>Actions</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bookings.map((booking, index) => {
            const status = bookingStatus(booking.status);
            return (
              <Table.Tr key={booking.id} data-testid="booking-row" data-status={booking.status}>
                <Table.Td>{firstNumber + index}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {booking.clientName}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{booking.clientEmail}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" data-testid="booking-when">{`${bookingDate(booking)} | ${bookingTime(booking)}`}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={status.color} data-testid="booking-status">
                    {status.label}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Actions booking={booking} onInvite={onInvite} onDetails={onDetails} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
