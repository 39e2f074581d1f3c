import { messages } from '@iyl/core/catalog/messages';
import { Anchor, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PageNav } from '../../../components/PageNav.tsx';
import { useClampPage } from '../../../lib/use-clamp-page.ts';
import { useMyCourses } from '../api.ts';
import { titleCase } from '../rules.ts';
import area from '../../../components/coach-area.module.css';
import classes from '../courses.module.css';

/** /Coaching's "My courses": the courses the customer started, with progress, each opening /CourseView. */
export function MyCourses() {
  const [page, setPage] = useState(1);
  const mine = useMyCourses(page);
  const data = mine.data;
  useClampPage(page, data?.pages, setPage);
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="my-courses-heading" aria-busy={mine.isPending || undefined}>
      <Stack gap="sm">
        <Title order={2} size="h3" id="my-courses-heading">
          My courses
        </Title>
        {mine.isError && !data && <LoadFailed message={messages.coachProfileFailed} onRetry={() => mine.refetch()} />}
        {data && data.items.length === 0 && (
          <EmptyState icon={IconBook2} testId="my-courses-empty">
            No courses started yet. Open a coach's My Courses to find one.
          </EmptyState>
        )}
        {data && data.items.length > 0 && (
          <Stack component="ul" gap="sm" className={classes.lessons} data-testid="my-courses">
            {data.items.map((course) => {
              const title = titleCase(course.title);
              const labelId = `my-course-${course.id}`;
              return (
                <li key={course.id} className={area.wrap}>
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <div className={area.wrap}>
                      <Anchor component={Link} to={`/CourseView?id=${encodeURIComponent(course.id)}`} fw={600} id={labelId}>
                        {title}
                      </Anchor>
                      <Text size="sm" c="dimmed">
                        {course.archived ? `${course.uploader.name} · no longer offered` : course.uploader.name}
                      </Text>
                    </div>
                    <Text size="sm">{`${course.progress.percent}%`}</Text>
                  </Group>
                  <Progress value={course.progress.percent} mt={4} aria-label={`Progress in ${title}`} />
                </li>
              );
            })}
          </Stack>
        )}
        {data && data.pages > 1 && <PageNav page={data.page} pages={data.pages} onChange={setPage} label="My course pages" />}
      </Stack>
    </Paper>
  );
}
