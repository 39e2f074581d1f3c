import { messages } from '@iyl/core/catalog/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from './toast.tsx';

/**
 * Reading text aloud with the browser's Web Speech API (spec: pitch, rate and volume 1), shared by
 * the plan strategies, notes and the AI coach. Where the browser has no speechSynthesis every call
 * is a no-op and the toggle says so in a toast.
 */

/** Chromium stops long utterances after about 15 s; short pieces queued one after another do not. */
const CHUNK_MAX = 200;

export function speechSupported(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof window.SpeechSynthesisUtterance === 'function';
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

/**
 * The spec's speech toggle (a Switch): off→on toasts 'Speech Activated!' and reads `getText()`;
 * on→off toasts 'Speech Deactivated!' and stops. No text or no speech in the browser: a toast and
 * the switch stays off. The switch turns itself off when the reading ends, and reading stops when
 * the component goes away or `resetKey` changes (another item, a new text).
 */
export function useSpeechToggle(getText: () => string, resetKey?: unknown) {
  const [on, setOn] = useState(false);
  const onRef = useRef(false);
  const set = useCallback((value: boolean) => {
    onRef.current = value;
    setOn(value);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger itself.
  useEffect(() => {
    return () => {
      if (onRef.current) {
        onRef.current = false;
        stopSpeaking();
      }
      setOn(false);
    };
  }, [resetKey]);

  const toggle = (checked: boolean) => {
    if (!checked) {
      set(false);
      stopSpeaking();
      toast.info(messages.speechDeactivated);
      return;
    }
    if (!speechSupported()) {
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

  return { on, toggle };
}
