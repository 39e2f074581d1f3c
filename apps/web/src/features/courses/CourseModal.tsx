import { messages } from '@iyl/core/catalog/messages';
import { type CourseRatingChoice, categoryLabel, courseRatings } from '@iyl/core/courses/constants';
import type { CourseDetail } from '@iyl/core/courses/contract';
import { Button, Group, Modal, Radio, Skeleton, Stack, Text, } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { serverWords } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.tsx';
import { usePhone } from '../../lib/use-phone.ts';
import { useCourse, useRateCourse } from './api.ts';
import { CourseCover, LessonHtml, LessonPlayer, Stars } from './components.tsx';
import { hoursText, levelText, titleCase } from './rules.ts';
import area from '../../components/coach-area.module.css';

function Details({ course }: { course: CourseDetail }) {
  const first = course.lessons[0];
  return (
    <Stack gap="sm" className={area.wrap}>
      <CourseCover src={course.coverUrl} title={course.title} eager />
      <Text>{course.brief}</Text>
      <dl className={area.details}>
        <dt>Category</dt>
        <dd>{categoryLabel(course.category)}</dd>
        <dt>Level</dt>
        <dd>{levelText(course.level)}</dd>
        <dt>Uploaded by</dt>
        <dd>{course.uploader.name}</dd>
        <dt>Duration</dt>
        <dd>{hoursText(course.durationHours)}</dd>
        <dt>Rating</dt>
        <dd>
          <Stars rating={course.rating} />
        </dd>
      </dl>
      {first && <LessonHtml html={first.content} />}
      {first?.video && <LessonPlayer video={first.video} title={first.title || course.title} />}
      <Button component={Link} to={`/CourseView?id=${encodeURIComponent(course.id)}`} leftSection={<IconPlayerPlay size={16} aria-hidden="true" />} w="fit-content">
        Open course
      </Button>
    </Stack>
  );
}

function Reviews({ course }: { course: CourseDetail }) {
  const [choice, setChoice] = useState<CourseRatingChoice | ''>('');
  const rate = useRateCourse(course.id);
  const navigate = useNavigate();
  const submit = () => {
    if (!choice) return void toast.error(messages.ratingInvalid);
    rate.mutate(choice, {
      onSuccess: () => {
        if (choice === 'Excellent') {
          toast.success(messages.ratedExcellent);
          navigate('/Coaching');
        } else toast.success(messages.rated);
      },
      // A 409 (not opened yet) and the like carry the server's words.
      onError: (error) => toast.error(serverWords(error, messages.coachProfileFailed)),
    });
  };
  return (
    <Stack gap="sm">
      <Radio.Group label="How would you rate this library?" value={choice} onChange={(v) => setChoice(v as CourseRatingChoice)}>
        <Group gap="lg" mt="xs">
          {courseRatings.map(([label]) => (
            <Radio key={label} value={label} label={label} />
          ))}
        </Group>
      </Radio.Group>
      <Button onClick={submit} loading={rate.isPending} w="fit-content">
        Submit Rating
      </Button>
    </Stack>
  );
}

/** A course of the library: its details, content and video when available, and the Reviews. */
export function CourseModal({ courseId, opened, onClose }: { courseId: string | null; opened: boolean; onClose: () => void }) {
  const phone = usePhone();
  const course = useCourse(courseId);
  const [view, setView] = useState<'details' | 'reviews'>('details');
  const told = useRef<string | null>(null);
  const data = course.data;

  // One toast per opening: whether the content is there.
  useEffect(() => {
    if (!courseId || !opened) {
      told.current = null;
      setView('details');
      return;
    }
    if (!data || data.id !== courseId || told.current === courseId) return;
    told.current = courseId;
    if (data.available && data.lessons.length > 0) toast.success(messages.courseAvailable);
    else toast.info(messages.courseNotAvailable);
  }, [courseId, opened, data]);

  const available = Boolean(data?.available && data.lessons.length > 0);
  return (
    <Modal
      opened={opened && courseId !== null}
      onClose={onClose}
      title={data ? titleCase(data.title) : 'Course'}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md" data-testid="course-modal">
        {course.isPending && (
          <Stack gap="sm" aria-busy="true">
            <Skeleton height={180} />
            <Skeleton height={20} width="60%" />
            <Skeleton height={60} />
          </Stack>
        )}
        {course.isError && <Text role="alert">{messages.coachProfileFailed}</Text>}
        {data === null && <Text>{messages.courseNotFound}</Text>}
        {data && view === 'details' && (available ? <Details course={data} /> : <Text data-testid="course-no-content">{messages.courseNoContent}</Text>)}
        {data && view === 'reviews' && <Reviews course={data} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          {view === 'details' ? (
            // A course with no content cannot be opened, so not rated yet.
            available && (
              <Button variant="light" onClick={() => setView('reviews')}>
                Reviews
              </Button>
            )
          ) : (
            <Button variant="light" onClick={() => setView('details')}>
              Back to course
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
