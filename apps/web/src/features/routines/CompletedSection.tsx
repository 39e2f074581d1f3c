import { messages } from '@iyl/core/catalog/messages';
import { LIBRARY_SEARCH_MAX, type RoutineType } from '@iyl/core/routines/constants';
import { Badge, Button, Group, Loader, Pagination, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCertificate, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../components/EmptyState.tsx';
import { formatDay } from '../../lib/format.ts';
import { useCompleted } from './api.ts';
import { pageControlNames } from '../../lib/pagination.ts';
import rows from '../../components/row-list.module.css';
import classes from './routines.module.css';

/** Completed and certified routines with their entries, by type and text (SearchMsg). */
export function CompletedSection() {
  const [type, setType] = useState<RoutineType | undefined>();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 350);
  const query = q || undefined;
  const filterKey = `${type ?? ''}|${query ?? ''}`;
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const completed = useCompleted(page, type, query);
  const data = completed.data;
  const updating = completed.isFetching && completed.isPlaceholderData;

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="completed-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="completed-heading">
          Completed
        </Title>
        <Group gap="xs" role="group" aria-label="Show completed routines" wrap="wrap">
          <Button size="compact-md" variant={type ? 'default' : 'filled'} aria-pressed={!type} onClick={() => setType(undefined)}>
            All
          </Button>
          {(['Daily', 'Weekly'] as const).map((t) => (
            <Button key={t} size="compact-md" variant={type === t ? 'filled' : 'default'} aria-pressed={type === t} onClick={() => setType(t)}>
              {t}
            </Button>
          ))}
        </Group>
        <TextInput
          label="Search entries"
          description={type ? `Searches your ${type.toLowerCase()} entries.` : 'Searches all your entries.'}
          type="search"
          maxLength={LIBRARY_SEARCH_MAX}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          rightSection={updating ? <Loader size="xs" aria-label="Searching" /> : null}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {completed.isError && !data && <Text>{messages.listFailed}</Text>}
        <div aria-busy={updating || undefined}>
          {data && data.items.length === 0 && (
            <EmptyState icon={IconCertificate} testId="completed-empty">
              {query ? `No ${type ? `${type.toLowerCase()} ` : ''}entries contain “${query}”.` : 'Nothing completed yet. Mark a daily routine complete or certify a weekly one.'}
            </EmptyState>
          )}
          {data && data.items.length > 0 && (
            <ul className={rows.plainList} data-testid="completed-list">
              {data.items.map((item) => (
                <li key={item.id} className={rows.row} data-testid="completed-item">
                  <Stack gap={4} className={classes.wrap} w="100%">
                    <Group gap="xs" justify="space-between" wrap="wrap">
                      <Text fw={600}>{item.title}</Text>
                      <Group gap={6}>
                        <Badge variant="light">{item.routineType}</Badge>
                        <Badge variant="outline" color="gray.8">
                          {item.target}
                        </Badge>
                      </Group>
                    </Group>
                    <Text size="xs" c="dimmed">{`${item.routineType === 'Weekly' ? 'Certified' : 'Completed'} ${formatDay(item.completedAt)} · ${item.daysDone} ${item.daysDone === 1 ? 'day' : 'days'} done`}</Text>
                    <Text size="sm" className={classes.entry} data-testid="completed-entry">
                      {item.entry}
                    </Text>
                  </Stack>
                </li>
              ))}
            </ul>
          )}
        </div>
        {data && data.pages > 1 && <Pagination total={data.pages} value={page} onChange={(next) => setPaging({ key: filterKey, page: next })} getControlProps={pageControlNames} aria-label="Completed pages" />}
      </Stack>
    </Paper>
  );
}
