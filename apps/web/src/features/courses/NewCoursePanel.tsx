import { messages } from '@iyl/core/catalog/messages';
import { COURSE_BRIEF_MAX, COURSE_HOURS_MAX, COURSE_HOURS_MIN, COURSE_TITLE_MAX, type CourseCategory, type CourseLevel, courseCategories, courseLevels } from '@iyl/core/courses/constants';
import { Button, FileButton, Group, NativeSelect, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { SidePanel } from '../../components/SidePanel.tsx';
import { UploadProgress } from '../../components/UploadProgress.tsx';
import { serverWords } from '../../lib/api-client.ts';
import { photoAccept, photoProblem } from '../../lib/photo-check.ts';
import { toast } from '../../lib/toast.tsx';
import { usePhone } from '../../lib/use-phone.ts';
import { useCreateCourse, useUploadCover } from './api.ts';
import { courseDraftProblem, levelText } from './rules.ts';
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

const empty = { title: '', brief: '', category: '', level: '', durationHours: '' as number | string };

/** Add New Course: the fields, then the cover (uploaded first, with its progress), then the course. */
export function NewCoursePanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const phone = usePhone();
  const [draft, setDraft] = useState(empty);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  // The cover already uploaded for this file: a course that failed to save is sent again without it.
  const uploaded = useRef<{ file: File; coverUrl: string } | null>(null);
  const resetPicker = useRef<() => void>(null);
  const chosenId = useId();
  const upload = useUploadCover();
  const create = useCreateCourse();
  const busy = upload.isPending || create.isPending;

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const set = (field: keyof typeof empty) => (value: string | number) => setDraft((d) => ({ ...d, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = courseDraftProblem(draft, Boolean(file));
    if (problem || !file) return void toast.error(problem ?? messages.selectPhoto);
    // A cover too large (or not a picture) is told before a byte of it is sent.
    const coverProblem = uploaded.current?.file === file ? null : photoProblem(file);
    if (coverProblem) return void toast.error(coverProblem);
    setProgress(0);
    try {
      const coverUrl = uploaded.current?.file === file ? uploaded.current.coverUrl : (await upload.mutateAsync({ file, onProgress: setProgress })).coverUrl;
      uploaded.current = { file, coverUrl };
      await create.mutateAsync({
        title: draft.title.trim(),
        brief: draft.brief.trim(),
        category: draft.category as CourseCategory,
        level: draft.level as CourseLevel,
        durationHours: Number(draft.durationHours),
        coverUrl,
      });
      toast.success(messages.courseCreated);
      setDraft(empty);
      setFile(null);
      uploaded.current = null;
      resetPicker.current?.();
      onClose();
    } catch (error) {
      toast.error(serverWords(error, messages.coachProfileFailed));
    }
  };

  return (
    <SidePanel opened={opened} onClose={onClose} title="Add New Course" fullScreen={phone} size="md">
      <form onSubmit={onSubmit} noValidate data-testid="new-course-form">
        <Stack gap="sm">
          <CountedTextInput label="Title" value={draft.title} onChange={(e) => set('title')(e.currentTarget.value)} maxLength={COURSE_TITLE_MAX} />
          <Textarea label="Brief" value={draft.brief} onChange={(e) => set('brief')(e.currentTarget.value)} maxLength={COURSE_BRIEF_MAX} autosize minRows={3} maxRows={8} />
          <NativeSelect label="Category" data={categoryOptions} value={draft.category} onChange={(e) => set('category')(e.currentTarget.value)} />
          <NativeSelect label="Level" data={levelOptions} value={draft.level} onChange={(e) => set('level')(e.currentTarget.value)} />
          <NumberInput
            label="Duration (hours)"
            value={draft.durationHours}
            onChange={set('durationHours')}
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
              <FileButton onChange={setFile} accept={photoAccept} resetRef={resetPicker} disabled={busy}>
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
