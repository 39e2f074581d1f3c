import { messages } from '@iyl/core/catalog/messages';
import { NOTIFICATION_PREFERENCES, type NotificationPreference } from '@iyl/core/notifications/constants';
import { Alert, Loader, Stack, Switch, Title } from '@mantine/core';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api.ts';

const labels: Record<NotificationPreference, { label: string; hint: string }> = {
  reminderEmails: { label: messages.notificationReminderEmails, hint: messages.notificationReminderEmailsHint },
  push: { label: messages.notificationPush, hint: messages.notificationPushHint },
  weeklyInsightEmail: { label: messages.notificationWeeklyInsight, hint: messages.notificationWeeklyInsightHint },
  bookingEmails: { label: messages.notificationBookingEmails, hint: messages.notificationBookingEmailsHint },
  communityReplies: { label: messages.notificationCommunityReplies, hint: messages.notificationCommunityRepliesHint },
};

/**
 * The signed-in user's notification preferences (for the /Settings page; public/: another feature's screen may mount it): one labelled switch each
 * (those that apply to them), busy while a change is saved, one toast per save.
 */
export function NotificationPreferences() {
  const { data, isPending, isError } = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  return (
    <Stack gap="sm" component="section" aria-labelledby="notification-preferences-title">
      <Title order={2} size="h3" id="notification-preferences-title">
        {messages.notificationPreferencesTitle}
      </Title>
      {isPending ? (
        <Loader size="sm" aria-label={messages.notificationPreferencesTitle} />
      ) : isError || !data ? (
        <Alert color="red">{messages.notificationPreferencesLoadFailed}</Alert>
      ) : (
        NOTIFICATION_PREFERENCES.filter((key) => data.preferences[key] !== undefined).map((key) => (
          <Switch
            key={key}
            label={labels[key].label}
            description={labels[key].hint}
            checked={Boolean(data.preferences[key])}
            disabled={save.isPending}
            aria-busy={save.isPending && save.variables?.[key] !== undefined}
            onChange={(event) => save.mutate({ [key]: event.currentTarget.checked })}
          />
        ))
      )}
    </Stack>
  );
}
