import { messages } from '@iyl/core/catalog/messages';
import { expect, type Page, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { surveyAnswers } from '../../apps/server/test/support/survey.ts';
import { aiAppUrl, fakeAiLog } from '../support/env.ts';
import { FAKE_AI_KEY, type FakeAiLogEntry, harmlessLines } from '../support/fake-ai-replies.ts';
import { expectPath, registerAndSignIn } from '../support/helpers.ts';

// Against the second server of the global setup, whose AI is a fake OpenAI-compatible provider
// that answers the assessment with a corpus of XSS payloads (support/fake-ai-replies.ts).
test.use({ baseURL: process.env.AI_BASE_URL_APP });

/** What a payload sets if it ever runs. */
const xssFlag = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);

/** Content-Security-Policy violations the page reports (collected by an init script). */
interface Violation {
  directive: string;
  blockedURI: string;
  sample: string;
  source: string;
}

function fakeAiRequests(): FakeAiLogEntry[] {
  return JSON.parse(readFileSync(fakeAiLog(), 'utf8')) as FakeAiLogEntry[];
}

/** The double-submit CSRF token the SPA echoes on mutating calls. */
async function csrfHeader(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'iyl_csrf');
  if (!cookie) throw new Error('no iyl_csrf cookie after signing in');
  return { 'x-csrf-token': cookie.value };
}

