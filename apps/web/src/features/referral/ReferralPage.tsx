import { messages } from '@iyl/core/catalog/messages';
import type { ReferralDashboard, ReferralHistoryItem } from '@iyl/core/referral/contract';
import { Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, Timeline, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandWhatsapp, IconCheck, IconClock, IconCopy, IconUsers } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { formatDay, formatUsd } from '../../lib/format.ts';
import { toast } from '../../lib/toast.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useReferralDashboard } from './api.ts';
import classes from './referral.module.css';
import { copyText, facebookShareUrl, whatsAppShareUrl } from '../../lib/share.ts';
import a11y from '../../lib/visually-hidden.module.css';
import { useDeferredAnswer } from '../../lib/deferred-answer.ts';

function StatCard({ title, value, testId }: { title: string; value: string; testId: string }) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId} data-testid={testId}>
      <Title order={3} size="h5" id={headingId}>
        {title}
      </Title>
      <Text className={classes.value} data-testid="stat-value">
        {value}
      </Text>
    </Paper>
  );
}

function StatCards({ data }: { data: ReferralDashboard }) {
  return (
    <section aria-labelledby="referral-stats-heading">
      <Title order={2} id="referral-stats-heading" size="h4" mb="xs">
        Your referrals
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <StatCard title="Total Referral" value={String(data.totalReferral)} testId="stat-total" />
        <StatCard title="Pending Referral" value={String(data.totalPending)} testId="stat-pending" />
        <StatCard title="My Earnings" value={formatUsd(data.totalEarnings)} testId="stat-earnings" />
        <StatCard title="Completed Referral" value={String(data.totalCompleted)} testId="stat-completed" />
      </SimpleGrid>
    </section>
  );
}

function ShareSection({ link }: { link: string }) {
  const input = useRef<HTMLInputElement>(null);
  const onCopy = async () => {
    if (await copyText(link, input.current)) toast.success(messages.urlCopied);
    else toast.error(messages.copyFailed);
  };
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="referral-share-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="referral-share-heading">
          Share your link
        </Title>
        <Text size="sm" c="dimmed">
          A friend who registers through your link counts as pending; once they become a paying member the referral
          completes and you earn the reward.
        </Text>
        <TextInput
          ref={input}
          label="Your referral link"
          value={link}
          readOnly
          className={classes.link}
          onFocus={(event) => event.currentTarget.select()}
          data-testid="referral-link"
        />
        <Group gap="sm" wrap="wrap">
          <Button leftSection={<IconCopy size={18} aria-hidden="true" />} onClick={onCopy}>
            Copy link
          </Button>
          <Button
            component="a"
            href={facebookShareUrl(link)}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            leftSection={<IconBrandFacebook size={18} aria-hidden="true" />}
          >
            Share on Facebook
          </Button>
          <Button
            component="a"
            href={whatsAppShareUrl(link)}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            leftSection={<IconBrandWhatsapp size={18} aria-hidden="true" />}
          >
            Share on WhatsApp
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function PaidBadge({ paid }: { paid: boolean }) {
  return paid ? (
    <Badge className={classes.paid} variant="filled" leftSection={<IconCheck size={12} aria-hidden="true" />}>
      Paid
    </Badge>
  ) : (
    <Badge color="gray.7" variant="filled">
      Unpaid
    </Badge>
  );
}

function History({ history }: { history: ReferralHistoryItem[] }) {
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="referral-history-heading">
      <Title order={2} size="h4" id="referral-history-heading" mb="md">
        Referral history
      </Title>
      {history.length === 0 ? (
        <EmptyState icon={IconUsers} testId="referral-history-empty">
          No referrals yet. Share your link: every friend who joins shows up here.
        </EmptyState>
      ) : (
        // The spec shows the timeline only when there is history; the line above stands in for it.
        <Timeline bulletSize={26} lineWidth={2} active={-1} data-testid="referral-history">
          {history.map((item) => (
            <Timeline.Item
              key={`${item.date}|${item.referredCustomer}`}
              bullet={item.paid ? <IconCheck size={14} aria-hidden="true" /> : <IconClock size={14} aria-hidden="true" />}
              title={<span className={classes.name}>{item.referredCustomer}</span>}
              data-testid="referral-history-item"
            >
              <Group gap="xs" wrap="wrap" mt={4}>
                <Text size="sm" c="dimmed">
                  {formatDay(item.date)}
                </Text>
                <Text size="sm">
                  <span className={a11y.visuallyHidden}>Earnings: </span>
                  {formatUsd(item.earnings)}
                </Text>
                <PaidBadge paid={item.paid} />
              </Group>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
}

/** /Referral (Revenue & Earnings): the four counts, the share section and the referral history. */
export function ReferralPage() {
  usePageTitle('Revenue & Earnings');
  const dashboard = useDeferredAnswer(useReferralDashboard());
  const data = dashboard.data;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Revenue &amp; Earnings</Title>
        <Text c="dimmed">Invite friends to IYL and follow what your referrals earn you.</Text>
      </div>

      {dashboard.isPending && (
        <Stack gap="md" aria-hidden="true" data-testid="referral-loading">
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
            {[0, 1, 2, 3].map((n) => (
              <Skeleton key={n} height={96} radius="md" />
            ))}
          </SimpleGrid>
          <Skeleton height={180} radius="md" />
        </Stack>
      )}

      {dashboard.isError && !data && (
        <Group>
          <Text>{dashboard.error.message}</Text>
          <Button variant="light" size="compact-md" onClick={() => dashboard.refetch()}>
            Try again
          </Button>
        </Group>
      )}

      {data && (
        <>
          <StatCards data={data} />
          <ShareSection link={data.link} />
          <History history={data.history} />
        </>
      )}
    </Stack>
  );
}
