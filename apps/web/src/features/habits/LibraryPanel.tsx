import type { LibraryHabit } from '@iyl/core/routines/contract';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconListCheck, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAddRoutine } from '../routines/api.ts';
import { habitIcon, readableColor } from '../../components/habit-icons.ts';
import { useRoutineChoices } from './public/RoutineChoices.tsx';
import classes from './habits.module.css';
import { SidePanel } from '../../components/SidePanel.tsx';

/** The card's icon, category (and, once added, a badge saying so) and description. */
function CardHeading({ habit, added = false }: { habit: LibraryHabit; added?: boolean }) {
  const Icon = habitIcon(habit.icon);
  return (
    <>
      <Group gap="xs">
        <Icon size={28} color={readableColor(habit.hexadecimalIcon, 3)} aria-hidden="true" />
        <Badge variant="outline" color="gray.8">
          {habit.category}
        </Badge>
        {added && <Badge variant="filled">Added</Badge>}
      </Group>
      <Text className={classes.wrap}>{habit.description}</Text>
    </>
  );
}

function AddFromLibrary({ habit, onAdded }: { habit: LibraryHabit; onAdded: () => void }) {
  const add = useAddRoutine();
  const choices = useRoutineChoices();

  const submit = () => {
    const chosen = choices.chosen();
    if (chosen) add.mutate({ libraryHabitId: habit.id, ...chosen }, { onSuccess: onAdded });
  };

  return (
    <Stack gap="md" data-testid="library-panel">
      <CardHeading habit={habit} />
      {choices.fields}
      <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={submit} loading={add.isPending}>
        Add Routine
      </Button>
    </Stack>
  );
}

/** A card already made into a routine (going, paused or completed): adding it again would only fail, so it leads there. */
function AlreadyAdded({ habit }: { habit: LibraryHabit }) {
  return (
    <Stack gap="md" data-testid="library-panel">
      <CardHeading habit={habit} added />
      <Text size="sm" data-testid="library-added-note">
        This habit is one of your routines already. Tick it off, pause it or see its history on My Routines.
      </Text>
      <Button component={Link} to="/Routine" leftSection={<IconListCheck size={18} aria-hidden="true" />}>
        Open in My Routines
      </Button>
    </Stack>
  );
}

/** A library card in a side panel: its text, when and how often, and Add Routine (or, once added, a way to it). */
export function LibraryPanel({ habit, opened, onClose, fullScreen }: { habit: LibraryHabit | null; opened: boolean; onClose: () => void; fullScreen: boolean }) {
  return (
    <SidePanel opened={opened} onClose={onClose} fullScreen={fullScreen} size="md" title={habit?.title ?? ''}>
      {habit && (habit.added ? <AlreadyAdded key={habit.id} habit={habit} /> : <AddFromLibrary key={habit.id} habit={habit} onAdded={onClose} />)}
    </SidePanel>
  );
}
