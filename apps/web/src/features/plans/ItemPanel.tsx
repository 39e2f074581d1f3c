import { messages } from '@iyl/core/catalog/messages';
import type { PlanItemKind } from '@iyl/core/plans/contract';
import { Alert, Button, Divider, Group, Skeleton, Stack, Text, Title, Typography } from '@mantine/core';
import { IconDeviceFloppy, IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { useId } from 'react';
import { ReadAloudSwitch } from '../../components/ReadAloudSwitch.tsx';
import { htmlToText, useSpeechToggle } from '../../lib/speech.ts';
import { useRegenerateStrategy, useSaveStrategyNote, useStrategy } from './api.ts';
import type { PlanItem } from './plan-cache.ts';
import { kindLook, viewOf } from './plan-format.ts';
import { ItemFacts, StatusBadge } from './PlanList.tsx';
import classes from './plans.module.css';
import { SidePanel } from '../../components/SidePanel.tsx';

function Strategies({ kind, item }: { kind: PlanItemKind; item: PlanItem }) {
  const headingId = useId();
  const ref = { kind, id: item.id };
  const strategy = useStrategy(ref);
  const regenerate = useRegenerateStrategy();
  const saveNote = useSaveStrategyNote();
  const html = strategy.data?.html;
  // A new text (regenerated) or another item stops the reading.
  const speech = useSpeechToggle(() => (html ? htmlToText(html) : ''), `${kind}:${item.id}:${strategy.data?.createdAt ?? ''}`);
  const writing = strategy.isPending && strategy.isFetching;
  const busy = writing || regenerate.isPending;

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} size="h4" id={headingId}>
          AI strategies
        </Title>
        <Button
          variant="light"
          size="compact-md"
          leftSection={<IconRefresh size={16} aria-hidden="true" />}
          onClick={() => regenerate.mutate(ref)}
          loading={regenerate.isPending}
          disabled={writing}
        >
          Regenerate
        </Button>
      </Group>

      <div aria-live="polite" aria-busy={busy || undefined} data-testid="strategy">
        {busy && (
          <Stack gap="xs" data-testid="strategy-loading">
            <Text size="sm" c="dimmed">
              Writing your strategies…
            </Text>
            <Skeleton height={14} radius="sm" />
            <Skeleton height={14} radius="sm" />
            <Skeleton height={14} width="85%" radius="sm" />
            <Skeleton height={14} radius="sm" />
            <Skeleton height={14} width="60%" radius="sm" />
          </Stack>
        )}
        {!busy && strategy.data && (
          <Stack gap="sm">
            {strategy.data.source === 'builtin' && (
              <Alert variant="light" icon={<IconInfoCircle aria-hidden="true" />} p="sm">
                {messages.builtInCoach}
              </Alert>
            )}
            <Typography className={classes.strategy} data-testid="strategy-html">
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises this HTML with a well-known library before storing and sending it. */}
              <div dangerouslySetInnerHTML={{ __html: strategy.data.html }} />
            </Typography>
          </Stack>
        )}
        {!busy && strategy.isError && (
          <Group gap="xs">
            <Text>The strategies could not be written.</Text>
            <Button variant="light" size="compact-md" onClick={() => strategy.refetch()}>
              Try again
            </Button>
          </Group>
        )}
      </div>

      <Divider />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <ReadAloudSwitch speech={speech} />
        <Button
          leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
          onClick={() => saveNote.mutate(ref)}
          loading={saveNote.isPending}
          disabled={!strategy.data || busy}
        >
          Save Notes
        </Button>
      </Group>
    </Stack>
  );
}

interface ItemPanelProps {
  opened: boolean;
  onClose: () => void;
  /** The item shown; kept while the panel slides out. */
  shown: { kind: PlanItemKind; item: PlanItem } | undefined;
  fullScreen: boolean;
}

/** View: a side panel with the item, its AI strategies, Regenerate, Read aloud and Save Notes. */
export function ItemPanel({ opened, onClose, shown, fullScreen }: ItemPanelProps) {
  const view = shown ? viewOf(shown.kind, shown.item) : undefined;
  return (
    <SidePanel opened={opened} onClose={onClose} fullScreen={fullScreen} size="lg" title={shown ? kindLook[shown.kind].one : ''}>
      {shown && view && (
        <Stack gap="md" data-testid="item-panel">
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Text fw={700} size="lg" className={classes.itemText} data-testid="item-panel-title">
                {view.title}
              </Text>
              <StatusBadge done={shown.item.status} />
            </Group>
            {view.description && (
              <Text c="dimmed" className={classes.itemText}>
                {view.description}
              </Text>
            )}
            <ItemFacts dates={view.dates} frequency={view.frequency} />
          </Stack>
          <Strategies key={`${shown.kind}:${shown.item.id}`} kind={shown.kind} item={shown.item} />
        </Stack>
      )}
    </SidePanel>
  );
}
