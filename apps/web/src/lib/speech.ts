import { messages } from '@iyl/core/catalog/messages';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { toast } from './toast.tsx';

/**
 * Reading text aloud with the browser's Web Speech API (spec: pitch, rate and volume 1), shared by
 * the plan strategies, notes and the AI coach. Where the browser cannot speak (no speechSynthesis,
 * or no voice once the voices had time to load) every call is a no-op and the toggle says so.
 */

/** Chromium stops long utterances after about 15 s; short pieces queued one after another do not. */
const CHUNK_MAX = 200;

/**
 * How long the voices may take to turn up. Browsers load them after the first getVoices() call and
 * fire voiceschanged (Chromium within tens of milliseconds when there are any); a Chromium without a
 * speech engine has none at all, and an utterance then fails at once ('synthesis-failed').
 */
export const VOICES_WAIT_MS = 1500;

export function speechSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.speechSynthesis?.speak === 'function' &&
    typeof window.SpeechSynthesisUtterance === 'function'
  );
}

/** 'checking' until a voice turns up ('available') or the wait is over without one ('unavailable'). */
export type SpeechAvailability = 'checking' | 'available' | 'unavailable';

type VoiceSource = Pick<SpeechSynthesis, 'getVoices' | 'addEventListener'>;

/**
 * Whether `synth` can speak, decided once: a voice at once or on voiceschanged means yes; none
 * after `wait` ms means no (a voice that turns up later still makes it yes). The check starts on
 * first use. Kept free of React so it can be tested with a fake speech synthesis and fake timers.
 */
export function createVoiceCheck(synth: VoiceSource | undefined, wait = VOICES_WAIT_MS) {
  let state: SpeechAvailability = synth ? 'checking' : 'unavailable';
  let started = false;
  const listeners = new Set<() => void>();
  const set = (next: SpeechAvailability) => {
    if (state === next) return;
    state = next;
    for (const listener of listeners) listener();
  };
  const start = () => {
    if (started || !synth) return;
    started = true;
    const look = () => {
      if (synth.getVoices().length > 0) set('available');
    };
    synth.addEventListener('voiceschanged', look);
    look();
    if (state === 'checking') setTimeout(() => state === 'checking' && set('unavailable'), wait);
  };
  const get = (): SpeechAvailability => {
    start();
    return state;
  };
  const subscribe = (listener: () => void) => {
    start();
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  /** Resolves once it is known: true when there is a voice. */
  const ready = () =>
    new Promise<boolean>((resolve) => {
      if (get() !== 'checking') return resolve(state === 'available');
      const stop = subscribe(() => {
        if (state === 'checking') return;
        stop();
        resolve(state === 'available');
      });
    });
  return { get, subscribe, ready };
}

let voiceCheck: ReturnType<typeof createVoiceCheck> | undefined;
/** The browser's own check, made on first use. */
function browserVoices() {
  voiceCheck ??= createVoiceCheck(speechSupported() ? window.speechSynthesis : undefined);
  return voiceCheck;
}

/** Splits text at sentence ends (then at spaces) into pieces of at most `max` characters. */
export function splitForSpeech(text: string, max = CHUNK_MAX): string[] {
  const sentences = (text.replace(/\s+/g, ' ').trim().match(/[^.!?]+(?:[.!?]+|$)/g) ?? []).map((s) => s.trim());
  const pieces: string[] = [];
  let current = '';
  const push = (piece: string) => {
    const trimmed = piece.trim();
    if (trimmed) pieces.push(trimmed);
  };
  for (const sentence of sentences) {
    const joined = current ? `${current} ${sentence}` : sentence;
    if (joined.length <= max) {
      current = joined;
      continue;
    }
    push(current);
    current = '';
    let rest = sentence;
    while (rest.length > max) {
      const cut = rest.lastIndexOf(' ', max);
      const at = cut > 0 ? cut : max;
      push(rest.slice(0, at));
      rest = rest.slice(at).trim();
    }
    current = rest;
  }
  push(current);
  return pieces;
}

const blockTags = 'p,li,h1,h2,h3,h4,h5,h6,div,tr,br,blockquote,pre,dt,dd';

/** The readable text of (sanitised) HTML, one line per block, so sentences do not run together. */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const block of doc.body.querySelectorAll(blockTags)) block.append(doc.createTextNode('\n'));
  return (doc.body.textContent ?? '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((line) => (/[.!?:;]$/.test(line) ? line : `${line}.`))
    .join('\n');
}

let current: { stop: () => void } | undefined;

/**
 * Speaks `text` in US English, replacing whatever was being read. `onEnd` runs once, when the
 * reading finishes, fails or is stopped. Returns false (and calls nothing) when it cannot speak.
 */
