import { messages } from '@iyl/core/catalog/messages';
import type { CourseDetail, Lesson } from '@iyl/core/courses/contract';
import { ROUTINE_DESCRIPTION_MAX, ROUTINE_TITLE_MAX } from '@iyl/core/routines/constants';
import { Alert, Button, Group, Paper, Progress, Skeleton, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconBook2, IconCheck, IconCircle, IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { toast } from '../../lib/toast.tsx';
import { serverWords } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useRoutineChoices } from '../habits/public/RoutineChoices.tsx';
import { useAddRoutine } from '../routines/api.ts';
import { useCourse, useMarkDone, useSavePosition } from './api.ts';
import { LessonHtml, LessonPlayer } from './components.tsx';
import { titleCase } from './rules.ts';
import area from '../../components/coach-area.module.css';
import classes from './courses.module.css';
import a11y from '../../lib/visually-hidden.module.css';

/** A file video's place is saved after this much playback, and shortly after a pause. */
const SAVE_EVERY_SECONDS = 15;
const PAUSE_SAVE_DELAY_MS = 800;

const lessonName = (lesson: Lesson, index: number) => lesson.title || `Lesson ${index + 1}`;

/** Where a file video is: saved every ~15 s of playback and on pause (debounced); quiet when it fails. */
function usePositionSaver(courseId: string, lessonId: string | undefined) {
  const save = useSavePosition(courseId).mutate;
  // The second last saved, for the lesson it was saved in.
  const lastSaved = useRef<{ lessonId?: string; seconds: number }>({ seconds: 0 });
  const pauseTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pauseTimer.current), []);
  const onTime = useCallback(
    (seconds: number) => {
      if (!lessonId) return;
      const since = lastSaved.current.lessonId === lessonId ? lastSaved.current.seconds : 0;
      if (Math.abs(seconds - since) < SAVE_EVERY_SECONDS) return;
      lastSaved.current = { lessonId, seconds };
      save({ lessonId, positionSeconds: seconds });
    },
    [lessonId, save],
  );
  const onPause = useCallback(
    (seconds: number) => {
      if (!lessonId) return;
      clearTimeout(pauseTimer.current);
      pauseTimer.current = setTimeout(() => {
        lastSaved.current = { lessonId, seconds };
        save({ lessonId, positionSeconds: seconds });
      }, PAUSE_SAVE_DELAY_MS);
    },
    [lessonId, save],
  );
  return { onTime, onPause };
}

