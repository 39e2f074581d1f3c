import { Button, Group, Loader, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

interface SearchFormProps {
  /** The text box's label ('Search bookings'). */
  label: string;
  placeholder: string;
  /** The longest text the server takes. */
  maxLength: number;
  /** A search is loading: a small spinner in the box. */
  busy: boolean;
  /** The trimmed text, on Enter or the Search button; empty means everything again. */
  onSearch: (text: string) => void;
}

/** A search box the server answers: submitted on Enter or with its button, trimmed; empty reloads the whole list. */
export function SearchForm({ label, placeholder, maxLength, busy, onSearch }: SearchFormProps) {
  const [text, setText] = useState('');
  return (
    <search>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
      >
        <Group align="flex-end" gap="xs" wrap="nowrap" maw={560}>
          <TextInput
            label={label}
            placeholder={placeholder}
            type="search"
            maxLength={maxLength}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            rightSection={busy ? <Loader size="xs" aria-label="Searching" /> : null}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" variant="light">
            Search
          </Button>
        </Group>
      </form>
    </search>
  );
}
