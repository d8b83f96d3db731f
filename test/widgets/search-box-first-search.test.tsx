// A file of its own: the suggestion list's chunk must not have loaded in an earlier test (React.lazy keeps it).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { navigation } from '../../src/routes/navigation';
import { SearchBox } from '../../widgets/search-box/search-box';
import { sofaGroups } from '../fixtures/discovery-data';
import { fakeApi } from '../fixtures/mock-api';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

it('keeps a search submitted before the suggestion list has loaded, before the page leaves', async () => {
  fakeApi({ searchSuggestions: () => sofaGroups() });
  // what the browser would keep: the recent searches at the moment the page is left
  const keptWhenLeaving: Array<string | null> = [];
  vi.spyOn(navigation, 'assign').mockImplementation(() => keptWhenLeaving.push(localStorage.getItem('jet:recent-searches')));
  render(<SearchBox />);
  const box = screen.getByRole('combobox', { name: 'Buscar produtos' });
  // typed and submitted at once, as a first search right after the page loads: the list's code is still on its way
  fireEvent.change(box, { target: { value: 'mesa' } });
  fireEvent.submit(screen.getByRole('search'));
  await waitFor(() => expect(keptWhenLeaving).toHaveLength(1));
  expect(JSON.parse(keptWhenLeaving[0]!)).toEqual(['mesa']);
  expect(navigation.assign).toHaveBeenCalledWith('/busca?n=mesa');
});
