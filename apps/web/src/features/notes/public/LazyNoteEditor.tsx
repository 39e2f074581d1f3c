import { type ComponentType, useState } from 'react';
import type { NoteEditorProps } from './NoteEditor.tsx';
import classes from '../notes.module.css';

let Loaded: ComponentType<NoteEditorProps> | null = null;
const load = () =>
  import('./NoteEditor.tsx').then((module) => {
    Loaded = module.default;
  });

type Stage = 'preview' | 'opening' | 'failed';

const toolbarText: Record<Stage, string> = {
  preview: 'Formatting tools open when you start writing.',
  opening: 'Opening the editor…',
  failed: 'The editor could not be opened. Tap the text to try again.',
};

interface PreviewProps extends Pick<NoteEditorProps, 'initialHtml' | 'labelledBy'> {
  stage: Stage;
  onOpen: () => void;
}

/** The text as the editor will show it, in a box that takes focus like the editor's own text area. */
function Preview({ initialHtml, labelledBy, stage, onOpen }: PreviewProps) {
  return (
    <div className={classes.preview}>
      <p className={classes.previewToolbar} aria-live="polite">
        {toolbarText[stage]}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: it stands in for the editor's own text area (a role="textbox" with formatted text), which a <textarea> cannot show. */}
      <div
        className={classes.previewText}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelledBy}
        aria-busy={stage === 'opening' || undefined}
        tabIndex={0}
        data-testid="note-editor-preview"
        onPointerEnter={() => load().catch(() => undefined)}
        onPointerDown={onOpen}
        onFocus={onOpen}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML the editor will be given: a saved text the server sanitised, or the app's own.
        dangerouslySetInnerHTML={{ __html: initialHtml }}
      />
    </div>
  );
}

/**
 * The note editor, made when the person starts writing (a tap, a click or the keyboard's focus on the
 * text) rather than with the screen: its code is ~140 KB gzip whose start-up holds a phone's main thread
 * for half a second, on screens where the text is one field among several (the coach profile). Until
 * then the text shows as the editor will show it; a pointer over it starts fetching the code.
 */
export function LazyNoteEditor(props: NoteEditorProps) {
  // Opened once the code is in; the stand-in stays (and keeps the focus) while it loads.
  const [opened, setOpened] = useState(false);
  const [stage, setStage] = useState<Stage>('preview');
  if (opened && Loaded) return <Loaded {...props} autoFocus={props.autoFocus ?? true} />;
  const onOpen = () => {
    if (stage === 'opening') return;
    setStage('opening');
    load().then(
      () => setOpened(true),
      () => setStage('failed'),
    );
  };
  return <Preview initialHtml={props.initialHtml} labelledBy={props.labelledBy} stage={stage} onOpen={onOpen} />;
}