test.describe('AI output sanitiser', () => {
  test('XSS payloads in the AI assessment never run on /AIQuiz', async ({ page }) => {
    test.setTimeout(90_000);
    expect(process.env.AI_BASE_URL_APP, 'the spec runs against the fake-AI server').toBe(aiAppUrl());

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss().catch(() => undefined);
    });
    const consoleProblems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') consoleProblems.push(`${msg.type()}: ${msg.text()}`);
    });
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));
    const popups: string[] = [];
    page.context().on('page', (p) => popups.push(p.url()));
    // Every body the browser got from the API, to check that the provider key never reaches it.
    const apiBodies: Promise<{ url: string; body: string }>[] = [];
    page.on('response', (response) => {
      if (!new URL(response.url()).pathname.startsWith('/api/')) return;
      apiBodies.push(
        response
          .text()
          .then((body) => ({ url: response.url(), body }))
          .catch(() => ({ url: response.url(), body: '' })),
      );
    });
    await page.addInitScript(() => {
      const seen: unknown[] = [];
      (window as unknown as { __cspViolations: unknown[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => {
        seen.push({ directive: e.effectiveDirective, blockedURI: e.blockedURI, sample: e.sample, source: `${e.sourceFile}:${e.lineNumber}` });
      });
    });

    const fullname = `Sana Sanitiser ${Date.now() % 100_000}`;
    const requestsBefore = fakeAiRequests().length;

    await test.step('a customer registers and signs in through the UI', async () => {
      await registerAndSignIn(page, 'As a User', { fullname });
      expect(new URL(page.url()).origin).toBe(aiAppUrl());
      await expectPath(page, '/Quiz');
    });

    await test.step('the survey is submitted through the API; the assessment comes from the fake AI', async () => {
      const res = await page.request.post('/api/v1/onboarding/assessment', {
        data: { answers: surveyAnswers() },
        headers: await csrfHeader(page),
      });
      const text = await res.text();
      expect(res.status(), text).toBe(201);
      expect(text).not.toContain(FAKE_AI_KEY);
      const body = JSON.parse(text) as { message: string; assessment: { source: string; html: string } };
      expect(body.message).toBe(messages.onboardingCompleted);
      expect(body.assessment.source).toBe('ai');

      const requests = fakeAiRequests().slice(requestsBefore);
      const assessmentCall = requests.find(
        (r) => r.schema === null && r.messages.some((m) => m.role === 'user' && m.content.includes(fullname)),
      );
      expect(assessmentCall, 'the fake AI got the assessment prompt for this customer').toBeDefined();
      expect(assessmentCall?.url).toContain('/chat/completions');
      expect(assessmentCall?.authorization).toBe(`Bearer ${FAKE_AI_KEY}`);
    });

    const container = page.getByTestId('assessment-html');

    await test.step('/AIQuiz shows the harmless text and nothing runs', async () => {
      await page.goto('/AIQuiz');
      await expectPath(page, '/AIQuiz');
      await expect(page.getByRole('heading', { level: 2, name: fullname })).toBeVisible();
      for (const line of harmlessLines) await expect(container.getByText(line, { exact: true })).toBeVisible();
      // Written by the provider, not the built-in engine.
      await expect(page.getByText(messages.builtInCoach)).toHaveCount(0);
      expect(await xssFlag(page), 'window.__xss right after load').toBeUndefined();
      await page.waitForTimeout(1_000);
      expect(await xssFlag(page), 'window.__xss after 1 s').toBeUndefined();
      await expectPath(page, '/AIQuiz');
    });

    await test.step('nothing executable is left in the rendered assessment', async () => {
      const found = await container.evaluate((root) => {
        const forbidden = 'script, iframe, frame, object, embed, style, link, base, form, input, button, textarea, select, meta, svg, math, template, noscript, img, video, audio, source';
        const tags = [...root.querySelectorAll(forbidden)].map((el) => el.outerHTML);
        const handlers: string[] = [];
        const jsUrls: string[] = [];
        const styles: string[] = [];
        for (const el of [root, ...root.querySelectorAll('*')]) {
          for (const attr of [...el.attributes]) {
            const name = attr.name.toLowerCase();
            // Browsers ignore whitespace and control characters inside a URL scheme.
            const value = [...attr.value]
              .filter((c) => c.charCodeAt(0) > 0x20)
              .join('')
              .toLowerCase();
            if (name.startsWith('on')) handlers.push(`${el.tagName} ${attr.name}`);
            if (['href', 'src', 'action', 'formaction', 'data', 'srcdoc', 'srcset', 'xlink:href', 'poster'].includes(name) && value.includes('javascript:')) {
              jsUrls.push(`${el.tagName} ${attr.name}="${attr.value}"`);
            }
            if (el !== root && name === 'style') styles.push(`${el.tagName} style="${attr.value}"`);
          }
        }
        return { tags, handlers, jsUrls, styles, html: root.innerHTML };
      });
      test.info().annotations.push({ type: 'rendered assessment', description: found.html });
      expect(found.tags, 'forbidden elements in the assessment').toEqual([]);
      expect(found.handlers, 'event-handler attributes in the assessment').toEqual([]);
      expect(found.jsUrls, 'javascript: URLs in the assessment').toEqual([]);
      expect(found.styles, 'style attributes in the assessment').toEqual([]);
      // The iframe payload would have made a second frame.
      expect(page.frames()).toHaveLength(1);
    });

    await test.step('the interactive payloads are gone or inert', async () => {
      for (const target of [
        container.locator('#jslink'),
        container.locator('#clickme'),
        container.locator('#xssbtn'),
        container.getByText('Read more', { exact: true }),
        container.getByText('Click', { exact: true }),
        container.getByText('Go', { exact: true }),
      ]) {
        if ((await target.count()) === 0) continue;
        await target.first().click();
        expect(await xssFlag(page), `window.__xss after clicking ${target}`).toBeUndefined();
      }
      await page.waitForTimeout(500);
      expect(await xssFlag(page), 'window.__xss after the clicks').toBeUndefined();
      await expectPath(page, '/AIQuiz');
      expect(popups, 'no window opened').toEqual([]);
      expect(dialogs, 'no dialog opened').toEqual([]);
    });

    await test.step('no script-related CSP violation (the sanitiser, not only the CSP, stopped the payloads)', async () => {
      const violations = await page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);
      const cspConsole = consoleProblems.filter((m) => /Content Security Policy/i.test(m));
      // Reported whatever it holds, so CSP noise from elsewhere is visible without failing the test.
      test.info().annotations.push(
        { type: 'CSP violations on /AIQuiz', description: JSON.stringify(violations) },
        { type: 'console errors and warnings', description: JSON.stringify(consoleProblems) },
        { type: 'page errors', description: JSON.stringify(pageErrors) },
      );
      const unusual = violations.filter((v) => v.blockedURI !== 'eval');
      if (unusual.length || cspConsole.length || pageErrors.length) {
        console.log('CSP violations:', unusual, '\nCSP console messages:', cspConsole, '\npage errors:', pageErrors);
      }
      // What a surviving payload would cause: an inline <script>, an on* handler or a javascript: URL.
      // (The app's own bundle trips "script-src … eval" when zod probes for eval; that is not this.)
      const scriptViolations = violations.filter(
        (v) => v.blockedURI === 'inline' || v.blockedURI.startsWith('javascript') || ['script-src-elem', 'script-src-attr'].includes(v.directive),
      );
      expect(scriptViolations, 'inline scripts or handlers the CSP had to block').toEqual([]);
      expect(pageErrors.filter((m) => m.includes('__xss')), 'page errors from the payloads').toEqual([]);
    });

    await test.step("the fake provider's plan and habit library are accepted too", async () => {
      const headers = await csrfHeader(page);
      const plan = await page.request.post('/api/v1/onboarding/plans', { data: { area: 'Health' }, headers });
      expect(plan.status(), await plan.text()).toBe(200);
      expect(await plan.json()).toMatchObject({ area: 'Health', tasks: 5, habits: 5, source: 'ai' });
      const library = await page.request.post('/api/v1/onboarding/habit-library', { headers });
      expect(library.status(), await library.text()).toBe(200);
      expect(await library.json()).toMatchObject({ saved: 40, source: 'ai' });
      for (const res of [plan, library]) expect(await res.text()).not.toContain(FAKE_AI_KEY);
      const schemas = fakeAiRequests()
        .slice(requestsBefore)
        .map((r) => r.schema);
      expect(schemas).toEqual(expect.arrayContaining([null, 'action_plan', 'habit_library']));
    });

    await test.step('no API response the browser got holds the provider key', async () => {
      // One more page load, so the assessment and session calls are among the responses.
      await page.reload();
      await expect(container.getByText(harmlessLines[0], { exact: true })).toBeVisible();
      expect(await xssFlag(page)).toBeUndefined();
      const bodies = await Promise.all(apiBodies);
      expect(bodies.some((b) => b.url.includes('/api/v1/onboarding/assessment'))).toBe(true);
      expect(bodies.filter((b) => b.body.includes(FAKE_AI_KEY)).map((b) => b.url)).toEqual([]);
      expect(dialogs).toEqual([]);
    });
  });
});
