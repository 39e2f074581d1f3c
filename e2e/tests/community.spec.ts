import { messages } from '@iyl/core/catalog/messages';
import { SLOW_MODE_GAP_MS } from '@iyl/core/community/constants';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { admin } from '../support/env.ts';
import { dismissToasts, expectPath, expectToast, finishSurvey, registerAndSignIn, signedInPage } from '../support/helpers.ts';
import { expectAccessible, expectFitsPhone } from '../support/screens.ts';

async function newPage(browser: Browser) {
  const context = await browser.newContext({ timezoneId: 'Europe/London' });
  return context.newPage();
}

/** A customer with the survey behind them, their toasts cleared, every dialog the page opens recorded. */
async function customer(browser: Browser, fullname: string) {
  const page = await newPage(browser);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await registerAndSignIn(page, 'As a User', { fullname });
  await finishSurvey(page);
  await dismissToasts(page);
  return { page, dialogs, lastSent: 0 };
}

type Member = Awaited<ReturnType<typeof customer>>;

const chatOf = (page: Page) => page.getByRole('dialog', { name: 'Share Your Thoughts' });
const messagesOf = (page: Page) => chatOf(page).getByTestId('chat-message');
const messageWith = (page: Page, text: string) => messagesOf(page).filter({ hasText: text });

/** Opens the topic's live chat from its card. */
async function openTopic(page: Page, topic: string) {
  await page.getByRole('button', { name: `Open the conversation: ${topic}` }).click();
  await expect(chatOf(page).getByRole('heading', { level: 2, name: topic })).toBeVisible();
  await expect(chatOf(page).getByRole('log', { name: 'Messages' })).toBeVisible();
}

/** Types a message and sends it (Enter or SEND), a slow-mode gap after the member's last one; it shows as theirs (as `shown`, when its link reads otherwise). */
async function send(member: Member, text: string, how: 'Enter' | 'SEND', shown = text) {
  const wait = member.lastSent + SLOW_MODE_GAP_MS + 250 - Date.now();
  if (wait > 0) await member.page.waitForTimeout(wait);
  const chat = chatOf(member.page);
  const box = chat.getByLabel('Message', { exact: true });
  await box.fill(text);
  if (how === 'Enter') await box.press('Enter');
  else await chat.getByRole('button', { name: 'SEND' }).click();
  member.lastSent = Date.now();
  await expect(box).toHaveValue('');
  await expect(messageWith(member.page, shown).last()).toHaveAttribute('data-mine', 'true');
}

/** Which side of the message list a message sits on. */
async function sideOf(page: Page, message: Locator): Promise<'left' | 'right'> {
  const log = await chatOf(page).getByRole('log', { name: 'Messages' }).boundingBox();
  const bubble = await message.locator('.mantine-Paper-root').boundingBox();
  if (!log || !bubble) throw new Error('the message list or the message has no layout box');
  return bubble.x + bubble.width / 2 < log.x + log.width / 2 ? 'left' : 'right';
}

