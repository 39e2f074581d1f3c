// What the fake AI provider (apps/server/test/support/fake-ai.ts, started by the global setup)
// answers the second server with: valid JSON for the structured calls, and for the HTML calls
// (the assessment) a corpus of XSS payloads mixed with harmless text. The tests import the
// constants below to know what to look for; nothing here starts a server.
import { type LibraryCategory, libraryCategories } from '@iyl/core/habits/contract';

/** The provider key the second server is started with; it must never reach a browser. */
export const FAKE_AI_KEY = 'sk-e2e-secret';

/** Harmless lines of the fake assessment: they must survive the sanitiser and be shown. */
export const harmlessLines = [
  'Your assessment',
  'You sleep well most nights and your energy is steady.',
  'Keep a short walk after lunch; it is doing you good.',
] as const;

/**
 * XSS payloads, each setting window.__xss (or parent.__xss) to its own number if it ever runs.
 * Interactive ones carry ids (#jslink, #clickme, #xssbtn) so a test can try clicking them.
 */
export const xssPayloads = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '<svg onload="window.__xss=3"><circle r="4"></circle></svg>',
  '<iframe srcdoc="<script>parent.__xss=4</script>"></iframe>',
  '<a id="jslink" href="javascript:window.__xss=5">Read more</a>',
  '<details open ontoggle="window.__xss=6"><summary>More</summary>Details</details>',
  '<body onload="window.__xss=7">',
  '<input autofocus onfocus="window.__xss=8">',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=9"></style></mglyph></table></mtext></math>',
  '<object data="javascript:window.__xss=10"></object>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=11">',
  "<style>@import 'javascript:window.__xss=12';</style>",
  '<form action="javascript:window.__xss=13"><button id="xssbtn">Go</button></form>',
  '<div style="background:url(javascript:window.__xss=14)">x</div>',
  '<p onclick="window.__xss=15" id="clickme">Click</p>',
  '<embed src="javascript:window.__xss=16">',
  '<a href="  JaVaScRiPt:window.__xss=17">Spaced scheme</a>',
  '<a href="jav&#x09;ascript:window.__xss=18">Tabbed scheme</a>',
  '<img src="x" srcset="x 1x" onerror="window.__xss=19">',
  '<video><source onerror="window.__xss=20"></video>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=21>"></p></noscript>',
] as const;

/**
 * The assessment as a model might answer: inside ```html fences, with a lang attribute (both of
 * which the server's clean-up strips), harmless paragraphs around and between the payloads.
 */
export function assessmentReply(): string {
  const [first, second, third] = harmlessLines;
  const middle = Math.ceil(xssPayloads.length / 2);
  return [
    '```html',
    `<div lang="en"><p>${first}</p>`,
    ...xssPayloads.slice(0, middle),
    `<p>${second}</p>`,
    ...xssPayloads.slice(middle),
    `<p><strong>${third}</strong></p></div>`,
    '```',
  ].join('\n');
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A valid action plan (packages/core/src/plans/contract.ts): a goal, 5 tasks and 5 habits. */
export function planReply(): string {
  const tasks = Array.from({ length: 5 }, (_, i) => ({
    task: `Fake AI task ${i + 1}`,
    description: `A small, concrete step number ${i + 1} written by the fake AI provider.`,
    startDate: isoDay(i * 7),
    endDate: isoDay(i * 7 + 6),
    frequency: 'Daily',
  }));
  const habits = Array.from({ length: 5 }, (_, i) => ({
    habit: `Fake AI habit ${i + 1}`,
    description: `A steady daily habit number ${i + 1} from the fake AI provider.`,
    frequency: 'Daily',
  }));
  return JSON.stringify({ goal: 'Feel rested and energetic within six weeks.', tasks, habits });
}

/** A valid habit library (packages/core/src/habits/contract.ts): 10 items in each category. */
export function libraryReply(): string {
  const habits = libraryCategories.flatMap((category: LibraryCategory) =>
    Array.from({ length: 10 }, (_, i) => ({
      title: `${category} habit ${i + 1}`,
      description: `A ${category.toLowerCase()} habit from the fake AI provider, number ${i + 1}.`,
      category,
      icon: 'moon',
      color: 'text-success',
      hexadecimalIcon: '#198754',
      duration: 'daily',
      numberOfDays: 21,
    })),
  );
  return JSON.stringify({ habits });
}

/** The fake provider's answer, chosen by the JSON schema the server asks for (none: HTML). */
export function fakeAiReply(body: { response_format?: { json_schema?: { name: string } } }): { content: string } {
  switch (body.response_format?.json_schema?.name) {
    case 'action_plan':
      return { content: planReply() };
    case 'habit_library':
      return { content: libraryReply() };
    default:
      return { content: assessmentReply() };
  }
}

/** One request the fake provider got, as the global setup files it for the tests (FAKE_AI_LOG). */
export interface FakeAiLogEntry {
  url: string;
  authorization: string | undefined;
  /** The JSON schema's name for structured calls; null for HTML calls. */
  schema: string | null;
  messages: { role: string; content: string }[];
}
