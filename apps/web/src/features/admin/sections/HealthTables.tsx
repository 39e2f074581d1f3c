import type { AiFeatureHealth, FailedJob, PlatformHealth, QueueHealth } from '@iyl/core/admin/health-contract';
import { messages } from '@iyl/core/catalog/messages';
import { Button, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconBrain, IconCircleCheck, IconFileCheck, IconListCheck, IconRotateClockwise } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PageNav } from '../../../components/PageNav.tsx';
import { formatDay } from '../../../lib/format.ts';
import a11y from '../../../lib/visually-hidden.module.css';
import area from '../../../components/coach-area.module.css';
import { useFailedJobs, useRetryJob } from '../health-api.ts';

/** A moment as the reader's clock shows it: 'Mar 2, 2026, 09:05'. */
const when = (iso: string) => {
  const date = new Date(iso);
  return `${formatDay(iso)}, ${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
};
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

function Scroll({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <div className={area.tableBox}>
      <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={label}>
        {children}
      </Table.ScrollContainer>
    </div>
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
        <Scroll label="Jobs by queue table" minWidth={560}>
          <Table verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Queue</Table.Th>
                <Table.Th scope="col">Waiting</Table.Th>
                <Table.Th scope="col">Running</Table.Th>
                <Table.Th scope="col">Done (24 h)</Table.Th>
                <Table.Th scope="col">Failed (24 h)</Table.Th>
                <Table.Th scope="col">Failed, kept</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
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
            </Table.Tbody>
          </Table>
        </Scroll>
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
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(failed)}</Table.Td>
      <Table.Td>{job.attempts}</Table.Td>
      <Table.Td className={area.wrap}>
        <Text size="sm" lineClamp={3}>
          {job.error ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Button size="xs" variant="light" leftSection={<IconRotateClockwise size={14} aria-hidden="true" />} loading={retrying} onClick={onRetry} aria-label={`Retry the ${job.queue} job that failed ${when(failed)}`}>
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
          <Scroll label="Failed jobs table" minWidth={720}>
            <Table verticalSpacing="xs" highlightOnHover>
              <Table.Caption>{`${data.total} failed ${data.total === 1 ? 'job' : 'jobs'}`}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Queue</Table.Th>
                  <Table.Th scope="col">Failed</Table.Th>
                  <Table.Th scope="col">Tries</Table.Th>
                  <Table.Th scope="col">Error</Table.Th>
                  <Table.Th scope="col">
                    <span className={a11y.visuallyHidden}>Actions</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((job) => (
                  <FailedJobRow key={job.id} job={job} retrying={retry.isPending && retry.variables === job.id} onRetry={() => retry.mutate(job.id)} />
                ))}
              </Table.Tbody>
            </Table>
          </Scroll>
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
        <Scroll label="AI calls by feature table" minWidth={520}>
          <Table verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Feature</Table.Th>
                <Table.Th scope="col">Provider</Table.Th>
                <Table.Th scope="col">Calls</Table.Th>
                <Table.Th scope="col">Failures</Table.Th>
                <Table.Th scope="col">Median time</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ai.features.map((feature) => (
                <AiRow key={`${feature.feature}:${feature.provider}`} feature={feature} />
              ))}
            </Table.Tbody>
          </Table>
        </Scroll>
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
        <Scroll label="Failed PDF readings table" minWidth={600}>
          <Table verticalSpacing="xs" highlightOnHover>
            {pdf.failed > pdf.latestFailed.length && <Table.Caption>{`The latest ${pdf.latestFailed.length} of ${pdf.failed}`}</Table.Caption>}
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Coach</Table.Th>
                <Table.Th scope="col">Title</Table.Th>
                <Table.Th scope="col">Failed</Table.Th>
                <Table.Th scope="col">Why</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pdf.latestFailed.map((reading) => (
                <Table.Tr key={reading.id} data-testid="failed-reading-row">
                  <Table.Td>{reading.coachName ?? 'A former coach'}</Table.Td>
                  <Table.Th scope="row" className={area.wrap}>
                    {reading.title}
                  </Table.Th>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(reading.at)}</Table.Td>
                  <Table.Td className={area.wrap}>{reading.failure ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Scroll>
      )}
    </Part>
  );
}
