import { messages } from '@iyl/core/catalog/messages';
import type { LibraryCategory } from '@iyl/core/habits/contract';
import { LIBRARY_SEARCH_MAX, libraryFilters } from '@iyl/core/routines/constants';
import type { LibraryHabit } from '@iyl/core/routines/contract';
import { Badge, Button, Group, Loader, Pagination, Paper, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLayoutDashboard, IconListCheck, IconMoodEmpty, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useLibrary } from './api.ts';
import { pageControlNames } from '../../lib/pagination.ts';
import { habitIcon, readableColor } from '../../components/habit-icons.ts';
import classes from './habits.module.css';
import { LibraryPanel } from './LibraryPanel.tsx';
import { MyRoutinesModal } from '../routines/public/MyRoutinesModal.tsx';
import { usePhone } from '../../lib/use-phone.ts';
import { useDeferredAnswer } from '../../lib/deferred-answer.ts';


function HabitCard({ habit, onOpen }: { habit: LibraryHabit; onOpen: () => void }) {
  const Icon = habitIcon(habit.icon);
  return (
    <Paper component="article" withBorder radius="md" p="md" className={classes.card} data-testid="habit-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <ThemeIcon variant="light" color="gray" size="xl" radius="md" aria-hidden="true">
          <Icon size={26} color={readableColor(habit.hexadecimalIcon, 3)} />
        </ThemeIcon>
        <Group gap={6} justify="flex-end">
          <Badge variant="outline" color="gray.8">
            {habit.category}
          </Badge>
          {habit.added && (
            <Badge variant="filled" data-testid="habit-added">
              Added
            </Badge>
          )}
        </Group>
      </Group>
      <Title order={2} size="h4">
        <button type="button" className={classes.cardButton} onClick={onOpen}>
          {habit.title}
        </button>
      </Title>
      <Text size="sm" c="dimmed" lineClamp={3} className={classes.wrap}>
        {habit.description}
      </Text>
    </Paper>
  );
}

/** /Habit: the habit library made at onboarding; a card opens a side panel that adds it as a routine. */
export function HabitPage() {
  usePageTitle('Habits Library');
  const phone = usePhone();
  const [category, setCategory] = useState<LibraryCategory | undefined>();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 350);
  // A new filter or search starts at its first page.
  const filterKey = `${category ?? ''}|${q}`;
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: filterKey, page: next });
  const library = useDeferredAnswer(useLibrary(page, category, q || undefined));
  const [chosen, setChosen] = useState<LibraryHabit | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [routinesOpen, setRoutinesOpen] = useState(false);

  const data = library.data;
  const filtered = Boolean(category || q);
  const updating = library.isFetching && library.isPlaceholderData;

  const open = (habit: LibraryHabit) => {
    setChosen(habit);
    setPanelOpen(true);
  };
  // The panel shows the card as the library has it now ("Added" after adding it).
  const current = chosen ? (data?.items.find((h) => h.id === chosen.id) ?? chosen) : null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div className={classes.wrap}>
          <Title order={1}>Habits Library</Title>
          <Text c="dimmed">
            Habits picked for you from your answers, in health, relationships, finances and biohacks. Open one, choose when and how often, and it
            becomes one of your routines.
          </Text>
        </div>
        <Group gap="xs" wrap="wrap">
          {/* One My Routines, with the count: it opens the spec's modal (filters by type), which leads on to /Routine. */}
          <Button variant="light" leftSection={<IconListCheck size={18} aria-hidden="true" />} onClick={() => setRoutinesOpen(true)} data-testid="my-routines-button">
            {data ? `My Routines (${data.routines})` : 'My Routines'}
          </Button>
          <Button component={Link} to="/Board" variant="subtle" leftSection={<IconLayoutDashboard size={18} aria-hidden="true" />}>
            Dashboard
          </Button>
        </Group>
      </Group>

      <Paper withBorder radius="md" p="md" component="section" aria-label="Find a habit">
        <Stack gap="sm">
          <Group gap="xs" role="group" aria-label="Filter by category" wrap="wrap">
            <Button variant={category ? 'default' : 'filled'} aria-pressed={!category} onClick={() => setCategory(undefined)}>
              All
            </Button>
            {libraryFilters.map((filter) => (
              <Button
                key={filter.category}
                variant={category === filter.category ? 'filled' : 'default'}
                aria-pressed={category === filter.category}
                onClick={() => setCategory(category === filter.category ? undefined : filter.category)}
              >
                {filter.label}
              </Button>
            ))}
          </Group>
          <TextInput
            label="Search habits"
            placeholder="Sleep, savings, a call…"
            type="search"
            maxLength={LIBRARY_SEARCH_MAX}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            rightSection={updating ? <Loader size="xs" aria-label="Searching" /> : null}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        </Stack>
      </Paper>

      {library.isError && !data && (
        <Group>
          <Text>{messages.listFailed}</Text>
          <Button variant="light" size="compact-md" onClick={() => library.refetch()}>
            Try again
          </Button>
        </Group>
      )}

      {data && (
        <section aria-label="Habits" aria-busy={updating || undefined}>
          {data.items.length === 0 ? (
            <EmptyState icon={IconMoodEmpty} testId="library-empty">
              {messages.libraryEmpty}
            </EmptyState>
          ) : (
            <>
              <Text size="sm" c="dimmed" mb="sm" aria-live="polite">
                {filtered ? `${data.total} ${data.total === 1 ? 'habit matches' : 'habits match'}` : `${data.total} habits in your library`}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="habit-grid">
                {data.items.map((habit) => (
                  <HabitCard key={habit.id} habit={habit} onOpen={() => open(habit)} />
                ))}
              </SimpleGrid>
            </>
          )}
          {data.pages > 1 && <Pagination mt="md" total={data.pages} value={page} onChange={setPage} getControlProps={pageControlNames} aria-label="Library pages" />}
        </section>
      )}

      <LibraryPanel habit={current} opened={panelOpen} onClose={() => setPanelOpen(false)} fullScreen={phone} />
      <MyRoutinesModal opened={routinesOpen} onClose={() => setRoutinesOpen(false)} />
    </Stack>
  );
}
