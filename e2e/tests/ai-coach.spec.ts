import { messages } from '@iyl/core/catalog/messages';
import { expect, test } from '@playwright/test';
import { makePdf } from '../../apps/server/test/support/pdf.ts';
import { completeCoachProfile, dismissToasts, expectToast, registerAndSignIn } from '../support/helpers.ts';

test('a customer asks the built-in coach, watches the answer stream, reloads mid-answer and sees it finish, stops one, and finds the chat in the history', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await registerAndSignIn(page, 'As a User', { fullname: 'Chloe Chat' });
  await page.goto('/AICoach');
  await expect(page.getByRole('heading', { level: 1, name: 'IYL AI Coach' })).toBeVisible();
  await expect(page.getByTestId('chat-empty')).toBeVisible();
  await expect(page.getByTestId('chat-consent')).toContainText('Your coach sees a short summary');

  const box = page.getByLabel('Message IYL AI Coach');
  const answers = page.getByTestId('chat-answer');

  await test.step('a blank message is not sent; Enter sends, and the question shows at once', async () => {
    await box.fill('   ');
    await box.press('Enter');
    await expect(page.getByTestId('chat-question')).toHaveCount(0);
    await box.fill('How can I fall asleep faster?');
    await box.press('Enter');
    await expect(page.getByTestId('chat-question').first()).toHaveText('How can I fall asleep faster?');
    await expect(box).toHaveValue('');
    await expect(page).toHaveURL(/[?&]chat=[0-9a-f-]{36}/);
  });

  await test.step('the answer streams in; a reload mid-answer shows it so far and the rest as it comes', async () => {
    await expect(answers.first()).toHaveAttribute('data-state', 'writing');
    await expect(answers.first()).toContainText('library on sleep');
    await page.reload();
    await expect(answers.first()).toContainText('Built-in coach');
    await expect(answers.first()).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
    await expect(answers.first()).toContainText('Falling asleep faster');
  });

  await test.step('a citation opens the passage it points at', async () => {
    await answers.first().getByRole('button', { name: /^Source: / }).first().click();
    await expect(page.getByRole('dialog').filter({ hasText: 'Falling asleep faster' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('Stop ends an answer where it is, marked stopped', async () => {
    await box.fill('How do I pay off my credit card?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(answers.nth(1)).toHaveAttribute('data-state', 'writing');
    await expect(answers.nth(1)).toContainText('library on debt');
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(answers.nth(1)).toHaveAttribute('data-state', 'stopped');
    await expect(answers.nth(1).getByTestId('chat-stopped')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  });

  await test.step('another tab on the same chat sees a question asked here, and its answer as it is written', async () => {
    const other = await page.context().newPage();
    await other.goto(page.url());
    await expect(other.getByTestId('chat-question')).toHaveCount(2);
    await box.fill('How can I feel less stressed at work?');
    await box.press('Enter');
    await expect(other.getByTestId('chat-question')).toHaveCount(3);
    await expect(other.getByTestId('chat-answer').nth(2)).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
    await expect(other.getByTestId('chat-answer').nth(2)).toContainText('stress');
    await other.close();
    await expect(answers.nth(2)).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
  });

  await test.step('regenerate writes the last answer again; the earlier one stays reachable', async () => {
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect(page.getByRole('group', { name: 'Answer 2 of 2' })).toBeVisible();
    await expect(answers.nth(2)).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
    await expect(answers.nth(2)).toContainText('stress');
    await page.getByRole('button', { name: 'Earlier answer' }).click();
    await expect(page.getByRole('group', { name: 'Answer 1 of 2' })).toBeVisible();
  });

  await test.step('the history finds the chat by a word of an answer, renames it and reopens it', async () => {
    await dismissToasts(page);
    await page.getByRole('button', { name: 'New chat' }).click();
    await expect(page.getByTestId('chat-empty')).toBeVisible();
    await page.getByRole('button', { name: 'Chat history' }).click();
    const drawer = page.getByRole('dialog', { name: 'Chat history' });
    await drawer.getByLabel('Search your chats').fill('laundry');
    await expect(drawer.getByTestId('chat-history-item')).toHaveCount(1);
    await expect(drawer.getByTestId('chat-history-item').locator('mark')).toHaveText(/laundry/i);
    await drawer.getByRole('button', { name: 'Rename chat: How can I fall asleep faster?' }).click();
    await drawer.getByLabel('Chat title').fill('My sleep');
    await drawer.getByRole('button', { name: 'Save title' }).click();
    await expectToast(page, messages.chatRenamed);
    await drawer.getByRole('button', { name: 'Open chat: My sleep' }).click();
    await expect(page.getByTestId('chat-question').first()).toHaveText('How can I fall asleep faster?');
  });

  await test.step('an empty chat has nothing to save, send or download', async () => {
    await page.getByRole('button', { name: 'New chat' }).click();
    await page.getByRole('button', { name: 'Quick settings' }).click();
    await page.getByRole('dialog', { name: 'Quick settings' }).getByRole('button', { name: 'Send to my e-mail' }).click();
    await expectToast(page, messages.chatEmpty, { kind: 'error' });
    await page.keyboard.press('Escape');
    await page.goBack();
    await expect(page.getByTestId('chat-question').first()).toHaveText('How can I fall asleep faster?');
  });

  await test.step('the quick settings save the chat, send it to my e-mail, download it, and turn off the summary', async () => {
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Quick settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Quick settings' });
    await settings.getByRole('button', { name: 'Save chat to memory' }).click();
    await expectToast(page, messages.chatSaved);
    await dismissToasts(page);
    await settings.getByRole('button', { name: 'Send to my e-mail' }).click();
    await expectToast(page, messages.chatMailed);
    await dismissToasts(page);
    const download = page.waitForEvent('download');
    await settings.getByRole('button', { name: 'Download .docx' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.docx$/);
    await dismissToasts(page);
    await settings.getByRole('switch', { name: 'Let my coach see a summary of my plans' }).click({ force: true });
    await expectToast(page, messages.chatSettingsSaved);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('chat-consent')).toContainText('does not see your plans');
  });

  await test.step('without speech recognition, the microphone says so', async () => {
    await dismissToasts(page);
    await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      w.SpeechRecognition = undefined;
      w.webkitSpeechRecognition = undefined;
    });
    await page.getByRole('button', { name: 'Speak your question' }).click();
    await expectToast(page, messages.voiceUnsupported, { kind: 'error' });
  });
});

test('a coach’s knowledge PDF answers their client in the chat, cited by page, and the citation opens the passage', async ({ browser }) => {
  test.setTimeout(90_000);
  const coachPage = await (await browser.newContext()).newPage();
  await registerAndSignIn(coachPage, 'Coach', { fullname: 'Nora Nightshift' });
  await completeCoachProfile(coachPage);
  const csrf = (await coachPage.context().cookies()).find((cookie) => cookie.name === 'iyl_csrf')?.value ?? '';
  const pdf = await makePdf([
    ['Welcome to my practice.'],
    ['Night shift workers should keep the bedroom dark with blackout curtains and sleep at the same hours after every shift.'],
  ]);
  const uploaded = await coachPage.request.post('/api/v1/coach/knowledge', {
    multipart: { title: 'Shift Sleep Guide', specialization: 'Sleep', file: { name: 'shift.pdf', mimeType: 'application/pdf', buffer: pdf } },
    headers: { 'x-csrf-token': csrf },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  // Read by a background job within seconds.
  await expect
    .poll(async () => ((await (await coachPage.request.get('/api/v1/coach/knowledge')).json()) as { items: { state: string }[] }).items[0]?.state, { timeout: 30_000 })
    .toBe('read');

  const page = await (await browser.newContext()).newPage();
  await page.setViewportSize({ width: 390, height: 800 });
  await registerAndSignIn(page, 'As a User', { fullname: 'Sam Shift' });
  await page.goto('/Coaching');
  await page.getByLabel('Search coaches').fill('Nora Nightshift');
  await page.getByRole('link', { name: 'AICoach with Nora Nightshift' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nora Nightshift' })).toBeVisible();
  const box = page.getByLabel('Message Nora Nightshift');
  await box.fill('I work night shifts. How should I sleep after a shift?');
  await box.press('Enter');
  const answer = page.getByTestId('chat-answer').first();
  await expect(answer).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await expect(answer).toContainText('Nora Nightshift');
  const citation = answer.getByRole('button', { name: 'Source: Shift Sleep Guide, page 2' }).first();
  await citation.click();
  const passage = page.getByRole('dialog').filter({ hasText: 'blackout curtains' });
  await expect(passage).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(passage).toBeHidden();
  // The coach's photo keeps its size: nothing runs off a phone's screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const photo = await page.getByTestId('chat-answer').first().evaluate((el) => el.parentElement?.querySelector('.mantine-Avatar-root')?.getBoundingClientRect().width ?? 0);
  expect(photo).toBeGreaterThan(0);
  expect(photo).toBeLessThanOrEqual(40);

  await test.step('a link to a chat that is not there says so and offers a new one', async () => {
    await page.goto('/AICoach?chat=00000000-0000-4000-8000-000000000000');
    await expect(page.getByTestId('chat-not-found')).toContainText(messages.chatNotFound);
    await page.getByRole('button', { name: 'Start a new chat' }).click();
    await expect(page.getByTestId('chat-empty')).toBeVisible();
  });
});
