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
    // The built-in coach says back what was asked before its steps.
    await expect(answers.first()).toContainText('fall asleep faster');
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
    // As soon as it shows: the built-in coach writes a short answer in two or three seconds, and checks
    // that poll for its words first can take that long on a busy machine (the answer then ends, and
    // Stop with it, before it is pressed).
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
    await settings.getByRole('switch', { name: 'Let my coach see a summary of my plans, routines, meals and moods' }).click({ force: true });
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

test('on a 360 px phone a long answer is scrolled to its start below the sticky app bar, and a short one’s last words are not behind the message box', async ({ page }) => {
  test.setTimeout(60_000);
  const height = 600;
  await page.setViewportSize({ width: 360, height });
  await registerAndSignIn(page, 'As a User', { fullname: 'Sam Scroll' });
  await page.goto('/AICoach');
  const box = page.getByLabel('Message IYL AI Coach');
  const shapeOf = async (part: ReturnType<typeof page.getByRole>) => {
    const shape = await part.boundingBox();
    if (!shape) throw new Error('no layout box');
    return { top: shape.y, bottom: shape.y + shape.height };
  };
  const header = page.getByRole('banner');
  const composer = box.locator('xpath=ancestor::div[contains(@class, "mantine-Paper-root")][1]');
  const settled = () =>
    expect
      .poll(async () => {
        const before = await page.evaluate(() => window.scrollY);
        await page.waitForTimeout(300);
        return before === (await page.evaluate(() => window.scrollY));
      })
      .toBe(true);

  await test.step('a care-first answer taller than the room: its author line and badge stay below the bar', async () => {
    await box.fill('My husband hits me when he’s drunk, how do I make him stop drinking');
    await box.press('Enter');
    const answer = page.getByTestId('chat-answer').first();
    await expect(answer).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
    // Taller than the room between the bar and the message box: following its end would take its start under the bar.
    const room = (await shapeOf(composer)).top - (await shapeOf(header)).bottom;
    const tall = await shapeOf(answer);
    expect(tall.bottom - tall.top).toBeGreaterThan(room);
    await settled();
    const author = await shapeOf(answer.getByTestId('chat-author'));
    await expect(answer.getByTestId('chat-author')).toContainText('Care first');
    expect(author.top).toBeGreaterThanOrEqual((await shapeOf(header)).bottom);
    expect(author.bottom).toBeLessThan(height);
  });

  await test.step('a short answer after it: its last words are in view, just above the message box, not behind it', async () => {
    await box.fill('thanks');
    await box.press('Enter');
    const answer = page.getByTestId('chat-answer').nth(1);
    await expect(answer).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
    await settled();
    expect((await shapeOf(answer)).bottom).toBeLessThanOrEqual((await shapeOf(composer)).top);
    expect((await shapeOf(answer)).top).toBeGreaterThanOrEqual((await shapeOf(header)).bottom);
  });
});

