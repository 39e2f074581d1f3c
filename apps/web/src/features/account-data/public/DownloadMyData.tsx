import { DATA_EXPORT_ANCHOR } from '@iyl/core/account-data/constants';
import { messages } from '@iyl/core/catalog/messages';
import { Button, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { toastError } from '../../../lib/toast-error.ts';
import { toast } from '../../../lib/toast.tsx';
import { useSession } from '../../auth/api.ts';
import { useDataExport, useRequestExport } from '../api.ts';

const when = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * "Download my data" for the Settings page: ask for the .zip (at most once a day), watch it being
 * prepared, then download it while its link works (it is e-mailed too). What it holds is said for the
 * reader's role (a coach's holds their profile, bookings, ledger, courses and PDFs, not routines or meals).
 */
export function DownloadMyData() {
  const role = useSession().data?.user?.role;
  const status = useDataExport();
  const request = useRequestExport();
  // Opened from the "your data is ready" e-mail (/Settings#download-my-data): brought into view once
  // loaded, the download focused when there is one.
  const arrived = useLocation().hash === `#${DATA_EXPORT_ANCHOR}`;
  const section = useRef<HTMLDivElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const loaded = status.isSuccess;
  useEffect(() => {
    if (!arrived || !loaded) return;
    section.current?.scrollIntoView({ block: 'start' });
    link.current?.focus({ preventScroll: true });
  }, [arrived, loaded]);
  if (status.isPending) return <Skeleton height={80} aria-label={messages.dataExportBuilding} />;
  if (status.isError) return <LoadFailed message={messages.dataExportLoadFailed} onRetry={() => status.refetch()} />;
  const { export: latest, nextAllowedAt } = status.data;
  const working = latest?.state === 'queued' || latest?.state === 'building';
  const ask = () => request.mutate(undefined, { onSuccess: (answer) => toast.success(answer.message), onError: toastError });
  return (
    <Stack gap="sm" data-testid="download-my-data" id={DATA_EXPORT_ANCHOR} ref={section}>
      <Text size="sm">{role === 'Coach' ? messages.dataExportIntroCoach : messages.dataExportIntro}</Text>
      {working && (
        <Stack gap={4} role="status" aria-live="polite">
          <Text size="sm">{latest.state === 'queued' ? messages.dataExportQueued : messages.dataExportBuilding}</Text>
          <Progress value={latest.progress} animated aria-label={messages.dataExportBuilding} />
        </Stack>
      )}
      {latest?.state === 'failed' && (
        <Text size="sm" c="red.8" role="alert">
          {messages.dataExportFailed}
        </Text>
      )}
      {latest?.downloadUrl && (
        <Stack gap={4}>
          <Text size="sm">{messages.dataExportReady}</Text>
          <Group>
            <Button component="a" ref={link} href={latest.downloadUrl} download leftSection={<IconDownload size={16} aria-hidden="true" />} data-testid="data-download-link">
              {messages.dataExportDownload}
            </Button>
          </Group>
          {latest.expiresAt && (
            <Text size="xs" c="dimmed">
              The link works until {when(latest.expiresAt)}.
            </Text>
          )}
        </Stack>
      )}
      <Group>
        {nextAllowedAt ? (
          <Text size="sm" c="dimmed">
            {messages.dataExportOncePerDay} You can ask again after {when(nextAllowedAt)}.
          </Text>
        ) : (
          <Button variant={latest?.downloadUrl ? 'default' : 'filled'} onClick={ask} loading={request.isPending} disabled={working}>
            {messages.dataExportRequest}
          </Button>
        )}
      </Group>
      {latest?.state === 'ready' && !latest.downloadUrl && (
        <Text size="sm" c="dimmed">
          {messages.dataExportExpired}
        </Text>
      )}
    </Stack>
  );
}
