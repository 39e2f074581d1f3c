import { Button, Group, Text } from '@mantine/core';

/** A read that failed and has nothing to show: what went wrong (the catalogue's words) and Try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Group gap="xs" role="alert">
      <Text>{message}</Text>
      <Button variant="light" size="compact-md" onClick={onRetry}>
        Try again
      </Button>
    </Group>
  );
}
