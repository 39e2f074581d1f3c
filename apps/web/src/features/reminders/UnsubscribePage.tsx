import { messages } from '@iyl/core/catalog/messages';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isClientError } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.tsx';
import { AuthCard } from '../../components/AuthCard.tsx';
import { useUnsubscribeReminders } from './api.ts';

/** /Unsubscribe?token=…: the reminder e-mails' own link; one button turns them off, no sign-in needed. */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribeReminders();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const usable = token.length >= 10 && token.length <= 300;

  const stop = () =>
    unsubscribe.mutate(token, {
      onSuccess: (result) => {
        setOutcome({ ok: true, text: result.message });
        toast.success(result.message);
      },
      onError: (error) => {
        const text = isClientError(error) ? error.message : messages.actionFailed;
        setOutcome({ ok: false, text });
        toast.error(text);
      },
    });

  return (
    <AuthCard title="Reminder e-mails">
      <Stack gap="md">
        {!usable && <Text data-testid="unsubscribe-invalid">{messages.reminderUnsubscribeInvalid}</Text>}
        {usable && !outcome?.ok && (
          <>
            <Text>Stop the e-mails that remind you of your habit routines. Notifications on your devices, if you turned them on, stay as they are.</Text>
            <Button leftSection={<IconMailOff size={18} aria-hidden="true" />} loading={unsubscribe.isPending} onClick={stop}>
              Stop reminder e-mails
            </Button>
          </>
        )}
        {outcome && (
          <Alert color={outcome.ok ? 'brand' : 'red.8'} variant="light" data-testid="unsubscribe-outcome">
            {outcome.text}
          </Alert>
        )}
        <Anchor component={Link} to="/Login" ta="center">
          Sign in to IYL
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
