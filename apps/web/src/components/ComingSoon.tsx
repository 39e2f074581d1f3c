import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { usePageTitle } from '../lib/use-page-title.ts';

/** Placeholder for a screen whose issue is not built yet; it still carries the screen's real name. */
export function ComingSoon({ name }: { name: string }) {
  usePageTitle(name);
  return (
    <Stack gap="lg">
      <Title order={1}>{name}</Title>
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
            <IconTools size={30} />
          </ThemeIcon>
          <Text size="lg" fw={600}>
            This screen is coming soon.
          </Text>
          <Text c="dimmed" ta="center">
            We are building it right now. Everything else you see is ready to use.
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
