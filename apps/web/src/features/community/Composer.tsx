import { messages } from '@iyl/core/catalog/messages';
import { MESSAGE_MAX } from '@iyl/core/community/constants';
import type { Care } from '@iyl/core/community/contract';
import { communityEndpoints } from '@iyl/core/community/endpoints';
import { characterCount, cleanCommunityText, firstCharacters } from '@iyl/core/community/text';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { serverWords } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.tsx';
import { useEndpointForm } from '../../lib/use-endpoint-form.ts';
import { usePostMessage } from './api.ts';
import a11y from '../../lib/visually-hidden.module.css';
import classes from './community.module.css';

/**
 * Type, count (as the customer counts: an emoji is one) and send; the text stays in the box when sending
 * fails. The box takes MESSAGE_MAX characters at most (counted the same way): a longer paste is cut there,
 * and says so.
 */
export function Composer({ topicId, closed, onCare }: { topicId: string; closed: boolean; onCare: (care: NonNullable<Care>) => void }) {
  const [cut, setCut] = useState(false);
  const post = usePostMessage(topicId);
  const { form, onSubmit } = useEndpointForm(communityEndpoints.PostPop, {
    initialValues: { text: '' },
    submit: (body) =>
      post.mutate(body.text, {
        onSuccess: (answer) => {
          form.setFieldValue('text', '');
          setCut(false);
          if (answer.care) onCare(answer.care);
        },
        // Slow mode, a silenced member, a topic waiting for a moderator: the server's words; otherwise the spec's.
        onError: (error) => toast.error(serverWords(error, messages.messageSendFailed)),
      }),
  });
  const { text } = form.getValues();
  const counterId = useId();
  const input = useRef<HTMLInputElement>(null);
  // Counted as the server keeps it: spaces it would collapse and invisible characters do not count.
  const count = characterCount(cleanCommunityText(text.slice(0, MESSAGE_MAX * 16)), MESSAGE_MAX * 10);
  // The messages come in after the modal has placed its focus: the box to type in takes it then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the conversation shows
  useEffect(() => {
    if (!closed) input.current?.focus();
  }, []);
  const over = count > MESSAGE_MAX;

  // An empty box sends nothing and says nothing (Enter in a chat box); an over-long one is said by its counter.
  const send = (event: FormEvent) => {
    if (!text.trim() || over || closed) return event.preventDefault();
    onSubmit(event);
  };

  return (
    <form onSubmit={send} noValidate data-testid="chat-composer">
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <Stack gap={2} className={classes.grow}>
          <TextInput
            ref={input}
            label="Message"
            labelProps={{ className: a11y.visuallyHidden }}
            placeholder={`Type message... ${MESSAGE_MAX} Characters`}
            {...form.getInputProps('text')}
            onChange={(e) => {
              const typed = e.currentTarget.value;
              const kept = characterCount(typed, MESSAGE_MAX) > MESSAGE_MAX ? firstCharacters(typed, MESSAGE_MAX) : typed;
              setCut(kept !== typed);
              form.setFieldValue('text', kept);
            }}
            disabled={closed}
            aria-describedby={counterId}
            aria-invalid={over || undefined}
            autoComplete="off"
            data-autofocus
          />
          <Text id={counterId} size="xs" ta="right" c={over ? 'red.9' : 'gray.8'} fw={over ? 700 : undefined} data-testid="chat-counter" data-over={over || undefined}>
            {`${count}/${MESSAGE_MAX}`}
            {over && <span className={a11y.visuallyHidden}> {messages.messageTooLong}</span>}
          </Text>
          <Text size="xs" c="gray.8" aria-live="polite" data-testid="chat-cut">
            {cut ? messages.messageTooLong : ''}
          </Text>
        </Stack>
        <Button type="submit" loading={post.isPending} disabled={over || closed}>
          SEND
        </Button>
      </Group>
    </form>
  );
}
