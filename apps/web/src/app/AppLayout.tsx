import '../components/mantine-styles-signed-in.ts';
import { ActionIcon, Anchor, AppShell, Burger, Button, NavLink, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import type { ComponentType, MouseEvent } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import defaultAvatar from '../assets/default-avatar.svg';
import { useLogout, useSession } from '../features/auth/api.ts';
import { useToastsInAppFrame } from '../lib/toast.tsx';
import classes from './app-layout.module.css';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;
}

interface AppLayoutProps {
  home: string;
  nav: NavItem[];
  /** Links shown in the header itself (the Customer header has Community, Insights, AIQuiz). */
  headerLinks?: { label: string; to: string }[];
  /** The account's own screens, beside the user's name (Settings). */
  menuLinks?: NavItem[];
}

/** The screen's own part, which the skip link moves focus to. */
const MAIN_ID = 'main-content';

/** The signed-in frame: header with the user and Logout, sidebar navigation, burger below 'sm'. */
export function AppLayout({ home, nav, headerLinks = [], menuLinks = [] }: AppLayoutProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = useSession().data?.user;
  const logout = useLogout();
  const twoRows = headerLinks.length > 0;
  // Below 'sm' the navbar is a closed drawer: its links are drawn when it opens, not with every screen.
  const wide = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false });
  useToastsInAppFrame();

  const onLogout = () => logout.mutate(undefined, { onSettled: () => navigate('/Login', { replace: true }) });
  // The skip link moves focus into the screen itself, past the header and the sidebar, without a #main in the address.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };

  return (
    <AppShell
      header={{ height: twoRows ? { base: 96, sm: 64 } : 64 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      {/* The first thing Tab reaches on every signed-in screen: hidden until it has focus. */}
      <a href={`#${MAIN_ID}`} className={classes.skipLink} onClick={skipToMain}>
        Skip to main content
      </a>
      <AppShell.Header>
        <div className={classes.header}>
          <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
          <Link to={home} className={classes.brand} aria-label="IYL home">
            IYL
          </Link>
          {twoRows && (
            <div className={classes.links}>
              {headerLinks.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to}>
                  {link.label}
                </Anchor>
              ))}
            </div>
          )}
          <div className={classes.user}>
            {/* biome-ignore lint/a11y/noRedundantAlt: the UI contract names this image 'Profile picture'. */}
            <img className={classes.avatar} src={user?.profilePic || defaultAvatar} alt="Profile picture" />
            <Text className={classes.name} fw={600} truncate="end" title={user?.fullname}>
              {user?.fullname}
            </Text>
            {menuLinks.map((link) => (
              <ActionIcon
                key={link.to}
                component={Link}
                to={link.to}
                variant="subtle"
                size="lg"
                aria-label={link.label}
                title={link.label}
                aria-current={pathname.toLowerCase() === link.to.toLowerCase() ? 'page' : undefined}
              >
                <link.icon size={20} aria-hidden="true" />
              </ActionIcon>
            ))}
            <Button
              className={classes.logout}
              variant="light"
              size="compact-md"
              leftSection={<IconLogout size={16} aria-hidden="true" />}
              onClick={onLogout}
              loading={logout.isPending}
            >
              Logout
            </Button>
          </div>
        </div>
      </AppShell.Header>

      <AppShell.Navbar
        p="sm"
        aria-label="Main"
        className={classes.navbar}
        data-closed={opened ? undefined : true}
      >
        <div className={classes.navList}>
          {(wide || opened) && nav.map((item) => {
            const active = pathname.toLowerCase() === item.to.toLowerCase();
            return (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={item.label}
                leftSection={<item.icon size={18} aria-hidden="true" />}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={close}
              />
            );
          })}
        </div>
      </AppShell.Navbar>

      <AppShell.Main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
