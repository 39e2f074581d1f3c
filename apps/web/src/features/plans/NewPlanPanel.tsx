import { CHALLENGE_MAX, type PlanArea } from '@iyl/core/plans/contract';
import { plansEndpoints } from '@iyl/core/plans/endpoints';
import { Button, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useEndpointForm } from '../../lib/use-endpoint-form.ts';
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
  const { form, onSubmit } = useEndpointForm(plansEndpoints.CreatePlan, {
    // The screen keeps a copy of the text: the panel's content is made anew each time it opens.
    initialValues: { challenge },
    form: { onValuesChange: (values) => onChallengeChange(values.challenge) },
    submit: (body) =>
      create.mutate(body, {
        onSuccess: () => {
          form.setFieldValue('challenge', '');
          onClose();
        },
      }),
  });
  const text = form.getValues().challenge;
  const over = text.length > CHALLENGE_MAX;

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
            {...form.getInputProps('challenge')}
            data-autofocus
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            description={
              <span className={over ? classes.counterOver : undefined} data-testid="challenge-counter">
                {withThousands(text.length)} / {withThousands(CHALLENGE_MAX)} characters
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
