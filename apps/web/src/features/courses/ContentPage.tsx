import { messages } from '@iyl/core/catalog/messages';
import { LESSON_TITLE_MAX, LINK_MAX, LESSONS_PER_COURSE_MAX } from '@iyl/core/courses/constants';
import type { CoachCourseDetail, Lesson } from '@iyl/core/courses/contract';
import { coachCourseEndpoints } from '@iyl/core/courses/endpoints';
import { ActionIcon, Button, FileButton, Group, Paper, Skeleton, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowLeft, IconArrowUp, IconBook2, IconDeviceFloppy, IconPhotoUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { serverWords } from '../../lib/api-client.ts';
import { photoAccept, photoProblem } from '../../lib/photo-check.ts';
import { toast } from '../../lib/toast.tsx';
import { type FieldErrors, useEndpointForm } from '../../lib/use-endpoint-form.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { LazyNoteEditor } from '../notes/public/LazyNoteEditor.tsx';
import { isConflict, useCoachCourse, useDeleteLesson, useReorderLessons, useSaveLesson, useUploadLessonImage } from './api.ts';
import { AvailabilityBadge, CourseCover, Stars } from './components.tsx';
import { ConfirmDelete } from './ConfirmDelete.tsx';
import { isBlankHtml, type LessonDraft, lessonDraftProblem, titleCase } from './rules.ts';
import area from '../../components/coach-area.module.css';
import classes from './courses.module.css';
import { CountedTextInput } from '../../components/CountedTextInput.tsx';

const lessonName = (lesson: Lesson, index: number) => lesson.title || `Lesson ${index + 1}`;

function BackLink() {
  return (
    <Button component={Link} to="/Lessons" variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden="true" />} w="fit-content">
      Back to Courses
    </Button>
  );
}

