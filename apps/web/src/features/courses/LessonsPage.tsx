import { greeting } from '@iyl/core/app/rules';
import { messages } from '@iyl/core/catalog/messages';
import { categoryLabel } from '@iyl/core/courses/constants';
import type { CoachCourse } from '@iyl/core/courses/contract';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBook2, IconEye, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { PageNav } from '../../components/PageNav.tsx';
import { serverWords } from '../../lib/api-client.ts';
import { useDeferredAnswer } from '../../lib/deferred-answer.ts';
import { toast } from '../../lib/toast.tsx';
import { useClampPage } from '../../lib/use-clamp-page.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSession } from '../auth/api.ts';
import { useCoachCourses, useDeleteCourse } from './api.ts';
import { AvailabilityBadge, CourseCover, Stars } from './components.tsx';
import { ConfirmDelete } from './ConfirmDelete.tsx';
import { NewCoursePanel } from './NewCoursePanel.tsx';
import { hoursText, levelText, titleCase } from './rules.ts';
import cards from '../../components/card-grid.module.css';
import area from '../../components/coach-area.module.css';
import classes from './courses.module.css';

function CoachCourseCard({ course, onDelete }: { course: CoachCourse; onDelete: (course: CoachCourse) => void }) {
  const titleId = `course-${course.id}`;
  return (
    <Paper component="article" withBorder radius="md" p="md" className={cards.card} aria-labelledby={titleId} data-testid="coach-course-card">
      <CourseCover src={course.coverUrl} title={course.title} />
      <Title order={3} size="h5" id={titleId}>
        {titleCase(course.title)}
      </Title>
      <Group gap={6} wrap="wrap">
        <Badge variant="light">{levelText(course.level)}</Badge>
        <Badge variant="outline" color="gray">
          {categoryLabel(course.category)}
        </Badge>
        <AvailabilityBadge available={course.available} testId="course-availability" />
      </Group>
      <Text size="sm">{`${hoursText(course.durationHours)} · ${course.lessons} ${course.lessons === 1 ? 'lesson' : 'lessons'}`}</Text>
      <Stars rating={course.rating} />
      <Text size="sm" c="dimmed" data-testid="course-stats">{`${course.stats.started} started · ${course.stats.finished} finished`}</Text>
      <Group gap="xs" mt="auto">
        <Button size="xs" variant="light" component={Link} to={`/Content?ref=${encodeURIComponent(course.id)}`} leftSection={<IconEye size={14} aria-hidden="true" />} aria-label={`View ${course.title}`}>
          View
        </Button>
        <Button size="xs" variant="subtle" color="red.8" leftSection={<IconTrash size={14} aria-hidden="true" />} onClick={() => onDelete(course)} aria-label={`Delete ${course.title}`}>
          Delete
        </Button>
      </Group>
    </Paper>
  );
}

/** /Lessons: the coach's courses: the first seven covers, Add New Course, and My Course Content. */
export function LessonsPage() {
  usePageTitle('Courses');
  const name = useSession().data?.user?.fullname ?? '';
  const [page, setPage] = useState(1);
  const courses = useDeferredAnswer(useCoachCourses(page));
  const data = courses.data;
  useClampPage(page, data?.pages, setPage);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<CoachCourse | null>(null);
  const remove = useDeleteCourse();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(messages.courseDeleted);
        setDeleting(null);
      },
      onError: (error) => toast.error(serverWords(error, messages.coachProfileFailed)),
    });
  };

  return (
    <Stack gap="lg" className={area.page}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div className={area.wrap}>
          <Title order={1}>Courses</Title>
          <Text c="dimmed" data-testid="coach-greeting">{name ? `${greeting()}, ${name}` : greeting()}</Text>
        </div>
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setAdding(true)}>
          Add New Course
        </Button>
      </Group>

      {data && data.covers.length > 0 && (
        <ul className={classes.covers} aria-label="Your first courses" data-testid="course-covers">
          {data.covers.map((c) => (
            <li key={c.id}>
              <img src={c.coverUrl} alt={c.title} loading="lazy" decoding="async" width={96} height={54} />
            </li>
          ))}
        </ul>
      )}

      <Paper component="section" withBorder radius="md" p="md" aria-labelledby="my-course-content">
        <Stack gap="sm">
          <Title order={2} size="h3" id="my-course-content">
            My Course Content
          </Title>
          {courses.isError && !data && <LoadFailed message={messages.coachProfileFailed} onRetry={() => courses.refetch()} />}
          {courses.isPending && !courses.isError && (
            <div className={cards.grid} aria-busy="true">
              <Skeleton height={260} />
              <Skeleton height={260} />
            </div>
          )}
          {data && data.items.length === 0 && (
            <EmptyState icon={IconBook2} testId="courses-empty">
              No courses yet. Add New Course to make your first; it shows as Coming Soon until it has a lesson.
            </EmptyState>
          )}
          {data && data.items.length > 0 && (
            <div className={`${cards.grid} ${courses.isPlaceholderData && courses.isFetching ? area.busy : ''}`} data-testid="coach-course-grid">
              {data.items.map((course) => (
                <CoachCourseCard key={course.id} course={course} onDelete={setDeleting} />
              ))}
            </div>
          )}
          {data && data.pages > 1 && <PageNav page={data.page} pages={data.pages} onChange={setPage} label="Course pages" />}
        </Stack>
      </Paper>

      <NewCoursePanel opened={adding} onClose={() => setAdding(false)} />

      <ConfirmDelete
        opened={deleting !== null}
        title="Delete this course?"
        text={deleting ? `“${deleting.title}” will be deleted. If customers have started it, it is archived instead so they keep their progress.` : ''}
        confirm="Delete course"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
