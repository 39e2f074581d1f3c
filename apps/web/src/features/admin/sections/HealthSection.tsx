import type { PlatformHealth } from '@iyl/core/admin/health-contract';
import { messages } from '@iyl/core/catalog/messages';
import { Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconBrain, IconDatabase, IconFileText, IconListCheck, IconMail, IconRefresh } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import area from '../../../components/coach-area.module.css';
import { HEALTH_REFRESH_MS, usePlatformHealth, useRefreshHealth } from '../health-api.ts';
import { AiCallsTable, FailedJobsTable, FailedReadingsList, QueuesTable } from './HealthTables.tsx';

/** A time of day as the reader's clock shows it, with seconds (the figures' moment). */
const clockTime = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

type Figure = { label: string; value: ReactNode; bad?: boolean };

/** One area of the platform: its figures as a list of terms and values; a figure that is bad (failures) in red. */
function HealthCard({ id, title, icon: Icon, figures, children }: { id: string; title: string; icon: ComponentType<{ size?: number }>; figures: Figure[]; children?: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="md" p="sm" className={area.card} aria-labelledby={`health-${id}`} data-testid={`health-${id}`}>
      <Group gap={6} mb="xs" wrap="nowrap">
        <Icon size={18} aria-hidden="true" />
        <Title order={3} size="h5" id={`health-${id}`}>
          {title}
        </Title>
      </Group>
      <dl className={area.details}>
        {figures.map((figure) => (
          <div key={figure.label} style={{ display: 'contents' }} data-testid="health-figure" data-label={figure.label}>
            <dt>{figure.label}</dt>
            <Text component="dd" c={figure.bad ? 'red.8' : undefined} fw={figure.bad ? 700 : undefined}>
              {figure.value}
            </Text>
          </div>
        ))}
      </dl>
      {children}
    </Paper>
  );
}

function Figures({ health }: { health: PlatformHealth }) {
  const { jobs, reminders, mail, ai, pdf, database } = health;
  const sum = (pick: (q: PlatformHealth['jobs']['queues'][number]) => number) => jobs.queues.reduce((total, q) => total + pick(q), 0);
  const aiCalls = ai.features.reduce((total, f) => total + f.calls, 0);
  const aiFailures = ai.features.reduce((total, f) => total + f.failures, 0);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm">
      <HealthCard
        id="jobs"
        title="Jobs"
        icon={IconListCheck}
        figures={[
          { label: 'Waiting', value: sum((q) => q.waiting) },
          { label: 'Running', value: sum((q) => q.active) },
          { label: 'Done (24 h)', value: sum((q) => q.completed24h) },
          { label: 'Failed (24 h)', value: sum((q) => q.failed24h), bad: sum((q) => q.failed24h) > 0 },
          { label: 'Failed, kept', value: jobs.failed, bad: jobs.failed > 0 },
        ]}
      />
      <HealthCard
        id="reminders"
        title="Reminders today"
        icon={IconBell}
        figures={[
          { label: 'Sent', value: reminders.sent },
          { label: 'Failed', value: reminders.failed, bad: reminders.failed > 0 },
          { label: 'E-mail fallbacks', value: reminders.emailFallbacks },
          { label: 'Skipped', value: reminders.skipped },
          { label: 'Missed', value: reminders.missed },
        ]}
      />
      <HealthCard
        id="mail"
        title="E-mails"
        icon={IconMail}
        figures={[
          { label: 'Waiting now', value: mail.queued },
          { label: 'Retrying', value: mail.retrying, bad: mail.retrying > 0 },
          { label: 'Sent today', value: mail.today.sent },
          { label: 'Failed today', value: mail.today.failed, bad: mail.today.failed > 0 },
          { label: 'Expired today', value: mail.today.expired },
        ]}
      >
        {/* A deleted account's mail leaves the outbox with it (it holds the address). */}
        <Text size="xs" c="dimmed" mt={4}>
          Counted from the outbox: mail to an account deleted since is no longer counted.
        </Text>
      </HealthCard>
      <HealthCard
        id="ai"
        title="AI calls today"
        icon={IconBrain}
        figures={[
          { label: 'Provider', value: ai.provider === 'builtin' ? 'Built-in engine' : ai.provider },
          { label: 'Calls', value: aiCalls },
          { label: 'Failures', value: aiFailures, bad: aiFailures > 0 },
        ]}
      />
      <HealthCard
        id="pdf"
        title="PDF readings"
        icon={IconFileText}
        figures={[
          { label: 'Waiting', value: pdf.waiting },
          { label: 'Failed', value: pdf.failed, bad: pdf.failed > 0 },
        ]}
      />
      <HealthCard
        id="database"
        title="Database"
        icon={IconDatabase}
        figures={[
          { label: 'Size', value: megabytes(database.sizeBytes) },
          { label: 'Connections', value: `${database.connections.total} of ${database.connections.max}` },
          { label: 'Active', value: database.connections.active },
          { label: 'Idle', value: database.connections.idle },
        ]}
      />
    </SimpleGrid>
  );
}

/**
 * Platform health: jobs by queue with the failed ones and Retry, today's reminder deliveries, e-mails
 * and AI calls, PDF readings, the database; every figure from the database (all app processes), read
 * again every 30 seconds and on Refresh.
 */
export function HealthSection() {
  const health = usePlatformHealth();
  const refresh = useRefreshHealth();
  const data = health.data;

  return (
    <Stack component="section" gap="sm" aria-labelledby="health-heading" className={area.page}>
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3" id="health-heading">
          Platform health
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={14} aria-hidden="true" />}
          loading={health.isFetching}
          onClick={() => void refresh()}
          aria-label="Refresh platform health"
        >
          Refresh
        </Button>
      </Group>
      {data && (
        <Text size="xs" c="dimmed" data-testid="health-updated">
          {`Read from the database at ${clockTime(data.at)}, again every ${HEALTH_REFRESH_MS / 1000} seconds. “Today” is the UTC day (since 00:00 UTC).`}
        </Text>
      )}
      {health.isError && !data && <LoadFailed message={messages.healthLoadFailed} onRetry={() => health.refetch()} />}
      {!data && health.isPending && <Loader size="sm" aria-label="Loading platform health" />}
      {data && (
        <>
          <Figures health={data} />
          <QueuesTable queues={data.jobs.queues} />
          <FailedJobsTable />
          <AiCallsTable ai={data.ai} />
          <FailedReadingsList pdf={data.pdf} />
        </>
      )}
    </Stack>
  );
}
