import { messages } from '@iyl/core/catalog/messages';
import type { SaveNoteRequest } from '@iyl/core/notes/contract';
import { notesEndpoints } from '@iyl/core/notes/endpoints';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call, endpointUrl } from '../../lib/api-client.ts';
import { useMutation } from '../../lib/mutation.ts';
import { downloadFile } from '../../lib/download.ts';
import { toastError } from '../../lib/toast-error.ts';
import { toast } from '../../lib/toast.tsx';
import { clearNoteDraft } from './note-draft.ts';

export const noteKeys = {
  /** Everything of the notes screen (plans' Save Notes refreshes this too). */
  all: ['notes'] as const,
  lists: ['notes', 'list'] as const,
  list: (page: number, q: string) => ['notes', 'list', { page, q }] as const,
  detail: (id: string) => ['notes', 'detail', id] as const,
};

export const notesApi = {
  page: (page: number, q: string) => call(notesEndpoints.GetNotes, { query: { page, q: q || undefined } }),
  get: (id: string) => call(notesEndpoints.GetNote, { params: { id } }),
  create: (body: SaveNoteRequest) => call(notesEndpoints.Notes, { body }),
  update: (id: string, body: SaveNoteRequest) => call(notesEndpoints.UpdateNote, { params: { id }, body }),
  remove: (id: string) => call(notesEndpoints.DelNotes, { params: { id } }),
  /** GetWord for a note: the .docx, saved under the server's file name (spec: Notes.docx). */
  exportDocx: (id: string) => downloadFile(endpointUrl(notesEndpoints.GetNoteWord, { params: { id } }), 'Notes.docx'),
};

/** GetNotes: one page of 20, newest first, optionally searched. The last page stays shown while the next loads. */
export function useNotesPage(page: number, q: string) {
  return useQuery({
    queryKey: noteKeys.list(page, q),
    queryFn: () => notesApi.page(page, q),
    placeholderData: keepPreviousData,
  });
}

/** One whole note for the side panel; the panel shows its own skeleton meanwhile. */
export function useNote(id: string | undefined) {
  return useQuery({
    queryKey: noteKeys.detail(id ?? ''),
    queryFn: () => notesApi.get(id!),
    enabled: Boolean(id),
    meta: { inlineBusy: true },
  });
}

/** The server's own words where they say more than the spec's generic failure (a 400 or a 404). */
function failureText(error: unknown, generic: string) {
  return error instanceof ApiError && (error.status === 400 || error.status === 404) ? error.message : generic;
}

export interface SaveNoteInput {
  /** Set when editing an existing note. */
  id?: string;
  body: SaveNoteRequest;
}

/** Notes (save) or the edit of a note. The outcome is told here, so it reaches the user even after leaving. */
export function useSaveNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveNoteInput) => (id ? notesApi.update(id, body) : notesApi.create(body)),
    meta: { inlineBusy: true },
    onSuccess: async (result) => {
      clearNoteDraft();
      toast.success(result.message);
      queryClient.setQueryData(noteKeys.detail(result.note.id), result.note);
      await queryClient.invalidateQueries({ queryKey: noteKeys.lists });
    },
    onError: (error) => toast.error(failureText(error, messages.noteSaveFailed)),
  });
}

/** DelNotes */
export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => notesApi.remove(id),
    meta: { inlineBusy: true },
    onSuccess: async (result) => {
      toast.success(result.message);
      // The open panel still watches the note: dropping its cache entry would fetch it again and
      // report it missing. The entry is left to expire; the refreshed list no longer offers it.
      await queryClient.invalidateQueries({ queryKey: noteKeys.lists });
    },
    onError: async (error) => {
      toast.error(failureText(error, messages.noteDeleteFailed));
      // Gone already (deleted in another tab): the list should stop offering it.
      if (error instanceof ApiError && error.status === 404) await queryClient.invalidateQueries({ queryKey: noteKeys.lists });
    },
  });
}

/** Export Doc: the note as a .docx download. */
export function useExportNote() {
  return useMutation({
    mutationFn: (id: string) => notesApi.exportDocx(id),
    meta: { inlineBusy: true },
    onSuccess: () => toast.success(messages.exportDone),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) toastError(error);
      else toast.error(messages.exportFailed);
    },
  });
}
