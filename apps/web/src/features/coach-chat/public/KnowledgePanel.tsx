import { KNOWLEDGE_MAX_BYTES, KNOWLEDGE_SPECIALIZATION_MAX, KNOWLEDGE_TITLE_MAX } from '@iyl/core/coach-chat/constants';
import type { KnowledgeDocument } from '@iyl/core/coach-chat/contract';
import { knowledgeEndpoints } from '@iyl/core/coach-chat/endpoints';
import { messages } from '@iyl/core/catalog/messages';
import { Badge, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileText, IconFileUpload, IconTrash, IconUpload } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { CountedTextInput } from '../../../components/CountedTextInput.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PageNav } from '../../../components/PageNav.tsx';
import { UploadProgress } from '../../../components/UploadProgress.tsx';
import { withThousands } from '@iyl/core/text/numbers';
import { serverWords } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.tsx';
import { toastError } from '../../../lib/toast-error.ts';
import { useClampPage } from '../../../lib/use-clamp-page.ts';
import { useEndpointForm } from '../../../lib/use-endpoint-form.ts';
import { useDeferredAnswer } from '../../../lib/deferred-answer.ts';
import { useDeleteKnowledge, useKnowledge, useUploadKnowledge } from '../api.ts';
import area from '../../../components/coach-area.module.css';
import classes from './knowledge.module.css';

const isPdf = (file: File) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

/**
 * What the coach reads of a document's reading: its state in a short badge, dark text on white (at least
 * 4.5:1 at the badge's 11 px), and what it means, or why it failed, as a sentence beside it.
 */
function stateOf(d: KnowledgeDocument): { badge: string; color: string; detail: string | null } {
  switch (d.state) {
    case 'queued':
      return { badge: 'Waiting to be read', color: 'gray.8', detail: null };
    case 'reading':
      return { badge: 'Reading…', color: 'blue.9', detail: null };
    case 'read': {
      const capped = d.totalPages !== null && d.pagesRead !== null && d.pagesRead < d.totalPages;
      const pagesRead = d.pagesRead ?? 0;
      const pages = capped ? `the first ${withThousands(pagesRead)} of ${withThousands(d.totalPages ?? 0)} pages` : pagesRead === 1 ? '1 page' : `${withThousands(pagesRead)} pages`;
      return { badge: 'Read', color: 'teal.9', detail: `${withThousands(d.passages)} ${d.passages === 1 ? 'passage' : 'passages'} from ${pages}.` };
    }
    case 'no-text':
      return { badge: 'No text found', color: '#9c3608', detail: 'A scanned document? The AI coach cannot use it.' };
    default:
      return { badge: 'Could not be read', color: 'red.9', detail: d.failure ?? messages.pdfUploadFailed };
  }
}

function KnowledgeForm() {
  const headingId = useId();
  const hintId = useId();
  const chosenId = useId();
  const resetPicker = useRef<() => void>(null);
  const [progress, setProgress] = useState(0);
  const upload = useUploadKnowledge();
  const { form, onSubmit } = useEndpointForm(knowledgeEndpoints.UploadPdf, {
    initialValues: { title: '', specialization: '', file: null as File | null },
    // The title and specialization go as multipart fields beside the PDF; the server parses them with KnowledgeFields.
    fields: () => import('@iyl/core/coach-chat/contract').then((c) => c.KnowledgeFields),
    transform: ({ title, specialization }) => ({ title, specialization }),
    submit: (fields, { file }) => {
      // Obvious mistakes are caught here; the server still checks the file's content.
      const fileProblem = !file ? messages.pdfMissing : !isPdf(file) ? messages.pdfInvalid : file.size > KNOWLEDGE_MAX_BYTES ? messages.pdfTooLarge : null;
      if (fileProblem || !file) {
        form.setFieldError('file', fileProblem);
        return void toast.error(fileProblem ?? messages.pdfMissing);
      }
      setProgress(0);
      upload.mutate(
        { ...fields, file, onProgress: setProgress },
        {
          onSuccess: () => {
            toast.success(messages.pdfUploaded);
            form.reset();
            resetPicker.current?.();
          },
          // The server's own words for what was wrong with the form; any other failure is the spec's.
          onError: (error) => toast.error(serverWords(error, messages.pdfUploadFailed)),
        },
      );
    },
  });
  const { file } = form.getValues();

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={headingId} data-testid="knowledge-form">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5" id={headingId}>
            Add knowledge
          </Title>
          <Text id={hintId} size="sm" c="dimmed">
            A PDF of up to 10 MB (the first 200 pages are read). In your chats with customers, the AI coach answers from it and cites its pages.
          </Text>
        </div>
        <Group grow wrap="wrap" align="flex-start">
          <CountedTextInput label="Knowledge Title" {...form.getInputProps('title')} value={form.getValues().title} maxLength={KNOWLEDGE_TITLE_MAX} miw={220} />
          <CountedTextInput
            label="Areas of Specialization"
            {...form.getInputProps('specialization')}
            value={form.getValues().specialization}
            maxLength={KNOWLEDGE_SPECIALIZATION_MAX}
            miw={220}
          />
        </Group>
        <Group gap="sm" wrap="nowrap">
          <FileButton onChange={(chosen) => form.setFieldValue('file', chosen)} accept="application/pdf,.pdf" resetRef={resetPicker} disabled={upload.isPending}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconFileUpload size={18} aria-hidden="true" />} aria-describedby={`${hintId} ${chosenId}`} disabled={upload.isPending}>
                Upload PDF
              </Button>
            )}
          </FileButton>
          <Text id={chosenId} size="sm" c={file ? undefined : 'dimmed'} truncate="end" className={area.wrap} data-testid="knowledge-chosen">
            {file ? file.name : 'No file chosen'}
          </Text>
        </Group>
        {form.errors.file && (
          <Text size="sm" c="red.8">
            {form.errors.file}
          </Text>
        )}
        <Group>
          <Button type="submit" leftSection={<IconUpload size={18} aria-hidden="true" />} loading={upload.isPending}>
            Submit
          </Button>
        </Group>
        {upload.isPending && <UploadProgress percent={progress} saving="Saving your document…" />}
      </Stack>
    </form>
  );
}

