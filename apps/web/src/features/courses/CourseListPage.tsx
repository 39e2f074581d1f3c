import { messages } from '@iyl/core/catalog/messages';
import type { CourseCard } from '@iyl/core/courses/contract';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBook2 } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { PageNav } from '../../components/PageNav.tsx';
import { useDeferredAnswer } from '../../lib/deferred-answer.ts';
import { useClampPage } from '../../lib/use-clamp-page.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useLibrary } from './api.ts';
import { AvailabilityBadge, CourseCover, Stars } from './components.tsx';
import { CourseModal } from './CourseModal.tsx';
import { hoursText, levelText, titleCase } from './rules.ts';
import cards from '../../components/card-grid.module.css';
import area from '../../components/coach-area.module.css';
import classes from './courses.module.css';

function LibraryCard({ course, onOpen }: { course: CourseCard; onOpen: (id: string) => void }) {
  const title = titleCase(course.title);
  return (
    <Paper component="article" withBorder radius="md" p="md" className={cards.card} data-testid="library-card">
      <button type="button" className={classes.cardButton} onClick={() => onOpen(course.id)} aria-label={`Open ${title}`}>
        <CourseCover src={course.coverUrl} title={course.title} />
        <Title order={3} size="h5">
          {title}
        </Title>
      </button>
      <Group gap={6} wrap="wrap">
        <Badge variant="light">{levelText(course.level)}</Badge>
        <AvailabilityBadge available={course.available} />
      </Group>
      <Stars rating={course.rating} />
      <Group gap="xs" wrap="nowrap">
        {course.uploader.photo && <img className={classes.avatar} src={course.uploader.photo} alt="" width={28} height={28} loading="lazy" decoding="async" />}
        <Text size="sm" className={area.wrap}>{course.uploader.name}</Text>
      </Group>
      <Text size="sm" c="dimmed">
        {hoursText(course.durationHours)}
      </Text>
    </Paper>
  );
}

/** /CourseList?ref=<coach e-mail>&coach=<name>: the coach's course library (named by the server, not by `coach`); a card opens the course. */
export function CourseListPage() {
  const [params] = useSearchParams();
  const email = params.get('ref')?.trim() ?? '';
  const [page, setPage] = useState(1);
  const library = useDeferredAnswer(useLibrary(email, page));
  const data = library.data;
  // The server's name for the coach, once known; never the link's own (coach=…: a link could say anything),
  // so the heading names no one while the library loads. A link naming no coach the directory lists: said plainly.
  // No ref, or one the server cannot read as an e-mail (400), names no coach either.
  const unknownCoach =
    email === '' || (library.isError && !data && library.error instanceof ApiError && (library.error.status === 404 || library.error.status === 400));
  const coach = data?.coach.name || null;
  const heading = coach ? `${coach} Course Library` : 'Course Library';
  usePageTitle(heading);
  useClampPage(page, data?.pages, setPage);
  // The course last opened stays while the modal closes, so it does not blank out on its way.
  const [opened, setOpened] = useState<{ id: string; open: boolean } | null>(null);

  return (
    <Stack gap="lg" className={area.page}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} className={area.wrap}>{heading}</Title>
        <Button component={Link} to="/Coaching" variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden="true" />}>
          Coaches
        </Button>
      </Group>
      {unknownCoach && (
        <EmptyState icon={IconBook2} testId="library-unknown-coach">
          {messages.coachNotFound}
        </EmptyState>
      )}
      {library.isError && !data && !unknownCoach && <LoadFailed message={messages.coachProfileFailed} onRetry={() => library.refetch()} />}
      {email !== '' && library.isPending && !library.isError && (
        <div className={cards.grid} aria-busy="true">
          <Skeleton height={280} />
          <Skeleton height={280} />
          <Skeleton height={280} />
        </div>
      )}
      {data && data.items.length === 0 && (
        <EmptyState icon={IconBook2} testId="library-empty">
          {`${coach ?? 'This coach'} has no courses yet. Come back soon.`}
        </EmptyState>
      )}
      {data && data.items.length > 0 && (
        <div className={`${cards.grid} ${library.isPlaceholderData && library.isFetching ? area.busy : ''}`} data-testid="library-grid">
          {data.items.map((course) => (
            <LibraryCard key={course.id} course={course} onOpen={(id) => setOpened({ id, open: true })} />
          ))}
        </div>
      )}
      {data && data.pages > 1 && <PageNav page={data.page} pages={data.pages} onChange={setPage} label="Course pages" />}
      <CourseModal courseId={opened?.id ?? null} opened={Boolean(opened?.open)} onClose={() => setOpened((o) => (o ? { ...o, open: false } : o))} />
    </Stack>
  );
}
