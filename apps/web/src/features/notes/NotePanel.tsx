import type { Note, NoteListItem } from '@iyl/core/notes/contract';
import { Button, Group, Modal, Skeleton, Stack, Text, Typography } from '@mantine/core';
import { IconEdit, IconFileTypeDocx, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ReadAloudSwitch } from '../../components/ReadAloudSwitch.tsx';
import { formatDay } from '../../lib/format.ts';
import { htmlToText, useSpeechToggle } from '../../lib/speech.ts';
import { useDeleteNote, useExportNote, useNote } from './api.ts';
import classes from './notes.module.css';
import a11y from '../../lib/visually-hidden.module.css';
import { SidePanel } from '../../components/SidePanel.tsx';

interface NotePanelProps {
  opened: boolean;
  onClose: () => void;
  /** The list's entry of the note shown; kept while the panel slides out. */
  item: NoteListItem | undefined;
  fullScreen: boolean;
  onEdit: (note: Note) => void;
}

function NoteBody({ item, onEdit, onDeleted }: { item: NoteListItem; onEdit: (note: Note) => void; onDeleted: () => void }) {
  const note = useNote(item.id);
  const exportDoc = useExportNote();
  const remove = useDeleteNote();
  const [confirming, setConfirming] = useState(false);
  const html = note.data?.contentHtml;
  // Another note, or the same one edited, stops the reading.
  const speech = useSpeechToggle(() => (html ? htmlToText(html) : ''), `${item.id}:${note.data?.updatedAt ?? ''}`);

  return (
    <Stack gap="md" data-testid="note-panel">
      <Text size="sm" c="dimmed">
        <span className={a11y.visuallyHidden}>Written on </span>
        {formatDay(note.data?.entryDate ?? item.entryDate)}
      </Text>

      <div aria-live="polite" aria-busy={note.isPending || undefined}>
        {note.isPending && (
          <Stack gap="xs" data-testid="note-loading">
            <Text size="sm" c="dimmed">
              Opening your note…
            </Text>
            <Skeleton height={14} radius="sm" />
            <Skeleton height={14} radius="sm" />
            <Skeleton height={14} width="70%" radius="sm" />
          </Stack>
        )}
        {note.data && (
          <Typography className={classes.content} data-testid="note-content">
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises note HTML with a well-known library before storing and sending it. */}
            <div dangerouslySetInnerHTML={{ __html: note.data.contentHtml }} />
          </Typography>
        )}
        {note.isError && !note.data && (
          <Group gap="xs">
            <Text>{note.error.message}</Text>
            <Button variant="light" size="compact-md" onClick={() => note.refetch()}>
              Try again
            </Button>
          </Group>
        )}
      </div>

      <ReadAloudSwitch speech={speech} disabled={!note.data} />
      <Group gap="sm" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconEdit size={18} aria-hidden="true" />}
          disabled={!note.data}
          onClick={() => note.data && onEdit(note.data)}
        >
          Edit
        </Button>
        <Button
          variant="light"
          leftSection={<IconFileTypeDocx size={18} aria-hidden="true" />}
          loading={exportDoc.isPending}
          onClick={() => exportDoc.mutate(item.id)}
        >
          Export Doc
        </Button>
        <Button color="red.8" variant="outline" leftSection={<IconTrash size={18} aria-hidden="true" />} onClick={() => setConfirming(true)}>
          Delete Note
        </Button>
      </Group>

      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Delete this note?" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack gap="md">
          <Text className={classes.text}>“{item.title}” will be deleted for good.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              Cancel
            </Button>
            <Button
              color="red.8"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(item.id, {
                  onSuccess: () => {
                    setConfirming(false);
                    onDeleted();
                  },
                  onError: () => setConfirming(false),
                })
              }
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** A note in a side panel: its date and content, Read aloud, Edit, Export Doc and Delete Note. */
export function NotePanel({ opened, onClose, item, fullScreen, onEdit }: NotePanelProps) {
  // The same query as the body's; an edited title shows at once.
  const note = useNote(item?.id);
  return (
    <SidePanel opened={opened} onClose={onClose} fullScreen={fullScreen} size="lg" title={note.data?.title ?? item?.title ?? ''}>
      {item && <NoteBody key={item.id} item={item} onEdit={onEdit} onDeleted={onClose} />}
    </SidePanel>
  );
}