export function speak(text: string, onEnd?: () => void): boolean {
  if (!speechSupported()) return false;
  const pieces = splitForSpeech(text);
  if (pieces.length === 0) return false;
  stopSpeaking();

  let finished = false;
  const session = {
    stop: () => {
      if (finished) return;
      finished = true;
      if (current === session) current = undefined;
      onEnd?.();
    },
  };
  current = session;
  const synth = window.speechSynthesis;
  pieces.forEach((piece, index) => {
    const utterance = new SpeechSynthesisUtterance(piece);
    utterance.lang = 'en-US';
    utterance.pitch = 1;
    utterance.rate = 1;
    utterance.volume = 1;
    if (index === pieces.length - 1) utterance.onend = session.stop;
    utterance.onerror = session.stop;
    synth.speak(utterance);
  });
  return true;
}

/** Stops any reading (silently). */
export function stopSpeaking() {
  const session = current;
  current = undefined;
  session?.stop();
  if (speechSupported()) window.speechSynthesis.cancel();
}

/** What a Read aloud switch shows and does (components/ReadAloudSwitch.tsx draws it). */
export interface SpeechToggle {
  on: boolean;
  /** The browser cannot read aloud: the switch says so and stays off. */
  unavailable: boolean;
  /** Switched on while the voices were still loading: waiting to know whether it can read. */
  waiting: boolean;
  toggle: (checked: boolean) => void;
}

/**
 * The spec's speech toggle (a Switch): off→on toasts 'Speech Activated!' and reads `getText()`;
 * on→off toasts 'Speech Deactivated!' and stops. No text, or a browser that cannot speak: one toast
 * saying so, and the switch stays off (it also shows as unavailable once that is known). The switch
 * turns itself off when the reading ends, and reading stops when the component goes away or
 * `resetKey` changes (another item, a new text).
 */
export function useSpeechToggle(getText: () => string, resetKey?: unknown): SpeechToggle {
  const voices = browserVoices();
  const availability = useSyncExternalStore(voices.subscribe, voices.get, () => 'checking' as const);
  const [on, setOn] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const onRef = useRef(false);
  // Bumped by every new attempt and by a reset, so an attempt still waiting for the voices is dropped.
  const attempt = useRef(0);
  const set = useCallback((value: boolean) => {
    onRef.current = value;
    setOn(value);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger itself.
  useEffect(() => {
    return () => {
      attempt.current += 1;
      if (onRef.current) {
        onRef.current = false;
        stopSpeaking();
      }
      setOn(false);
      setWaiting(false);
    };
  }, [resetKey]);

  const start = async () => {
    const mine = ++attempt.current;
    if (voices.get() === 'checking') {
      setWaiting(true);
      const known = await voices.ready();
      if (mine !== attempt.current) return;
      setWaiting(false);
      if (!known) {
        toast.error(messages.speechUnsupported);
        return;
      }
    } else if (voices.get() === 'unavailable') {
      toast.error(messages.speechUnsupported);
      return;
    }
    const text = getText().trim();
    if (!text) {
      toast.error(messages.speechEmpty);
      return;
    }
    set(true);
    toast.success(messages.speechActivated);
    speak(text, () => {
      if (onRef.current) set(false);
    });
  };

  const toggle = (checked: boolean) => {
    if (!checked) {
      if (!onRef.current) return;
      set(false);
      stopSpeaking();
      toast.info(messages.speechDeactivated);
      return;
    }
    if (waiting) return;
    void start();
  };

  return { on, unavailable: availability === 'unavailable', waiting, toggle };
}

/**
 * Reads `text` after whatever is being read (an answer read sentence by sentence as it streams),
 * rather than in its place. Returns false when the browser cannot speak.
 */
export function queueSpeech(text: string): boolean {
  if (!speechSupported()) return false;
  for (const piece of splitForSpeech(text)) {
    const utterance = new SpeechSynthesisUtterance(piece);
    utterance.lang = 'en-US';
    utterance.pitch = 1;
    utterance.rate = 1;
    utterance.volume = 1;
    window.speechSynthesis.speak(utterance);
  }
  return true;
}

/** The complete sentences of `text` from `from` on (up to the last sentence end or line break), and where they end. */
export function sentencesFrom(text: string, from: number, final = false): { text: string; end: number } {
  if (final) return { text: text.slice(from), end: text.length };
  const rest = text.slice(from);
  let end = -1;
  for (const match of rest.matchAll(/[.!?](?=\s)|\n/g)) end = match.index + 1;
  return end < 0 ? { text: '', end: from } : { text: rest.slice(0, end), end: from + end };
}
