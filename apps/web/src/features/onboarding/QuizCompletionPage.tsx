import { messages } from '@iyl/core/catalog/messages';
import { Alert, Anchor, Button, Group, Loader, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowRight,
  IconCash,
  IconCheck,
  IconClock,
  IconHeart,
  IconHeartbeat,
  IconInfoCircle,
  IconRefresh,
  IconRepeat,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useDeferredValue, useEffect, useRef, useSyncExternalStore } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { dashboardKeys } from '../dashboard/api.ts';
import { useSavedAssessment } from './api.ts';
import { type PlanRun, planRunFor, type RunItemId, type RunItemState, runItems } from './plan-run.ts';

const itemLook: Record<RunItemId, { label: string; icon: ComponentType<{ size?: number }> }> = {
  Health: { label: 'Health plan', icon: IconHeartbeat },
  Finance: { label: 'Finance plan', icon: IconCash },
  Relationship: { label: 'Relationship plan', icon: IconHeart },
  library: { label: 'Habit library', icon: IconRepeat },
};

function StatusLine({ state }: { state: RunItemState }) {
  switch (state.status) {
    case 'waiting':
      return (
        <Group gap={6} c="dimmed">
          <IconClock size={16} aria-hidden="true" />
          <Text size="sm">Waiting</Text>
        </Group>
      );
    case 'generating':
      return (
        <Group gap={6}>
          <Loader size={16} aria-hidden="true" />
          <Text size="sm">Generating…</Text>
        </Group>
      );
    case 'done':
      return (
        <Group gap={6} c="brand.8">
          <IconCheck size={16} aria-hidden="true" />
          <Text size="sm" fw={600}>
            Done: {state.summary}
          </Text>
        </Group>
      );
    case 'failed':
      return (
        <Group gap={6} c="red.8" wrap="nowrap" align="flex-start">
          <IconAlertTriangle size={16} aria-hidden="true" style={{ flex: 'none', marginTop: 3 }} />
          <Text size="sm">Failed: {state.message}</Text>
        </Group>
      );
  }
}

function RunRow({ item, state, onRetry }: { item: RunItemId; state: RunItemState; onRetry: () => void }) {
  const { label, icon: Icon } = itemLook[item];
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="li"
      data-testid={`plan-row-${item}`}
      data-status={state.status}
      aria-busy={state.status === 'generating' || undefined}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group wrap="nowrap" gap="sm" miw={0}>
          <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
            <Icon size={22} />
          </ThemeIcon>
          <div>
            <Text fw={700}>{label}</Text>
            <StatusLine state={state} />
          </div>
        </Group>
        {state.status === 'failed' && (
          <Button
            variant="light"
            size="compact-md"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            onClick={onRetry}
            aria-label={`Retry ${label}`}
          >
            Retry
          </Button>
        )}
      </Group>
    </Paper>
  );
}

function RunList({ run }: { run: PlanRun }) {
  // Each step of the run (generating, done, failed) is drawn in the background, in slices (app/guards.tsx).
  const state = useDeferredValue(useSyncExternalStore(run.subscribe, run.getSnapshot, run.getSnapshot));
  const allDone = runItems.every((item) => state[item].status === 'done');
  const builtIn = runItems.some((item) => {
    const s = state[item];
    return s.status === 'done' && s.source === 'builtin';
  });
  const working = runItems.some((item) => state[item].status === 'generating');

  useEffect(() => {
    void run.start();
  }, [run]);

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Your first plans
      </Title>
      {/* Announces each row's change (generating, done, failed) without moving focus. */}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-live="polite" aria-busy={working}>
        {runItems.map((item) => (
          <RunRow key={item} item={item} state={state[item]} onRetry={() => run.retry(item)} />
        ))}
      </Stack>
      {builtIn && (
        <Alert variant="light" icon={<IconInfoCircle aria-hidden="true" />} p="sm">
          {messages.builtInCoach}
        </Alert>
      )}
      <Group justify="space-between" wrap="wrap">
        {allDone ? (
          <Button component={Link} to="/Board" rightSection={<IconArrowRight size={18} aria-hidden="true" />}>
            Get Started
          </Button>
        ) : (
          <>
            <Button disabled rightSection={<IconArrowRight size={18} aria-hidden="true" />}>
              Get Started
            </Button>
            <Anchor component={Link} to="/Board">
              Skip for now
            </Anchor>
          </>
        )}
      </Group>
    </Stack>
  );
}

/** /QuizCompletion: thanks, then the first plans and the habit library, made one after another. */
export function QuizCompletionPage() {
  usePageTitle('Quiz Completion');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const saved = useSavedAssessment();
  const assessment = saved.data?.assessment;
  const sentBack = useRef(false);

  useEffect(() => {
    // Without a saved survey there is nothing to build plans from (spec: message, then /Quiz).
    if (saved.data && !saved.data.assessment && !sentBack.current) {
      sentBack.current = true;
      toast.error(messages.attemptQuiz);
      navigate('/Quiz', { replace: true });
    }
  }, [saved.data, navigate]);

  const run = assessment
    ? planRunFor(assessment.id, () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }))
    : undefined;

  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1}>Thank you for completing the survey!</Title>
        <Text c="dimmed">
          Your answers shape everything IYL suggests. We are now building your first action plans for health, money
          and relationships, and a library of habits to choose from.
        </Text>
      </div>
      {run && <RunList run={run} />}
      {saved.isPending && (
        <Stack gap="sm" aria-hidden="true">
          {runItems.map((item) => (
            <Skeleton key={item} height={72} radius="md" />
          ))}
        </Stack>
      )}
      {saved.isError && (
        <Group>
          <Text>Your survey could not be loaded.</Text>
          <Button variant="light" onClick={() => saved.refetch()}>
            Try again
          </Button>
          <Anchor component={Link} to="/Board">
            Skip for now
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}
