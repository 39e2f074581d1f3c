import { Group, Paper, Title } from '@mantine/core';
import type { IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './settings.module.css';

/** A part of the Settings page: a titled card, named for screen readers by its title. */
export function Section({ id, title, icon: Icon, children }: { id: string; title: string; icon: typeof IconUser; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" aria-labelledby={`${id}-heading`} className={classes.section}>
      <Group gap="xs" mb="sm" wrap="nowrap">
        <Icon size={20} aria-hidden="true" />
        <Title order={2} size="h4" id={`${id}-heading`}>
          {title}
        </Title>
      </Group>
      {children}
    </Paper>
  );
}
