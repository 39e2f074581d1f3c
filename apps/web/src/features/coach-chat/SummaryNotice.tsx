import { Anchor, Text } from '@mantine/core';
import { useChatSettings } from './chat-api.ts';

/** The consent, stated in the chat: whether the coach sees a short summary of the customer's plans. */
export function SummaryNotice({ onChange }: { onChange: () => void }) {
  const settings = useChatSettings();
  if (!settings.data) return null;
  return (
    <Text size="xs" c="dimmed" mt="xs" data-testid="chat-consent">
      {settings.data.shareSummary
        ? 'Your coach sees a short summary of your plans, routines, meals and recent mood, to make answers personal.'
        : 'Your coach does not see your plans, routines, meals or mood.'}{' '}
      <Anchor component="button" type="button" size="xs" onClick={onChange}>
        Change
      </Anchor>
    </Text>
  );
}
