import type { Topic } from '@iyl/core/community/contract';
import { Box } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import cards from '../../components/card-grid.module.css';
import { coverColor, coverInitial } from './rules.ts';
import classes from './community.module.css';

/** A topic's picture, or a cover drawn from it (its colour from its id, its first letter): decorative either way, the title is beside it. */
export function TopicCover({ topic }: { topic: Pick<Topic, 'id' | 'topic' | 'imageUrl'> }) {
  if (topic.imageUrl) {
    return <img className={cards.cover} src={topic.imageUrl} alt="" aria-hidden="true" loading="lazy" decoding="async" width={320} height={180} />;
  }
  const initial = coverInitial(topic.topic);
  return (
    <Box className={`${cards.cover} ${classes.drawnCover}`} bg={coverColor(topic.id)} aria-hidden="true" data-testid="topic-drawn-cover">
      {initial ?? <IconMessages size={44} />}
    </Box>
  );
}
