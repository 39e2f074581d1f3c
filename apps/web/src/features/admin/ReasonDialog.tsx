import { REASON_MAX, REASON_MIN } from '@iyl/core/admin/constants';
import { messages } from '@iyl/core/catalog/messages';
import { visibleLength } from '@iyl/core/text/visible';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';

export interface ReasonAsk {
  title: string;
  /** What happens once confirmed. */
  consequence: string;
  confirm: string;
  danger: boolean;
}

/**
 * The confirm dialog of a suspension or restoration: what will happen, and the reason the audit log
 * keeps (3 to 500 characters, said at the field). Stays open, busy, until the server answers.
 */
export function ReasonDialog({ ask, busy, onConfirm, onClose }: { ask: ReasonAsk | null; busy: boolean; onConfirm: (reason: string) => void; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Each question starts with an empty reason.
  useEffect(() => {
    if (ask === null) {
      setReason('');
      setError(null);
    }
  }, [ask]);
  const close = () => {
    if (busy) return;
    setReason('');
    setError(null);
    onClose();
  };
  const submit = () => {
    const text = reason.trim();
    // Characters one can see: a reason of zero-width characters is none (the server counts alike).
    if (visibleLength(text) < REASON_MIN || text.length > REASON_MAX) {
      setError(messages.suspendReasonRequired);
      return;
    }
    onConfirm(text);
  };
  return (
    <Modal opened={ask !== null} onClose={close} title={ask?.title} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{ask?.consequence}</Text>
          <Textarea
            label="Reason"
            description="Kept in the audit log. Their name and e-mail address show there while their account exists; name no one else."
            required
            autosize
            minRows={2}
            maxLength={REASON_MAX}
            value={reason}
            error={error}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" color={ask?.danger ? 'red.8' : undefined} loading={busy}>
              {ask?.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
