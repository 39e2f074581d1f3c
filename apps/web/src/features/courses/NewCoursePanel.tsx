import { messages } from '@iyl/core/catalog/messages';
import { COURSE_BRIEF_MAX, COURSE_HOURS_MAX, COURSE_HOURS_MIN, COURSE_TITLE_MAX, type CourseCategory, type CourseLevel, courseCategories, courseLevels } from '@iyl/core/courses/constants';
import { coachCourseEndpoints } from '@iyl/core/courses/endpoints';
import { Button, FileButton, Group, NativeSelect, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { SidePanel } from '../../components/SidePanel.tsx';
import { UploadProgress } from '../../components/UploadProgress.tsx';
import { serverWords } from '../../lib/api-client.ts';
import { photoAccept, photoProblem } from '../../lib/photo-check.ts';
import { toast } from '../../lib/toast.tsx';
import { type FieldErrors, useEndpointForm } from '../../lib/use-endpoint-form.ts';
import { usePhone } from '../../lib/use-phone.ts';
import { useCreateCourse, useUploadCover } from './api.ts';
import { type CourseDraft, courseDraftProblem, levelText } from './rules.ts';
import cards from '../../components/card-grid.module.css';
import classes from './courses.module.css';
import { CountedTextInput } from '../../components/CountedTextInput.tsx';

// 'Others' last, whatever order the list comes in.
const categoryOptions = [
  { value: '', label: 'Choose a category' },
  ...courseCategories.filter(([v]) => v !== 'others').map(([value, label]) => ({ value, label })),
  ...courseCategories.filter(([v]) => v === 'others').map(([value, label]) => ({ value, label })),
];
const levelOptions = [{ value: '', label: 'Choose a level' }, ...courseLevels.map((value) => ({ value, label: levelText(value) }))];

type NewCourseValues = CourseDraft & { cover: File | null };
const empty: NewCourseValues = { title: '', brief: '', category: '', level: '', durationHours: '', cover: null };

/** The spec's first message for the form ('' : the one told), each field it is about marked. */
function courseProblems(values: NewCourseValues): FieldErrors<NewCourseValues> {
  const problem = courseDraftProblem(values, Boolean(values.cover));
  if (!problem) return {};
  if (problem === messages.selectPhoto) return { '': problem, cover: true };
  if (problem === messages.courseHoursInvalid) return { '': problem, durationHours: true };
  const errors: FieldErrors<NewCourseValues> = { '': problem };
  for (const field of ['title', 'brief', 'category', 'level', 'durationHours'] as const) if (String(values[field]).trim() === '') errors[field] = true;
  return errors;
}

/** Add New Course: the fields, then the cover (uploaded first, with its progress), then the course. */
export function NewCoursePanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const phone = usePhone();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  // The cover already uploaded for this file: a course that failed to save is sent again without it.
  const uploaded = useRef<{ file: File; coverUrl: string } | null>(null);
  const resetPicker = useRef<() => void>(null);
  const chosenId = useId();
  const upload = useUploadCover();
  const create = useCreateCourse();
  const busy = upload.isPending || create.isPending;

  const { form, onSubmit } = useEndpointForm(coachCourseEndpoints.PostCourseLecture, {
    initialValues: empty,
    // The body less its cover's address, which the cover's upload gives just before the course is sent.
    fields: () => import('@iyl/core/courses/contract').then((c) => c.NewCourseBody.omit({ coverUrl: true })),
    rules: courseProblems,
    transform: ({ title, brief, category, level, durationHours }) => ({
      title,
      brief,
      category: category as CourseCategory,
      level: level as CourseLevel,
      durationHours: Number(durationHours),
    }),
    submit: async (course, { cover: file }) => {
      if (!file) return;
      // A cover too large (or not a picture) is told before a byte of it is sent.
      const coverProblem = uploaded.current?.file === file ? null : photoProblem(file);
      if (coverProblem) {
        form.setFieldError('cover', coverProblem);
        return void toast.error(coverProblem);
      }
      setProgress(0);
      try {
        const coverUrl = uploaded.current?.file === file ? uploaded.current.coverUrl : (await upload.mutateAsync({ file, onProgress: setProgress })).coverUrl;
        uploaded.current = { file, coverUrl };
        await create.mutateAsync({ ...course, coverUrl });
        toast.success(messages.courseCreated);
        form.reset();
        uploaded.current = null;
        resetPicker.current?.();
        onClose();
      } catch (error) {
        toast.error(serverWords(error, messages.coachProfileFailed));
      }
    },
  });
  const file = form.getValues().cover;

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <SidePanel opened={opened} onClose={onClose} title="Add New Course" fullScreen={phone} size="md">
      <form onSubmit={onSubmit} noValidate data-testid="new-course-form">
        <Stack gap="sm">
          <CountedTextInput label="Title" {...form.getInputProps('title')} value={form.getValues().title} maxLength={COURSE_TITLE_MAX} />
          <Textarea label="Brief" {...form.getInputProps('brief')} maxLength={COURSE_BRIEF_MAX} autosize minRows={3} maxRows={8} />
          <NativeSelect label="Category" data={categoryOptions} {...form.getInputProps('category')} />
          <NativeSelect label="Level" data={levelOptions} {...form.getInputProps('level')} />
          <NumberInput
            label="Duration (hours)"
            {...form.getInputProps('durationHours')}
            min={COURSE_HOURS_MIN}
            max={COURSE_HOURS_MAX}
            step={0.5}
            decimalScale={1}
            allowNegative={false}
          />
          <div>
            <Text component="span" size="sm" fw={500} display="block" mb={4}>
              Cover image
            </Text>
            <Group gap="sm" wrap="nowrap">
              <FileButton onChange={(chosen) => form.setFieldValue('cover', chosen)} accept={photoAccept} resetRef={resetPicker} disabled={busy}>
                {(props) => (
                  <Button {...props} variant="default" leftSection={<IconPhotoUp size={18} aria-hidden="true" />} aria-describedby={chosenId} disabled={busy}>
                    Choose cover image
                  </Button>
                )}
              </FileButton>
              <Text id={chosenId} size="sm" c={file ? undefined : 'dimmed'} truncate="end" data-testid="cover-chosen">
                {file ? file.name : 'No file chosen'}
              </Text>
            </Group>
            {typeof form.errors.cover === 'string' && (
              <Text size="sm" c="red.8" mt={4}>
                {form.errors.cover}
              </Text>
            )}
            {preview && <img className={`${cards.cover} ${classes.preview}`} src={preview} alt="Cover preview" style={{ marginTop: 8 }} />}
          </div>
          {upload.isPending && <UploadProgress percent={progress} saving="Saving the cover…" />}
          <Group>
            <Button type="submit" loading={busy}>
              Create course
            </Button>
          </Group>
        </Stack>
      </form>
    </SidePanel>
  );
}
