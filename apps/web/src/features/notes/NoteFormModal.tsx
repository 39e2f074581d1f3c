import { NOTE_TITLE_MAX } from '@iyl/core/notes/constants';
import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconHistory } from '@tabler/icons-react';
import { notesEndpoints } from '@iyl/core/notes/endpoints';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { formatDay } from '../../lib/format.ts';
import { useEndpointForm } from '../../lib/use-endpoint-form.ts';
import { useSaveNote } from './api.ts';
import { loadNoteDraft, type NoteDraft, saveNoteDraft } from './note-draft.ts';
import classes from './notes.module.css';
import { CountedTextInput } from '../../components/CountedTextInput.tsx';

/** The editor (TipTap, ProseMirror) is the bulk of the screen's code: fetched when first wanted. */
export const preloadEditor = () => import('./public/NoteEditor.tsx');
const NoteEditor = lazy(preloadEditor);

/** What the modal opens with: an empty new note, or a note to edit. */
export interface NoteStart {
  noteId?: string;
  title: string;
  html: string;
}

interface NoteFormModalProps {
  opened: boolean;
  onClose: () => void;
  start: NoteStart;
  userId: string;
  fullScreen: boolean;
  onSaved: (noteId: string, created: boolean) => void;
}

const DRAFT_DELAY_MS = 400;

/**
 * New note / Edit note: a title, the rich-text editor and Save Notes. Every change is kept as a
 * draft (title, HTML, the note's id); a draft left behind is offered back when the modal opens.
 * A failed save keeps the modal open with the text. Mount it anew (a `key`) for each opening.
 */
export function NoteFormModal({ opened, onClose, start, userId, fullScreen, onSaved }: NoteFormModalProps) {
  const save = useSaveNote();
  const editorLabel = useId();
  const editorError = useId();
  const [noteId, setNoteId] = useState(start.noteId);
  // Notes and UpdateNote take the same body: its schema checks the fields of both.
  const { form, onSubmit, preload } = useEndpointForm(notesEndpoints.Notes, {
    initialValues: { title: start.title, contentHtml: start.html },
    submit: (body) =>
      save.mutate(
        { id: noteId, body },
        {
          onSuccess: (result) => {
            // The hook cleared the stored draft; nothing typed before the save may write it back.
            clearTimeout(timer.current);
            latest.current = undefined;
            onSaved(result.note.id, !noteId);
          },
        },
      ),
  });
  const { title, contentHtml: html } = form.getValues();
  const [initialHtml, setInitialHtml] = useState(start.html);
  // Restoring a draft starts a fresh editor with the draft's text.
  const [editorKey, setEditorKey] = useState(0);
  const [offer, setOffer] = useState<NoteDraft | undefined>(() => {
    const draft = loadNoteDraft(userId);
    if (!draft) return undefined;
    const same = draft.noteId === start.noteId && draft.title === start.title && draft.html === start.html;
    return same ? undefined : draft;
  });

  // The draft is written a moment after typing stops, and at once when the page goes away.
  const latest = useRef<NoteDraft | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flush = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (latest.current) saveNoteDraft(latest.current);
    latest.current = undefined;
  };
  const flushRef = useRef(flush);
  flushRef.current = flush;
  useEffect(() => {
    const onLeave = () => flushRef.current();
    window.addEventListener('pagehide', onLeave);
    window.addEventListener('beforeunload', onLeave);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      window.removeEventListener('beforeunload', onLeave);
      flushRef.current();
    };
  }, []);

  const remember = (next: { title?: string; html?: string }) => {
    // Once the customer writes, the old draft is replaced by this one.
    setOffer(undefined);
    latest.current = { userId, ...(noteId ? { noteId } : {}), title: next.title ?? title, html: next.html ?? html, savedAt: Date.now() };
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, DRAFT_DELAY_MS);
  };

  const restore = (draft: NoteDraft) => {
    setNoteId(draft.noteId);
    form.setValues({ title: draft.title, contentHtml: draft.html });
    setInitialHtml(draft.html);
    setEditorKey((key) => key + 1);
    setOffer(undefined);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={noteId ? 'Edit note' : 'New note'}
      size="xl"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': 'Close' }}
      classNames={{ title: classes.drawerTitle }}
    >
      <form onSubmit={onSubmit} onFocus={preload} noValidate data-testid="note-form">
        <Stack gap="md">
          {offer && (
            <Alert variant="light" color="blue" icon={<IconHistory aria-hidden="true" />} title="Unsaved draft" data-testid="draft-offer">
              <Stack gap="xs">
                <Text size="sm">
                  {offer.noteId ? 'Unsaved changes to a note' : 'An unsaved new note'}
                  {offer.title.trim() ? ` ("${offer.title.trim()}")` : ''}
                  {offer.savedAt ? ` from ${formatDay(new Date(offer.savedAt).toISOString())}` : ''}.
                </Text>
                <Group gap="xs">
                  <Button size="compact-md" onClick={() => restore(offer)}>
                    Restore draft
                  </Button>
                  <Button size="compact-md" variant="default" onClick={() => setOffer(undefined)}>
                    Not now
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
          <CountedTextInput
            label="Title"
            {...form.getInputProps('title')}
            value={title}
            maxLength={NOTE_TITLE_MAX}
            onChange={(event) => {
              const value = event.currentTarget.value;
              form.setFieldValue('title', value);
              remember({ title: value });
            }}
            data-autofocus
          />
          <div>
            <Text component="div" id={editorLabel} fw={500} size="sm" mb={4}>
              Note
            </Text>
            <Suspense
              fallback={
                <Stack gap="xs" role="status" aria-label="Loading the editor" data-testid="editor-loading">
                  <Skeleton height={36} radius="sm" />
                  <Skeleton height={190} radius="sm" />
                </Stack>
              }
            >
              <NoteEditor
                key={editorKey}
                initialHtml={initialHtml}
                labelledBy={editorLabel}
                describedBy={form.errors.contentHtml ? editorError : undefined}
                onChange={(value) => {
                  form.setFieldValue('contentHtml', value);
                  remember({ html: value });
                }}
              />
            </Suspense>
            {form.errors.contentHtml && (
              <Text id={editorError} c="red.8" size="sm" mt={4}>
                {form.errors.contentHtml}
              </Text>
            )}
          </div>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />} loading={save.isPending}>
              Save Notes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
