import { Route, Routes, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { searchMembers } from '@app/contract';
import { recorded } from '@app/mocks';
import { SiteFrame } from '../../app/SiteFrame';
import { renderAt } from '../../test/render';
import SearchPage from './SearchPage';
import { pageTestServer } from '../../test/server';

const server = pageTestServer();
/** The query strings of the search calls the page made. */
let searches: URLSearchParams[] = [];

beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === searchMembers.path) searches.push(url.searchParams);
  });
});
beforeEach(() => {
  searches = [];
  server.use(...Object.values(recorded('discovery/search-filters').handlers).flat());
});

function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

function renderSearch(url: string) {
  return renderAt(
    url,
    <SiteFrame>
      <Routes>
        <Route path="/search" element={<SearchPage />} />
      </Routes>
      <CurrentUrl />
    </SiteFrame>,
  );
}

const address = () => screen.getByRole('status', { name: 'Address' });

describe('SearchPage filters in the URL', () => {
  it('searches with the filters of the URL and shows them in the form', async () => {
    renderSearch('/search?ageMin=25&ageMax=40&seeking=woman&verified=1');
    expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();
    expect(searches.at(-1)?.toString()).toBe('limit=16&ageMin=25&ageMax=40&seeking=woman&verified=true');
    expect(screen.getByLabelText('Age from')).toHaveValue('25');
    expect(screen.getByLabelText('Age to')).toHaveValue('40');
    expect(screen.getByLabelText('Looking for')).toHaveValue('woman');
    expect(screen.getByRole('checkbox', { name: 'Verified' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Has a photo' })).not.toBeChecked();
  });

  it('puts new filters into the URL, and the same URL opened again gives the same search and form', async () => {
    const { unmount } = renderSearch('/search?seeking=woman');
    await screen.findByRole('list', { name: 'Search results' });
    await userEvent.clear(screen.getByLabelText('Age from'));
    await userEvent.type(screen.getByLabelText('Age from'), '30');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Has a photo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(address()).toHaveTextContent('/search?ageMin=30&seeking=woman&hasPhoto=1'));
    await waitFor(() =>
      expect(searches.at(-1)?.toString()).toBe('limit=16&ageMin=30&ageMax=99&seeking=woman&hasPhoto=true'),
    );
    const shared = address().textContent ?? '';
    unmount();

    searches = [];
    renderSearch(shared);
    await screen.findByRole('list', { name: 'Search results' });
    expect(searches.at(-1)?.toString()).toBe('limit=16&ageMin=30&ageMax=99&seeking=woman&hasPhoto=true');
    expect(screen.getByLabelText('Age from')).toHaveValue('30');
    expect(screen.getByLabelText('Looking for')).toHaveValue('woman');
    expect(screen.getByRole('checkbox', { name: 'Has a photo' })).toBeChecked();
  });

  it('ignores filter values the search would refuse', async () => {
    renderSearch('/search?ageMin=7&seeking=robot&distanceKm=9000&hasPhoto=maybe');
    await screen.findByRole('list', { name: 'Search results' });
    expect(searches.at(-1)?.toString()).toBe('limit=16&ageMin=18&ageMax=99');
    expect(screen.getByLabelText('Age from')).toHaveValue('18');
    expect(screen.getByLabelText('Looking for')).toHaveValue('');
  });

  it('pages forward into the URL and back to the first page', async () => {
    renderSearch('/search');
    await screen.findByRole('list', { name: 'Search results' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Next page' })[0]!);
    await waitFor(() => expect(address()).toHaveTextContent(/\/search\?page=2&cursor=.+/));
    expect(searches.at(-1)?.get('cursor')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Previous page' })[0]!);
    await waitFor(() => expect(address()).toHaveTextContent(/^\/search$/));
  });
});
