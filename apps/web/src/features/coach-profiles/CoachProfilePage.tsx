import { weekdays } from '@iyl/core/time/weekdays';
import type { CoachProfileResponse } from '@iyl/core/coach-profiles/contract';
import { formatUsd, twelveHour } from '@iyl/core/coach-profiles/rules';
import { messages } from '@iyl/core/catalog/messages';
import { Button, Group, Paper, Skeleton, Stack, Text, Title, Typography } from '@mantine/core';
import { IconCalendarCog, IconEdit } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import defaultAvatar from '../../assets/default-avatar.svg';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { formatEntryDate } from '../../lib/format.ts';
import { useCoachProfile } from './api.ts';
import area from '../../components/coach-area.module.css';
import classes from './coach-profile.module.css';
import { LoadFailed } from '../../components/LoadFailed.tsx';

// Not in the page's first load (each is a chunk of its own, with the overlays' and tables' code under it):
// the availability panel, fetched when the coach points at (or presses) 'Edit availability', and the
// cards below the first screenful, fetched once the profile has answered.
const loadAvailabilityPanel = () => import('./AvailabilityPanel.tsx');
const AvailabilityPanel = lazy(() => loadAvailabilityPanel().then((m) => ({ default: m.AvailabilityPanel })));
const LaterCards = lazy(() => import('./LaterCards.tsx').then((m) => ({ default: m.LaterCards })));
const preloadPanel = () => {
  loadAvailabilityPanel().catch(() => undefined);
};

/** Photo, name, phone, fee, entry date and the professional description, with 'Update Profile'. */
function ProfileCard({ coach }: { coach: CoachProfileResponse }) {
  const details = coach.profile;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="coach-name-heading">
      <Group align="flex-start" gap="lg" wrap="wrap">
        <img className={classes.photo} src={coach.profilePic || defaultAvatar} alt={coach.profilePic ? 'Your profile photo' : 'Default profile picture'} />
        <Stack gap="xs" className={classes.profileText}>
          <div>
            <Title order={2} size="h3" id="coach-name-heading" data-testid="coach-fullname">
              {coach.fullname}
            </Title>
            {details?.specialization && <Text c="dimmed">{details.specialization}</Text>}
          </div>
          <dl className={area.details}>
            <dt>Phone</dt>
            <dd data-testid="coach-phone">{details?.phone || 'Not set yet'}</dd>
            <dt>Consult fee</dt>
            <dd data-testid="coach-fee">{details ? formatUsd(details.feeCents) : 'Not set yet'}</dd>
            <dt>Entry date</dt>
            <dd data-testid="coach-entry-date">{details?.entryDate ? formatEntryDate(details.entryDate) : 'Not set yet'}</dd>
          </dl>
          <Group>
            <Button component={Link} to="/Profile" variant="light" leftSection={<IconEdit size={18} aria-hidden="true" />}>
              Update Profile
            </Button>
          </Group>
        </Stack>
      </Group>
      <Title order={3} size="h4" mt="lg" mb="xs">
        Professional description
      </Title>
      {details?.descriptionHtml ? (
        <Typography className={classes.description} data-testid="coach-description">
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the coach's own rich text, sanitised by the server with a well-known library before it is stored and sent. */}
          <div dangerouslySetInnerHTML={{ __html: details.descriptionHtml }} />
        </Typography>
      ) : (
        <Text c="dimmed" data-testid="coach-description-empty">
          No description yet. Add one with Update Profile.
        </Text>
      )}
    </Paper>
  );
}

/** The week the customers can book, in the coach's zone, with 'Edit availability'. */
function AvailabilityCard({ coach }: { coach: CoachProfileResponse }) {
  const [editing, setEditing] = useState({ opened: false, round: 0 });
  const { availability } = coach;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="coach-availability-heading" className={area.card}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm" mb="xs">
        <div className={area.wrap}>
          <Title order={2} size="h4" id="coach-availability-heading">
            Weekly availability
          </Title>
          <Text size="sm" c="dimmed" data-testid="availability-summary">{`${availability.sessionMinutes}-minute sessions · times in ${availability.timeZone}`}</Text>
        </div>
        <Button
          variant="light"
          leftSection={<IconCalendarCog size={18} aria-hidden="true" />}
          onPointerEnter={preloadPanel}
          onFocus={preloadPanel}
          onClick={() => setEditing((e) => ({ opened: true, round: e.round + 1 }))}
        >
          Edit availability
        </Button>
      </Group>
      <dl className={area.details} data-testid="availability-week">
        {weekdays.map((day) => {
          const window = availability.windows.find((w) => w.day === day);
          return (
            <div key={day} style={{ display: 'contents' }} data-testid="availability-day">
              <dt>{day}</dt>
              <dd>{window ? `${twelveHour(window.start)} – ${twelveHour(window.end)}` : <Text span c="dimmed" size="sm">Not available</Text>}</dd>
            </div>
          );
        })}
      </dl>
      {editing.round > 0 && (
        <Suspense fallback={null}>
          <AvailabilityPanel key={editing.round} availability={availability} opened={editing.opened} onClose={() => setEditing((e) => ({ ...e, opened: false }))} />
        </Suspense>
      )}
    </Paper>
  );
}

/** /CoachProfile: the coach's profile, weekly availability, AI knowledge and paid-out history. */
export function CoachProfilePage() {
  usePageTitle('My Profile');
  const profile = useCoachProfile();
  const coach = profile.data;
  return (
    <Stack gap="lg" className={area.page} maw={960}>
      <Title order={1}>My Profile</Title>
      {profile.isError && !coach && (
        <LoadFailed message={messages.coachFetchFailed} onRetry={() => profile.refetch()} />
      )}
      {coach && (
        <>
          <ProfileCard coach={coach} />
          <AvailabilityCard coach={coach} />
        </>
      )}
      {/* Once the profile has answered, so its cards do not push these down (the reads are asked for with the page). */}
      {(coach || profile.isError) && (
        <Suspense fallback={<Skeleton height={240} radius="md" data-testid="coach-later-loading" />}>
          <LaterCards />
        </Suspense>
      )}
    </Stack>
  );
}
