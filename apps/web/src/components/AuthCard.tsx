import './mantine-styles-screens.ts';
import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/use-page-title.ts';

/** The frame of the public screens: the brand and one centred card, comfortable from 320 px up. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Center component="main" mih="100dvh" px="sm" py="xl" bg="brand.0">
      <Box w="100%" maw={440}>
        <Stack gap="md">
          <Text ta="center" fw={800} fz={28} c="brand.8" aria-hidden="true">
            IYL
          </Text>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <Stack gap="md">
              <Title order={1} size="h2" ta="center">
                {title}
              </Title>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Box>
    </Center>
  );
}
