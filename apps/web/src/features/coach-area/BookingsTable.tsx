import type { Booking } from '@iyl/core/coaches/contract';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconListDetails, IconSend } from '@tabler/icons-react';
import a11y from '../../lib/visually-hidden.module.css';
import { bookingDate, bookingStatus, bookingTime, isClosed } from './coach-format.ts';

interface BookingsTableProps {
  bookings: Booking[];
  /** The first row's number ('#'): rows of page 2 go on from page 1. */
  firstNumber: number;
  caption: string;
  onInvite: (booking: Booking) => void;
  onDetails: (booking: Booking) => void;
  testId: string;
}

/** The coach's bookings: #, Client Name, Email, Booking Date | Time, Status, and the invite and details buttons. */
export function BookingsTable({ bookings, firstNumber, caption, onInvite, onDetails, testId }: BookingsTableProps) {
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
                  <Group gap={6} wrap="nowrap" justify="flex-end">
                    {!isClosed(booking) && (
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconSend size={14} aria-hidden="true" />}
                        aria-label={`Send meeting invite to ${booking.clientName}`}
                        onClick={() => onInvite(booking)}
                      >
                        Invite
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconListDetails size={14} aria-hidden="true" />}
                      aria-label={`Booking details for ${booking.clientName}`}
                      onClick={() => onDetails(booking)}
                    >
                      Details
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
