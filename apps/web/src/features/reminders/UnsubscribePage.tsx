import { messages } from '@iyl/core/catalog/messages';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isClientError } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.tsx';
import { AuthCard } from '../../components/AuthCard.tsx';
import { type EmailList, useUnsubscribe } from './api.ts';

/** What the page says for each e-mail a link can turn off. */
const lists: Record<EmailList, { title: string; invalid: string; what: string; button: string }> = {
  reminders: {
    title: 'Reminder e-mails',
    invalid: messages.reminderUnsubscribeInvalid,
    what: 'Stop the e-mails that remind you of your habit routines. Notifications on your devices, if you turned them on, stay as they are.',
    button: 'Stop reminder e-mails',
  },
  insights: {
    title: 'Weekly insight e-mail',
    invalid: messages.weeklyEmailUnsubscribeInvalid,
    what: 'Stop the Monday e-mail with your week’s insights. Your insights stay on the Insights page, and you can turn the e-mail on again in Settings, under Notifications.',
    button: 'Stop the weekly e-mail',
  },
  community: {
    title: 'Community reply e-mails',
    invalid: messages.notificationCommunityRepliesUnsubscribeInvalid,
    what: 'Stop the e-mails that tell you when someone replies in a topic you started. The conversations stay in the Community, and you can turn the e-mails on again in Settings, under Notifications.',
    button: 'Stop community reply e-mails',
  },
};

const listOf = (name: string | undefined): EmailList => (name === 'insights' || name === 'community' ? name : 'reminders');

/**
 * /Unsubscribe?token=… (reminder e-mails), /Unsubscribe?list=insights&token=… (the weekly insight e-mail)
 * or ?list=community (community reply e-mails): the e-mail's own link; one button turns it off, no sign-in needed.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const list = listOf(params.get('list')?.trim().toLowerCase());
  const { title, invalid, what, button } = lists[list];
  const unsubscribe = useUnsubscribe(list);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const usable = token.length >= 10 && token.length <= 300;
  // The button is gone (or busy) once it is pressed: focus goes to the answer, so a keyboard or screen reader is not left on the page's body.
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) answer.current?.focus();
  }, [outcome]);

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
    <AuthCard title={title}>
      <Stack gap="md">
        {!usable && <Text data-testid="unsubscribe-invalid">{invalid}</Text>}
        {usable && !outcome?.ok && (
          <>
            <Text>{what}</Text>
            <Button leftSection={<IconMailOff size={18} aria-hidden="true" />} loading={unsubscribe.isPending} onClick={stop}>
              {button}
            </Button>
          </>
        )}
        {outcome && (
          <Alert ref={answer} tabIndex={-1} color={outcome.ok ? 'brand' : 'red.8'} variant="light" data-testid="unsubscribe-outcome">
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
