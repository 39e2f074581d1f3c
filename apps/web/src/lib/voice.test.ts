import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listen, type Recognition, type VoiceHandlers, VOICE_SILENCE_MS } from './voice.ts';

/** A speech recognition the test drives: results, errors and ends as a browser would send them. */
class FakeRecognition implements Recognition {
  static last: FakeRecognition | undefined;
  lang = '';
  interimResults = false;
  continuous = false;
  onresult: Recognition['onresult'] = null;
  onerror: Recognition['onerror'] = null;
  onend: Recognition['onend'] = null;
  starts = 0;
  stopped = false;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.starts += 1;
  }
  stop() {
    this.stopped = true;
    queueMicrotask(() => this.onend?.());
  }
  abort() {
    this.stop();
  }
  /** The session's results so far; `from` is the first that changed (the browser's resultIndex). */
  hear(results: [string, boolean][], from = 0) {
    this.onresult?.({ resultIndex: from, results: results.map(([transcript, isFinal]) => ({ isFinal, 0: { transcript } })) });
  }
}

function handlers() {
  const seen = { heard: [] as string[], finished: [] as string[], failed: [] as string[] };
  const h: VoiceHandlers = { onHeard: (t) => seen.heard.push(t), onFinished: (t) => seen.finished.push(t), onFailed: (f) => seen.failed.push(f) };
  return { seen, h };
}

describe('voice input', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('listens in US English with interim results, filling the box as the customer speaks', () => {
    const { seen, h } = handlers();
    listen(FakeRecognition, h);
    const r = FakeRecognition.last as FakeRecognition;
    expect([r.lang, r.interimResults, r.starts]).toEqual(['en-US', true, 1]);
    r.hear([['how can I', false]]);
    r.hear([['how can I sleep', false]]);
    expect(seen.heard).toEqual(['how can I', 'how can I sleep']);
    expect(seen.finished).toEqual([]);
  });

  it('stops 2 s after a final result and sends what was heard; more speech in between keeps it listening', async () => {
    const { seen, h } = handlers();
    listen(FakeRecognition, h);
    const r = FakeRecognition.last as FakeRecognition;
    r.hear([['How can I sleep better', true]]);
    vi.advanceTimersByTime(VOICE_SILENCE_MS - 100);
    r.hear([['How can I sleep better', true], ['at night', false]], 1);
    vi.advanceTimersByTime(VOICE_SILENCE_MS);
    expect(r.stopped).toBe(false);
    r.hear([['How can I sleep better', true], ['at night', true]], 1);
    expect(seen.heard.at(-1)).toBe('How can I sleep better at night');
    vi.advanceTimersByTime(VOICE_SILENCE_MS - 1);
    expect(r.stopped).toBe(false);
    vi.advanceTimersByTime(1);
    expect(r.stopped).toBe(true);
    await vi.runAllTimersAsync();
    expect(seen.finished).toEqual(['How can I sleep better at night']);
  });

  it('restarts itself after a pause with no speech, keeping what it heard before', async () => {
    const { seen, h } = handlers();
    const session = listen(FakeRecognition, h);
    const r = FakeRecognition.last as FakeRecognition;
    r.hear([['I feel tired', true]]);
    r.onerror?.({ error: 'no-speech' });
    r.onend?.();
    expect(r.starts).toBe(2);
    expect(seen.finished).toEqual([]);
    expect(seen.failed).toEqual([]);
    r.hear([['every morning', false]]);
    expect(seen.heard.at(-1)).toBe('I feel tired every morning');
    session.stop();
    await vi.runAllTimersAsync();
    expect(seen.finished).toEqual(['I feel tired every morning']);
  });

  it('says why when it cannot listen: no recognition, no speech service, no microphone permission', () => {
    const { seen, h } = handlers();
    listen(undefined, h);
    listen(FakeRecognition, h);
    (FakeRecognition.last as FakeRecognition).onerror?.({ error: 'network' });
    (FakeRecognition.last as FakeRecognition).onend?.();
    listen(FakeRecognition, h);
    (FakeRecognition.last as FakeRecognition).onerror?.({ error: 'not-allowed' });
    (FakeRecognition.last as FakeRecognition).onend?.();
    listen(FakeRecognition, h);
    (FakeRecognition.last as FakeRecognition).onerror?.({ error: 'audio-capture' });
    (FakeRecognition.last as FakeRecognition).onend?.();
    expect(seen.failed).toEqual(['unsupported', 'unavailable', 'denied', 'no-microphone']);
    expect(seen.finished).toEqual([]);
  });

  it('a cancelled session sends nothing', async () => {
    const { seen, h } = handlers();
    const session = listen(FakeRecognition, h);
    (FakeRecognition.last as FakeRecognition).hear([['never mind', true]]);
    session.cancel();
    await vi.runAllTimersAsync();
    expect(seen.finished).toEqual([]);
  });
});