/** The form of one lesson (a new one when `lesson` is null). Mounted anew for each lesson, so it starts from it. */
function LessonForm({ course, lesson, onSaved }: { course: CoachCourseDetail; lesson: Lesson | null; onSaved: (lessonId: string) => void }) {
  const contentLabel = useId();
  const save = useSaveLesson(course.id);
  const upload = useUploadLessonImage();
  const imagesHint = useId();
  // AddLesson and UpdateLesson take the same body.
  const { form, onSubmit } = useEndpointForm(coachCourseEndpoints.AddLesson, {
    initialValues: {
      title: lesson?.title ?? '',
      content: lesson?.content ?? '',
      imagesUrl: lesson?.imagesUrl ?? '',
      videoUrl: lesson?.video?.sourceUrl ?? '',
      habit: lesson?.habit ?? '',
    } as LessonDraft,
    // The body leaves them open; the spec asks for the content, a picture and a video ('lessonFieldsMissing').
    rules: (draft) => {
      const problem = lessonDraftProblem(draft);
      if (!problem) return {};
      const errors: FieldErrors<LessonDraft> = { '': problem };
      if (isBlankHtml(draft.content)) errors.content = true;
      if (!draft.imagesUrl.trim()) errors.imagesUrl = true;
      if (!draft.videoUrl.trim()) errors.videoUrl = true;
      return errors;
    },
    transform: ({ habit, ...draft }) => ({ ...draft, habit: habit.trim() || undefined }),
    submit: (body) =>
      save.mutate(
        { lessonId: lesson?.id ?? null, body },
        {
          onSuccess: (answer) => {
            toast.success(messages.lessonSaved);
            const saved = lesson ? lesson.id : answer.course.lessons.at(-1)?.id;
            if (saved) onSaved(saved);
          },
          // The video and image link rules are the server's: its words say what is wrong.
          onError: (error) => toast.error(serverWords(error, messages.coachProfileFailed)),
        },
      ),
  });
  const { imagesUrl } = form.getValues();
  // A picture uploaded to the app: its address fills Images URL (kept once the lesson is saved).
  const uploadPicture = (file: File | null) => {
    if (!file) return;
    // A picture too large (or not a picture) is told before a byte of it is sent.
    const problem = photoProblem(file);
    if (problem) return void toast.error(problem);
    upload.mutate(file, {
      onSuccess: (answer) => {
        form.setFieldValue('imagesUrl', answer.imagesUrl);
        toast.success(answer.message);
      },
      onError: (error) => toast.error(serverWords(error, messages.coachProfileFailed)),
    });
  };
  // What the picture looks like, when it is the app's own (a link elsewhere is checked by the server on save).
  const preview = /^\/uploads\/[\w.-]+$/.test(imagesUrl.trim()) ? imagesUrl.trim() : null;

  return (
    <form onSubmit={onSubmit} noValidate data-testid="lesson-form" aria-label={lesson ? `Edit ${lesson.title || 'lesson'}` : 'New lesson'}>
      <Stack gap="sm">
        <CountedTextInput label="Title" description="Optional" {...form.getInputProps('title')} value={form.getValues().title} maxLength={LESSON_TITLE_MAX} />
        <div>
          <Text id={contentLabel} size="sm" fw={500} mb={4}>
            Content
          </Text>
          <LazyNoteEditor initialHtml={lesson?.content ?? ''} onChange={(value) => form.setFieldValue('content', value)} labelledBy={contentLabel} />
        </div>
        <div>
          <TextInput
            label="Images URL"
            description="Upload the lesson's picture, or link one on an address this site allows."
            type="url"
            {...form.getInputProps('imagesUrl')}
            maxLength={LINK_MAX}
          />
          <Group gap="xs" mt={6} wrap="wrap">
            <FileButton onChange={uploadPicture} accept={photoAccept} disabled={upload.isPending}>
              {(props) => (
                <Button {...props} size="xs" variant="default" leftSection={<IconPhotoUp size={16} aria-hidden="true" />} loading={upload.isPending} aria-describedby={imagesHint}>
                  Upload a picture
                </Button>
              )}
            </FileButton>
            <Text id={imagesHint} size="xs" c="dimmed">
              JPEG, PNG, GIF or WebP; kept in the wide shape of the lesson page.
            </Text>
          </Group>
          {preview && <img className={classes.lessonPicture} src={preview} alt="Lesson illustration preview" style={{ marginTop: 8, maxWidth: '20rem' }} />}
        </div>
        <TextInput
          label="Video URL"
          description="A YouTube or Vimeo link, or a video file (.mp4 or .webm) on an address this site allows."
          type="url"
          {...form.getInputProps('videoUrl')}
          maxLength={LINK_MAX}
        />
        <CountedTextInput
          label="Habit learners can add"
          description="Optional: learners can add it to their routines in one click."
          {...form.getInputProps('habit')}
          value={form.getValues().habit}
          maxLength={LESSON_TITLE_MAX}
        />
        <Group>
          <Button type="submit" leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />} loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function LessonList({
  course,
  selected,
  onSelect,
  onDelete,
}: {
  course: CoachCourseDetail;
  selected: string | null;
  onSelect: (id: string) => void;
  onDelete: (lesson: Lesson) => void;
}) {
  const reorder = useReorderLessons(course.id);
  const refetch = useCoachCourse(course.id).refetch;
  const move = (index: number, by: -1 | 1) => {
    const ids = course.lessons.map((l) => l.id);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + by, 0, moved);
    reorder.mutate(ids, {
      onSuccess: () => toast.success(messages.lessonOrderSaved),
      onError: (error) => {
        toast.error(serverWords(error, messages.coachProfileFailed));
        // Someone changed the lessons meanwhile: show the course as it is now.
        if (isConflict(error)) void refetch();
      },
    });
  };
  const count = course.lessons.length;
  return (
    <Stack component="ol" gap={6} className={classes.lessons} aria-label="Lessons" data-testid="lesson-list">
      {course.lessons.map((lesson, index) => {
        const name = lessonName(lesson, index);
        return (
          <li key={lesson.id}>
            <Group gap={4} wrap="nowrap" justify="space-between">
              <UnstyledButton
                onClick={() => onSelect(lesson.id)}
                aria-current={selected === lesson.id ? 'true' : undefined}
                className={area.wrap}
                p={6}
                style={{ flex: 1, borderRadius: 4, background: selected === lesson.id ? 'var(--mantine-color-brand-light, var(--mantine-primary-color-light))' : undefined }}
                data-testid="lesson-item"
              >
                <Text size="sm" fw={selected === lesson.id ? 600 : 400}>{`${index + 1}. ${name}`}</Text>
              </UnstyledButton>
              <ActionIcon variant="subtle" size="lg" aria-label={`Move ${name} up`} disabled={index === 0 || reorder.isPending} onClick={() => move(index, -1)}>
                <IconArrowUp size={16} aria-hidden="true" />
              </ActionIcon>
              <ActionIcon variant="subtle" size="lg" aria-label={`Move ${name} down`} disabled={index === count - 1 || reorder.isPending} onClick={() => move(index, 1)}>
                <IconArrowDown size={16} aria-hidden="true" />
              </ActionIcon>
              <ActionIcon variant="subtle" color="red.8" size="lg" aria-label={`Delete ${name}`} onClick={() => onDelete(lesson)}>
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
          </li>
        );
      })}
    </Stack>
  );
}

