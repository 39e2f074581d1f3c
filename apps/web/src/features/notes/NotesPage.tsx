import type { Note, NoteListItem } from '@iyl/core/notes/contract';
import { Button, Group, Loader, Pagination, Paper, Skeleton, Stack, Text, TextInput, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconNotes, IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDay } from '../../lib/format.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSession } from '../auth/api.ts';
import { useNotesPage } from './api.ts';
import { NoteFormModal, type NoteStart, preloadEditor } from './NoteFormModal.tsx';
import { NotePanel } from './NotePanel.tsx';
import classes from './notes.module.css';
import { notesPagination } from './pagination.ts';
import { pageControlNames } from '../../lib/pagination.ts';
import { usePhone } from '../../lib/use-phone.ts';
import { useDeferredAnswer } from '../../lib/deferred-answer.ts';

// Mantine's sm breakpoint: phones get full-width panels.
const SEARCH_DELAY_MS = 300;

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function EmptyState({ searching, onNew }: { searching: boolean; onNew: () => void }) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid="notes-empty">
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
          {searching ? <IconSearch size={30} /> : <IconNotes size={30} />}
        </ThemeIcon>
        <Text size="lg" fw={600} ta="center">
          {searching ? 'No notes match your search' : 'No notes yet'}
        </Text>
        <Text c="dimmed" ta="center">
          {searching
            ? 'Try another word from the title or the text.'
            : 'Write down what you learn, plan or feel. Strategies you save from your plans land here too.'}
        </Text>
        {!searching && (
          <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={onNew} onPointerEnter={preloadEditor} onFocus={preloadEditor}>
            New note
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function NoteRow({ item, selected, onOpen }: { item: NoteListItem; selected: boolean; onOpen: () => void }) {
  return (
    <li>
      <UnstyledButton className={classes.item} onClick={onOpen} data-selected={selected || undefined} data-testid="note-item">
        <Group justify="space-between" align="baseline" wrap="wrap" gap={4}>
          <Text fw={600} className={classes.text}>
            {item.title}
          </Text>
          <Text size="sm" c="dimmed">
            {formatDay(item.entryDate)}
          </Text>
        </Group>
        {item.excerpt && (
          <Text size="sm" c="dimmed" className={classes.excerpt}>
            {item.excerpt}
          </Text>
        )}
      </UnstyledButton>
    </li>
  );
}

/**
 * /Notes: the customer's notes, 20 a page, newest first, with a search; a side panel per note
 * (Read aloud, Edit, Export Doc, Delete Note) and a modal to write one (spec part 1 §2).
 */
export function NotesPage() {
  usePageTitle('Notes');
  const phone = usePhone();
  const session = useSession();
  const userId = session.data?.user?.id ?? '';

  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const q = (params.get('q') ?? '').trim();
  const notes = useDeferredAnswer(useNotesPage(page, q));
  const data = notes.data;

  // The box answers at once; the URL (and the search) follows once typing pauses.
  const [search, setSearch] = useState(params.get('q') ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Back and forward change the URL: the box follows.
  useEffect(() => {
    setSearch((text) => (text.trim() === q ? text : q));
  }, [q]);
  const onSearch = (value: string) => {
    setSearch(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value.trim()) next.set('q', value.trim());
          else next.delete('q');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
  };
  const goToPage = (value: number) => {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value > 1) next.set('page', String(value));
      else next.delete('page');
      return next;
    });
  };

  // A page past the end (the last note of the last page deleted, an old link): show the last one there is.
  useEffect(() => {
    if (data && !notes.isPlaceholderData && data.items.length === 0 && page > 1) {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (data.pages > 1) next.set('page', String(data.pages));
          else next.delete('page');
          return next;
        },
        { replace: true },
      );
    }
  }, [data, notes.isPlaceholderData, page, setParams]);

  const [panelOpen, setPanelOpen] = useState(false);
  const [selected, setSelected] = useState<NoteListItem>();
  const [form, setForm] = useState<{ key: number; start: NoteStart }>();
  const [formOpen, setFormOpen] = useState(false);

  const openForm = (start: NoteStart) => {
    setForm((old) => ({ key: (old?.key ?? 0) + 1, start }));
    setFormOpen(true);
  };
  const onNew = () => openForm({ title: '', html: '' });
  const onEdit = (note: Note) => {
    setPanelOpen(false);
    openForm({ noteId: note.id, title: note.title, html: note.contentHtml });
  };
  const onSaved = (_id: string, created: boolean) => {
    setFormOpen(false);
    // A new note is the newest: show the first page, unfiltered, where it is.
    if (created) {
      clearTimeout(timer.current);
      setSearch('');
      setParams(new URLSearchParams());
    }
  };

  const searching = q.length > 0;
  const refreshing = notes.isPlaceholderData && notes.isFetching;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1}>Notes</Title>
          <Text c="dimmed">Your notes and the strategies you saved, newest first.</Text>
        </div>
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={onNew} onPointerEnter={preloadEditor} onFocus={preloadEditor}>
          New note
        </Button>
      </Group>

      <TextInput
        label="Search notes"
        placeholder="A word from a title or a note"
        type="search"
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={refreshing ? <Loader size="xs" aria-label="Searching" /> : undefined}
        maw={480}
      />

      {notes.isPending && (
        <Stack gap="xs" aria-hidden="true" data-testid="notes-loading">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} height={56} radius="md" />
          ))}
        </Stack>
      )}

      {notes.isError && !data && (
        <Group>
          <Text>{notes.error.message}</Text>
          <Button variant="light" size="compact-md" onClick={() => notes.refetch()}>
            Try again
          </Button>
        </Group>
      )}

      {data && data.total === 0 && <EmptyState searching={searching} onNew={onNew} />}

      {data && data.items.length > 0 && (
        <section aria-labelledby="notes-list-heading">
          <Group justify="space-between" align="baseline" mb="xs" gap="xs">
            <Title order={2} size="h4" id="notes-list-heading">
              {searching ? 'Matching notes' : 'Your notes'}
            </Title>
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="notes-count">
              {data.total === 1 ? '1 note' : `${data.total} notes`}
              {data.pages > 1 && `, page ${data.page} of ${data.pages}`}
            </Text>
          </Group>
          <Paper withBorder radius="md" className={refreshing ? classes.busy : undefined} aria-busy={refreshing || undefined}>
            <ul className={classes.list} data-testid="notes-list">
              {data.items.map((item) => (
                <NoteRow
                  key={item.id}
                  item={item}
                  selected={panelOpen && selected?.id === item.id}
                  onOpen={() => {
                    setSelected(item);
                    setPanelOpen(true);
                  }}
                />
              ))}
            </ul>
          </Paper>
          {data.pages > 1 && (
            <nav aria-label="Notes pages">
              <Pagination
                mt="md"
                size={phone ? 'sm' : 'md'}
                gap={phone ? 6 : 8}
                total={data.pages}
                value={Math.min(page, data.pages)}
                onChange={goToPage}
                siblings={notesPagination.siblings}
                boundaries={notesPagination.boundaries}
                getItemProps={(n) => ({ 'aria-label': `Page ${n}`, 'aria-current': n === page ? 'page' : undefined })}
                getControlProps={pageControlNames}
              />
            </nav>
          )}
        </section>
      )}

      <NotePanel opened={panelOpen} onClose={() => setPanelOpen(false)} item={selected} fullScreen={phone} onEdit={onEdit} />
      {form && userId && (
        <NoteFormModal
          key={form.key}
          opened={formOpen}
          onClose={() => setFormOpen(false)}
          start={form.start}
          userId={userId}
          fullScreen={phone}
          onSaved={onSaved}
        />
      )}
    </Stack>
  );
}