test('a chat’s title follows its first question until the customer renames it; the history shows titles whole and finds what was said', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await registerAndSignIn(page, 'As a User', { fullname: 'Tess Title' });
  await page.goto('/AICoach');
  const box = page.getByLabel('Message IYL AI Coach');
  const answers = page.getByTestId('chat-answer');
  const drawer = page.getByRole('dialog', { name: 'Chat history' });
  const openHistory = async () => {
    await page.getByRole('button', { name: 'Chat history' }).click();
    await expect(drawer).toBeVisible();
  };
  const closeHistory = async () => {
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
  };
  const editFirstQuestion = async (text: string) => {
    await page.getByRole('button', { name: 'Edit your question and ask again' }).click();
    await page.getByLabel('Edit your question').fill(text);
    await page.getByRole('button', { name: 'Ask again' }).click();
    await expect(page.getByTestId('chat-question').first()).toHaveText(text);
    await expect(answers.first()).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
  };
  const exportedName = async () => {
    await page.getByRole('button', { name: 'Quick settings' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('dialog', { name: 'Quick settings' }).getByRole('button', { name: 'Download Markdown' }).click();
    const name = (await download).suggestedFilename();
    await page.keyboard.press('Escape');
    await dismissToasts(page);
    return name;
  };

  await test.step('editing the first question renames the chat and its export', async () => {
    await box.fill('How can I fall asleep faster?');
    await box.press('Enter');
    await expect(answers.first()).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
    await editFirstQuestion('How do I fall asleep after a late shift?');
    await openHistory();
    await expect(drawer.getByRole('button', { name: 'Open chat: How do I fall asleep after a late shift?' })).toBeVisible();
    await closeHistory();
    expect(await exportedName()).toBe('How do I fall asleep after a late shift.md');
  });

  await test.step('history titles are whole: not cut by their box, clear of the card’s border, in line with the date (360 and 1280 px)', async () => {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 780 });
      await openHistory();
      const item = drawer.getByTestId('chat-history-item').first();
      const seen = await item.evaluate((card) => {
        const title = card.querySelector('button') as HTMLElement;
        const range = document.createRange();
        range.selectNodeContents(title);
        const text = range.getBoundingClientRect();
        const cuts: string[] = [];
        // Every box between the letters and the card that hides what overflows it must hold them.
        for (let el: HTMLElement | null = title.querySelector('span') ?? title; el && el !== card; el = el.parentElement) {
          const style = getComputedStyle(el);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const r = el.getBoundingClientRect();
          if (text.top < r.top - 0.5 || text.bottom > r.bottom + 0.5 || text.left < r.left - 0.5 || text.right > r.right + 0.5) cuts.push(`${el.className}`);
        }
        const cardBox = card.getBoundingClientRect();
        const date = card.querySelector('p') as HTMLElement;
        return { cuts, fromTop: text.top - cardBox.top, left: text.left, dateLeft: date.getBoundingClientRect().left };
      });
      expect(seen.cuts, `at ${width} px the title is cut by ${seen.cuts.join(', ')}`).toEqual([]);
      expect(seen.fromTop, `at ${width} px the title keeps off the card's top border`).toBeGreaterThanOrEqual(8);
      expect(Math.abs(seen.left - seen.dateLeft), `at ${width} px the title starts where the date does`).toBeLessThan(2);
      await closeHistory();
    }
    await page.setViewportSize({ width: 360, height: 780 });
  });

  await test.step('a chat the customer renamed keeps its name when the first question is edited', async () => {
    await openHistory();
    await drawer.getByRole('button', { name: /^Rename chat: / }).click();
    await drawer.getByLabel('Chat title').fill('Night shifts');
    await drawer.getByRole('button', { name: 'Save title' }).click();
    await expectToast(page, messages.chatRenamed);
    await closeHistory();
    await dismissToasts(page);
    await editFirstQuestion('How can I sleep in the day after a night shift?');
    await openHistory();
    await expect(drawer.getByRole('button', { name: 'Open chat: Night shifts' })).toBeVisible();
    await closeHistory();
    expect(await exportedName()).toBe('Night shifts.md');
  });

  await test.step('the search finds the customer’s words and the passages the coach quoted', async () => {
    // That the coach's own lines around them find nothing is checked on the server (chat-history.integration.test.ts).
    await openHistory();
    const search = drawer.getByLabel('Search your chats');
    const items = drawer.getByTestId('chat-history-item');
    for (const said of ['shift', 'laundry']) {
      await search.fill(said);
      await expect(items, `"${said}" was said in the chat`).toHaveCount(1);
    }
    await closeHistory();
  });
});

test('Stop serves the answer being written, even while the stop of an earlier one is still on its way', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await registerAndSignIn(page, 'As a User', { fullname: 'Stan Stop' });
  await page.goto('/AICoach');
  const box = page.getByLabel('Message IYL AI Coach');
  const answers = page.getByTestId('chat-answer');
  await box.fill('How can I fall asleep faster?');
  await box.press('Enter');
  await expect(answers.first()).toHaveAttribute('data-state', 'done', { timeout: 20_000 });

  // The built-in coach writes an answer in two or three seconds: too quick to be sure of pressing Stop on
  // a busy machine. So the page hears of each new answer's words only once let (it shows the answer as
  // being written until then), and the first stop's reply is held back, to arrive after the next answer
  // has started: the moment a customer on a slow connection meets.
  let streams = Promise.withResolvers<void>();
  await page.route(
    (url) => /\/api\/v1\/coach-chat\/answers\/[^/]+\/stream$/.test(url.pathname),
    async (route) => {
      await streams.promise;
      await route.continue();
    },
  );
  const firstStop = Promise.withResolvers<void>();
  await page.route(
    (url) => /\/api\/v1\/coach-chat\/answers\/[^/]+\/stop$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      await firstStop.promise;
      await route.fulfill({ response });
    },
    { times: 1 },
  );

  await box.fill('How do I pay off my credit card?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(answers.nth(1)).toHaveAttribute('data-state', 'writing');
  await page.getByRole('button', { name: 'Stop' }).click();
  // The answer's end reaches the page (its stop's reply does not yet).
  streams.resolve();
  await expect(answers.nth(1)).toHaveAttribute('data-state', /stopped|done/);
  streams = Promise.withResolvers<void>();

  await box.fill('How can I feel less stressed at work?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(answers.nth(2)).toHaveAttribute('data-state', 'writing');
  const stop = page.getByRole('button', { name: 'Stop' });
  await expect(stop).toBeEnabled();
  await stop.click();
  await expect(answers.nth(2)).not.toHaveAttribute('data-state', 'writing');
  streams.resolve();
  firstStop.resolve();
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });
});
