import { messages } from '@iyl/core/catalog/messages';
import { type SurveyQuestion, type SurveyQuestionId, surveySteps } from '@iyl/core/onboarding/survey';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { incompleteMessage, missingAnswer, unanswered } from './survey-draft.ts';
import { SurveyQuestionField } from './SurveyQuestionField.tsx';

const question = (id: SurveyQuestionId): SurveyQuestion => {
  const found = surveySteps.flatMap((step) => step.questions).find((q) => q.id === id);
  if (!found) throw new Error(`no survey question ${id}`);
  return found;
};
const finalization = surveySteps.find((step) => step.title === 'Finalization')!;

/** The field as the browser gets it: its markup, and the ids its inputs point to for their description. */
function render(q: SurveyQuestion, missing: boolean) {
  const html = renderToStaticMarkup(
    <MantineProvider>
      <SurveyQuestionField question={q} answers={{}} onAnswer={() => undefined} missing={missing} />
    </MantineProvider>,
  );
  const textOf = (id: string) => new RegExp(`<[^>]*\\bid="${id}"[^>]*>([^<]*)<`).exec(html)?.[1];
  const describedBy = [...html.matchAll(/aria-describedby="([^"]+)"/g)].flatMap((m) => m[1]!.split(' '));
  return { html, describedText: describedBy.map(textOf).filter(Boolean) };
}

describe('the survey’s focus area', () => {
  it('left out on submit, shows its own message next to the field, tied to the field for screen readers', () => {
    const { html, describedText } = render(question('focusArea'), true);
    expect(html).toContain(messages.focusRequired);
    expect(html).not.toContain(missingAnswer);
    expect(describedText).toContain(messages.focusRequired);
  });

  it('shows no error before a submit found it empty', () => {
    expect(render(question('focusArea'), false).html).not.toContain(messages.focusRequired);
  });

  it('other required questions keep the general message', () => {
    const { html } = render(question('timeAvailable'), true);
    expect(html).toContain(missingAnswer);
    expect(html).not.toContain(messages.focusRequired);
  });

  it('the toast names the focus area when it is the only answer missing, else asks for the whole step', () => {
    const allButFocus = Object.fromEntries(
      finalization.questions.filter((q) => q.id !== 'focusArea').map((q) => [q.id, q.input.kind === 'rating' ? 5 : 'x']),
    );
    expect(incompleteMessage(unanswered(finalization.questions, allButFocus))).toBe(messages.focusRequired);
    expect(incompleteMessage(unanswered(finalization.questions, {}))).toBe(messages.surveyIncomplete);
    expect(incompleteMessage([question('timeAvailable')])).toBe(messages.surveyIncomplete);
  });
});

describe('required questions, for assistive technology', () => {
  const all = surveySteps.flatMap((step) => step.questions);
  /** The opening tag of the field's radio group, if it has one. */
  const group = (q: SurveyQuestion) => /<[^>]*role="radiogroup"[^>]*>/.exec(render(q, false).html)?.[0];

  it('every required question is a radio group marked aria-required (the single choices as the 1–10 scales)', () => {
    const required = all.filter((q) => q.required);
    expect(required.some((q) => q.input.kind === 'single')).toBe(true);
    for (const q of required) expect(group(q), q.id).toMatch(/aria-required="true"/);
  });

  it('the group is named by the question, and an optional question is not marked required', () => {
    const exercise = question('exerciseFrequency');
    const { html } = render(exercise, false);
    const labelledBy = /role="radiogroup"[^>]*aria-labelledby="([^"]+)"|aria-labelledby="([^"]+)"[^>]*role="radiogroup"/.exec(html);
    const id = labelledBy?.[1] ?? labelledBy?.[2];
    expect(id).toBeDefined();
    expect(new RegExp(`<[^>]*\\bid="${id}"[^>]*>([^<]*)<`).exec(html)?.[1]).toBe(exercise.label);
    for (const q of all.filter((x) => !x.required)) expect(render(q, false).html, q.id).not.toMatch(/aria-required/);
  });

  it('a required choice left out on submit is marked invalid and described by its message', () => {
    const { html, describedText } = render(question('exerciseFrequency'), true);
    expect(group(question('exerciseFrequency'))).toBeDefined();
    expect(/<[^>]*role="radiogroup"[^>]*>/.exec(html)?.[0]).toMatch(/aria-invalid="true"/);
    expect(describedText).toContain(missingAnswer);
  });
});
