import { writtenBy } from '@iyl/core/ai/messages';
import { lengths, personalities, tones, wordChoices } from '@iyl/core/brand-voice/constants';
import type { BrandContent, BrandContentRequest } from '@iyl/core/brand-voice/contract';
import { brandVoiceEndpoints } from '@iyl/core/brand-voice/endpoints';
import { brandTextToHtml } from '@iyl/core/brand-voice/format';
import { messages } from '@iyl/core/catalog/messages';
import { Badge, Button, Group, Loader, Pagination, Paper, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconCopy, IconFileExport, IconNotes, IconPlayerStop, IconSparkles, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { formatDay } from '../../lib/format.ts';
import { toast } from '../../lib/toast.tsx';
import { useEndpointForm } from '../../lib/use-endpoint-form.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { copyText, whatsAppTextUrl } from '../../lib/share.ts';
import {
  brandKeys,
  generateBrandContent,
  useBrandHistory,
  useDeleteBrandContent,
  useExportBrandContent,
  useSaveBrandNote,
  useSaveKeptBrandNote,
} from './api.ts';
import classes from './brand-voice.module.css';
import { useDeferredAnswer } from '../../lib/deferred-answer.ts';
import { GrowingTextarea } from '../../components/GrowingTextarea.tsx';

const NoteEditor = lazy(() => import('../notes/public/NoteEditor.tsx'));

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const options = (values: readonly string[]) => values.map((value) => ({ value, label: label(value) }));

/** The text of some HTML, as a reader sees it (for copy and WhatsApp). */
function textOf(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return [...doc.body.children]
    .map((el) => (el.tagName === 'UL' || el.tagName === 'OL' ? [...el.children].map((li) => `• ${li.textContent ?? ''}`).join('\n') : (el.textContent ?? '')))
    .join('\n\n')
    .trim();
}

interface Form {
  personality: string | null;
  tone: string | null;
  wordChoice: string | null;
  length: string | null;
  description: string;
}
const emptyForm: Form = { personality: null, tone: null, wordChoice: null, length: null, description: '' };

/**
 * "stopped": dark orange on pale orange, 6.7:1. Mantine's darkest orange (orange.9) reaches only 4:1
 * on its own light tint, so the text colour is one shade darker than the palette has.
 */
const stoppedBadge = () => ({
  root: { '--badge-bg': 'var(--mantine-color-orange-0)', '--badge-color': '#9a3412', '--badge-bd': '1px solid var(--mantine-color-orange-3)' },
});

function History({ onOpen }: { onOpen: (piece: BrandContent) => void }) {
  const [page, setPage] = useState(1);
  const history = useDeferredAnswer(useBrandHistory(page));
  const remove = useDeleteBrandContent();
  const saveNote = useSaveKeptBrandNote();
  const data = history.data;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="brand-history-heading">
      <Title order={2} size="h4" id="brand-history-heading" mb="md">
        Content history
      </Title>
      {history.isPending && <Skeleton height={120} radius="md" aria-hidden="true" />}
      {data && data.items.length === 0 && (
        <EmptyState icon={IconSparkles} testId="brand-history-empty">
          Nothing written yet. Every piece you generate is kept here to reopen, copy or delete.
        </EmptyState>
      )}
      <Stack gap="sm" data-testid="brand-history">
        {data?.items.map((piece) => (
          <Paper key={piece.id} withBorder radius="sm" p="sm" data-testid="brand-history-item">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600} lineClamp={1} className={classes.subject}>
                {piece.description}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDay(piece.createdAt)}
              </Text>
            </Group>
            <Group gap={6} mt={6} wrap="wrap">
              {[piece.personality, piece.tone, piece.wordChoice, piece.length].map((choice) => (
                <Badge key={choice} variant="light" size="sm">
                  {choice}
                </Badge>
              ))}
              {piece.status === 'stopped' && (
                <Badge size="sm" vars={stoppedBadge} data-testid="brand-stopped">
                  stopped
                </Badge>
              )}
            </Group>
            <Group gap="xs" mt="sm">
              <Button size="compact-sm" variant="light" onClick={() => onOpen(piece)} aria-label={`Open: ${piece.description}`}>
                Open
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                aria-label={`Copy: ${piece.description}`}
                onClick={async () => ((await copyText(textOf(piece.contentHtml))) ? toast.success(messages.copied) : toast.error(messages.copyFailed))}
              >
                Copy
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                aria-label={`Save to Notes: ${piece.description}`}
                loading={saveNote.isPending && saveNote.variables === piece.id}
                onClick={() => saveNote.mutate(piece.id)}
              >
                Save to Notes
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                // The subtle variant draws its text in red.6 (3.3:1 on white): red.9 reads at 5.4:1.
                c="red.9"
                leftSection={<IconTrash size={14} aria-hidden="true" />}
                loading={remove.isPending && remove.variables === piece.id}
                onClick={() => remove.mutate(piece.id)}
                aria-label={`Delete: ${piece.description}`}
              >
                Delete
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
      {data && data.pages > 1 && <Pagination mt="md" total={data.pages} value={page} onChange={setPage} aria-label="Content pages" />}
    </Paper>
  );
}

/** /BrandVoice: content in the customer's brand voice, streamed into an editor, with copy, export, share and a history. */
export function BrandVoicePage() {
  usePageTitle('Brand Voice');
  const [writing, setWriting] = useState(false);
  const [live, setLive] = useState('');
  const [piece, setPiece] = useState<{ key: string; html: string; title: string; source?: BrandContent['source'] } | null>(null);
  const html = useRef('');
  const stopper = useRef<AbortController | null>(null);
  const editorLabel = useId();
  const save = useSaveBrandNote();
  const queryClient = useQueryClient();
  const exportDoc = useExportBrandContent();

  // Leaving the page stops the writing (the server keeps what was written).
  useEffect(() => () => stopper.current?.abort(), []);

  const show = (content: BrandContent) => {
    html.current = content.contentHtml;
    setPiece({ key: `${content.id}-${Date.now()}`, html: content.contentHtml, title: content.description.slice(0, 120), source: content.source });
  };

  const generate = async (body: BrandContentRequest) => {
    const { description } = body;
    const controller = new AbortController();
    stopper.current = controller;
    setWriting(true);
    setLive('');
    setPiece(null);
    let text = '';
    try {
      await generateBrandContent(
        body,
        {
          onText: (piece) => {
            text += piece;
            setLive(text);
          },
          onDone: (content) => {
            show(content);
            if (content.status === 'stopped') toast.info(messages.brandStopped);
            else toast.success(messages.brandReady);
          },
          onError: (message) => toast.error(message),
        },
        controller.signal,
      );
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') {
        // Stopped here: show what was written; the server keeps it in the history.
        if (text.trim()) {
          html.current = brandTextToHtml(text);
          setPiece({ key: `stopped-${Date.now()}`, html: html.current, title: description.slice(0, 120) });
          toast.info(messages.brandStopped);
        } else toast.info(messages.brandNothingWritten);
      } else toast.error(error instanceof ApiError ? error.message : messages.aiFailed);
    } finally {
      stopper.current = null;
      setWriting(false);
      void queryClient.invalidateQueries({ queryKey: brandKeys.all });
      // A stopped piece is kept by the server just after the stream closes: look again a moment later.
      if (controller.signal.aborted) setTimeout(() => void queryClient.invalidateQueries({ queryKey: brandKeys.all }), 1000);
    }
  };

  const hasContent = () => textOf(html.current).length > 0;
  const onCopy = async () => {
    if (!hasContent()) return toast.error(messages.cannotCopyEmpty);
    if (await copyText(textOf(html.current))) toast.success(messages.copied);
    else toast.error(messages.copyFailed);
  };
  const onExport = () => {
    if (!hasContent()) return toast.error(messages.cannotExportEmpty);
    exportDoc.mutate({ title: piece?.title || 'Brand content', html: html.current });
  };
  const onWhatsApp = () => {
    if (!hasContent()) return toast.error(messages.cannotCopyEmpty);
    window.open(whatsAppTextUrl(textOf(html.current)), '_blank', 'noopener,noreferrer');
  };
  const onSave = () => {
    if (!hasContent()) return toast.error(messages.emptyNote);
    save.mutate({ title: `Brand voice: ${piece?.title || 'content'}`.slice(0, 200), html: html.current });
  };

  const { form, onSubmit } = useEndpointForm(brandVoiceEndpoints.GenerateBrandContent, {
    initialValues: emptyForm,
    // What the selects hold is checked by the schema: a choice not made gets 'brandMissing'.
    transform: (values) => values as BrandContentRequest,
    submit: (body) => void generate(body),
  });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>Brand Voice</Title>
          <Text c="dimmed">Choose how your brand sounds, say what the piece is about, and the coach writes it in that voice.</Text>
        </div>
        <Button component={Link} to="/Board" variant="subtle">
          Back to the board
        </Button>
      </Group>

      <Paper
        component="form"
        withBorder
        radius="md"
        p="md"
        aria-label="Brand voice"
        noValidate
        onSubmit={onSubmit}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          <Select allowDeselect={false} label="Personality" placeholder="Select personality" data={options(personalities)} {...form.getInputProps('personality')} />
          <Select allowDeselect={false} label="Tone" placeholder="Select tone" data={options(tones)} {...form.getInputProps('tone')} />
          <Select allowDeselect={false} label="Word choice" placeholder="Select word choice" data={options(wordChoices)} {...form.getInputProps('wordChoice')} />
          <Select allowDeselect={false} label="Length" placeholder="Select length" data={options(lengths)} {...form.getInputProps('length')} />
        </SimpleGrid>
        <GrowingTextarea
          mt="md"
          label="Description"
          description="What is the piece about? Your product, an event, an announcement…"
          minRows={3}
          maxRows={8}
          maxLength={2000}
          {...form.getInputProps('description')}
        />
        <Group mt="md" gap="sm">
          <Button type="submit" leftSection={<IconSparkles size={18} aria-hidden="true" />} loading={writing} disabled={writing}>
            Generate
          </Button>
          {writing && (
            <Button variant="default" color="red.8" leftSection={<IconPlayerStop size={18} aria-hidden="true" />} onClick={() => stopper.current?.abort()}>
              Stop
            </Button>
          )}
        </Group>
      </Paper>

      {writing && (
        <Paper withBorder radius="md" p="md" aria-busy="true" aria-labelledby="brand-live-heading">
          <Group gap="xs" mb="sm">
            <Loader size="xs" aria-hidden="true" />
            <Title order={2} size="h4" id="brand-live-heading">
              Writing…
            </Title>
          </Group>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: brandTextToHtml escapes every character of the text; it only adds <p>, <ul> and <li>. */}
          <div className={classes.live} data-testid="brand-live" dangerouslySetInnerHTML={{ __html: brandTextToHtml(live) }} />
        </Paper>
      )}

      {piece && !writing && (
        <Paper component="section" withBorder radius="md" p="md" aria-labelledby={editorLabel} data-testid="brand-result">
          <Title order={2} size="h4" id={editorLabel} mb="sm">
            Edit and share
          </Title>
          <Suspense fallback={<Skeleton height={200} radius="md" aria-hidden="true" />}>
            <NoteEditor key={piece.key} initialHtml={piece.html} labelledBy={editorLabel} onChange={(value) => (html.current = value)} />
          </Suspense>
          {piece.source && (
            <Text size="xs" c="dimmed" mt="xs">
              {writtenBy(piece.source)}
            </Text>
          )}
          <Group mt="md" gap="sm" wrap="wrap">
            <Button leftSection={<IconCopy size={18} aria-hidden="true" />} onClick={onCopy}>
              Copy
            </Button>
            <Button variant="default" leftSection={<IconFileExport size={18} aria-hidden="true" />} loading={exportDoc.isPending} onClick={onExport}>
              Export
            </Button>
            <Button variant="default" leftSection={<IconBrandWhatsapp size={18} aria-hidden="true" />} onClick={onWhatsApp}>
              WhatsApp
            </Button>
            <Button variant="default" leftSection={<IconNotes size={18} aria-hidden="true" />} loading={save.isPending} onClick={onSave}>
              Save to Notes
            </Button>
          </Group>
        </Paper>
      )}

      <History onOpen={show} />
    </Stack>
  );
}