function DocumentRow({ document }: { document: KnowledgeDocument }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteKnowledge();
  const state = stateOf(document);
  return (
    <li data-testid="knowledge-row">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div className={area.wrap}>
          <Text fw={600}>{document.title}</Text>
          <Text size="sm" c="dimmed">
            {document.specialization}
          </Text>
          <Group gap={6} mt={4} wrap="wrap" align="baseline" data-testid="knowledge-state">
            <Badge variant="outline" color={state.color} c={state.color} bg="white" className={classes.state} data-testid="knowledge-badge">
              {state.badge}
            </Badge>
            {state.detail && (
              <Text size="sm" c="gray.8" className={area.wrap} data-testid="knowledge-detail">
                {state.detail}
              </Text>
            )}
          </Group>
        </div>
        {confirming ? (
          <Group gap="xs">
            <Button
              size="compact-sm"
              color="red.8"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(document.id, { onSuccess: () => toast.success(messages.knowledgeDeleted), onError: toastError })
              }
            >
              Delete “{document.title}”
            </Button>
            <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              Cancel
            </Button>
          </Group>
        ) : (
          <Button size="compact-sm" variant="subtle" color="red.8" leftSection={<IconTrash size={16} aria-hidden="true" />} onClick={() => setConfirming(true)} aria-label={`Delete ${document.title}`}>
            Delete
          </Button>
        )}
      </Group>
    </li>
  );
}

/** The coach profile view's AI knowledge: the upload form, and the coach's documents with their reading state. */
export function KnowledgePanel() {
  const [page, setPage] = useState(1);
  const knowledge = useDeferredAnswer(useKnowledge(page));
  const list = knowledge.data;
  useClampPage(page, list?.pages, setPage);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="coach-knowledge-heading">
      <Title order={2} size="h4" id="coach-knowledge-heading" mb="sm">
        AI knowledge
      </Title>
      <Stack gap="lg">
        <KnowledgeForm />
        <div aria-busy={knowledge.isPending || undefined}>
          {knowledge.isError && !list && <LoadFailed message={messages.coachFetchFailed} onRetry={() => knowledge.refetch()} />}
          {list && list.items.length === 0 && (
            <EmptyState icon={IconFileText} testId="knowledge-empty">
              No documents yet. Add a PDF above and the AI coach will answer from it.
            </EmptyState>
          )}
          {list && list.items.length > 0 && (
            <Stack gap="sm" component="ul" className={classes.list} aria-label="Your knowledge documents" data-testid="knowledge-list">
              {list.items.map((d: KnowledgeDocument) => (
                <DocumentRow key={d.id} document={d} />
              ))}
            </Stack>
          )}
          {list && list.pages > 1 && <PageNav page={list.page} pages={list.pages} onChange={setPage} label="Knowledge pages" />}
        </div>
      </Stack>
    </Paper>
  );
}
