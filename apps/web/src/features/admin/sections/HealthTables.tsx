import type { AiFeatureHealth, FailedJob, PlatformHealth, QueueHealth } from '@iyl/core/admin/health-contract';
import { messages } from '@iyl/core/catalog/messages';
import { Button, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconBrain, IconCircleCheck, IconFileCheck, IconListCheck, IconRotateClockwise } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PageNav } from '../../../components/PageNav.tsx';
import area from '../../../components/coach-area.module.css';
import { useFailedJobs, useRetryJob } from '../health-api.ts';
import { ACTIONS, consoleMoment, ConsoleTable, counted } from '../ConsoleTable.tsx';

/** A module's name as a heading says it: 'coachChat' → 'Coach chat'. */
const featureName = (feature: string) => {
  const words = feature.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A titled part of the section with its table, scrolling sideways inside its box on a phone. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="xs" aria-labelledby={`health-${id}-heading`} mt="sm">
      <Title order={3} size="h4" id={`health-${id}-heading`}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const busy = (q: QueueHealth) => q.waiting + q.active + q.completed24h + q.failed24h + q.failed > 0;

/** The queues with any job now or in the last 24 hours; the quiet ones are counted, not listed. */
export function QueuesTable({ queues }: { queues: QueueHealth[] }) {
  const shown = queues.filter(busy);
  const quiet = queues.length - shown.length;
  return (
    <Part id="queues" title="Jobs by queue">
      {shown.length === 0 ? (
        <EmptyState icon={IconListCheck} testId="health-queues-empty">
          No job has run in the last 24 hours, and none is waiting.
        </EmptyState>
      ) : (
        <ConsoleTable label="Jobs by queue table" minWidth={560} columns={['Queue', 'Waiting', 'Running', 'Done (24 h)', 'Failed (24 h)', 'Failed, kept']}>
              {shown.map((q) => (
                <Table.Tr key={q.queue} data-testid="queue-row" data-queue={q.queue}>
                  <Table.Th scope="row" className={area.wrap}>
                    {q.queue}
                  </Table.Th>
                  <Table.Td>{q.waiting}</Table.Td>
                  <Table.Td>{q.active}</Table.Td>
                  <Table.Td>{q.completed24h}</Table.Td>
                  <Table.Td c={q.failed24h > 0 ? 'red.8' : undefined}>{q.failed24h}</Table.Td>
                  <Table.Td c={q.failed > 0 ? 'red.8' : undefined}>{q.failed}</Table.Td>
                </Table.Tr>
              ))}
            </ConsoleTable>
      )}
      {quiet > 0 && (
        <Text size="xs" c="dimmed">
          {`${quiet} quiet ${quiet === 1 ? 'queue' : 'queues'} (no job in the last 24 hours) not listed.`}
        </Text>
      )}
    </Part>
  );
}

function FailedJobRow({ job, retrying, onRetry }: { job: FailedJob; retrying: boolean; onRetry: () => void }) {
  const failed = job.failedAt ?? job.createdAt;
  return (
    <Table.Tr data-testid="failed-job-row" data-job={job.id}>
      <Table.Th scope="row" className={area.wrap}>
        {job.queue}
      </Table.Th>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{consoleMoment(failed)}</Table.Td>
      <Table.Td>{job.attempts}</Table.Td>
      <Table.Td className={area.wrap}>
        <Text size="sm" lineClamp={3}>
          {job.error ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Button size="xs" variant="light" leftSection={<IconRotateClockwise size={14} aria-hidden="true" />} loading={retrying} onClick={onRetry} aria-label={`Retry the ${job.queue} job that failed ${consoleMoment(failed)}`}>
          Retry
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** Failed jobs, the latest first, paged, each with Retry (audited). */
export function FailedJobsTable() {
  const [page, setPage] = useState(1);
  const list = useFailedJobs(page);
  const retry = useRetryJob();
  const data = list.data;
  const updating = list.isFetching && list.isPlaceholderData;
  return (
    <Part id="failed-jobs" title="Failed jobs">
      {list.isError && !data && <LoadFailed message={messages.healthLoadFailed} onRetry={() => list.refetch()} />}
      {!data && list.isPending && <Loader size="sm" aria-label="Loading failed jobs" />}
      <div aria-busy={updating || undefined}>
        {data && data.items.length === 0 && (
          <EmptyState icon={IconCircleCheck} testId="failed-jobs-empty">
            No failed jobs. A job that fails after its last retry is listed here, with Retry.
          </EmptyState>
        )}
        {data && data.items.length > 0 && (
          <ConsoleTable label="Failed jobs table" minWidth={720} caption={counted(data.total, 'failed job', 'failed jobs')} columns={['Queue', 'Failed', 'Tries', 'Error', ACTIONS]}>
                {data.items.map((job) => (
                  <FailedJobRow key={job.id} job={job} retrying={retry.isPending && retry.variables === job.id} onRetry={() => retry.mutate(job.id)} />
                ))}
              </ConsoleTable>
        )}
      </div>
      {data && <PageNav label="Failed job pages" page={page} pages={data.pages} onChange={setPage} />}
    </Part>
  );
}

function AiRow({ feature }: { feature: AiFeatureHealth }) {
  return (
    <Table.Tr data-testid="ai-feature-row" data-feature={feature.feature}>
      <Table.Th scope="row">{featureName(feature.feature)}</Table.Th>
      <Table.Td className={area.wrap}>{feature.provider === 'builtin' ? 'Built-in engine' : feature.provider}</Table.Td>
      <Table.Td>{feature.calls}</Table.Td>
      <Table.Td c={feature.failures > 0 ? 'red.8' : undefined}>{feature.failures}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{feature.medianMs === null ? '—' : `${feature.medianMs} ms`}</Table.Td>
    </Table.Tr>
  );
}

/** Today's AI calls per feature (and provider, should it have changed during the day). */
export function AiCallsTable({ ai }: { ai: PlatformHealth['ai'] }) {
  return (
    <Part id="ai-features" title="AI calls today, by feature">
      {ai.features.length === 0 ? (
        <EmptyState icon={IconBrain} testId="ai-calls-empty">
          No AI call yet today. Plans, meals, moods, brand pieces and chats each count here once made.
        </EmptyState>
      ) : (
        <ConsoleTable label="AI calls by feature table" minWidth={520} columns={['Feature', 'Provider', 'Calls', 'Failures', 'Median time']}>
              {ai.features.map((feature) => (
                <AiRow key={`${feature.feature}:${feature.provider}`} feature={feature} />
              ))}
            </ConsoleTable>
      )}
    </Part>
  );
}

/** The latest knowledge PDFs whose reading failed: the coach, the title, when and why. */
export function FailedReadingsList({ pdf }: { pdf: PlatformHealth['pdf'] }) {
  return (
    <Part id="readings" title="Failed PDF readings">
      {pdf.latestFailed.length === 0 ? (
        <EmptyState icon={IconFileCheck} testId="failed-readings-empty">
          No PDF reading has failed.
        </EmptyState>
      ) : (
        <ConsoleTable label="Failed PDF readings table" minWidth={600} caption={pdf.failed > pdf.latestFailed.length && `The latest ${pdf.latestFailed.length} of ${pdf.failed}`} columns={['Coach', 'Title', 'Failed', 'Why']}>
              {pdf.latestFailed.map((reading) => (
                <Table.Tr key={reading.id} data-testid="failed-reading-row">
                  <Table.Td>{reading.coachName ?? 'A former coach'}</Table.Td>
                  <Table.Th scope="row" className={area.wrap}>
                    {reading.title}
                  </Table.Th>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{consoleMoment(reading.at)}</Table.Td>
                  <Table.Td className={area.wrap}>{reading.failure ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </ConsoleTable>
      )}
    </Part>
  );
}
