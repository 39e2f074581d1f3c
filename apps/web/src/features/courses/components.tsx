import type { LessonVideo, RatingSummary } from '@iyl/core/courses/contract';
import { Badge, Group, Text } from '@mantine/core';
import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';
import cards from '../../components/card-grid.module.css';
import { ratingLabel, starFills } from './rules.ts';
import classes from './courses.module.css';

/** Stars filled up to five (the average to the nearest half), with the count; named for a screen reader. */
export function Stars({ rating }: { rating: RatingSummary }) {
  const label = ratingLabel(rating);
  return (
    <Group gap={6} wrap="nowrap" data-testid="course-stars">
      <span className={classes.stars} role="img" aria-label={label}>
        {starFills(rating.average).map((fill, i) =>
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed stars.
          fill === 'full' ? <IconStarFilled key={i} size={16} aria-hidden="true" /> : fill === 'half' ? <IconStarHalfFilled key={i} size={16} aria-hidden="true" /> : <IconStar key={i} size={16} aria-hidden="true" />,
        )}
      </span>
      <Text size="xs" c="dimmed" aria-hidden="true">
        {rating.count === 0 ? 'No ratings yet' : `(${rating.count})`}
      </Text>
    </Group>
  );
}

/** A course's cover, named by its title. */
export function CourseCover({ src, title, eager }: { src: string; title: string; eager?: boolean }) {
  return <img className={cards.cover} src={src} alt={title} loading={eager ? 'eager' : 'lazy'} decoding="async" width={320} height={180} />;
}

/** A lesson's text: HTML the server sanitised (the notes editor's allowlist). */
export function LessonHtml({ html }: { html: string }) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the lesson's content, sanitised on the server to the notes editor's allowlist.
    <div className={classes.lessonHtml} data-testid="lesson-content" dangerouslySetInnerHTML={{ __html: html }} />
  );
}

/** A lesson's video: the privacy-enhanced player for YouTube and Vimeo (its address built on the server), or the file. */
export function LessonPlayer({
  video,
  title,
  startAt,
  onTime,
  onPause,
}: {
  video: LessonVideo;
  title: string;
  startAt?: number;
  onTime?: (seconds: number) => void;
  onPause?: (seconds: number) => void;
}) {
  if (video.kind === 'file') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: coaches' own videos come without captions; the lesson's text stands beside it.
      <video
        className={classes.player}
        src={video.embedUrl}
        controls
        preload="metadata"
        aria-label={`Video: ${title}`}
        data-testid="lesson-video"
        onLoadedMetadata={(event) => {
          if (startAt && startAt > 0 && startAt < (event.currentTarget.duration || Number.POSITIVE_INFINITY)) event.currentTarget.currentTime = startAt;
        }}
        onTimeUpdate={(event) => onTime?.(Math.floor(event.currentTarget.currentTime))}
        onPause={(event) => onPause?.(Math.floor(event.currentTarget.currentTime))}
      />
    );
  }
  return (
    <iframe
      className={classes.player}
      src={video.embedUrl}
      title={`Video: ${title}`}
      allow="fullscreen; picture-in-picture"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      loading="lazy"
      data-testid="lesson-video"
    />
  );
}

/** 'Available' once the course has content, 'Coming Soon' before: dark text on white (contrast on any card). */
export function AvailabilityBadge({ available, testId }: { available: boolean; testId?: string }) {
  return (
    <Badge variant="outline" color={available ? 'teal.9' : 'gray.7'} c={available ? 'teal.9' : 'dark.6'} bg="white" w="fit-content" data-testid={testId}>
      {available ? 'Available' : 'Coming Soon'}
    </Badge>
  );
}
