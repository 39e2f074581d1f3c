import type { ChatTurn } from '@iyl/core/coach-chat/contract';
import { messages } from '@iyl/core/catalog/messages';
import { useEffect, useRef, useState } from 'react';
import { queueSpeech, sentencesFrom, speechSupported, stopSpeaking } from '../../lib/speech.ts';
import { toast } from '../../lib/toast.tsx';

/**
 * Reads answers aloud sentence by sentence as they stream, when switched on: each answer's sentences
 * once, in order, after what is being read.
 */
export function useReadAnswers(turns: readonly ChatTurn[] | undefined) {
  const [on, setOn] = useState(false);
  const spoken = useRef(new Map<string, number>());
  useEffect(() => {
    if (!on || !turns) return;
    for (const turn of turns) {
      const from = spoken.current.get(turn.id);
      if (from === undefined) continue;
      const next = sentencesFrom(turn.answer, from, turn.state !== 'writing');
      if (next.text.trim()) queueSpeech(next.text);
      spoken.current.set(turn.id, next.end);
    }
  }, [on, turns]);
  return {
    on,
    /** Reads this answer (just asked) as it comes. */
    follow: (turnId: string) => {
      if (on) spoken.current.set(turnId, 0);
    },
    toggle(checked: boolean) {
      if (checked && !speechSupported()) {
        toast.error(messages.speechUnsupported);
        return;
      }
      setOn(checked);
      if (checked) toast.success(messages.speechActivated);
      else {
        stopSpeaking();
        spoken.current.clear();
        toast.info(messages.speechDeactivated);
      }
    },
    quiet: () => {
      stopSpeaking();
      spoken.current.clear();
    },
  };
}
