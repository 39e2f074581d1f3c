import { messages } from '@iyl/core/catalog/messages';
import type { Assessment } from '@iyl/core/onboarding/contract';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Typography,
} from '@mantine/core';
import { IconClipboardText, IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import defaultAvatar from '../../assets/default-avatar.svg';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSession } from '../auth/api.ts';
import { useDashboardMetrics } from '../dashboard/api.ts';
import { AreaScores } from '../dashboard/public/AreaScores.tsx';
import { useSavedAssessment } from '../onboarding/api.ts';
import { formatDay } from '../../lib/format.ts';
import classes from './ai-quiz.module.css';
import { PhotoUpload } from './public/PhotoUpload.tsx';
import { useDeferredAnswer } from '../../lib/deferred-answer.ts';

function AssessmentView({ assessment }: { assessment: Assessment }) {
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge variant="light">Focus: {assessment.focus}</Badge>
        <Text size="sm" c="dimmed">
          Written {formatDay(assessment.createdAt)}
        </Text>
      </Group>
      {assessment.source === 'builtin' && (
        <Alert variant="light" icon={<IconInfoCircle aria-hidden="true" />} p="sm">
          {messages.builtInCoach}
        </Alert>
      )}
      <Typography className={classes.assessment} data-testid="assessment-html">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises this HTML with a well-known library before storing and sending it. */}
        <div dangerouslySetInnerHTML={{ __html: assessment.html }} />
      </Typography>
    </Stack>
  );
}

/** /AIQuiz: profile card with photo upload, the three area scores and the saved assessment. */
export function AIQuizPage() {
  usePageTitle('AI Knowledge Base');
  const user = useSession().data?.user;
  const metrics = useDeferredAnswer(useDashboardMetrics());
  const saved = useDeferredAnswer(useSavedAssessment());

  return (
    <Stack gap="xl" maw={960}>
      <Title order={1}>AI Knowledge Base</Title>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="profile-heading">
        <Group align="flex-start" gap="lg" wrap="wrap">
          <img
            className={classes.photo}
            src={user?.profilePic || defaultAvatar}
            alt={user?.profilePic ? 'Your profile photo' : 'Default profile picture'}
          />
          <Stack gap={4} className={classes.profileText}>
            <Title order={2} size="h3" id="profile-heading">
              {user?.fullname}
            </Title>
            <Text c="dimmed">{user?.role}</Text>
            <PhotoUpload />
          </Stack>
        </Group>
      </Paper>

      <section aria-labelledby="indicators-heading" aria-busy={metrics.isPending || undefined}>
        <Group justify="space-between" mb="sm" wrap="wrap">
          <Title order={2} size="h3" id="indicators-heading">
            Performance indicators
          </Title>
          <Button component={Link} to="/Quiz" variant="light" leftSection={<IconRefresh size={18} aria-hidden="true" />}>
            Re-Take Quiz
          </Button>
        </Group>
        <AreaScores metrics={metrics.data} headingOrder={3} size={120} />
      </section>

      <section aria-labelledby="assessment-heading" aria-busy={saved.isPending || undefined}>
        <Title order={2} size="h3" id="assessment-heading" mb="sm">
          Your personal assessment
        </Title>
        {saved.isPending && <Skeleton height={240} radius="md" aria-hidden="true" />}
        {saved.data?.assessment && <AssessmentView assessment={saved.data.assessment} />}
        {saved.data && !saved.data.assessment && (
          <Paper withBorder radius="md" p="xl">
            <Stack align="center" gap="sm">
              <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
                <IconClipboardText size={30} />
              </ThemeIcon>
              <Text fw={600}>You have no assessment yet.</Text>
              <Text c="dimmed" ta="center">
                Answer the onboarding survey and IYL writes one for you.
              </Text>
              <Button component={Link} to="/Quiz">
                Take the survey
              </Button>
            </Stack>
          </Paper>
        )}
        {saved.isError && (
          <Group>
            <Text>Your assessment could not be loaded.</Text>
            <Button variant="light" size="compact-md" onClick={() => saved.refetch()}>
              Try again
            </Button>
          </Group>
        )}
      </section>
    </Stack>
  );
}
