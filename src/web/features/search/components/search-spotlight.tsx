import '@mantine/spotlight/styles.css';
import { CloseButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearch } from '../api/search';
import { hasHits, SearchResults } from './search-results';
import { searchStore } from './search-store';

const DEBOUNCE_MS = 150;

/** The global search popover: Cmd/Ctrl+K or the header button (spec section 2). */
export function SearchSpotlight() {
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), DEBOUNCE_MS);
  const results = useSearch(debounced);
  const current = query.trim() === '' ? undefined : results.isError ? undefined : results.data;

  let body;
  if (query.trim() === '') body = <Spotlight.Empty>Type to search...</Spotlight.Empty>;
  else if (hasHits(current)) body = <SearchResults results={current!} />;
  else if (results.isFetching || debounced !== query.trim()) {
    body = <Spotlight.Empty>Searching...</Spotlight.Empty>;
  } else body = <Spotlight.Empty>No results found.</Spotlight.Empty>;

  return (
    <Spotlight.Root
      store={searchStore}
      query={query}
      onQueryChange={setQuery}
      onSpotlightClose={() => setQuery('')}
      shortcut={['mod + K']}
      tagsToIgnore={[]}
      size={400}
      scrollable
      maxHeight={300}
      attributes={{ content: { 'aria-label': 'Search' } }}
    >
      <Spotlight.Search
        placeholder="Search contacts, projects, updates..."
        aria-label="Search contacts, projects, updates"
        leftSection={<IconSearch size={18} stroke={1.5} />}
        rightSection={
          query ? (
            <CloseButton aria-label="Clear search" onClick={() => setQuery('')} size="sm" />
          ) : null
        }
        rightSectionPointerEvents="all"
        onKeyDown={(event) => {
          // Enter with no result chosen (arrow keys choose one) opens the first result.
          if (event.key !== 'Enter') return;
          const list = document.getElementById(searchStore.getState().listId);
          if (!list || list.querySelector('[data-selected]')) return;
          list.querySelector<HTMLElement>('[data-action]')?.click();
        }}
      />
      <Spotlight.ActionsList aria-label="Search results">{body}</Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
