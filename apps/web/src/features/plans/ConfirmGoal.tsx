import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** What the confirmation knows of the goal's plan: its open actions and habits, when all of them are loaded. */
export interface GoalOpenItems {
  /** Open actions and habits of the goal among those loaded. */
  open: number;
  /** Whether every action and habit of the area is loaded (the count is then the whole). */
  complete: boolean;
}

/**
 * "Mark this goal complete?" (issue 47): a goal is the end of a plan of weeks, not one click. Says what
 * marking it means, and when its plan still has open actions or habits, says so; "Not yet" changes nothing.
 */
export function ConfirmGoal({ goal, items, onCancel, onConfirm }: { goal: string; items: GoalOpenItems; onCancel: () => void; onConfirm: () => void }) {
  const open =
    items.open === 0
      ? ''
      : items.complete
        ? `${items.open} of its actions and habits ${items.open === 1 ? 'is' : 'are'} still open.`
        : 'Some of its actions and habits are still open.';
  return (
    <Modal opened onClose={onCancel} title="Mark this goal complete?" closeButtonProps={{ 'aria-label': 'Close' }} data-testid="confirm-goal">
      <Stack gap="md">
        <Text fw={600}>{goal}</Text>
        <Text>
          {`Marking it complete says you have reached this goal, and it counts as done in your plan and your insights. ${open}`.trim()}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Not yet
          </Button>
          <Button onClick={onConfirm}>Yes, mark it complete</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
