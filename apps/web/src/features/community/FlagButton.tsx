import { messages } from '@iyl/core/catalog/messages';
import { FLAG_NOTE_MAX, type FlagReason, flagReasons } from '@iyl/core/community/constants';
import { ActionIcon, Button, Group, Popover, Radio, Stack, Textarea } from '@mantine/core';
import { IconDots, IconFlag } from '@tabler/icons-react';
import { type FormEvent, useContext, useEffect, useState } from 'react';
import { useFlag } from './api.ts';
import { EscapeGuard } from './escape-guard.ts';

/** Why a member flags something, and an optional note: sent once, then the popover closes. */
function FlagForm({ kind, id, onDone }: { kind: 'message' | 'topic'; id: string; onDone: () => void }) {
  const [reason, setReason] = useState<FlagReason | ''>('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const flag = useFlag();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setMissing(true);
    const trimmed = note.trim();
    flag.mutate({ kind, id, body: trimmed ? { reason, note: trimmed } : { reason } }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="flag-form">
      <Stack gap="sm">
        <Radio.Group
          label={kind === 'message' ? 'Why flag this message?' : 'Why flag this topic?'}
          value={reason}
          onChange={(value) => {
            setReason(value as FlagReason);
            setMissing(false);
          }}
          error={missing ? messages.flagReasonMissing : undefined}
        >
          <Stack gap={6} mt={6}>
            {flagReasons.map(([value, label]) => (
              <Radio key={value} value={value} label={label} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea label="Note (optional)" value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={FLAG_NOTE_MAX} autosize minRows={2} maxRows={5} />
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
