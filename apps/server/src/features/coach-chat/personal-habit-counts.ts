import { addDays } from '@iyl/core/time/zone';
import { listPhrase } from '../../platform/ai/offline-helpers.ts';
import { stems } from '../../platform/search/stems.ts';
import { ROUTINE_DAYS } from './customer-figures.ts';
import type { CustomerSnapshot, RoutineGlance } from './customer-summary.ts';
import { spanDays } from './personal-mood-asks.ts';
import { daysOf, type When, WHEN_WORDS, whenOf } from './personal-time.ts';
import { bold, dayLabel, days, quoted } from './personal-words.ts';

/*
 * A routine of the customer's named in their own words, and how often they did it in a span:
 * "how many times did I walk after dinner in the last 30 days?" is the number of days that routine was
 * ticked done then (its check-ins, as /Insights counts them), with the period said. The routine is
 * found by its title's words; a routine not found is said so, with the routines there are.
 */

/** "How many times did I walk after dinner in the last 30 days?": a routine (by its words) and the span counted. */
export type CountAsk = { count: string; span: { days: number } | { when: When } | { month: true } };

/** What a routine is done as ("walk after dinner", "meditate", "do my stretches"): a "did I …?" with no routine to match is answered only for these. */
export const HABIT_VERB =
  /^(?:walk|run|ran|jog|swim|swam|cycle|bike|meditat|stretch|exercise|work\s+out|workout|train|practi[cs]|journal|read|floss|do\s+(?:my|the)|go\s+for|went\s+for|gone\s+for|go\s+to\s+the\s+gym|drink\s+(?:my\s+)?water|yoga|pray)/;

/** Words of a "did I do my …" name that say nothing about which routine ("every day", "routine"). */
const NOT_A_NAME = new Set(stems('routine routines habit habits every day days once all daily'));

/** The stems that name a routine in a question (those that say which one). */
export const nameStems = (name: string) => [...new Set(stems(name))].filter((s) => !NOT_A_NAME.has(s));

/** The routines a "did I do my …" name points at: those holding all its words, else those holding the most (at least half). */
export function routinesNamed(routines: readonly RoutineGlance[], name: string): RoutineGlance[] {
  const asked = nameStems(name);
  const scored = routines.map((r) => {
    const held = new Set(stems(r.title));
    return { r, share: asked.filter((w) => held.has(w)).length / asked.length };
  });
  const all = scored.filter((x) => x.share === 1);
  if (all.length) return all.map((x) => x.r);
  const best = Math.max(0, ...scored.map((x) => x.share));
  return best >= 0.5 ? scored.filter((x) => x.share === best).map((x) => x.r) : [];
}

/** No routine of theirs has that name: said so, with the routines there are. */
export function notFound(routines: readonly RoutineGlance[], name: string): string {
  const list = routines.map((r) => quoted(r.title));
  const shown = list.length > 8 ? `${list.slice(0, 8).join(', ')} and ${list.length - 8} more` : listPhrase(list);
  return `I couldn’t find a routine called ${quoted(name)}. Your ${list.length === 1 ? 'routine is' : 'routines are'} ${shown}. Ask me about one of them by its name, or add a new one on the Habit screen.`;
}

const SPAN_WORDS = String.raw`(?:(?:the\s+)?(?:last|past)\s+(?:\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten|fourteen|thirty)\s+(?:days?|weeks?)|(?:this|the)\s+(?:past|last)\s+(?:week|fortnight|month)|past\s+(?:week|fortnight)|this\s+month)`;
/** "How many times did I walk after dinner in the last 30 days?", "how often have I meditated this week?": the name (group 1), then the span. */
const COUNT = new RegExp(
  String.raw`\bhow\s+(?:many\s+(?:times|days)|often)\s+(?:did|have|had)\s+i\s+(?:(?:actually|really)\s+)?([a-z][^.?!]{1,60}?)\s+(?:(?:routine|habit)\s+)?(?:in\s+|over\s+|during\s+|for\s+)?(?:${SPAN_WORDS}|${WHEN_WORDS})\b`,
);

