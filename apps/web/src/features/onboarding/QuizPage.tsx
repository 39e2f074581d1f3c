import { greeting } from '@iyl/core/app/rules';
import { messages } from '@iyl/core/catalog/messages';
import type { AssessmentRequest } from '@iyl/core/onboarding/contract';
import { onboardingEndpoints } from '@iyl/core/onboarding/endpoints';
import { type SurveyQuestion, surveySteps } from '@iyl/core/onboarding/survey';
import { Button, Group, Paper, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconSend } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toastError } from '../../lib/toast-error.ts';
import { toast } from '../../lib/toast.tsx';
import { useEndpointForm } from '../../lib/use-endpoint-form.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSession } from '../auth/api.ts';
import { useSavedAssessment, useSubmitAssessment } from './api.ts';
import classes from './quiz.module.css';
import {
  clearDraft,
  type DraftAnswers,
  draftFromAnswers,
  incompleteMessage,
  isAnswered,
  isUntouched,
  loadDraft,
  type SurveyDraft,
  saveDraft,
  toSubmission,
  unanswered,
} from './survey-draft.ts';
import { SurveyQuestionField } from './SurveyQuestionField.tsx';

const requiredQuestions = surveySteps.flatMap((step) => step.questions.filter((q) => q.required));
const questionElementId = (id: string) => `survey-${id}`;

/** Moves the keyboard (and the screen) to a question that still needs an answer. */
function focusQuestion(question: SurveyQuestion) {
  const container = document.getElementById(questionElementId(question.id));
  container?.scrollIntoView({ block: 'center' });
  container?.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true });
}

/**
 * Consecutive on/off questions (the four coaching preferences) read as one group under their
 * own heading; every other question stands alone.
 */
function groupQuestions(questions: SurveyQuestion[]): (SurveyQuestion | SurveyQuestion[])[] {
  const out: (SurveyQuestion | SurveyQuestion[])[] = [];
  for (const question of questions) {
    const last = out.at(-1);
    if (question.input.kind === 'toggle') {
      if (Array.isArray(last)) last.push(question);
      else out.push([question]);
    } else out.push(question);
  }
  return out;
}

