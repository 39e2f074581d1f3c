import { type RoutineTarget, type RoutineType, routineTargets } from '@iyl/core/routines/constants';
import { Group, Radio } from '@mantine/core';

/** The spec's order of the routine-type choice. */
const typeChoices: RoutineType[] = ['Weekly', 'Daily'];

/**
 * When and how often a habit becomes a routine: the Habits Library's Add Routine choices (Time of day,
 * Routine type), used wherever a habit is added from somewhere else (a course's lesson).
 */
export function RoutineChoices({
  target,
  type,
  onTarget,
  onType,
}: {
  target: RoutineTarget | null;
  type: RoutineType | null;
  onTarget: (target: RoutineTarget) => void;
  onType: (type: RoutineType) => void;
}) {
  return (
    <>
      <Radio.Group label="Time of day" value={target} onChange={(value) => onTarget(value as RoutineTarget)}>
        <Group gap="md" mt={6}>
          {routineTargets.map((t) => (
            <Radio key={t} value={t} label={t} />
          ))}
        </Group>
      </Radio.Group>
      <Radio.Group label="Routine type" value={type} onChange={(value) => onType(value as RoutineType)}>
        <Group gap="md" mt={6}>
          {typeChoices.map((t) => (
            <Radio key={t} value={t} label={t} />
          ))}
        </Group>
      </Radio.Group>
    </>
  );
}
