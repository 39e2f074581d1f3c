import { messages } from '@iyl/core/catalog/messages';
import { Loader, Switch } from '@mantine/core';
import type { SpeechToggle } from '../lib/speech.ts';
import classes from './read-aloud-switch.module.css';

/**
 * The Read aloud switch of the plan strategies and the notes (useSpeechToggle, lib/speech.ts). Where
 * the browser cannot read aloud it stays focusable but marked unavailable (aria-disabled) with the
 * reason beside it; using it then says so in a toast. While the voices are still loading, a switch
 * just used shows a spinner in its thumb.
 */
export function ReadAloudSwitch({ speech, disabled }: { speech: SpeechToggle; disabled?: boolean }) {
  return (
    <Switch
      label="Read aloud"
      classNames={{ root: classes.root, track: classes.track }}
      mod={{ unavailable: speech.unavailable }}
      checked={speech.on}
      disabled={disabled}
      aria-disabled={speech.unavailable || undefined}
      aria-busy={speech.waiting || undefined}
      description={speech.unavailable ? messages.speechUnsupported : undefined}
      thumbIcon={speech.waiting ? <Loader size={10} color="gray" aria-hidden="true" /> : undefined}
      onChange={(event) => speech.toggle(event.currentTarget.checked)}
    />
  );
}
