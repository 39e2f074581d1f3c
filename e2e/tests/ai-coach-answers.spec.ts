import { expect, test } from '@playwright/test';
import { registerAndSignIn } from '../support/helpers.ts';

/*
 * The built-in coach answers what was asked (issue 47): three everyday questions on three subjects and a
 * follow-up, in one chat, on a phone. Each answer says back what was asked, gives cited steps whose
 * passages are on the question's subject, and ends with a question; the follow-up builds on the answer
 * before it.
 */
test('the built-in coach answers three questions on their subjects, each step cited, and a follow-up in context', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await registerAndSignIn(page, 'As a User', { fullname: 'Quinn Questions' });
  await page.goto('/AICoach');
  const box = page.getByLabel('Message IYL AI Coach');
  const answers = page.getByTestId('chat-answer');

  /** Asks, waits for the answer, and returns the passages its citations open. */
  const ask = async (question: string, index: number) => {
    await box.fill(question);
    await box.press('Enter');
    const answer = answers.nth(index);
    await expect(answer).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
    await expect(answer).toContainText('Built-in coach');
    const sources = answer.getByRole('button', { name: /^Source: / });
    const count = await sources.count();
    expect(count, question).toBeGreaterThanOrEqual(1);
    expect(count, question).toBeLessThanOrEqual(4);
    const passages: string[] = [];
    for (let i = 0; i < count; i++) {
      await sources.nth(i).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // The passage scrolls when long: a named region the keyboard can reach.
      await expect(dialog.getByRole('region', { name: /^Passage: / })).toHaveAttribute('tabindex', '0');
      passages.push(await dialog.innerText());
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    // A question to go on with.
    expect(await answer.innerText(), question).toContain('?');
    return { answer, passages, text: await answer.innerText() };
  };

  await test.step('sleep: said back, and every cited passage is about sleep', async () => {
    const { text, passages } = await ask('I keep waking up at 3am and can’t get back to sleep', 0);
    expect(text).toMatch(/you keep waking up at 3am/i);
    expect(text.trim()).toMatch(/\?$/);
    for (const passage of passages) expect(passage).toMatch(/sleep|bed|night|wake|awake/i);
  });

  await test.step('debt: the passages are about paying debt, not budgets for food', async () => {
    const { passages } = await ask('I have $12,000 in credit card debt, where do I start?', 1);
    for (const passage of passages) expect(passage).toMatch(/card|debt|balance|payment|interest|pay/i);
    expect(passages.join(' ')).not.toMatch(/recipe|meal/i);
  });

  await test.step('relationships: a fight about chores is answered about the couple and the chores, not parenting', async () => {
    const { passages } = await ask('My partner and I had a big fight about chores last night and now we’re barely talking', 2);
    expect(passages.join(' ')).toMatch(/chore|housework|partner|argu|fight|talk/i);
    expect(passages.join(' ')).not.toMatch(/teenager/i);
  });

  await test.step('a follow-up is read with the answer before it: the plan for the week is made of its steps', async () => {
    const labels = (index: number) => answers.nth(index).getByRole('button', { name: /^Source: / }).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    const before = await labels(2);
    const { text } = await ask('can you make that into a simple plan for this week?', 3);
    expect(text).toContain('Today');
    const after = await labels(3);
    expect(after.length).toBeGreaterThan(0);
    for (const source of after) expect(before).toContain(source);
  });
});
