import { messages } from '@iyl/core/catalog/messages';
import type { DashboardMetrics } from '@iyl/core/dashboard/contract';
import { areaScore } from '@iyl/core/dashboard/rules';
import { choiceSets, type SurveyQuestion, surveySteps } from '@iyl/core/onboarding/survey';
import { planAreas } from '@iyl/core/plans/contract';
import { expect, type Page, test } from '@playwright/test';
import { surveyAnswers } from '../../apps/server/test/support/survey.ts';
import { dismissToasts, expectPath, expectToast, finishSurvey, registerAndSignIn } from '../support/helpers.ts';
import { expectClearOf, expectToastInAppFrame, scrollToTop } from '../support/layout.ts';

// A real 16×16 PNG, small enough to inline.
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mMQmdZEEmIY1TCqYfhqAAAP9SwQ2Ej7CQAAAABJRU5ErkJggg==',
  'base64',
);

// Not the first option, so the assessment's focus is really the one chosen.
const focusArea = choiceSets.priorityArea[2];
const greetingFor = (firstName: string) => new RegExp(`^(Good Morning|Good Afternoon|Good Evening), ${firstName}$`);
const stepLine = (page: Page, n: number, title: string) => page.getByText(`Step ${n} of 5: ${title}`, { exact: true });

/** Picks a file through the profile card's Choose photo button, as a person does in the file dialog. */
async function choosePhoto(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('form', { name: 'Profile photo' }).getByRole('button', { name: 'Choose photo' }).click();
  await (await chooser).setFiles(file);
}

/** The 1–10 rating or single-choice group of one question, by its wording. */
const radioGroup = (page: Page, question: SurveyQuestion) => page.getByRole('radiogroup', { name: question.label, exact: true });

/** Answers one question the way a person would: a 7, the first option, a word or a switch. */
async function answer(page: Page, question: SurveyQuestion) {
  const { input } = question;
  switch (input.kind) {
    case 'rating':
      await radioGroup(page, question).getByRole('radio', { name: '7', exact: true }).check();
      return;
    case 'single': {
      const option = question.id === 'focusArea' ? focusArea : choiceSets[input.set][0];
      await radioGroup(page, question).getByRole('radio', { name: option, exact: true }).check();
      return;
    }
    case 'multi':
      await page
        .getByRole('group', { name: question.label, exact: true })
        .getByRole('checkbox', { name: choiceSets[input.set][0], exact: true })
        .check();
      return;
    case 'text':
      await page.getByLabel(question.label, { exact: true }).fill('Keep it simple and steady.');
      return;
    case 'toggle':
      await page.getByRole('switch', { name: question.label, exact: true }).check();
      return;
  }
}

