import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { until } from '../../../test/support/until.ts';
import { type Ai, offlineAi } from './ai.ts';
import { type AiCall, meteredAi, providerOf } from './metered.ts';

const at = new Date('2026-03-02T09:00:00Z');

/** A meter whose records land in `calls`, or fail when `failing` says so. */
function meter(ai: Ai, options: { failing?: 'reject' | 'throw' | 'hang'; feature?: string } = {}) {
  const calls: AiCall[] = [];
  const warnings: { obj: object; msg?: string }[] = [];
  const record = (call: AiCall) => {
    if (options.failing === 'throw') throw new Error('pool is closed');
    if (options.failing === 'reject') return Promise.reject(new Error('relation "ai_calls" does not exist'));
    if (options.failing === 'hang') return new Promise<void>(() => undefined);
    calls.push(call);
    return Promise.resolve();
  };
  const log = { warn: (obj: object, msg?: string) => void warnings.push({ obj, msg }) };
  return { ai: meteredAi(ai, { feature: options.feature ?? 'plans', provider: providerOf(ai, 'gpt-test'), clock: () => at, record, log }), calls, warnings };
}

/** An AI whose every call fails, as a provider that is down. */
const failingAi: Ai = {
  source: 'ai',
  html: async () => {
    throw new Error('AI_FAILED');
  },
  structured: async () => {
    throw new Error('AI_PARSE');
  },
  chat: async function* () {
    yield 'Half an ';
    throw new Error('stream broke');
  },
};

const html = { system: 's', prompt: 'p', offline: () => '<p>Drink water.</p>' };
const structured = { system: 's', schema: z.object({ n: z.number() }), name: 'n', instruction: 'i', offline: () => ({ n: 3 }) };
const chat = { system: 's', messages: [{ role: 'user' as const, content: 'hi' }], offline: () => 'Hello there, friend.' };
const drain = async (pieces: AsyncGenerator<string>) => {
  let text = '';
  for await (const piece of pieces) text += piece;
  return text;
};

describe('the metered AI', () => {
  it('records each call once it has ended: the feature, the provider, the kind, ok and the latency', async () => {
    const { ai, calls } = meter(offlineAi(), { feature: 'mood' });
    expect(ai.source).toBe('builtin');
    expect(await ai.html(html)).toEqual({ html: '<p>Drink water.</p>', source: 'builtin' });
    expect(await ai.structured(structured)).toEqual({ value: { n: 3 }, source: 'builtin' });
    expect(await drain(ai.chat(chat))).toBe('Hello there, friend.');
    expect(await until(() => calls.length === 3, 1_000)).toBe(true);
    expect(calls.map(({ latencyMs: _latency, ...c }) => c)).toEqual(
      ['html', 'structured', 'chat'].map((kind) => ({ at, feature: 'mood', provider: 'builtin', kind, ok: true })),
    );
    for (const call of calls) expect(Number.isInteger(call.latencyMs) && call.latencyMs >= 0).toBe(true);
  });

  it('a call that fails is recorded with ok=false and its error reaches the caller unchanged', async () => {
    const { ai, calls } = meter(failingAi);
    await expect(ai.html(html)).rejects.toThrow('AI_FAILED');
    await expect(ai.structured(structured)).rejects.toThrow('AI_PARSE');
    await expect(drain(ai.chat(chat))).rejects.toThrow('stream broke');
    expect(await until(() => calls.length === 3, 1_000)).toBe(true);
    expect(calls.map((c) => [c.kind, c.ok, c.provider])).toEqual([
      ['html', false, 'gpt-test'],
      ['structured', false, 'gpt-test'],
      ['chat', false, 'gpt-test'],
    ]);
  });

  it('a chat the caller stops is a call that worked, recorded once', async () => {
    const { ai, calls } = meter(offlineAi());
    for await (const piece of ai.chat(chat)) {
      expect(piece).toBe('Hello ');
      break;
    }
    expect(await until(() => calls.length === 1, 1_000)).toBe(true);
    expect(calls[0]).toMatchObject({ kind: 'chat', ok: true });
  });

  it('when the record fails (rejects, throws, or never ends) the caller’s call is unaffected and the failure is logged', async () => {
    for (const failing of ['reject', 'throw', 'hang'] as const) {
      const { ai, warnings } = meter(offlineAi(), { failing });
      expect(await ai.html(html)).toEqual({ html: '<p>Drink water.</p>', source: 'builtin' });
      expect(await ai.structured(structured)).toEqual({ value: { n: 3 }, source: 'builtin' });
      expect(await drain(ai.chat(chat))).toBe('Hello there, friend.');
      if (failing === 'hang') continue;
      expect(await until(() => warnings.length === 3, 1_000)).toBe(true);
      expect(warnings.map((w) => w.msg)).toEqual(['AI call not recorded', 'AI call not recorded', 'AI call not recorded']);
    }
    // A failing record does not turn a failed call into anything else either.
    const { ai } = meter(failingAi, { failing: 'reject' });
    await expect(ai.html(html)).rejects.toThrow('AI_FAILED');
  });
});
