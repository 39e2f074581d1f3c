import { PAYOUT_DESCRIPTION_MAX } from '@iyl/core/payouts/constants';
import { coachLedgerEndpoints } from '@iyl/core/payouts/endpoints';
import { formatUsd, toCents } from '@iyl/core/coach-profiles/rules';
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { IconCurrencyDollar, IconSend } from '@tabler/icons-react';
import { useEndpointForm } from '../../../lib/use-endpoint-form.ts';
import { useRequestPayout } from '../api.ts';
import { GrowingTextarea } from '../../../components/GrowingTextarea.tsx';

interface PayRequestModalProps {
  opened: boolean;
  onClose: () => void;
  /** What can be requested now; the amount starts at it. Mount with a new `key` each time it opens. */
  availableCents: number;
}

/** Request Fund's 'Pay Request' modal: 'Do you want to continue?', the amount and a note, Close and Request Payment. */
export function PayRequestModal({ opened, onClose, availableCents }: PayRequestModalProps) {
  const payout = useRequestPayout();
  const { form, onSubmit, problem } = useEndpointForm(coachLedgerEndpoints.PostTrans, {
    initialValues: { amount: (availableCents / 100) as number | string, description: '' },
    // Dollars as typed, in cents; what is not an amount is none, which the schema refuses with 'payoutBadAmount'.
    // More than the balance is the server's to refuse: it says why after 'Error in Processing Request!'.
    transform: ({ amount, description }) => ({ amountCents: toCents(amount) ?? undefined, description }) as { amountCents: number; description: string },
    errorFields: { amountCents: 'amount' },
    // The modal says what is wrong in place.
    toast: false,
    submit: (body) => payout.mutate(body, { onSuccess: onClose }),
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Pay Request" centered withCloseButton={false}>
      <form noValidate onSubmit={onSubmit} data-testid="pay-request-form">
        <Stack gap="md">
          <Text fw={600}>Do you want to continue?</Text>
          <Text size="sm" data-testid="pay-request-available">{`Available balance: ${formatUsd(availableCents)}`}</Text>
          <NumberInput
            label="Amount (USD)"
            leftSection={<IconCurrencyDollar size={16} aria-hidden="true" />}
            decimalScale={2}
            allowNegative={false}
            min={0}
            hideControls
            {...form.getInputProps('amount')}
          />
          <GrowingTextarea
            label="Description (optional)"
            minRows={2}
            maxLength={PAYOUT_DESCRIPTION_MAX}
            {...form.getInputProps('description')}
          />
          {problem && (
            <Text c="red.8" size="sm" role="alert" data-testid="pay-request-problem">
              {problem}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" leftSection={<IconSend size={16} aria-hidden="true" />} loading={payout.isPending}>
              Request Payment
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
