import type { ChatCoach } from '@iyl/core/coach-chat/contract';
import { ActionIcon, Avatar, Button, Group, Paper, Skeleton, Switch, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconHistory, IconMessagePlus, IconRobot, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './coach-chat.module.css';
import { SummaryNotice } from './SummaryNotice.tsx';

interface ChatHeaderProps {
  /** Null while the coach a link names is looked up in the directory. */
  coach: ChatCoach | null;
  /** A chat is open, so a new one can be started. */
  inChat: boolean;
  readingAloud: boolean;
  onReadAloud: (on: boolean) => void;
  onNewChat: () => void;
  onHistory: () => void;
  onSettings: () => void;
}

/** Who the chat is with, the chat's buttons, reading aloud and the summary consent. */
export function ChatHeader({ coach, inChat, readingAloud, onReadAloud, onNewChat, onHistory, onSettings }: ChatHeaderProps) {
  return (
    <Paper withBorder radius="md" p="sm" component="header" aria-busy={coach ? undefined : true}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" className={classes.who}>
          <Avatar src={coach?.profilePic} alt="" radius="xl" size="lg" color="teal" aria-hidden="true">
            <IconRobot size={26} />
          </Avatar>
          <div className={classes.whoText}>
            {coach ? (
              <>
                <Title order={1} size="h3">
                  {coach.name}
                </Title>
                <Text size="sm" c="dimmed">
                  {coach.specialization ? `AI coach · ${coach.specialization}` : 'Your AI coach for health, money and relationships'}
                </Text>
              </>
            ) : (
              // The page's heading without a name until the directory gives it (a link's own words are never shown).
              <>
                <Title order={1} size="h3">
                  AI Coach
                </Title>
                <Skeleton height={12} width="12rem" mt={6} aria-hidden="true" />
              </>
            )}
          </div>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button component={Link} to="/Coaching" size="xs" variant="light" leftSection={<IconCalendarPlus size={14} aria-hidden="true" />}>
            Book a Session
          </Button>
          <ActionIcon variant="default" size="lg" aria-label="New chat" onClick={onNewChat} disabled={!inChat}>
            <IconMessagePlus size={18} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon variant="default" size="lg" aria-label="Chat history" onClick={onHistory}>
            <IconHistory size={18} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon variant="default" size="lg" aria-label="Quick settings" onClick={onSettings}>
            <IconSettings size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      </Group>
      <Group justify="space-between" mt="xs" gap="xs" wrap="wrap">
        <Switch size="sm" label="Read answers aloud" checked={readingAloud} onChange={(e) => onReadAloud(e.currentTarget.checked)} />
      </Group>
      <SummaryNotice onChange={onSettings} />
    </Paper>
  );
}
