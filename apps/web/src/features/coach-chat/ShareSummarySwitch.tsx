import { CHAT_SHARE_SUMMARY_LABEL } from '@iyl/core/coach-chat/constants';
import { Switch } from '@mantine/core';
import { useChatSettings, useUpdateChatSettings } from './chat-api.ts';

/** Whether the coach may see a summary of the customer's plans, routines, meals and moods (the consent SummaryNotice states). */
export function ShareSummarySwitch() {
  const settings = useChatSettings();
  const save = useUpdateChatSettings();
  return (
    <Switch
      label={CHAT_SHARE_SUMMARY_LABEL}
      description="A short summary of your plans, routines, meals and mood from the last week goes with each question, so answers fit you."
      checked={settings.data?.shareSummary ?? true}
      disabled={!settings.data || save.isPending}
      onChange={(e) => save.mutate(e.currentTarget.checked)}
    />
  );
}