function CourseEditor({ course }: { course: CoachCourseDetail }) {
  // The lesson being edited: one of the course's, or a new one ('new'); the first lesson to begin with.
  const [selected, setSelected] = useState<string | null>(course.lessons[0]?.id ?? 'new');
  const [deleting, setDeleting] = useState<Lesson | null>(null);
  const remove = useDeleteLesson(course.id);
  const lesson = course.lessons.find((l) => l.id === selected) ?? null;
  const editing = lesson ?? (selected === 'new' || course.lessons.length === 0 ? null : undefined);
  const full = course.lessons.length >= LESSONS_PER_COURSE_MAX;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (answer) => {
        toast.success(messages.lessonDeleted);
        if (selected === deleting.id) setSelected(answer.course.lessons[0]?.id ?? 'new');
        setDeleting(null);
      },
      onError: (error) => toast.error(serverWords(error, messages.coachProfileFailed)),
    });
  };

  return (
    <>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="course-heading">
        <Group align="flex-start" gap="md" wrap="wrap">
          <div className={classes.preview} style={{ flex: '1 1 12rem' }}>
            <CourseCover src={course.coverUrl} title={course.title} eager />
          </div>
          <Stack gap={6} style={{ flex: '2 1 14rem' }} className={area.wrap}>
            <Title order={1} size="h2" id="course-heading">
              {titleCase(course.title)}
            </Title>
            <AvailabilityBadge available={course.available} />
            <Stars rating={course.rating} />
            <Text size="sm" c="dimmed">{`${course.stats.started} started · ${course.stats.finished} finished`}</Text>
            {course.stats.stoppedAt.some((s) => s.customers > 0) && (
              <Text size="sm" c="dimmed">
                {`Where customers stop: ${course.stats.stoppedAt
                  .filter((s) => s.customers > 0)
                  .map((s) => `${s.title || 'a lesson'} (${s.customers})`)
                  .join(', ')}`}
              </Text>
            )}
          </Stack>
        </Group>
      </Paper>

      <Group align="flex-start" gap="lg" wrap="wrap">
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="lessons-heading" style={{ flex: '1 1 16rem' }} className={area.card}>
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap">
              <Title order={2} size="h4" id="lessons-heading">
                Lessons
              </Title>
              <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden="true" />} onClick={() => setSelected('new')} disabled={full}>
                Add lesson
              </Button>
            </Group>
            {course.lessons.length === 0 ? (
              <EmptyState icon={IconBook2} testId="lessons-empty">
                No lessons yet. Write the first one: the course becomes Available once it has content.
              </EmptyState>
            ) : (
              <LessonList course={course} selected={selected} onSelect={setSelected} onDelete={setDeleting} />
            )}
            {full && <Text size="sm" c="dimmed">{messages.lessonsFull}</Text>}
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="lesson-heading" style={{ flex: '3 1 20rem' }} className={area.card}>
          <Title order={2} size="h4" id="lesson-heading" mb="sm">
            {lesson ? `Edit ${lessonName(lesson, course.lessons.indexOf(lesson))}` : 'New lesson'}
          </Title>
          {editing !== undefined && <LessonForm key={editing ? `${editing.id}:${editing.updatedAt}` : 'new'} course={course} lesson={editing} onSaved={setSelected} />}
        </Paper>
      </Group>

      <ConfirmDelete
        opened={deleting !== null}
        title="Delete this lesson?"
        text={deleting ? `“${deleting.title || 'This lesson'}” will be deleted. Customers keep the other lessons they finished.` : ''}
        confirm="Delete lesson"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}

/** /Content?ref=<course id>: the course's cover, its lessons (add, reorder, delete) and the selected lesson's content. */
export function ContentPage() {
  usePageTitle('Lesson Content');
  const [params] = useSearchParams();
  const ref = params.get('ref')?.trim() ?? '';
  const course = useCoachCourse(ref);
  return (
    <Stack gap="lg" className={area.page}>
      <BackLink />
      {course.isPending && ref !== '' && (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={160} />
          <Skeleton height={240} />
        </Stack>
      )}
      {course.isError && !course.data && <LoadFailed message={messages.coachProfileFailed} onRetry={() => course.refetch()} />}
      {(ref === '' || course.data === null) && (
        <EmptyState icon={IconBook2} testId="course-not-found">
          {messages.courseNotFound}
        </EmptyState>
      )}
      {course.data && <CourseEditor key={course.data.id} course={course.data} />}
    </Stack>
  );
}
