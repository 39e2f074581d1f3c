import { homeFor } from '@iyl/core/app/routes';
import { messages } from '@iyl/core/catalog/messages';
import type { SessionResponse } from '@iyl/core/auth/contract';
import { Alert, Button, Group } from '@mantine/core';
import { IconHome, IconUserCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { sessionKey } from './api.ts';

/** What the role guard (app/guards.tsx) hands to Login when it sends a signed-in person there. */
export interface RefusedState {
  refused: string;
}

const roleName = { Customer: 'customer', Coach: 'coach', Admin: 'admin', Global: 'global administrator' } as const;

/**
 * On Login after the role guard refused a page: who is signed in, and a link to their own home, so a
 * customer who opened a coach page does not look signed out. Reads the session the guard already has
 * (no request of its own: a visitor of /Login who came another way sees nothing here).
 */
export function SignedInNotice() {
  const { state } = useLocation();
  const user = useQueryClient().getQueryData<SessionResponse>(sessionKey)?.user;
  const refused = typeof (state as Partial<RefusedState> | null)?.refused === 'string';
  if (!refused || !user) return null;
  return (
    // The icon sits in the title row rather than in a column of its own: that column left the button too
    // little width at 360 px (it stuck out of the box by 4 px).
    <Alert
      variant="default"
      title={
        <Group component="span" gap={6} wrap="nowrap">
          <IconUserCheck size={20} aria-hidden="true" />
          {messages.wrongAreaTitle}
        </Group>
      }
      data-testid="signed-in-notice"
    >
      {`Signed in as ${user.fullname} (${roleName[user.role]}). ${messages.wrongAreaText}`}
      <Button
        component={Link}
        to={homeFor(user)}
        replace
        mt="sm"
        size="compact-md"
        variant="light"
        display="flex"
        w="fit-content"
        maw="100%"
        leftSection={<IconHome size={16} aria-hidden="true" />}
      >
        {messages.wrongAreaHome}
      </Button>
    </Alert>
  );
}