/** A lesson's habit, added to the customer's routines at the time of day and as often as they choose (the Habits Library's Add Routine choices). */
function HabitButton({ habit, lesson, course }: { habit: string; lesson: string; course: CourseDetail }) {
  const add = useAddRoutine();
  const choicesId = useId();
  const [choosing, setChoosing] = useState(false);
  const choices = useRoutineChoices();
  // The course's title as the page shows it (titles are kept in lower case).
  const description = `From the lesson “${lesson}” of the course “${titleCase(course.title)}”.`.slice(0, ROUTINE_DESCRIPTION_MAX);
  const added = add.isSuccess;
  const submit = () => {
    const chosen = choices.chosen();
    if (!chosen) return;
    // useAddRoutine toasts the outcome ('Habit Building Routine Added', or the server's reason).
    add.mutate({ title: habit.slice(0, ROUTINE_TITLE_MAX), description, ...chosen }, { onSuccess: () => setChoosing(false) });
  };
  return (
    <Paper withBorder radius="md" p="sm" data-testid="lesson-habit">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" className={area.wrap}>
          {`Habit from this lesson: ${habit}`}
        </Text>
        <Button
          size="xs"
          variant="light"
          leftSection={added ? <IconCheck size={14} aria-hidden="true" /> : <IconPlus size={14} aria-hidden="true" />}
          // Added once: a second click would only be refused as a routine they already have.
          disabled={added}
          onClick={() => setChoosing((open) => !open)}
          aria-expanded={added ? undefined : choosing}
          aria-controls={choosing ? choicesId : undefined}
          aria-label={added ? `In your routines: ${habit}` : `Add to my routines: ${habit}`}
        >
          {added ? 'In your routines' : 'Add to my routines'}
        </Button>
      </Group>
      {choosing && !added && (
        <Stack gap="sm" mt="sm" id={choicesId} data-testid="lesson-habit-choices">
          {choices.fields}
          <Group gap="xs">
            <Button size="xs" leftSection={<IconPlus size={14} aria-hidden="true" />} onClick={submit} loading={add.isPending}>
              Add Routine
            </Button>
            <Button size="xs" variant="default" onClick={() => setChoosing(false)}>
              Cancel
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}

function CourseBody({ course }: { course: CourseDetail }) {
  const progress = course.progress;
  const lessons = course.lessons;
  const [chosen, setChosen] = useState<string | null>(null);
  const currentId = chosen ?? progress?.currentLessonId ?? lessons[0]?.id;
  const index = Math.max(0, lessons.findIndex((l) => l.id === currentId));
  const lesson = lessons[index];
  const done = new Set(progress?.done ?? []);
  const percent = progress?.percent ?? 0;
  const markDone = useMarkDone(course.id);
  const savePosition = useSavePosition(course.id);
  const { onTime, onPause } = usePositionSaver(course.id, lesson?.id);
  // The saved place in a file video applies to the lesson it was saved in.
  const startAt = lesson && progress && progress.currentLessonId === lesson.id && chosen === null ? progress.positionSeconds : 0;

  const choose = (id: string) => {
    setChosen(id);
    savePosition.mutate({ lessonId: id, positionSeconds: 0 });
  };

  const onDone = () => {
    if (!lesson) return;
    markDone.mutate(lesson.id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        const next = answer.progress.currentLessonId ?? lessons[index + 1]?.id ?? lesson.id;
        setChosen(next);
      },
      onError: (error) => toast.error(serverWords(error, messages.coachProfileFailed)),
    });
  };

  if (!lesson) return <Text data-testid="course-no-content">{messages.courseNoContent}</Text>;
  const name = lessonName(lesson, index);
  return (
    <>
      <div>
        <Group justify="space-between" mb={4}>
          <Text size="sm" fw={500}>
            Your progress
          </Text>
          <Text size="sm" data-testid="course-percent">{`${percent}%`}</Text>
        </Group>
        <Progress value={percent} aria-label="Your progress in this course" />
      </div>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Paper withBorder radius="md" p="md" component="nav" aria-labelledby="course-lessons" style={{ flex: '1 1 14rem' }} className={area.card}>
          <Title order={2} size="h5" id="course-lessons" mb="xs">
            Lessons
          </Title>
          <Stack component="ol" gap={4} className={classes.lessons} data-testid="course-lessons">
            {lessons.map((l, i) => {
              const isDone = done.has(l.id);
              const current = l.id === lesson.id;
              return (
                <li key={l.id}>
                  <UnstyledButton
                    onClick={() => choose(l.id)}
                    aria-current={current ? 'step' : undefined}
                    p={6}
                    w="100%"
                    style={{ borderRadius: 4, background: current ? 'var(--mantine-primary-color-light)' : undefined }}
                    data-testid="course-lesson"
                    data-done={isDone || undefined}
                  >
                    <Group gap="xs" wrap="nowrap">
                      <ThemeIcon size="sm" radius="xl" variant={isDone ? 'filled' : 'light'} color={isDone ? 'teal' : 'gray'} aria-hidden="true">
                        {isDone ? <IconCheck size={12} /> : <IconCircle size={10} />}
                      </ThemeIcon>
                      <Text size="sm" fw={current ? 600 : 400} className={area.wrap}>
                        {`${i + 1}. ${lessonName(l, i)}`}
                        {isDone && <span className={a11y.visuallyHidden}> (done)</span>}
                      </Text>
                    </Group>
                  </UnstyledButton>
                </li>
              );
            })}
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="current-lesson" style={{ flex: '3 1 20rem' }} className={area.card}>
          <Stack gap="sm">
            <Title order={2} size="h4" id="current-lesson" data-testid="current-lesson">
              {name}
            </Title>
            {lesson.video && <LessonPlayer key={lesson.id} video={lesson.video} title={name} startAt={startAt} onTime={onTime} onPause={onPause} />}
            <LessonHtml html={lesson.content} />
            {/* The app's own picture, or one on a host the site allows: the server gives no other (and the CSP loads no other). */}
            {lesson.imagesUrl && <img key={lesson.imagesUrl} className={classes.lessonPicture} src={lesson.imagesUrl} alt={`Illustration: ${name}`} loading="lazy" decoding="async" width={640} height={336} data-testid="lesson-picture" />}
            {lesson.habit && <HabitButton key={lesson.id} habit={lesson.habit} lesson={name} course={course} />}
            <Group>
              <Button leftSection={<IconCheck size={16} aria-hidden="true" />} onClick={onDone} loading={markDone.isPending} disabled={done.has(lesson.id)}>
                {done.has(lesson.id) ? 'Lesson done' : 'Mark lesson done'}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Group>
    </>
  );
}

/** /CourseView?id=<course>: the course's lessons with progress, the current lesson's content and video, resume. */
export function CourseViewPage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const course = useCourse(id || null);
  const data = course.data;
  usePageTitle(data ? titleCase(data.title) : 'Course');
  return (
    <Stack gap="lg" className={area.page}>
      <Button component={Link} to="/Coaching" variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden="true" />} w="fit-content">
        Coaches
      </Button>
      {id !== '' && course.isPending && (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={32} width="50%" />
          <Skeleton height={12} />
          <Skeleton height={300} />
        </Stack>
      )}
      {course.isError && !data && <LoadFailed message={messages.coachProfileFailed} onRetry={() => course.refetch()} />}
      {(id === '' || data === null) && (
        <EmptyState icon={IconBook2} testId="course-not-found">
          {messages.courseNotFound}
        </EmptyState>
      )}
      {data && (
        <>
          <Title order={1} className={area.wrap}>
            {titleCase(data.title)}
          </Title>
          {data.archived && (
            <Alert color="orange" variant="light" data-testid="course-archived">
              {messages.courseArchived}
            </Alert>
          )}
          {data.available && data.lessons.length > 0 ? (
            <CourseBody key={data.id} course={data} />
          ) : (
            <Text data-testid="course-no-content">{messages.courseNoContent}</Text>
          )}
        </>
      )}
    </Stack>
  );
}
