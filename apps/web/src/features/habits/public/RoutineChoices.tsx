import { type RoutineTarget, type RoutineType, routineTargets } from '@iyl/core/routines/constants';
import { missingChoice } from '@iyl/core/routines/rules';
import { Group, Radio, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';

/** The spec's order of the routine-type choice. */
const typeChoices: RoutineType[] = ['Weekly', 'Daily'];

/**
 * When and how often a habit becomes a routine: the Habits Library's Add Routine choices (Time of day,
 * Routine type), used wherever a habit is added from somewhere else (a course's lesson). `fields` are the
 * two choices and, after a try with one missing, the line saying which (gone at the next choice);
 * `chosen()` gives both, or null after saying what is missing.
 */
export function useRoutineChoices(): { fields: ReactNode; chosen: () => { target: RoutineTarget; routineType: RoutineType } | null } {
  const [target, setTarget] = useState<RoutineTarget | null>(null);
  const [type, setType] = useState<RoutineType | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = () => {
    const missing = missingChoice(target, type);
    setProblem(missing);
    return missing || !target || !type ? null : { target, routineType: type };
  };
  const fields = (
    <>
      <Radio.Group
        label="Time of day"
        value={target}
        onChange={(value) => {
          setTarget(value as RoutineTarget);
          setProblem(null);
        }}
      >
        <Group gap="md" mt={6}>
          {routineTargets.map((t) => (
            <Radio key={t} value={t} label={t} />
          ))}
        </Group>
      </Radio.Group>
      <Radio.Group
        label="Routine type"
        value={type}
        onChange={(value) => {
          setType(value as RoutineType);
          setProblem(null);
        }}
      >
        <Group gap="md" mt={6}>
          {typeChoices.map((t) => (
            <Radio key={t} value={t} label={t} />
          ))}
        </Group>
      </Radio.Group>
      {problem && (
        <Text c="red.8" size="sm" role="alert" data-testid="add-routine-problem">
          {problem}
        </Text>
      )}
    </>
  );
  return { fields, chosen };
}