/** What a "how many times did I …" question counts, or null when it names no routine (nor anything done as one). */
export function countAsk(text: string, titles: readonly string[]): CountAsk | null {
  const m = COUNT.exec(text);
  if (!m?.[1] || /^(?:skip|miss|forg|feel|felt|log|record|eat|ate|eaten|have|had|spend|spent)/.test(m[1])) return null;
  const name = m[1].replace(/^(?:do|done|did|go\s+for|gone\s+for|went\s+for|been\s+for|manage|managed|get|got|take|took|taken|tick|ticked)\s+(?:(?:my|the|a|an)\s+)?/, '').trim();
  const asked = nameStems(name);
  if (asked.length === 0) return null;
  const mine = titles.some((t) => asked.every((w) => stems(t).includes(w)));
  if (!mine && !HABIT_VERB.test(m[1])) return null;
  const n = spanDays(text);
  const when = whenOf(text);
  const span = n ? { days: n } : /\bthis\s+month\b/.test(text) ? ({ month: true } as const) : when ? { when } : null;
  return span ? { count: name, span } : null;
}

/** How often the routine(s) a question names were done in its span (as far back as the coach reads: ROUTINE_DAYS days). */
export function countAnswer(s: CustomerSnapshot, ask: CountAsk): string {
  const named = routinesNamed(s.routines, ask.count);
  if (named.length === 0) return notFound(s.routines, ask.count);
  const oldest = addDays(s.today, -(ROUTINE_DAYS - 1));
  let { from, to, label } = (() => {
    if ('days' in ask.span) {
      const n = Math.max(1, ask.span.days);
      return { from: addDays(s.today, -(n - 1)), to: s.today, label: `in the last ${days(n)}` };
    }
    if ('month' in ask.span) return { from: `${s.today.slice(0, 8)}01`, to: s.today, label: 'this month' };
    const d = daysOf(ask.span.when, s.today);
    return { from: d.from, to: d.to, label: d.label.replace(/\s*\(.*\)$/, '') };
  })();
  const cut = from < oldest ? ` I can see the last ${ROUTINE_DAYS} days of your routines, so that is the span counted here.` : '';
  if (from < oldest) {
    from = oldest;
    label = `in the last ${ROUTINE_DAYS} days`;
  }
  const range = from === to ? `(${dayLabel(from)})` : `(${dayLabel(from)} – ${dayLabel(to)})`;
  const one = (r: RoutineGlance) => {
    const inPeriod = r.days.filter((d) => d.day >= from && d.day <= to);
    const title = quoted(r.title);
    if (inPeriod.length === 0) return `${title} hadn’t started yet ${label} ${range}, so there is no day of it to count.`;
    const count = (kind: RoutineGlance['days'][number]['kind']) => inPeriod.filter((d) => d.kind === kind).length;
    const [done, skipped, missed, paused] = [count('done'), count('skipped'), count('missed'), count('paused')];
    const times = done === 1 ? 'once' : `${done} times`;
    const head = `${label.charAt(0).toUpperCase()}${label.slice(1)} ${range}, you did ${title} ${bold(times)}: ${done === 1 ? 'one day' : `${done} days`} ticked done.`;
    const rest = [skipped ? `${skipped} skipped` : '', missed ? `${missed} not ticked` : '', paused ? `${paused} paused (not counted)` : ''].filter(Boolean);
    const started = (inPeriod[0]?.day ?? from) > from ? ` It started on ${dayLabel(inPeriod[0]?.day as string)}.` : '';
    const open = inPeriod.some((d) => d.kind === 'open') ? ' Today is not ticked yet.' : '';
    return `${head}${rest.length ? ` Of its other days: ${rest.join(', ')}.` : ''}${started}${open}`;
  };
  return [...named.slice(0, 3).map(one), cut.trim()].filter(Boolean).join('\n\n');
}