/** /Quiz: the five-step onboarding survey. Also the Re-Take Quiz screen: a new submit replaces the assessment. */
export function QuizPage() {
  usePageTitle('Onboarding Survey');
  const navigate = useNavigate();
  // RequireSession renders this screen only once the session is known.
  const user = useSession().data?.user;
  const userId = user?.id ?? '';
  const firstName = user?.fullname.trim().split(/\s+/)[0] ?? '';
  const submit = useSubmitAssessment();
  // One toast for the survey at a time: a new outcome (another gap, the submit) replaces the last one
  // instead of piling up over the steps. The same text again is counted on the shown toast.
  const lastToast = useRef<number | null>(null);
  const tell = (show: () => number) => {
    const id = show();
    if (lastToast.current !== null && lastToast.current !== id) toast.dismiss(lastToast.current);
    lastToast.current = id;
  };

  // The survey's answers and step: a form on the Assessment endpoint, kept as a draft as it is filled in.
  const { form, onSubmit: send } = useEndpointForm(onboardingEndpoints.Assessment, {
    initialValues: loadDraft(userId) as SurveyDraft,
    // The draft's answers as the survey sends them; the schema checks what they hold.
    transform: (d) => ({ answers: toSubmission(d.answers) }) as AssessmentRequest,
    // One toast for the survey at a time (a draft from an older version may hold an answer it refuses).
    toast: (words) => tell(() => toast.error(words)),
    submit: (body) =>
      submit.mutate(body, {
        onSuccess: () => {
          setDone(true);
          clearDraft();
          tell(() => toast.success(messages.onboardingCompleted));
          navigate('/QuizCompletion');
        },
        onError: (error) => tell(() => toastError(error)),
      }),
  });
  const draft = form.getValues();
  const { setValues } = form;
  // Re-Take Quiz starts from the previous answers, unless something is already answered in this draft.
  const [prefilled, setPrefilled] = useState(false);
  const previousAnswers = useSavedAssessment().data?.answers;
  useEffect(() => {
    if (!previousAnswers || !isUntouched(draft)) return;
    setValues(draftFromAnswers(userId, previousAnswers));
    setPrefilled(true);
  }, [previousAnswers, draft, userId, setValues]);
  // Questions to mark as missing: only after Next (or Submit) found them empty.
  const [checked, setChecked] = useState<ReadonlySet<number>>(() => new Set());
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) saveDraft(draft);
  }, [draft, done]);

  const step = surveySteps[draft.step] ?? surveySteps[0]!;
  const isLast = draft.step === surveySteps.length - 1;
  const answeredCount = requiredQuestions.filter((q) => isAnswered(q, draft.answers)).length;
  const percent = Math.round((answeredCount / requiredQuestions.length) * 100);
  const groups = useMemo(() => groupQuestions(step.questions), [step]);

  const setAnswer = (id: SurveyQuestion['id'], value: unknown) => form.setFieldValue('answers', (answers) => ({ ...answers, [id]: value }) as DraftAnswers);

  const goTo = (index: number) => {
    form.setFieldValue('step', index);
    window.scrollTo({ top: 0 });
  };

  /** True when every required question of the current step has an answer; otherwise says so. */
  const stepComplete = () => {
    const missing = unanswered(step.questions, draft.answers);
    if (missing.length === 0) return true;
    setChecked((s) => new Set(s).add(draft.step));
    tell(() => toast.error(incompleteMessage(missing)));
    // After the error text has rendered, so the scroll position accounts for it.
    requestAnimationFrame(() => focusQuestion(missing[0]!));
    return false;
  };

  const onNext = () => {
    if (stepComplete()) goTo(draft.step + 1);
  };

  const onSubmit = () => {
    if (!stepComplete()) return;
    // The earlier steps were checked on Next, but a draft from an older version may lack answers.
    const firstGap = surveySteps.findIndex((s) => unanswered(s.questions, draft.answers).length > 0);
    if (firstGap >= 0) {
      setChecked((s) => new Set(s).add(firstGap));
      tell(() => toast.error(incompleteMessage(unanswered(surveySteps[firstGap]!.questions, draft.answers))));
      goTo(firstGap);
      return;
    }
    send();
  };

  const renderQuestion = (question: SurveyQuestion): ReactNode => (
    <div key={question.id} id={questionElementId(question.id)} className={classes.question}>
      <SurveyQuestionField
        question={question}
        answers={draft.answers}
        onAnswer={setAnswer}
        missing={checked.has(draft.step) && !isAnswered(question, draft.answers)}
      />
    </div>
  );

  return (
    <Stack gap="lg" maw={820}>
      <div>
        <Title order={1}>{`${greeting()}, ${firstName}`}</Title>
        <Text c="dimmed">Five short steps about your health, relationships and money, so IYL can coach you well.</Text>
        {prefilled && (
          <Text mt="xs" data-testid="survey-prefilled">
            Your previous answers are filled in: change what has changed since, then submit.
          </Text>
        )}
      </div>

      <Stepper
        active={draft.step}
        onStepClick={goTo}
        allowNextStepsSelect={false}
        size="sm"
        classNames={{ stepBody: classes.stepBody, separator: classes.separator }}
      >
        {surveySteps.map((s, index) => (
          // The visible label is hidden on phones; the name keeps the step's title for screen readers.
          <Stepper.Step key={s.title} label={s.title} aria-label={`Step ${index + 1}: ${s.title}`} />
        ))}
      </Stepper>

      <div>
        <Group justify="space-between" gap="xs" mb={4}>
          <Text size="sm" fw={600}>
            Step {draft.step + 1} of {surveySteps.length}: {step.title}
          </Text>
          <Text size="sm" c="dimmed">
            {answeredCount} of {requiredQuestions.length} required answers
          </Text>
        </Group>
        <Progress value={percent} aria-label="Survey progress" />
      </div>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="survey-step-title">
        <Stack gap="xl">
          <div>
            <Title order={2} id="survey-step-title">
              {step.title}
            </Title>
            <Text c="dimmed">{step.intro}</Text>
          </div>
          {groups.map((group) =>
            Array.isArray(group) ? (
              <fieldset key={group[0]!.id} className={classes.fieldset}>
                <legend className={classes.legend}>
                  <Title order={3} size="h4" mb="xs">
                    Coaching preferences
                  </Title>
                </legend>
                <Stack gap="sm">{group.map(renderQuestion)}</Stack>
              </fieldset>
            ) : (
              renderQuestion(group)
            ),
          )}
        </Stack>
      </Paper>

      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
          onClick={() => goTo(draft.step - 1)}
          disabled={draft.step === 0}
        >
          Back
        </Button>
        {isLast ? (
          <Button rightSection={<IconSend size={18} aria-hidden="true" />} onClick={onSubmit} loading={submit.isPending}>
            Submit
          </Button>
        ) : (
          <Button rightSection={<IconArrowRight size={18} aria-hidden="true" />} onClick={onNext}>
            Next
          </Button>
        )}
      </Group>
    </Stack>
  );
}
