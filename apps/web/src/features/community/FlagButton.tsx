import { FLAG_NOTE_MAX, type FlagReason, flagReasons } from '@iyl/core/community/constants';
import { communityEndpoints } from '@iyl/core/community/endpoints';
import { ActionIcon, Button, Group, Popover, Radio, Stack, Textarea } from '@mantine/core';
import { IconDots, IconFlag } from '@tabler/icons-react';
import { useContext, useEffect, useState } from 'react';
import { useEndpointForm } from '../../lib/use-endpoint-form.ts';
import { useFlag } from './api.ts';
import { EscapeGuard } from './escape-guard.ts';

/** Why a member flags something, and an optional note: sent once, then the popover closes. */
function FlagForm({ kind, id, onDone }: { kind: 'message' | 'topic'; id: string; onDone: () => void }) {
  const flag = useFlag();
  // FlagMessage and FlagTopic take the same body.
  const { form, onSubmit } = useEndpointForm(communityEndpoints.FlagMessage, {
    initialValues: { reason: '' as FlagReason | '', note: '' },
    transform: ({ reason, note }) => ({ reason: reason as FlagReason, note }),
    // A missing reason is said at the reasons, as before, and not as a toast.
    toast: false,
    submit: ({ reason, note }) => flag.mutate({ kind, id, body: note ? { reason, note } : { reason } }, { onSuccess: onDone }),
  });
  return (
    <form onSubmit={onSubmit} noValidate data-testid="flag-form">
      <Stack gap="sm">
        <Radio.Group
          label={kind === 'message' ? 'Why flag this message?' : 'Why flag this topic?'}
          {...form.getInputProps('reason')}
        >
          <Stack gap={6} mt={6}>
            {flagReasons.map(([value, label]) => (
              <Radio key={value} value={value} label={label} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea label="Note (optional)" {...form.getInputProps('note')} maxLength={FLAG_NOTE_MAX} autosize minRows={2} maxRows={5} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="compact-md" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" size="compact-md" loading={flag.isPending}>
            Send flag
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Flagging for a moderator. A topic card has a Flag button; a message has a small "more actions" menu
 * whose Flag opens the same form in place.
 */
export function FlagButton({ kind, id, name }: { kind: 'message' | 'topic'; id: string; name: string }) {
  const [opened, setOpened] = useState(false);
  // Escape closes this form only, not the conversation around it.
  const guard = useContext(EscapeGuard);
  useEffect(() => {
    if (!opened) return;
    guard(true);
    return () => guard(false);
  }, [opened, guard]);
  const [step, setStep] = useState<'menu' | 'form'>(kind === 'message' ? 'menu' : 'form');
  const close = () => {
    setOpened(false);
    setStep(kind === 'message' ? 'menu' : 'form');
  };
  return (
    <Popover opened={opened} onChange={(open) => (open ? setOpened(true) : close())} position="bottom-end" width={280} trapFocus returnFocus withArrow shadow="md">
      <Popover.Target>
        {kind === 'message' ? (
          <ActionIcon variant="subtle" color="gray.8" size="md" aria-label={`More actions for this message from ${name}`} onClick={() => (opened ? close() : setOpened(true))}>
            <IconDots size={16} aria-hidden="true" />
          </ActionIcon>
        ) : (
          <Button variant="subtle" color="gray.8" size="compact-sm" leftSection={<IconFlag size={14} aria-hidden="true" />} aria-label={`Flag the topic: ${name}`} onClick={() => (opened ? close() : setOpened(true))}>
            Flag
          </Button>
        )}
      </Popover.Target>
      <Popover.Dropdown>
        {step === 'menu' ? (
          <Button variant="subtle" color="gray.8" fullWidth justify="flex-start" leftSection={<IconFlag size={16} aria-hidden="true" />} onClick={() => setStep('form')}>
            Flag
          </Button>
        ) : (
          <FlagForm kind={kind} id={id} onDone={close} />
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
