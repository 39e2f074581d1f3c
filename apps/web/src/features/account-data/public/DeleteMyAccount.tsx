import type { DeleteAccountRequest } from '@iyl/core/account-data/contract';
import { accountDataEndpoints } from '@iyl/core/account-data/endpoints';
import { messages } from '@iyl/core/catalog/messages';
import { Alert, Button, Group, List, Modal, PasswordInput, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { toastError } from '../../../lib/toast-error.ts';
import { toast } from '../../../lib/toast.tsx';
import { useEndpointForm } from '../../../lib/use-endpoint-form.ts';
import { useDeleteAccount, useDeletionPreview, useRequestDeletionCode } from '../api.ts';

const empty: DeleteAccountRequest = { password: '', code: '' };

/**
 * "Delete my account" for the Settings page: what is erased and what is kept (and why); a code by
 * e-mail; then the password and the code, and a last "are you sure". Once deleted, this browser is
 * signed out (the sign-in screen follows) and the account can no longer sign in.
 */
export function DeleteMyAccount() {
  const preview = useDeletionPreview();
  const sendCode = useRequestDeletionCode();
  const remove = useDeleteAccount();
  const [codeSent, setCodeSent] = useState(false);
  const [confirming, setConfirming] = useState<DeleteAccountRequest | null>(null);
  const { form, onSubmit, preload } = useEndpointForm(accountDataEndpoints.DeleteAccount, {
    initialValues: empty,
    submit: (body) => setConfirming(body),
  });

  if (preview.isPending) return <Skeleton height={120} aria-label={messages.deleteAccountTitle} />;
  if (preview.isError) return <LoadFailed message={messages.deleteAccountLoadFailed} onRetry={() => preview.refetch()} />;
  const { erased, kept, blocked, warnings } = preview.data;

  const askCode = () =>
    sendCode.mutate(undefined, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setCodeSent(true);
        // A new code: what was said about the old one (or about none) no longer holds.
        form.clearFieldError('code');
      },
      onError: toastError,
    });
  const confirm = () => {
    if (!confirming) return;
    remove.mutate(confirming, {
      onSuccess: (answer) => {
        setConfirming(null);
        toast.success(answer.message);
      },
      onError: (error) => {
        setConfirming(null);
        toastError(error);
      },
    });
  };

  return (
    <Stack gap="sm" data-testid="delete-my-account">
      <Text size="sm">{messages.deleteAccountIntro}</Text>
      <div>
        <Title order={3} size="h6">
          {messages.deleteAccountErased}
        </Title>
        <List size="sm" spacing={2}>
          {erased.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </div>
      <div>
        <Title order={3} size="h6">
          {messages.deleteAccountKept}
        </Title>
        <List size="sm" spacing={2}>
          {kept.map((line) => (
            <List.Item key={line.what}>
              {line.what}: <Text span c="dimmed" size="sm">{line.why}</Text>
            </List.Item>
          ))}
        </List>
      </div>
      {warnings.map((warning) => (
        <Alert key={warning} color="yellow" icon={<IconAlertTriangle size={18} aria-hidden="true" />} data-testid="delete-account-warning">
          {warning}
        </Alert>
      ))}
      {blocked ? (
        <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden="true" />} role="alert">
          {blocked}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate data-testid="delete-account-form">
          <Stack gap="xs" maw={420}>
            <Group>
              <Button variant="default" onClick={askCode} loading={sendCode.isPending}>
                {messages.deleteAccountSendCode}
              </Button>
            </Group>
            {codeSent && (
              <Text size="sm" role="status">
                {messages.deleteAccountCodeSent}
              </Text>
            )}
            <TextInput
              label={messages.deleteAccountCodeLabel}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              onFocus={preload}
              {...form.getInputProps('code')}
            />
            <PasswordInput
              label={messages.deleteAccountPasswordLabel}
              autoComplete="current-password"
              visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the password' }}
              {...form.getInputProps('password')}
            />
            <Group>
              {/* Red fills at red.7 here, white on it 3.8:1; on red.8 it reads at 5.8:1. */}
              <Button type="submit" color="red.8" loading={remove.isPending}>
                {messages.deleteAccountTitle}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={messages.deleteAccountConfirmTitle} centered>
        <Stack gap="md">
          <Text size="sm">{messages.deleteAccountConfirmText}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)} disabled={remove.isPending}>
              {messages.deleteAccountCancel}
            </Button>
            <Button color="red.8" onClick={confirm} loading={remove.isPending} data-testid="delete-account-confirm">
              {messages.deleteAccountConfirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
