import { Badge, Stack, Text } from '@mantine/core';
import { formatDay } from '../../lib/format.ts';

/** Active, or suspended since when and why. */
export function SuspensionBadge({ suspendedAt, suspendReason }: { suspendedAt: string | null; suspendReason: string | null }) {
  if (!suspendedAt) return <Badge color="teal.9">Active</Badge>;
  return (
    <Stack gap={2}>
      <Badge color="red.8">Suspended</Badge>
      <Text size="xs">{`Since ${formatDay(suspendedAt)}`}</Text>
      {suspendReason && (
        <Text size="xs" c="dimmed" maw={220} style={{ overflowWrap: 'anywhere' }}>
          {suspendReason}
        </Text>
      )}
    </Stack>
  );
}
