import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSchool, IconUsers } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useSession } from '../../auth/api.ts';
import { type AdminArea, useAdminOverview } from '../api.ts';

function Stat({ label, value, icon: Icon }: { label: string; value: number; icon: ComponentType<{ size?: number }> }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Group wrap="nowrap">
        <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
          <Icon size={26} />
        </ThemeIcon>
        <div>
          <Text size="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          <Text fz={28} fw={800} lh={1.1}>
            {value}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

/** The size of the community: customers and coaches. */
export function OverviewSection() {
  const area: AdminArea = useSession().data?.user?.role === 'Global' ? 'Global' : 'Admin';
  const overview = useAdminOverview(area);
  return (
    <Stack component="section" gap="sm" aria-labelledby="overview-heading">
      <Title order={2} size="h3" id="overview-heading">
        Overview
      </Title>
      {overview.data && (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Stat label="Customers" value={overview.data.customers} icon={IconUsers} />
          <Stat label="Coaches" value={overview.data.coaches} icon={IconSchool} />
        </SimpleGrid>
      )}
      {overview.isError && (
        <Group>
          <Text>The account counts could not be loaded.</Text>
          <Button variant="subtle" onClick={() => overview.refetch()}>
            Try again
          </Button>
        </Group>
      )}
    </Stack>
  );
}
