import '../../components/mantine-styles-signed-in.ts';
import { greeting } from '@iyl/core/app/rules';
import { Button, Center, Container, Group, Loader, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLogout, IconSchool, IconUsers } from '@tabler/icons-react';
import { type ComponentType, lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useLogout, useSession } from '../auth/api.ts';
import { type AdminArea, useAdminOverview } from './api.ts';
import { PayoutRequests } from '../payouts/public/PayoutRequests.tsx';

// The community review comes below the payouts, with its own code: the admin home's first load stays as it was.
const CommunityReview = lazy(() => import('../community/public/CommunityReview.tsx').then((m) => ({ default: m.CommunityReview })));

const roleLabel: Record<AdminArea, string> = { Admin: 'Admin', Global: 'Global Administrator' };

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

/** /adminHome and /globalHome: greeting and the size of the community; the Admin also settles coaches' payout requests and reviews the community. */
export function AdminHomePage() {
  const navigate = useNavigate();
  const user = useSession().data?.user;
  // The route guard admits only Admin or Global here.
  const area: AdminArea = user?.role === 'Global' ? 'Global' : 'Admin';
  const overview = useAdminOverview(area);
  const logout = useLogout();
  const fullname = overview.data?.fullname ?? user?.fullname ?? '';
  usePageTitle(area === 'Global' ? 'Global home' : 'Admin home');

  const onLogout = () => logout.mutate(undefined, { onSettled: () => navigate('/Login', { replace: true }) });

  return (
    <Center component="main" mih="100dvh" bg="brand.0" px="sm" py="xl">
      {/* The Admin's payouts table needs the width; the Global home keeps the narrow card. */}
      <Container size={area === 'Admin' ? 'lg' : 'sm'} w="100%" miw={0} p={0}>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="lg">
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
              <div>
                <Title order={1} size="h2">
                  {`${greeting()}, ${fullname}`}
                </Title>
                <Text c="dimmed">Signed in as {roleLabel[area]}</Text>
              </div>
              <Button
                variant="light"
                leftSection={<IconLogout size={16} aria-hidden="true" />}
                onClick={onLogout}
                loading={logout.isPending}
              >
                Logout
              </Button>
            </Group>
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
            {area === 'Admin' && <PayoutRequests />}
            {area === 'Admin' && (
              <Suspense fallback={<Loader size="sm" aria-label="Loading the community review" />}>
                <CommunityReview />
              </Suspense>
            )}
            <Text size="sm" c="dimmed">
              The administration console is on its way.
            </Text>
          </Stack>
        </Paper>
      </Container>
    </Center>
  );
}
