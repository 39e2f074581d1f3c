import { messages } from '@iyl/core/catalog/messages';
import { COMPLETION_FIELD_MAX, type WellBeing, wellBeings } from '@iyl/core/routines/constants';
import type { Routine } from '@iyl/core/routines/contract';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useCompleteRoutine } from './api.ts';
import classes from './routines.module.css';
import { GrowingTextarea } from '../../components/GrowingTextarea.tsx';

/** "Select" is the no-choice option of the well-being rating (spec: Select, Fair, Good, Excellent). */
const wellBeingOptions = ['Select', ...wellBeings];

function CompletionForm({ routine, onDone }: { routine: Routine; onDone: () => void }) {
  const complete = useCompleteRoutine();
  const [wins, setWins] = useState('');
  const [affirmations, setAffirmations] = useState('');
  const [wellBeing, setWellBeing] = useState<string>('Select');
  const [summary, setSummary] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    if (!summary.trim()) {
      setProblem(messages.routineSummaryMissing);
      return;
    }
    setProblem(null);
    complete.mutate(
      {
        id: routine.id,
        summary,
        wins: wins.trim() || undefined,
        affirmations: affirmations.trim() || undefined,
        wellBeing: wellBeing === 'Select' ? undefined : (wellBeing as WellBeing),
      },
      { onSuccess: onDone },
    );
  };

  return (
    <Stack gap="md" data-testid="completion-form">
      <Text size="sm" c="dimmed" className={classes.wrap}>
        {routine.routineType === 'Weekly'
          ? `Certify your week of “${routine.title}”: how did it go?`
          : `Mark “${routine.title}” complete: how did it go?`}
      </Text>
      <GrowingTextarea label="Wins" description="What went well?" minRows={2} maxLength={COMPLETION_FIELD_MAX} value={wins} onChange={(e) => setWins(e.currentTarget.value)} data-autofocus />
      <GrowingTextarea label="Affirmations" description="A line to tell yourself" minRows={2} maxLength={COMPLETION_FIELD_MAX} value={affirmations} onChange={(e) => setAffirmations(e.currentTarget.value)} />
      <Select label="Well-being" data={wellBeingOptions} value={wellBeing} onChange={(value) => setWellBeing(value ?? 'Select')} allowDeselect={false} />
      <GrowingTextarea
        label="Experience summary"
        minRows={3}
        maxLength={COMPLETION_FIELD_MAX}
        value={summary}
        onChange={(e) => {
          setSummary(e.currentTarget.value);
          if (problem) setProblem(null);
        }}
        error={problem}
        errorProps={{ role: 'alert', 'data-testid': 'summary-problem' }}
      />
      <Group justify="flex-end" gap="sm">
        <Button onClick={submit} loading={complete.isPending}>
          Submit
        </Button>
      </Group>
    </Stack>
  );
}

/** The completion modal: wins, affirmations, well-being and the summary the entry is made of. */
export function CompletionModal({ routine, opened, onClose, onClosed }: { routine: Routine | null; opened: boolean; onClose: () => void; onClosed: () => void }) {
  const title = routine?.routineType === 'Weekly' ? 'Mark Certified' : 'Mark Complete';
  return (
    <Modal opened={opened} onClose={onClose} onExitTransitionEnd={onClosed} title={title} size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      {routine && <CompletionForm key={routine.id} routine={routine} onDone={onClose} />}
    </Modal>
  );
}