test('two members talk live in a topic; a script stays text; a flag and an Admin hide it from both; crisis words reach only their author', async ({ browser }) => {
  test.setTimeout(120_000);
  const topic = `Evening walks ${Date.now() % 100_000}`;
  const hello = 'Hello from A 👋🏽';
  const script = '<img src=x onerror=alert(1)>';
  const crisis = 'I want to kill myself';

  const a = await customer(browser, 'Amara Walker');
  const b = await customer(browser, 'Bruno Stroll');

  await test.step('A starts a topic: blank first, then a title and a description', async () => {
    await a.page.goto('/Community');
    await expect(a.page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
    await expect(a.page.getByTestId('topics-empty').or(a.page.getByTestId('topics'))).toBeVisible();
    await a.page.getByRole('button', { name: 'New Topics' }).click();
    const panel = a.page.getByRole('dialog', { name: 'Create a Forum' });
    await expect(panel.getByLabel('Picture (optional)')).toBeVisible();
    await panel.getByRole('button', { name: 'Submit Request' }).click();
    await expectToast(a.page, messages.communityFieldsMissing, { kind: 'error' });
    await dismissToasts(a.page);
    await panel.getByLabel('Discussion Topic').fill(topic);
    await panel.getByLabel('Description').fill('Who else takes a short walk after dinner? Share your routes.');
    await panel.getByRole('button', { name: 'Submit Request' }).click();
    await expectToast(a.page, messages.topicCreated);
    await expect(panel).toBeHidden();
    const card = a.page.getByTestId('topic-card').filter({ has: a.page.getByRole('heading', { name: topic }) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Amara Walker');
    await dismissToasts(a.page);
  });

  await test.step('both open it; messages arrive live on the other side, without a reload', async () => {
    await b.page.goto('/Community');
    await expect(b.page.getByTestId('topic-card').filter({ hasText: topic })).toHaveCount(1);
    await openTopic(b.page, topic);
    await openTopic(a.page, topic);
    await expect(chatOf(a.page).getByTestId('chat-empty')).toBeVisible();
    const loads = { a: 0, b: 0 };
    a.page.on('framenavigated', (frame) => frame === a.page.mainFrame() && loads.a++);
    b.page.on('framenavigated', (frame) => frame === b.page.mainFrame() && loads.b++);

    await send(a, hello, 'Enter');
    const atB = messageWith(b.page, hello);
    await expect(atB).toHaveCount(1, { timeout: 5_000 });
    await expect(atB).toHaveAttribute('data-mine', 'false');
    await expect(atB).toContainText('Amara Walker');
    expect(await sideOf(b.page, atB)).toBe('left');
    expect(await sideOf(a.page, messageWith(a.page, hello))).toBe('right');

    await send(b, 'Hi A!', 'SEND');
    const atA = messageWith(a.page, 'Hi A!');
    await expect(atA).toHaveCount(1, { timeout: 5_000 });
    await expect(atA).toHaveAttribute('data-mine', 'false');
    await expect(atA).toContainText('Bruno Stroll');
    expect(loads).toEqual({ a: 0, b: 0 });

    // An emoji with its skin tone is one character to a person, and to the counter.
    const box = chatOf(a.page).getByLabel('Message', { exact: true });
    await expect(box).toHaveAttribute('placeholder', 'Type message... 160 Characters');
    await box.fill('👍🏽');
    await expect(chatOf(a.page).getByTestId('chat-counter')).toHaveText('1/160');
    await box.fill('');
    await expect(chatOf(a.page).getByTestId('chat-counter')).toHaveText('0/160');
  });

  await test.step('markup a member writes is shown as text, never run', async () => {
    await send(a, script, 'Enter');
    const atB = messageWith(b.page, script);
    await expect(atB).toHaveCount(1, { timeout: 5_000 });
    await expect(atB.getByText(script, { exact: true })).toBeVisible();
    await expect(chatOf(b.page).locator('img[src="x"]')).toHaveCount(0);
    await expect(chatOf(a.page).locator('img[src="x"]')).toHaveCount(0);
    expect([...a.dialogs, ...b.dialogs]).toEqual([]);
  });

  await test.step('B flags the greeting; the Admin hides it and it leaves both open chats', async () => {
    const atB = messageWith(b.page, hello);
    // A member's own messages have nothing to flag.
    await expect(messageWith(a.page, hello).getByRole('button', { name: 'More actions for this message' })).toHaveCount(0);
    await atB.getByRole('button', { name: 'More actions for this message' }).click();
    await b.page.getByRole('button', { name: 'Flag', exact: true }).click();
    const form = b.page.getByTestId('flag-form');
    // Escape closes the flag form only: the conversation stays open.
    await form.getByRole('radio', { name: 'Spam' }).focus();
    await b.page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(chatOf(b.page)).toBeVisible();
    await atB.getByRole('button', { name: 'More actions for this message' }).click();
    await b.page.getByRole('button', { name: 'Flag', exact: true }).click();
    await form.getByRole('button', { name: 'Send flag' }).click();
    await expect(form.getByText(messages.flagReasonMissing)).toBeVisible();
    await form.getByRole('radio', { name: 'Spam' }).check();
    await form.getByRole('button', { name: 'Send flag' }).click();
    await expectToast(b.page, messages.flagged);
    await expect(form).toBeHidden();
    // One flag holds nothing: the message stays in both chats until a moderator decides.
    await expect(atB).toHaveCount(1);
    await dismissToasts(b.page);

    const adminPage = await signedInPage(browser, admin, { timezoneId: 'Europe/London' });
    try {
      await expectPath(adminPage, '/adminHome');
      await adminPage.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Community', exact: true }).click();
      const review = adminPage.getByRole('region', { name: 'Community review' });
      const item = review.getByTestId('review-item').filter({ hasText: hello });
      await expect(item).toHaveCount(1);
      await expect(item.getByRole('heading', { level: 3 })).toHaveText(`In “${topic}”`);
      await expect(item.getByTestId('review-status')).toHaveText('Shown');
      await expect(item.getByTestId('review-flags')).toHaveText('Flags: Spam 1');
      await expect(item).toContainText('By Amara Walker');
      await item.getByRole('button', { name: 'Hide' }).click();
      await expectToast(adminPage, messages.messageHidden);
      await expect(review.getByTestId('review-item').filter({ hasText: hello })).toHaveCount(0);
    } finally {
      await adminPage.context().close();
    }

    await expect(messageWith(b.page, hello)).toHaveCount(0, { timeout: 5_000 });
    await expect(messageWith(a.page, hello)).toHaveCount(0, { timeout: 5_000 });
    await expect(messageWith(a.page, 'Hi A!')).toHaveCount(1);
  });

  await test.step('crisis words: their author gets help, the other member never sees them', async () => {
    await send(b, crisis, 'Enter');
    const care = chatOf(b.page).getByRole('alert').filter({ hasText: 'Support is here for you' });
    await expect(care).toBeVisible();
    await expect(care).not.toBeEmpty();
    await expect(messageWith(b.page, crisis).getByTestId('message-held')).toHaveText(messages.messageHeld);
    // A later message reaches A live, so the stream has gone past the crisis words.
    await send(b, 'Thanks for listening', 'SEND');
    await expect(messageWith(a.page, 'Thanks for listening')).toHaveCount(1, { timeout: 5_000 });
    await expect(messageWith(a.page, crisis)).toHaveCount(0);
    await expect(chatOf(a.page)).not.toContainText(crisis);
  });

  await test.step('the screen with its chat open is accessible and fits a phone', async () => {
    await dismissToasts(a.page);
    await expectAccessible(a.page, '/Community with the chat open');
    await expectFitsPhone(a.page, chatOf(a.page).getByRole('log', { name: 'Messages' }));
    await chatOf(a.page).getByRole('button', { name: 'Close' }).click();
    await expect(chatOf(a.page)).toBeHidden();
    await expectAccessible(a.page, '/Community');
    await expectFitsPhone(a.page, a.page.getByTestId('topic-card').filter({ hasText: topic }));
  });
});

test('what new members met: a card opens its topic anywhere on a phone; a huge paste is cut at 160; links show their real host; a second flag says so; the crisis alert leaves the box in view', async ({ browser }) => {
  test.setTimeout(120_000);
  const topic = `Balcony gardens ${Date.now() % 100_000}`;
  const a = await customer(browser, 'Ada Planter');
  const b = await customer(browser, 'Ben Sower');

  await test.step('A starts a topic and writes, a user-name link and a look-alike link among it', async () => {
    await a.page.goto('/Community');
    await a.page.getByRole('button', { name: 'New Topics' }).click();
    const panel = a.page.getByRole('dialog', { name: 'Create a Forum' });
    await panel.getByLabel('Discussion Topic').fill(topic);
    await panel.getByLabel('Description').fill('Tomatoes, herbs and beans in pots.');
    // A picture over 5 MB is refused in the browser, before any of it is sent.
    const started: string[] = [];
    a.page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/community/topics') started.push(request.url());
    });
    await panel.locator('input[type="file"]').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await panel.getByRole('button', { name: 'Submit Request' }).click();
    await expectToast(a.page, messages.photoTooLarge, { kind: 'error' });
    expect(started).toEqual([]);
    await dismissToasts(a.page);
    await panel.getByRole('button', { name: 'Remove the picture' }).click();
    await panel.getByRole('button', { name: 'Submit Request' }).click();
    await expectToast(a.page, messages.topicCreated);
    await dismissToasts(a.page);
    await openTopic(a.page, topic);
    await send(a, 'Sign in at https://good.example@evil.example/login', 'Enter');
    await send(a, 'Seeds at https://gооgle.example/seeds', 'Enter', 'Seeds at');
  });

  await test.step('on a phone, B opens the topic by touching its card (not only the chat icon), and by its title from the keyboard', async () => {
    await b.page.setViewportSize({ width: 390, height: 844 });
    await b.page.goto('/Community');
    const card = b.page.getByTestId('topic-card').filter({ has: b.page.getByRole('heading', { name: topic }) });
    // On its cover, well away from the title and the chat icon.
    const cover = await card.getByTestId('topic-drawn-cover').boundingBox();
    const at = await card.boundingBox();
    await card.click({ position: { x: (cover?.x ?? 0) - (at?.x ?? 0) + 20, y: (cover?.y ?? 0) - (at?.y ?? 0) + 20 } });
    await expect(chatOf(b.page).getByRole('heading', { level: 2, name: topic })).toBeVisible();
    await chatOf(b.page).getByRole('button', { name: 'Close' }).click();
    await expect(chatOf(b.page)).toBeHidden();
    await card.getByRole('button', { name: topic, exact: true }).focus();
    await b.page.keyboard.press('Enter');
    await expect(chatOf(b.page).getByRole('heading', { level: 2, name: topic })).toBeVisible();
  });

  await test.step('a link never hides where it goes', async () => {
    const userInfo = messageWith(b.page, 'Sign in at');
    await expect(userInfo).toContainText('https://good.example@evil.example/login');
    await expect(userInfo.getByRole('link')).toHaveCount(0);
    const lookAlike = messageWith(b.page, 'Seeds at').getByRole('link');
    await expect(lookAlike).toHaveText('https://xn--ggle-55da.example/seeds');
    await expect(lookAlike).toHaveAttribute('href', 'https://xn--ggle-55da.example/seeds');
  });

  await test.step('a 1 MB paste: the box keeps 160 characters, the counter never passes 160, and it says why', async () => {
    const box = chatOf(b.page).getByLabel('Message', { exact: true });
    // Pasted in the page (a megabyte need not cross to the test and back): the value set, then the input event a paste sends.
    await box.evaluate((el: HTMLInputElement, n: number) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(el, '🌱'.repeat(n));
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }, 500_000);
    await expect(chatOf(b.page).getByTestId('chat-counter')).toHaveText('160/160');
    expect(await box.evaluate((el: HTMLInputElement) => el.value === '🌱'.repeat(160))).toBe(true);
    await expect(chatOf(b.page).getByTestId('chat-cut')).toHaveText(messages.messageTooLong);
    await box.fill('');
    await expect(chatOf(b.page).getByTestId('chat-counter')).toHaveText('0/160');
  });

  await test.step('a second flag on the same message says it was flagged already, in one toast', async () => {
    const message = messageWith(b.page, 'Seeds at');
    for (const said of [messages.flagged, messages.alreadyFlagged]) {
      await message.getByRole('button', { name: 'More actions for this message' }).click();
      await b.page.getByRole('button', { name: 'Flag', exact: true }).click();
      const form = b.page.getByTestId('flag-form');
      await form.getByRole('radio', { name: 'Spam' }).check();
      await form.getByRole('button', { name: 'Send flag' }).click();
      await expectToast(b.page, said);
      await expect(b.page.getByTestId('toast')).toHaveCount(1);
      await dismissToasts(b.page);
    }
  });

  await test.step('on a desktop, crisis resources leave the message box and SEND in view', async () => {
    await chatOf(b.page).getByRole('button', { name: 'Close' }).click();
    await b.page.setViewportSize({ width: 1280, height: 720 });
    await openTopic(b.page, topic);
    await send(b, 'I want to kill myself', 'Enter');
    await expect(chatOf(b.page).getByRole('alert').filter({ hasText: 'Support is here for you' })).toBeVisible();
    for (const control of [chatOf(b.page).getByLabel('Message', { exact: true }), chatOf(b.page).getByRole('button', { name: 'SEND' })]) {
      const box = await control.boundingBox();
      expect(box, 'the control has a layout box').not.toBeNull();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(720);
    }
    // The resources scroll in a box of their own, reachable by keyboard.
    await expect(chatOf(b.page).getByRole('region', { name: 'Support resources' })).toHaveAttribute('tabindex', '0');
    await expectAccessible(b.page, '/Community with crisis resources in the chat');
  });

  await test.step('on a phone, the crisis alert reads whole (no line cut in a box of its own) and the message box stays reachable', async () => {
    await chatOf(b.page).getByRole('button', { name: 'Close' }).click();
    await b.page.setViewportSize({ width: 360, height: 740 });
    await openTopic(b.page, topic);
    await send(b, 'I want to kill myself', 'Enter');
    const care = chatOf(b.page).getByRole('alert').filter({ hasText: 'Support is here for you' });
    await expect(care).toBeVisible();
    // The alert's first lines are in view as it comes.
    await expect(care.getByText('Support is here for you')).toBeInViewport();
    // Nothing in it scrolls or clips: every line, down to the international directory's, is there to read.
    const clipped = await care.evaluate((alert) =>
      [alert, ...alert.querySelectorAll('*')]
        .filter((el) => getComputedStyle(el).overflowY !== 'visible' && el.scrollHeight > el.clientHeight + 1)
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${el.clientHeight}/${el.scrollHeight}`),
    );
    expect(clipped, 'boxes in the alert that cut their text').toEqual([]);
    const directory = care.getByRole('listitem').filter({ hasText: 'Find A Helpline' });
    await directory.scrollIntoViewIfNeeded();
    await expect(directory).toBeInViewport({ ratio: 1 });
    // The message box is reachable, and takes the next message.
    const box = chatOf(b.page).getByLabel('Message', { exact: true });
    await box.scrollIntoViewIfNeeded();
    await expect(box).toBeInViewport({ ratio: 1 });
    await expect(chatOf(b.page).getByRole('button', { name: 'SEND' })).toBeInViewport({ ratio: 1 });
    await send(b, 'Thank you, I will call them', 'SEND');
    await expectAccessible(b.page, '/Community with crisis resources in the chat on a phone');
    await b.page.setViewportSize({ width: 1280, height: 720 });
  });
});
