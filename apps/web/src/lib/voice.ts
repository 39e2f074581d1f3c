import { useCallback, useEffect, useRef, useState } from 'react';

/*
 * Talking to the coach (spec part 2 §4, §9): the browser's speech recognition in US English. Interim
 * results fill the box as the customer speaks; recognition stops 2 s after a final result (or when the
 * customer stops it) and what was heard is sent; a pause with no speech restarts it. Where the browser
 * has none, or it cannot reach its speech service (Chromium builds without one fail with 'network'),
 * the microphone says so instead of failing.
 */

/** After a final result, recognition stops when nothing more is heard for this long. */
export const VOICE_SILENCE_MS = 2_000;

interface RecognitionResult {
  isFinal: boolean;
  0: { transcript: string };
}
interface RecognitionEvent {
  resultIndex: number;
  results: ArrayLike<RecognitionResult>;
}
export interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionClass = new () => Recognition;

export function recognitionClass(): RecognitionClass | undefined {
  const w = globalThis as unknown as { SpeechRecognition?: RecognitionClass; webkitSpeechRecognition?: RecognitionClass };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/** Why voice input ended without text: no recognition, no service, no microphone permission, or no microphone. */
export type VoiceFailure = 'unsupported' | 'unavailable' | 'denied' | 'no-microphone';

export interface VoiceHandlers {
  /** What has been heard so far (finals and the interim guess), as it changes. */
  onHeard: (text: string) => void;
  /** Recognition ended with this text (possibly empty). */
  onFinished: (text: string) => void;
  onFailed: (failure: VoiceFailure) => void;
}

/**
 * One listening session, free of React so it can be tested with a fake recognition and fake timers.
 * `stop()` ends it and sends what was heard; `cancel()` ends it sending nothing.
 */
export function listen(make: RecognitionClass | undefined, handlers: VoiceHandlers, silenceMs = VOICE_SILENCE_MS) {
  if (!make) {
    handlers.onFailed('unsupported');
    return { stop: () => undefined, cancel: () => undefined };
  }
  const recognition = new make();
  recognition.lang = 'en-US';
  recognition.interimResults = true;
  recognition.continuous = true;
  /** What earlier sessions heard (recognition restarted after a pause starts a new list of results). */
  let earlier = '';
  let finals = '';
  let interim = '';
  let active = true;
  let failed: VoiceFailure | null = null;
  let restart = false;
  let cancelled = false;
  let silence: ReturnType<typeof setTimeout> | undefined;
  const heard = () => `${earlier}${finals}${interim}`.replace(/\s+/g, ' ').trim();

  recognition.onresult = (event) => {
    // The event holds every result of this session: the text is rebuilt from all of them, so a result
    // sent again (as browsers do) is not counted twice.
    finals = '';
    interim = '';
    let newFinal = false;
    for (let i = 0; i < event.results.length; i++) {
      const result = event.results[i];
      if (!result) continue;
      if (result.isFinal) {
        finals += `${result[0].transcript.trim()} `;
        if (i >= event.resultIndex) newFinal = true;
      } else interim += result[0].transcript;
    }
    handlers.onHeard(heard());
    clearTimeout(silence);
    if (newFinal && !interim.trim()) silence = setTimeout(() => stop(), silenceMs);
  };
  recognition.onerror = (event) => {
    if (event.error === 'no-speech') restart = true;
    else if (event.error === 'not-allowed' || event.error === 'service-not-allowed') failed = 'denied';
    else if (event.error === 'audio-capture') failed = 'no-microphone';
    else if (event.error !== 'aborted') failed = 'unavailable';
  };
  recognition.onend = () => {
    if (active && restart && !failed) {
      // A pause with nothing said: listen again rather than end.
      restart = false;
      earlier = `${earlier}${finals}`;
      finals = '';
      interim = '';
      try {
        recognition.start();
        return;
      } catch {
        failed = 'unavailable';
      }
    }
    active = false;
    clearTimeout(silence);
    if (cancelled) return;
    if (failed && !heard()) handlers.onFailed(failed);
    else handlers.onFinished(heard());
  };

  function stop() {
    if (!active) return;
    active = false;
    clearTimeout(silence);
    recognition.stop();
  }
  try {
    recognition.start();
  } catch {
    active = false;
    handlers.onFailed('unavailable');
  }
  return {
    stop,
    cancel() {
      cancelled = true;
      stop();
    },
  };
}

/** The microphone of a screen: whether it listens, and start/stop. Stops when the screen goes away. */
export function useVoiceInput(handlers: VoiceHandlers) {
  const [listening, setListening] = useState(false);
  const session = useRef<ReturnType<typeof listen> | null>(null);
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => () => session.current?.cancel(), []);

  const start = useCallback(() => {
    if (session.current) return;
    let over = false;
    const end = () => {
      over = true;
      session.current = null;
      setListening(false);
    };
    const started = listen(recognitionClass(), {
      onHeard: (text) => latest.current.onHeard(text),
      onFinished: (text) => {
        end();
        latest.current.onFinished(text);
      },
      onFailed: (failure) => {
        end();
        latest.current.onFailed(failure);
      },
    });
    // A browser without recognition fails at once, inside listen().
    if (!over) {
      session.current = started;
      setListening(true);
    }
  }, []);
  const stop = useCallback(() => session.current?.stop(), []);
  const cancel = useCallback(() => {
    session.current?.cancel();
    session.current = null;
    setListening(false);
  }, []);
  return { listening, start, stop, cancel, supported: recognitionClass() !== undefined };
}
