import { CHALLENGE_MAX, CreatePlanRequest, type PlanArea } from '@iyl/core/plans/contract';
import { Button, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { validOrToast } from '../../lib/validate.ts';
import { useCreatePlan } from './api.ts';
import { areaCopy } from './plan-format.ts';
import classes from './plans.module.css';
import { SidePanel } from '../../components/SidePanel.tsx';
import { withThousands } from '@iyl/core/text/numbers';
import { GrowingTextarea } from '../../components/GrowingTextarea.tsx';

interface NewPlanPanelProps {
  area: PlanArea;
  opened: boolean;
  onClose: () => void;
  /** The text lives with the screen, so closing the panel or a failed call never loses it. */
  challenge: string;
  onChallengeChange: (value: string) => void;
  fullScreen: boolean;
}


/** New Plans: the customer's challenge in their own words; the AI writes a goal, actions and habits. */
export function NewPlanPanel({ area, opened, onClose, challenge, onChallengeChange, fullScreen }: NewPlanPanelProps) {
  const create = useCreatePlan(area);
  const over = challenge.length > CHALLENGE_MAX;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = validOrToast(CreatePlanRequest, { challenge });
    if (!body) return;
    create.mutate(body, {
      onSuccess: () => {
        onChallengeChange('');
        onClose();
      },
    });
  };

  return (
    <SidePanel opened={opened} onClose={onClose} fullScreen={fullScreen} size="md" title="New Plans">
      <form onSubmit={onSubmit} noValidate data-testid="new-plan-form">
        <Stack gap="md">
          <Text size="sm">
            Tell IYL what is in your way. It writes a {area.toLowerCase()} goal for it, the actions to reach it and
            habits to keep.
          </Text>
          <GrowingTextarea
            label="Describe your challenge"
            placeholder={areaCopy[area].example}
            minRows={6}
            maxRows={16}
            value={challenge}
            onChange={(event) => onChallengeChange(event.currentTarget.value)}
            data-autofocus
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            description={
              <span className={over ? classes.counterOver : undefined} data-testid="challenge-counter">
                {withThousands(challenge.length)} / {withThousands(CHALLENGE_MAX)} characters
              </span>
            }
            classNames={{ description: classes.counter }}
          />
          <Button type="submit" leftSection={<IconSend size={18} aria-hidden="true" />} loading={create.isPending}>
            Submit
          </Button>
        </Stack>
      </form>
    </SidePanel>
  );
}
