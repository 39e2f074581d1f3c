import { KNOWLEDGE_FILE_FIELD, KNOWLEDGE_SPECIALIZATION_FIELD, KNOWLEDGE_TITLE_FIELD } from '@iyl/core/coach-chat/constants';
import type { KnowledgePage } from '@iyl/core/coach-chat/contract';
import { knowledgeEndpoints } from '@iyl/core/coach-chat/endpoints';
import { messages } from '@iyl/core/catalog/messages';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, uploadTo } from '../../lib/api-client.ts';
import { useMutation } from '../../lib/mutation.ts';

export const knowledgeKeys = {
  all: ['knowledge'] as const,
  page: (page: number) => ['knowledge', page] as const,
};

/** While a document waits to be read, its state is asked for again this often. */
const READING_POLL_MS = 2_000;
const reading = (data: KnowledgePage | undefined) => data?.items.some((d) => d.state === 'queued' || d.state === 'reading') ?? false;

/** ListKnowledge: the coach's documents; asked again every two seconds while one is being read. */
export const useKnowledge = (page: number) =>
  useQuery({
    queryKey: knowledgeKeys.page(page),
    queryFn: () => call(knowledgeEndpoints.ListKnowledge, { query: { page } }),
    placeholderData: keepPreviousData,
    // Not after a failed ask: a server that is away is told once, not every two seconds.
    refetchInterval: (query) => (query.state.status !== 'error' && reading(query.state.data) ? READING_POLL_MS : false),
    meta: { errorMessage: messages.coachFetchFailed },
  });

export interface KnowledgeUpload {
  title: string;
  specialization: string;
  file: File;
  onProgress?: (percent: number) => void;
}

/** UploadPdf. The form shows the upload's own progress bar, so the full-page overlay stays away. */
export function useUploadKnowledge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ title, specialization, file, onProgress }: KnowledgeUpload) => {
      const form = new FormData();
      form.append(KNOWLEDGE_TITLE_FIELD, title);
      form.append(KNOWLEDGE_SPECIALIZATION_FIELD, specialization);
      form.append(KNOWLEDGE_FILE_FIELD, file);
      return uploadTo(knowledgeEndpoints.UploadPdf, form, { onProgress });
    },
    meta: { inlineBusy: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeKeys.all }),
  });
}

/** DeleteKnowledge. */
export function useDeleteKnowledge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(knowledgeEndpoints.DeleteKnowledge, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeKeys.all }),
  });
}