test.describe('onboarding', () => {
  test('survey with a saved draft, first plans, dashboard scores and the AIQuiz profile', async ({ page }) => {
    // Four plan generations and a full survey: well over the default per-test time.
    test.setTimeout(180_000);
    const account = await registerAndSignIn(page, 'As a User');
    await expectPath(page, '/Quiz');
    await dismissToasts(page);

    const [health, relationship] = surveySteps;
    if (!health || !relationship) throw new Error('the survey has fewer than two steps');

    await test.step('the survey greets the customer and checks a step before moving on', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(greetingFor(account.fullname.split(' ')[0]!));
      await expect(stepLine(page, 1, 'Health')).toBeVisible();
      await answer(page, health.questions[0]!);
      await answer(page, health.questions[4]!);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expectToast(page, messages.surveyIncomplete, { kind: 'error' });
      // The first question still unanswered has the keyboard.
      const firstGap = radioGroup(page, health.questions[1]!);
      await expect(firstGap.getByRole('radio').first()).toBeFocused();
      await expect(stepLine(page, 1, 'Health')).toBeVisible();
      await dismissToasts(page);
    });

    await test.step('answers and the current step survive a reload', async () => {
      for (const question of health.questions) await answer(page, question);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(stepLine(page, 2, 'Relationship')).toBeVisible();
      await answer(page, relationship.questions[1]!);

      await page.reload();
      await expect(stepLine(page, 2, 'Relationship')).toBeVisible();
      await expect(radioGroup(page, relationship.questions[1]!).getByRole('radio', { name: '7', exact: true })).toBeChecked();
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await expect(stepLine(page, 1, 'Health')).toBeVisible();
      await expect(radioGroup(page, health.questions[0]!).getByRole('radio', { name: '7', exact: true })).toBeChecked();
      const exercise = health.questions[4]!;
      await expect(radioGroup(page, exercise).getByRole('radio', { name: 'Daily', exact: true })).toBeChecked();
      await expect(page.getByLabel(health.questions[9]!.label, { exact: true })).toHaveValue('Keep it simple and steady.');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
    });

    await test.step('the remaining steps are answered and submitted', async () => {
      for (const [index, step] of surveySteps.entries()) {
        if (index === 0) continue;
        await expect(stepLine(page, index + 1, step.title)).toBeVisible();
        for (const question of step.questions) await answer(page, question);
        const last = index === surveySteps.length - 1;
        await page.getByRole('button', { name: last ? 'Submit' : 'Next', exact: true }).click();
      }
      await expectToast(page, messages.onboardingCompleted);
      await expectPath(page, '/QuizCompletion', 60_000);
      // The draft is gone once the server has the answers.
      expect(await page.evaluate(() => localStorage.getItem('iyl.survey.v1'))).toBeNull();
    });

    await test.step('the completion screen builds the three plans and the habit library', async () => {
      for (const item of [...planAreas, 'library']) {
        await expect(page.getByTestId(`plan-row-${item}`), `${item} row`).toHaveAttribute('data-status', 'done', {
          timeout: 90_000,
        });
      }
      for (const area of planAreas) await expect(page.getByTestId(`plan-row-${area}`)).toContainText(/\d+ tasks?, \d+ habits?/);
      await page.getByRole('link', { name: 'Get Started', exact: true }).click();
      await expectPath(page, '/Board');
    });

    await test.step('the dashboard donuts show the scores of /dashboard/metrics', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(greetingFor(account.fullname));
      const res = await page.request.get('/api/v1/dashboard/metrics');
      expect(res.ok()).toBe(true);
      const metrics = (await res.json()) as DashboardMetrics;
      for (const area of planAreas) {
        const score = areaScore(metrics[area]);
        const donut = page.getByTestId(`area-score-${area}`);
        await expect(donut.getByRole('heading', { name: area, exact: true })).toBeVisible();
        await expect(donut.getByTestId('area-score-label')).toHaveText(`${score.outOfTen}/10`);
        await expect(donut.getByTestId('area-score-caption')).toHaveText(`${score.percent}% performance`);
        // Nothing is completed yet in a brand-new plan.
        expect(score.outOfTen).toBe(0);
      }
      for (const to of ['/Emotional', '/Finance', '/Health', '/Relationship', '/Coaching', '/Habit', '/AIQuiz', '/Referral', '/BrandVoice', '/Insights', '/Meal', '/Notes']) {
        await expect(page.locator(`main a[href="${to}"]`)).toHaveCount(1);
      }
      await expect(page.getByRole('link', { name: 'Join Community' })).toHaveAttribute('href', '/Community');
    });

    await test.step('AIQuiz shows the assessment about the focus area', async () => {
      await page.getByRole('banner').getByRole('link', { name: 'AIQuiz', exact: true }).click();
      await expectPath(page, '/AIQuiz');
      await expect(page.getByRole('heading', { level: 2, name: account.fullname })).toBeVisible();
      await expect(page.getByText('Customer', { exact: true })).toBeVisible();
      await expect(page.getByText(`Focus: ${focusArea}`, { exact: true })).toBeVisible();
      await expect(page.getByTestId('assessment-html')).toContainText(focusArea);
      await expect(page.getByRole('link', { name: 'Re-Take Quiz' })).toHaveAttribute('href', '/Quiz');
      await dismissToasts(page);
    });

    await test.step('a profile photo uploads and replaces the navbar picture', async () => {
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      await expectToast(page, messages.selectPhoto, { kind: 'error' });

      const navbarImage = page.getByRole('banner').getByRole('img', { name: 'Profile picture' });
      const before = await navbarImage.getAttribute('src');
      await choosePhoto(page, { name: 'dot.png', mimeType: 'image/png', buffer: tinyPng });
      await expect(page.getByTestId('photo-chosen')).toHaveText('dot.png');
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      await expectToast(page, messages.imageUploaded);
      await expect(navbarImage).toHaveAttribute('src', /^\/uploads\/[^/]+$/);
      expect(await navbarImage.getAttribute('src')).not.toBe(before);
      // The stored picture really loads.
      await expect.poll(() => navbarImage.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await dismissToasts(page);
    });

    await test.step('a text file named photo.png is refused', async () => {
      await choosePhoto(page, { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('this is not a picture\n') });
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      await expectToast(page, messages.photoType, { kind: 'error' });
    });
  });

  test('the least a person can do: only the required answers, every checkbox, text and switch untouched, reaches the board; one toast at a time', async ({
    page,
  }) => {
    // The first plans are built before Get Started.
    test.setTimeout(180_000);
    await registerAndSignIn(page, 'As a User');
    await expectPath(page, '/Quiz');
    await dismissToasts(page);
    const toasts = page.getByTestId('toast');

    for (const [index, step] of surveySteps.entries()) {
      await expect(stepLine(page, index + 1, step.title)).toBeVisible();
      const required = step.questions.filter((q) => q.required);
      const last = index === surveySteps.length - 1;
      if (!last) {
        for (const question of required) await answer(page, question);
        await page.getByRole('button', { name: 'Next', exact: true }).click();
        continue;
      }
      await test.step('Submit without the focus area: one toast, clear of the steps, the heading and the buttons', async () => {
        // First nothing answered, then all but the focus area: the second outcome replaces the first
        // toast instead of stacking under it.
        await page.getByRole('button', { name: 'Submit', exact: true }).click();
        await expectToast(page, messages.surveyIncomplete, { kind: 'error' });
        for (const question of required) if (question.id !== 'focusArea') await answer(page, question);
        await page.getByRole('button', { name: 'Submit', exact: true }).click();
        const toast = await expectToast(page, messages.focusRequired, { kind: 'error' });
        await expect(toasts).toHaveCount(1);
        await scrollToTop(page);
        await expectClearOf(toast, {
          'the heading': page.getByRole('heading', { level: 1 }),
          'the step buttons': page.getByRole('button', { name: /^Step \d: / }).last(),
        });
        await expectToastInAppFrame(page, toast);
        // Back and Submit at the foot of the step stay clear as well.
        const submit = page.getByRole('button', { name: 'Submit', exact: true });
        await submit.scrollIntoViewIfNeeded();
        await expectClearOf(toast, { 'Submit at 1280 px': submit, 'Back at 1280 px': page.getByRole('button', { name: 'Back', exact: true }) });
        await dismissToasts(page);
        // On a phone, Submit pressed at the foot of the screen: the toast goes just below the header bar,
        // clear of Submit and Back (pressed again next) and of the header bar's controls.
        await page.setViewportSize({ width: 360, height: 740 });
        await submit.evaluate((button) => button.scrollIntoView({ block: 'end' }));
        await submit.click();
        const onPhone = await expectToast(page, messages.focusRequired, { kind: 'error' });
        await expectToastInAppFrame(page, onPhone, 'top');
        await expectClearOf(onPhone, {
          'Submit at 360 px': submit,
          'Back at 360 px': page.getByRole('button', { name: 'Back', exact: true }),
          Logout: page.getByRole('button', { name: 'Logout' }),
        });
        await page.setViewportSize({ width: 1280, height: 800 });
        await dismissToasts(page);
      });
      await answer(page, step.questions.find((q) => q.id === 'focusArea')!);
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
    }

    await test.step('sent without a complaint, the first plans are built and the board stays', async () => {
      await expectToast(page, messages.onboardingCompleted);
      await expect(toasts.filter({ hasText: 'Invalid input' })).toHaveCount(0);
      await expectPath(page, '/QuizCompletion', 60_000);
      for (const item of [...planAreas, 'library']) {
        await expect(page.getByTestId(`plan-row-${item}`), `${item} row`).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
      }
      await page.getByRole('link', { name: 'Get Started', exact: true }).click();
      await expectPath(page, '/Board');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(Good Morning|Good Afternoon|Good Evening), /);
      await expectPath(page, '/Board');
    });

    await test.step('Re-Take Quiz starts from those answers, the optional ones still empty', async () => {
      await page.goto('/Quiz');
      await expect(page.getByTestId('survey-prefilled')).toBeVisible();
      const required = surveySteps.flatMap((step) => step.questions.filter((q) => q.required)).length;
      await expect(page.getByText(`${required} of ${required} required answers`, { exact: true })).toBeVisible();
      const motivation = surveySteps[0]!.questions.find((q) => q.input.kind === 'multi')!;
      await expect(page.getByRole('group', { name: motivation.label, exact: true }).getByRole('checkbox', { checked: true })).toHaveCount(0);
    });
  });

  test('a customer who has not done the survey is sent to it; after it, Re-Take Quiz starts from the previous answers', async ({ page }) => {
    await registerAndSignIn(page, 'As a User');
    await expectPath(page, '/Quiz');
    await page.goto('/Board');
    await expectPath(page, '/Quiz');
    await expect(stepLine(page, 1, 'Health')).toBeVisible();
    await expect(page.getByTestId('survey-prefilled')).toHaveCount(0);

    await dismissToasts(page);
    await page.goto('/QuizCompletion');
    await expectToast(page, messages.attemptQuiz, { kind: 'error' });
    await expectPath(page, '/Quiz');

    await test.step('Re-Take Quiz', async () => {
      await finishSurvey(page);
      const previous = surveyAnswers({ focusArea: 'Finances', priorityArea: 'Finances' });
      await page.goto('/AIQuiz');
      await page.getByRole('link', { name: 'Re-Take Quiz' }).click();
      await expectPath(page, '/Quiz');
      await expect(page.getByTestId('survey-prefilled')).toBeVisible();
      const first = surveySteps[0]!.questions[0]!;
      await expect(radioGroup(page, first).getByRole('radio', { name: String(previous.healthOverall), exact: true })).toBeChecked();
      const required = surveySteps.flatMap((step) => step.questions.filter((q) => q.required)).length;
      await expect(page.getByText(`${required} of ${required} required answers`, { exact: true })).toBeVisible();
    });
  });
});
