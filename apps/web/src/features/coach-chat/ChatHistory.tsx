import { CHAT_SEARCH_MAX, CHAT_TITLE_MAX } from '@iyl/core/coach-chat/constants';
import type { ChatListItem } from '@iyl/core/coach-chat/contract';
import { chatEndpoints } from '@iyl/core/coach-chat/endpoints';
import { messages } from '@iyl/core/catalog/messages';
import { ActionIcon, Badge, Button, Drawer, Group, Loader, Pagination, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconHistory, IconPencil, IconSearch, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { CountedTextInput } from '../../components/CountedTextInput.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { serverWords } from '../../lib/api-client.ts';
import { formatDay } from '../../lib/format.ts';
import { toast } from '../../lib/toast.tsx';
import { useClampPage } from '../../lib/use-clamp-page.ts';
import { useEndpointForm } from '../../lib/use-endpoint-form.ts';
import { useChatHistory, useDeleteChat, useUpdateChat } from './chat-api.ts';
import classes from './coach-chat.module.css';

/** The search's words as found in a chat («…» around them), the found ones marked. */
function Match({ text }: { text: string }) {
  // The answers are Markdown: their bold and italic marks are not words.
  const parts = text.replace(/\*\*|__|(?<!\w)[*_](?=\w)|(?<=\w)[*_](?!\w)/g, '').split(/«|»/);
  return (
    <Text size="xs" c="dimmed" lineClamp={2}>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order.
          <mark key={i} className={classes.mark}>
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </Text>
  );
}

function HistoryItem({ chat, current, onOpen, onDeleted }: { chat: ChatListItem; current: boolean; onOpen: () => void; onDeleted: () => void }) {
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateChat();
  const remove = useDeleteChat();
  const { form, onSubmit } = useEndpointForm(chatEndpoints.UpdateChat, {
    initialValues: { title: chat.title },
    submit: ({ title }) =>
      update.mutate(
        { id: chat.id, title },
        {
          onSuccess: () => {
            setRenaming(false);
            toast.success(messages.chatRenamed);
          },
          onError: (error) => toast.error(serverWords(error, messages.chatSaveFailed)),
        },
      ),
  });
  const startRenaming = () => {
    form.setValues({ title: chat.title });
    form.clearErrors();
    setRenaming(true);
  };

  return (
    <Paper withBorder radius="sm" p="sm" data-testid="chat-history-item" aria-current={current || undefined} className={current ? classes.currentChat : undefined}>
      {!renaming ? (
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <UnstyledButton className={classes.historyTitle} onClick={onOpen} aria-label={`Open chat: ${chat.title}`}>
            <Text component="span" size="sm" fw={600} lineClamp={2} className={classes.historyTitleText}>
              {chat.title}
            </Text>
          </UnstyledButton>
          <Group gap={2} wrap="nowrap">
            <ActionIcon variant="subtle" color="gray" aria-label={`Rename chat: ${chat.title}`} onClick={startRenaming}>
              <IconPencil size={16} aria-hidden="true" />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" c="red.9" aria-label={`Delete chat: ${chat.title}`} onClick={() => setConfirming(true)}>
              <IconTrash size={16} aria-hidden="true" />
            </ActionIcon>
          </Group>
        </Group>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <CountedTextInput
              size="xs"
              flex={1}
              label="Chat title"
              {...form.getInputProps('title')}
              value={form.getValues().title}
              maxLength={CHAT_TITLE_MAX}
              fullHint={messages.chatTitleTooLong}
              data-autofocus
              autoFocus
            />
            <ActionIcon type="submit" mt={20} variant="light" aria-label="Save title" loading={update.isPending}>
              <IconCheck size={16} aria-hidden="true" />
            </ActionIcon>
            <ActionIcon mt={20} variant="subtle" color="gray" aria-label="Cancel renaming" onClick={() => setRenaming(false)}>
              <IconX size={16} aria-hidden="true" />
            </ActionIcon>
          </Group>
        </form>
      )}
      <Group gap={6} mt={4} wrap="wrap">
        <Text size="xs" c="dimmed">
          {formatDay(chat.updatedAt)} · {chat.coach.name}
        </Text>
        {chat.savedAt && (
          <Badge size="xs" variant="light">
            saved
          </Badge>
        )}
      </Group>
      {chat.match && <Match text={chat.match} />}
      {confirming && (
        <Group gap="xs" mt="xs" role="group" aria-label="Confirm deleting this chat">
          <Text size="sm">Delete this chat and all its messages?</Text>
          <Button
            size="compact-sm"
            // Red fills at red.7, white on it 3.8:1; on red.8 it reads at 5.8:1 (as the cancel-session button).
            color="red.8"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(chat.id, {
                onSuccess: () => {
                  toast.success(messages.chatDeleted);
                  onDeleted();
                },
                onError: (error) => toast.error(serverWords(error, messages.chatSaveFailed)),
              })
            }
          >
            Delete
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)}>
            Keep
          </Button>
        </Group>
      )}
    </Paper>
  );
}

/** The history side panel: the customer's chats, latest first, searched through every message. */
export function ChatHistory({
  opened,
  onClose,
  currentId,
  onOpen,
  onDeleted,
}: {
  opened: boolean;
  onClose: () => void;
  currentId: string | null;
  onOpen: (id: string) => void;
  onDeleted: (id: string) => void;
}) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const history = useChatHistory(page, q, opened);
  const data = history.data;
  useClampPage(page, data?.pages, setPage);
  return (
    <Drawer opened={opened} onClose={onClose} title="Chat history" position="right" size="md" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm">
        <TextInput
          label="Search your chats"
          placeholder="A word from any message"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          rightSection={history.isFetching ? <Loader size="xs" aria-label="Searching" /> : undefined}
          value={search}
          maxLength={CHAT_SEARCH_MAX}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
        {history.isPending && <Loader size="sm" aria-label="Loading your chats" />}
        {data && data.items.length === 0 && (
          <EmptyState icon={IconHistory} testId="chat-history-empty">
            {q ? 'No chat holds those words.' : 'No chats yet. Every chat with your coach is kept here to reopen, rename or delete.'}
          </EmptyState>
        )}
        <Stack gap="xs" data-testid="chat-history">
          {data?.items.map((chat) => (
            <HistoryItem key={chat.id} chat={chat} current={chat.id === currentId} onOpen={() => onOpen(chat.id)} onDeleted={() => onDeleted(chat.id)} />
          ))}
        </Stack>
        {data && data.pages > 1 && <Pagination total={data.pages} value={page} onChange={setPage} aria-label="Chat history pages" />}
      </Stack>
    </Drawer>
  );
}
