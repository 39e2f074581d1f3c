import { messages } from '@iyl/core/catalog/messages';
import { type Browser, type BrowserContext, type BrowserContextOptions, expect, type Page } from '@playwright/test';
import { requiredAnswersOnly, surveyAnswers } from '../../apps/server/test/support/survey.ts';
import { waitForCode } from './mail.ts';

export type RegistrationLabel = 'As a User' | 'Coach';

export interface NewAccount {
  fullname: string;
  email: string;
  password: string;
  role: RegistrationLabel;
}

let counter = 0;

/** An e-mail address no other test (or earlier run against a fresh server) uses. */
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}-${Date.now()}-${counter}@iyl.test`;
}

/** A fresh account description (not yet registered). */
export function newAccount(role: RegistrationLabel = 'As a User', overrides: Partial<NewAccount> = {}): NewAccount {
  const tag = role === 'Coach' ? 'coach' : 'customer';
  return {
    fullname: role === 'Coach' ? 'Cora Coach' : 'Cass Customer',
    email: uniqueEmail(tag),
    password: 'Sunny-days-2024',
    role,
    ...overrides,
  };
}

/** Waits until the path of the page (without query or hash) is exactly `path`. */
export async function expectPath(page: Page, path: string, timeout = 10_000) {
  await expect.poll(() => new URL(page.url()).pathname, { timeout, message: `expected to be on ${path}` }).toBe(path);
}

/**
 * A toast with `text` is visible. `exact` matches an element of the toast whose whole text is
 * `text` (for messages that are a prefix of another one); `kind` checks the toast's role.
 */
export async function expectToast(page: Page, text: string, options: { exact?: boolean; kind?: 'error' | 'info' } = {}) {
  const toasts = page.getByTestId('toast');
  const toast = (
    options.exact ? toasts.filter({ has: page.getByText(text, { exact: true }) }) : toasts.filter({ hasText: text })
  ).first();
  await expect(toast, `toast "${text}"`).toBeVisible();
  if (options.kind) await expect(toast).toHaveAttribute('role', options.kind === 'error' ? 'alert' : 'status');
  return toast;
}

/**
 * Clicks every toast away, so the next check cannot be satisfied by an old one. The click is
 * dispatched without moving the pointer: hovering a toast pauses it and leaving it restarts its
 * countdown, which would only slow the tests down.
 */
/**
 * Records every toast the page shows from its next load on (a toast may be gone again before a check
 * could see it); `shown` hands back those seen since the last call.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const shown: string[] = [];
    Object.assign(window, { shownToasts: shown });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLElement && node.dataset.testid === 'toast') shown.push(node.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return { shown: () => page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts.splice(0)) };
}

export async function dismissToasts(page: Page) {
  const toasts = page.getByTestId('toast');
  const count = await toasts.count();
  for (let i = count - 1; i >= 0; i--) {
    await toasts
      .nth(i)
      .dispatchEvent('click', undefined, { timeout: 2_000 })
      .catch(() => undefined);
  }
  await expect(toasts).toHaveCount(0);
}

/** The password field itself (the visibility toggle's label also mentions "password"). */
export function passwordField(page: Page, label: 'Password' | 'Confirm Password' | 'New Password') {
  return page.getByLabel(label, { exact: true });
}

/** Picks the registration type, whether the form shows it as radios/segments or as a select. */
export async function chooseRegistrationType(page: Page, label: RegistrationLabel) {
  const radio = page.getByRole('radio', { name: label, exact: true });
  if ((await radio.count()) > 0) {
    await radio.check();
    return;
  }
  await page.getByLabel('Registration Type', { exact: true }).first().click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(page.getByLabel('Registration Type', { exact: true }).first()).toHaveValue(label);
}

/** Fills the registration form (every field optional, so validation tests can leave some out). */
export async function fillRegistration(page: Page, account: Partial<NewAccount> & { confirmPassword?: string }) {
  if (account.fullname !== undefined) await page.getByLabel('Fullname', { exact: true }).fill(account.fullname);
  if (account.email !== undefined) await page.getByLabel('Email', { exact: true }).fill(account.email);
  if (account.role !== undefined) await chooseRegistrationType(page, account.role);
  if (account.password !== undefined) await passwordField(page, 'Password').fill(account.password);
  const confirm = account.confirmPassword ?? account.password;
  if (confirm !== undefined) await passwordField(page, 'Confirm Password').fill(confirm);
}

/** Registers through the UI and waits for the redirect to /Login. */
export async function registerAccount(page: Page, account: NewAccount) {
  await page.goto('/Register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await fillRegistration(page, account);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expectToast(page, messages.registrationComplete);
  await expectToast(page, messages.registrationRedirect);
  await expectPath(page, '/Login');
}

/** Fills and submits the Login form; returns the time just before the submit (for waitForCode). */
export async function submitLogin(page: Page, email: string, password: string): Promise<number> {
  if (new URL(page.url()).pathname !== '/Login') await page.goto('/Login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in your account' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await passwordField(page, 'Password').fill(password);
  const sentAfter = Date.now();
  await page.getByRole('button', { name: 'Login Securely' }).click();
  return sentAfter;
}

/** Enters a code on /TwoStepAuth and submits it. */
export async function submitCode(page: Page, code: string) {
  await page.getByLabel('Verification Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Authenticate Login' }).click();
}

/**
 * Signs in through the UI. A browser without the sign-in code step behind it gets the code
 * from the real SMTP server. Returns whether the code step was needed.
 */
export async function signIn(page: Page, email: string, password: string): Promise<{ usedCode: boolean }> {
  const sentAfter = await submitLogin(page, email, password);
  await expect.poll(() => new URL(page.url()).pathname, { message: 'leaves /Login after a good password' }).not.toBe('/Login');
  if (new URL(page.url()).pathname !== '/TwoStepAuth') return { usedCode: false };
  await expect(page.getByRole('heading', { level: 1, name: 'Two-Step Authentication' })).toBeVisible();
  const code = await waitForCode(email, { after: sentAfter });
  await submitCode(page, code);
  await expectToast(page, messages.loginAuthenticated);
  await expect.poll(() => new URL(page.url()).pathname).not.toBe('/TwoStepAuth');
  return { usedCode: true };
}

/** The CSRF cookie of the page's browser (made on its first call to the server if it has none yet). */
async function csrfToken(page: Page): Promise<string> {
  const find = async () => (await page.context().cookies()).find((cookie) => cookie.name === 'iyl_csrf')?.value;
  let token = await find();
  // The read that sets it may meet a 503 while the server sheds load: asked again after a second, as setUpPost does.
  for (let attempt = 1; !token && attempt <= 5; attempt++) {
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 1_000));
    await page.request.get('/api/v1/auth/session');
    token = await find();
  }
  expect(token, 'the CSRF cookie').toBeTruthy();
  return token!;
}

/**
 * A POST of the test's set-up with the page's cookies and CSRF header, sent again after its Retry-After
 * while the server sheds load (503 BUSY: two test stacks share the machine's cores), as a person would
 * try again; fails the test unless it succeeds.
 */
export async function setUpPost(page: Page, path: string, body: Pick<Parameters<Page['request']['post']>[1] & {}, 'data' | 'multipart'>, csrf?: string) {
  const token = csrf ?? (await csrfToken(page));
  for (let attempt = 1; ; attempt++) {
    const res = await page.request.post(path, { ...body, headers: { 'x-csrf-token': token } });
    if (res.status() === 503 && attempt < 5) {
      await new Promise((resolve) => setTimeout(resolve, 1_000 * Number(res.headers()['retry-after'] ?? 1)));
      continue;
    }
    expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return res;
  }
}

/** A POST from the page's browser, with its cookies and CSRF header; fails the test unless it succeeds. */
async function apiPost<T>(page: Page, path: string, data: unknown): Promise<T> {
  return (await (await setUpPost(page, path, { data })).json()) as T;
}

/**
 * Signs the page's browser in through the API, as the Login and Two-Step screens do (the browser's
 * time zone sent along, the code from the real SMTP server when the browser has not passed the code step
 * before), and opens the home the server names. The screens themselves have their own tests
 * (auth-*.spec.ts, validation.spec.ts); here the sign-in is only the way in.
 */
export async function signInThroughApi(page: Page, email: string, password: string): Promise<{ home: string }> {
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const sentAfter = Date.now();
  let signedIn = await apiPost<{ next: 'home' | 'code'; home?: string }>(page, '/api/v1/auth/login', { email, password, timeZone });
  if (signedIn.next === 'code') {
    const code = await waitForCode(email, { after: sentAfter });
    signedIn = await apiPost(page, '/api/v1/auth/verify-otp', { email, code, timeZone });
  }
  expect(signedIn.next, `${email} is signed in`).toBe('home');
  await page.goto(signedIn.home!);
  return { home: signedIn.home! };
}

/**
 * Registers a new account and signs it in, both through the API (the Register and Login screens have
 * their own tests); the page ends on the account's home, as after the screens. Returns the account.
 */
export async function registerAndSignIn(page: Page, role: RegistrationLabel = 'As a User', overrides: Partial<NewAccount> = {}) {
  const account = newAccount(role, overrides);
  await apiPost(page, '/api/v1/auth/register', {
    fullname: account.fullname,
    email: account.email,
    role: account.role === 'Coach' ? 'Coach' : 'Customer',
    password: account.password,
    confirmPassword: account.password,
  });
  await signInThroughApi(page, account.email, account.password);
  return account;
}

/** Browser states of the accounts made by the CLI, signed in once per worker (see signedInContext). */
const signedInStates = new Map<string, Promise<{ state: Awaited<ReturnType<BrowserContext['storageState']>>; home: string }>>();

/**
 * A new browser signed in as an account made by the CLI (the Admin, the Global account), on its home:
 * the sign-in is made once per worker, through the API, and its cookies are reused by every later browser.
 */
export async function signedInPage(browser: Browser, account: { email: string; password: string }, options: BrowserContextOptions = {}): Promise<Page> {
  // The sign-in takes the browser's time zone (an account set to follow it), so one state per zone.
  const key = `${account.email} ${options.timezoneId ?? ''}`;
  let saved = signedInStates.get(key);
  if (!saved) {
    saved = (async () => {
      const context = await browser.newContext(options);
      try {
        const { home } = await signInThroughApi(await context.newPage(), account.email, account.password);
        return { state: await context.storageState(), home };
      } finally {
        await context.close();
      }
    })();
    signedInStates.set(key, saved);
    saved.catch(() => signedInStates.delete(key));
  }
  const { state, home } = await saved;
  const page = await (await browser.newContext({ ...options, storageState: state })).newPage();
  await page.goto(home);
  return page;
}

/** A different 6-digit code than `code`. */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/** A POST to the API as the signed-in user of `page` (with the CSRF header); fails the test unless it succeeds. */
export async function postAsUser(page: Page, path: string, data: unknown) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'iyl_csrf')?.value;
  expect(csrf, 'the CSRF cookie').toBeTruthy();
  return (await setUpPost(page, path, { data }, csrf!)).json();
}

/**
 * The onboarding survey through the API, for screens under test that do not depend on how it was
 * answered. `least`: only the required answers, every optional one left out (the least a person can do).
 */
export async function finishSurvey(page: Page, { least = false }: { least?: boolean } = {}) {
  await postAsUser(page, '/api/v1/onboarding/assessment', {
    answers: least ? requiredAnswersOnly() : surveyAnswers({ focusArea: 'Finances', priorityArea: 'Finances' }),
  });
}

/**
 * Gives the page's speech synthesis one voice and a speak() that only records what it was asked to
 * read (in window.spoken), so Read aloud works in a browser without a speech engine (Debian's Chromium
 * has no voices). Call before the page loads the app.
 */
export async function withFakeVoice(page: Page) {
  await page.addInitScript(() => {
    const spoken: string[] = [];
    Object.assign(window, { spoken });
    const synth = window.speechSynthesis;
    const voice = { name: 'Test voice', lang: 'en-US', default: true, localService: true, voiceURI: 'test' };
    Object.defineProperty(synth, 'getVoices', { value: () => [voice] });
    // Reads for ever: the switch stays on until it is switched off.
    Object.defineProperty(synth, 'speak', { value: (utterance: SpeechSynthesisUtterance) => spoken.push(utterance.text) });
    Object.defineProperty(synth, 'cancel', { value: () => undefined });
  });
}

/** What the fake voice of withFakeVoice was asked to read so far. */
export const spokenText = (page: Page) => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken.join(' '));

const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mMQmdZEEmIY1TCqYfhqAAAP9SwQ2Ej7CQAAAABJRU5ErkJggg==', 'base64');

/** A signed-in coach's profile made complete through the API (photo, details, a weekday week): the onboarding form has its own tests. */
export async function completeCoachProfile(page: Page) {
  // Sent again while the server sheds load (setUpPost): the fresh-clone run's one flaky test met a 503 here.
  await setUpPost(page, '/api/v1/profile/photo', { multipart: { image: { name: 'me.png', mimeType: 'image/png', buffer: tinyPng } } });
  await postAsUser(page, '/api/v1/coach/profile', {
    phone: '+44 20 7946 0000',
    whatsapp: '+44 7700 900000',
    feeCents: 5000,
    specialization: 'Sleep and stress',
    paymentAddress: 'coach@pay.example',
    availability: { sessionMinutes: 60, windows: (['Mon', 'Tue', 'Wed', 'Thurs', 'Fri'] as const).map((day) => ({ day, start: '09:00', end: '17:00' })) },
  });
}
