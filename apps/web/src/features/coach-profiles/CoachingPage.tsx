import { greeting } from '@iyl/core/app/rules';
import { messages } from '@iyl/core/catalog/messages';
import { SEARCH_MAX } from '@iyl/core/coach-profiles/constants';
import type { CoachCard } from '@iyl/core/coach-profiles/contract';
import { formatUsd } from '@iyl/core/coach-profiles/rules';
import { Button, Group, Loader, Pagination, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconBook, IconCalendarPlus, IconMessageChatbot, IconSearch, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { pageControlNames } from '../../lib/pagination.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSession } from '../auth/api.ts';
import { useCoaches } from './api.ts';
import { BookingPanel } from '../bookings/public/BookingPanel.tsx';
import { MyBookings } from '../bookings/public/MyBookings.tsx';
import { MyCourses } from '../courses/public/MyCourses.tsx';
import { aiCoachPath, courseListPath } from './coach-links.ts';
import area from '../../components/coach-area.module.css';
import classes from './coach-directory.module.css';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { useDeferredAnswer } from '../../lib/deferred-answer.ts';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** The coach's photo, or their initials when there is none; named by the coach's full name either way. */
function CoachPicture({ coach }: { coach: CoachCard }) {
  if (coach.profilePic) return <img className={classes.photo} src={coach.profilePic} alt={coach.fullname} width={64} height={64} loading="lazy" decoding="async" />;
  return (
    <div className={classes.initials} role="img" aria-label={coach.fullname}>
      <span aria-hidden="true">{initialsOf(coach.fullname) || '?'}</span>
    </div>
  );
}

function CoachItem({ coach, onBook }: { coach: CoachCard; onBook: (coach: CoachCard) => void }) {
  const nameId = `coach-${coach.id}`;
  return (
    <Paper component="article" withBorder radius="md" p="md" className={classes.card} aria-labelledby={nameId} data-testid="coach-card">
      <Group wrap="nowrap" align="center" gap="sm">
        <CoachPicture coach={coach} />
        <div className={area.wrap}>
          <Title order={3} size="h4" id={nameId}>
            {coach.fullname}
          </Title>
          <Text size="sm" c="dimmed" data-testid="coach-specialization">
            {coach.specialization}
          </Text>
        </div>
      </Group>
      <Text size="sm" data-testid="coach-fee">{`${formatUsd(coach.feeCents)} per ${coach.sessionMinutes}-minute session`}</Text>
      <Group gap="xs" wrap="wrap" className={classes.actions}>
        <Button size="xs" variant="light" component={Link} to={courseListPath(coach)} leftSection={<IconBook size={14} aria-hidden="true" />} aria-label={`My Courses of ${coach.fullname}`}>
          My Courses
        </Button>
        <Button size="xs" variant="light" component={Link} to={aiCoachPath(coach)} leftSection={<IconMessageChatbot size={14} aria-hidden="true" />} aria-label={`AICoach with ${coach.fullname}`}>
          AICoach
        </Button>
        <Button size="xs" leftSection={<IconCalendarPlus size={14} aria-hidden="true" />} onClick={() => onBook(coach)} aria-label={`Book a session with ${coach.fullname}`}>
          Bookings
        </Button>
      </Group>
    </Paper>
  );
}

/** /Coaching: the coach directory (search, cards, paging), booking a session, and the customer's own bookings. */
export function CoachingPage() {
  usePageTitle('Expert Coaches');
  const user = useSession().data?.user;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 350);
  const [paging, setPaging] = useState({ q, page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const coaches = useDeferredAnswer(useCoaches(page, q));
  const data = coaches.data;
  const updating = coaches.isFetching && coaches.isPlaceholderData;
  const [booking, setBooking] = useState<{ coach: CoachCard; opened: boolean } | null>(null);
  // Browsers that cannot name their zone leave it to the session's.
  const timeZone = user?.timeZone || undefined;

  return (
    <Stack gap="lg" className={area.page}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div className={area.wrap}>
          <Title order={1}>Expert Coaches</Title>
          <Text c="dimmed" data-testid="coaching-greeting">
            {user?.fullname ? `${greeting()}, ${user.fullname}` : greeting()}
          </Text>
        </div>
        <Button component={Link} to="/Board" variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden="true" />}>
          Dashboard
        </Button>
      </Group>

      <Paper component="section" withBorder radius="md" p="md" aria-labelledby="coaches-heading">
        <Stack gap="sm">
          <Title order={2} size="h3" id="coaches-heading">
            Coaches
          </Title>
          <TextInput
            label="Search coaches"
            description="By name or specialization."
            type="search"
            maxLength={SEARCH_MAX}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            rightSection={updating ? <Loader size="xs" aria-label="Searching" /> : null}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          {coaches.isError && !data && (
            <LoadFailed message={messages.coachProfileFailed} onRetry={() => coaches.refetch()} />
          )}
          <div aria-busy={updating || undefined}>
            {data && data.items.length === 0 && (
              <EmptyState icon={IconUsers} testId="coaches-empty">
                {q ? `No coaches match “${q}”. Try another name or specialization.` : 'No coaches found yet. Coaches appear here once they complete their profile.'}
              </EmptyState>
            )}
            {data && data.items.length > 0 && (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="coach-grid">
                {data.items.map((coach) => (
                  <CoachItem key={coach.id} coach={coach} onBook={(c) => setBooking({ coach: c, opened: true })} />
                ))}
              </SimpleGrid>
            )}
          </div>
          {data && data.pages > 1 && <Pagination total={data.pages} value={page} onChange={(next) => setPaging({ q, page: next })} getControlProps={pageControlNames} aria-label="Coach pages" />}
        </Stack>
      </Paper>

      {/* Once the directory has answered, so it does not push the bookings down as it fills (both reads are
          asked for with the page: the screen's first reads). */}
      {(data || coaches.isError) && <MyBookings timeZone={timeZone} />}
      {(data || coaches.isError) && <MyCourses />}

      <BookingPanel coach={booking?.coach ?? null} opened={Boolean(booking?.opened)} onClose={() => setBooking((b) => (b ? { ...b, opened: false } : b))} />
    </Stack>
  );
}
