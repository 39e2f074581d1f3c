import type { BrandContent, BrandContentRequest } from '@iyl/core/brand-voice/contract';
import { brandVoiceEndpoints } from '@iyl/core/brand-voice/endpoints';
import { messages } from '@iyl/core/catalog/messages';
import { notesEndpoints } from '@iyl/core/notes/endpoints';
import { keepPreviousData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointUrl, serverWords } from '../../lib/api-client.ts';
import { streamCall } from '../../lib/stream-call.ts';
import { useMutation } from '../../lib/mutation.ts';
import { downloadFile } from '../../lib/download.ts';
import { toast } from '../../lib/toast.tsx';
import { noteKeys } from '../notes/api.ts';

export const brandKeys = {
  all: ['brand-voice'] as const,
  page: (page: number) => ['brand-voice', 'history', page] as const,
};

/** The server's own words for a refused call (a 4xx), else the generic failure. */

/** How a save to Notes ends, whichever text was saved: the toast, and the notes screen refreshed. */
function savedToNotes(queryClient: QueryClient) {
  return {
    onSuccess: (result: { message: string }) => {
      toast.success(result.message);
      return queryClient.invalidateQueries({ queryKey: noteKeys.all });
    },
    onError: (error: Error) => toast.error(serverWords(error, messages.noteSaveFailed)),
  };
}

/** What the generate stream reports, as the screen needs it. */
export interface BrandStreamHandlers {
  onText: (piece: string) => void;
  onDone: (piece: BrandContent) => void;
  onError: (message: string) => void;
}

/** GenerateBrandContent: streams the piece; resolves when the stream ends (or `signal` stops it). */
export async function generateBrandContent(body: BrandContentRequest, handlers: BrandStreamHandlers, signal: AbortSignal) {
  for await (const e of streamCall(brandVoiceEndpoints.GenerateBrandContent, { body }, signal)) {
    if (e.event === 'text') handlers.onText((e.data as { text: string }).text);
    else if (e.event === 'done') handlers.onDone(e.data as BrandContent);
    else if (e.event === 'error') handlers.onError((e.data as { message: string }).message);
  }
}

export function useBrandHistory(page: number) {
  return useQuery({
    queryKey: brandKeys.page(page),
    queryFn: () => call(brandVoiceEndpoints.GetBrandContents, { query: { page } }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: messages.loadFailed, inlineBusy: true },
  });
}

export function useDeleteBrandContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(brandVoiceEndpoints.DeleteBrandContent, { params: { id } }),
    meta: { inlineBusy: true },
    onSuccess: (result) => {
      toast.success(result.message);
      return queryClient.invalidateQueries({ queryKey: brandKeys.all });
    },
    onError: (error) => toast.error(serverWords(error, messages.internal)),
  });
}

/** Saves a kept piece (as the server has it) as a note. */
export function useSaveKeptBrandNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(brandVoiceEndpoints.SaveBrandContentNote, { params: { id } }),
    meta: { inlineBusy: true },
    ...savedToNotes(queryClient),
  });
}

/** Saves the editor's text (with the customer's edits) as a note. */
export function useSaveBrandNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ title, html }: { title: string; html: string }) => call(notesEndpoints.Notes, { body: { title, contentHtml: html } }),
    ...savedToNotes(queryClient),
  });
}

/** GetWord: the editor's text as a .docx download. */
export function useExportBrandContent() {
  return useMutation({
    mutationFn: ({ title, html }: { title: string; html: string }) =>
      downloadFile(endpointUrl(notesEndpoints.GetWord, { body: { title, html } }), 'BrandContent.docx', { title, html }),
    onSuccess: () => toast.success(messages.exportDone),
    onError: (error) => toast.error(serverWords(error, messages.exportFailed)),
  });
}
