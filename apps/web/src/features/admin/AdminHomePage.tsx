import '../../components/mantine-styles-signed-in.ts';
import { greeting } from '@iyl/core/app/rules';
import { Box, Button, Container, Group, Loader, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useLogout, useSession } from '../auth/api.ts';
import { type AdminArea, useAdminOverview } from './api.ts';
import { consoleSections } from './sections.ts';

const roleLabel: Record<AdminArea, string> = { Admin: 'Admin', Global: 'Global Administrator' };

/**
 * /adminHome and /globalHome: one console, a sidebar of sections (?section=…), each its own code
 * loaded when first opened. Payouts and Community show to the roles their endpoints admit.
 */
export function AdminHomePage() {
  const navigate = useNavigate();
  const user = useSession().data?.user;
  // The route guard admits only Admin or Global here.
  const area: AdminArea = user?.role === 'Global' ? 'Global' : 'Admin';
  const overview = useAdminOverview(area);
  const logout = useLogout();
  const fullname = overview.data?.fullname ?? user?.fullname ?? '';
  const sections = consoleSections.filter((s) => s.shows(area));
  const [params] = useSearchParams();
  const current = sections.find((s) => s.id === params.get('section')) ?? sections[0];
  usePageTitle(`${area === 'Global' ? 'Global home' : 'Admin home'}${current && current !== sections[0] ? ` – ${current.label}` : ''}`);

  const onLogout = () => logout.mutate(undefined, { onSettled: () => navigate('/Login', { replace: true }) });

  return (
    <Box component="main" mih="100dvh" bg="brand.0" px={{ base: 'xs', sm: 'md' }} py="md">
      <Container size="xl" p={0}>
        <Stack gap="md">
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
              <div>
                <Title order={1} size="h2">
                  {`${greeting()}, ${fullname}`}
                </Title>
                <Text c="dimmed">Signed in as {roleLabel[area]}</Text>
              </div>
              <Button variant="light" leftSection={<IconLogout size={16} aria-hidden="true" />} onClick={onLogout} loading={logout.isPending}>
                Logout
              </Button>
            </Group>
          </Paper>
          <Group align="flex-start" gap="md" wrap="wrap">
            <Paper component="nav" aria-label="Console sections" withBorder radius="lg" p="xs" w={{ base: '100%', md: 220 }}>
              <Group gap={4} wrap="wrap" display={{ base: 'flex', md: 'block' }}>
                {sections.map((section) => {
                  const active = section === current;
                  return (
                    <NavLink
                      key={section.id}
                      component={Link}
                      to={`?section=${section.id}`}
                      label={section.label}
                      leftSection={<section.icon size={18} aria-hidden="true" />}
                      active={active}
                      aria-current={active ? 'page' : undefined}
                      w={{ base: 'auto', md: '100%' }}
                      style={{ borderRadius: 8 }}
                    />
                  );
                })}
              </Group>
            </Paper>
            <Paper withBorder shadow="sm" radius="lg" p={{ base: 'sm', sm: 'lg' }} style={{ flex: '1 1 0', minWidth: 0 }} miw={{ base: '100%', md: 0 }}>
              {current && (
                <Suspense fallback={<Loader size="sm" aria-label={`Loading ${current.label}`} />}>
                  <current.Component />
                </Suspense>
              )}
            </Paper>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
