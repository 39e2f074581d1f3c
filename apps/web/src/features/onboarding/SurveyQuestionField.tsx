import { choiceSets, SURVEY_OTHER_MAX, SURVEY_TEXT_MAX, type SurveyQuestion } from '@iyl/core/onboarding/survey';
import { Checkbox, Group, Input, Radio, Stack, Switch, TextInput } from '@mantine/core';
import { useId } from 'react';
import { type DraftAnswers, type MultiAnswer, missingMessage } from './survey-draft.ts';
import { RatingInput } from './RatingInput.tsx';
import { GrowingTextarea } from '../../components/GrowingTextarea.tsx';

interface SurveyQuestionFieldProps {
  question: SurveyQuestion;
  answers: DraftAnswers;
  onAnswer: (id: SurveyQuestion['id'], value: unknown) => void;
  /** Set once Next was pressed with this question unanswered. */
  missing: boolean;
}

/**
 * A single choice: Mantine's radios in a radio group of our own, so the group can say it is required
 * (aria-required, as the 1–10 scales do: Mantine's Radio.Group passes no attribute to its group), is
 * named by the question and described by its message when left out.
 */
function ChoiceInput({ label, options, value, onChange, error, required }: {
  label: string;
  options: readonly string[];
  value: string | null;
  onChange: (value: string) => void;
  error: string | undefined;
  required: boolean;
}) {
  const id = useId();
  return (
    <Input.Wrapper id={id} label={label} error={error} labelElement="div">
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
      >
        <Stack gap="xs" mt="xs">
          {options.map((option) => (
            <Radio key={option} name={id} value={option} label={option} checked={value === option} onChange={() => onChange(option)} />
          ))}
        </Stack>
      </div>
    </Input.Wrapper>
  );
}

/** One survey question, drawn by its input kind (the wording and the options come from core). */
export function SurveyQuestionField({ question, answers, onAnswer, missing }: SurveyQuestionFieldProps) {
  const { id, label, input } = question;
  const value = answers[id];
  const error = missing ? missingMessage(question) : undefined;

  switch (input.kind) {
    case 'rating':
      return (
        <RatingInput
          label={label}
          low={input.low}
          high={input.high}
          value={typeof value === 'number' ? value : undefined}
          onChange={(n) => onAnswer(id, n)}
          error={error}
        />
      );
    case 'single':
      return (
        <ChoiceInput
          label={label}
          options={choiceSets[input.set]}
          value={typeof value === 'string' ? value : null}
          onChange={(v) => onAnswer(id, v)}
          error={error}
          required={question.required}
        />
      );
    case 'multi': {
      const multi: MultiAnswer = value && typeof value === 'object' ? (value as MultiAnswer) : { selected: [] };
      return (
        <Stack gap="xs">
          <Checkbox.Group
            label={label}
            description="Optional: choose any that apply."
            value={multi.selected}
            onChange={(selected) => onAnswer(id, { ...multi, selected })}
          >
            <Stack gap="xs" mt="xs">
              {choiceSets[input.set].map((option) => (
                <Checkbox key={option} value={option} label={option} />
              ))}
            </Stack>
          </Checkbox.Group>
          <TextInput
            label="Other"
            description="Anything else? (optional)"
            maxLength={SURVEY_OTHER_MAX}
            value={multi.other ?? ''}
            onChange={(e) => onAnswer(id, { ...multi, other: e.currentTarget.value })}
            aria-label={`Other: ${label}`}
          />
        </Stack>
      );
    }
    case 'text':
      return (
        <GrowingTextarea
          label={label}
          placeholder={input.placeholder}
          minRows={2}
          maxRows={6}
          maxLength={SURVEY_TEXT_MAX}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onAnswer(id, e.currentTarget.value)}
        />
      );
    case 'toggle':
      return (
        <Group>
          <Switch label={label} checked={value === true} onChange={(e) => onAnswer(id, e.currentTarget.checked)} />
        </Group>
      );
  }
}
