import { Group, Text, ThemeIcon } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';

/** What an empty list shows instead: an icon and a line saying what will appear there and how. */
export function EmptyState({ icon: Icon, children, testId }: { icon: ComponentType<{ size?: number }>; children: ReactNode; testId?: string }) {
  return (
    <Group gap="sm" wrap="nowrap" data-testid={testId}>
      <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden="true">
        <Icon size={20} />
      </ThemeIcon>
      <Text c="dimmed">{children}</Text>
    </Group>
  );
}
