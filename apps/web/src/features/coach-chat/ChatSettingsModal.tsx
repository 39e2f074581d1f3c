import { messages } from '@iyl/core/catalog/messages';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { IconDeviceFloppy, IconFileTypeDocx, IconMail, IconMarkdown } from '@tabler/icons-react';
import { serverWords } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.tsx';
import { useEmailChat, useExportChat, useUpdateChat } from './chat-api.ts';
import { ShareSummarySwitch } from './ShareSummarySwitch.tsx';

interface ChatSettingsModalProps {
  opened: boolean;
  onClose: () => void;
  chatId: string | null;
  /** The chat holds a finished answer: only then is there something to save, send or download. */
  hasAnswers: boolean;
  /** An answer is being written: a chat with none finished yet is not empty, its answer is on its way. */
  writing?: boolean;
}

/** Why a chat with no finished answer cannot be saved, sent or downloaded: its answer is still being written, or it is empty (the spec's words). */
export const nothingToTakeAway = (writing: boolean) => (writing ? messages.chatBusy : messages.chatEmpty);

/** Quick settings: keep the chat, send or download it, and the summary consent. */
export function ChatSettingsModal({ opened, onClose, chatId, hasAnswers, writing = false }: ChatSettingsModalProps) {
  const update = useUpdateChat();
  const email = useEmailChat();
  const exporting = useExportChat();
  const refuse = () => toast.error(nothingToTakeAway(writing));

  const saveChat = () => {
    if (!chatId || !hasAnswers) {
      refuse();
      return;
    }
    update.mutate({ id: chatId, saved: true }, { onSuccess: () => toast.success(messages.chatSaved), onError: (error) => toast.error(serverWords(error, messages.chatSaveFailed)) });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Quick settings" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm">
        <Button variant="light" leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />} onClick={saveChat} loading={update.isPending}>
          Save chat to memory
        </Button>
        <Button
          variant="light"
          leftSection={<IconMail size={16} aria-hidden="true" />}
          loading={email.isPending}
          onClick={() => (chatId && hasAnswers ? email.mutate(chatId) : refuse())}
        >
          Send to my e-mail
        </Button>
        <Group grow gap="sm">
          <Button
            variant="default"
            leftSection={<IconFileTypeDocx size={16} aria-hidden="true" />}
            loading={exporting.isPending && exporting.variables?.format === 'docx'}
            onClick={() => (chatId && hasAnswers ? exporting.mutate({ id: chatId, format: 'docx' }) : refuse())}
          >
            Download .docx
          </Button>
          <Button
            variant="default"
            leftSection={<IconMarkdown size={16} aria-hidden="true" />}
            loading={exporting.isPending && exporting.variables?.format === 'md'}
            onClick={() => (chatId && hasAnswers ? exporting.mutate({ id: chatId, format: 'md' }) : refuse())}
          >
            Download Markdown
          </Button>
        </Group>
        <ShareSummarySwitch />
      </Stack>
    </Modal>
  );
}
