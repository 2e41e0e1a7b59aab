import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FacilitatorDirectoryPage, FacilitatorSummary } from '../../../shared/profiles';
import { facilitatorSummary } from '../../test/facilitator-fixtures';
import { errorResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { Component as FacilitatorsPage } from './facilitators-page';

let found: FacilitatorSummary[];
let calls: ApiCall[];

beforeEach(() => {
  found = [facilitatorSummary()];
  calls = stubFetch(({ url }) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(null);
    if (pathname === '/api/facilitators') {
      const page: FacilitatorDirectoryPage = {
        items: found,
        page: 1,
        pageSize: 12,
        total: found.length,
        totalPages: 1,
        totalIsExact: true,
      };
      return Response.json(page);
    }
    return errorResponse(404, 'NOT_FOUND', `No fake for ${pathname}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

const renderPage = (url = '/facilitators') =>
  renderWithProviders(<FacilitatorsPage />, { url, path: '/facilitators', auth: true });

/** The query of the last directory request. */
const lastSearch = () =>
  new URL(calls.filter((call) => call.url.startsWith('/api/facilitators')).at(-1)!.url, 'http://localhost')
    .searchParams;

describe('the facilitator directory filters', () => {
  it('fill in from the address and ask the server for the same', async () => {
    renderPage(
      '/facilitators?method=lego-serious-play&language=de&availableOn=2031-03-12&rateMax=1200&currency=GBP&rateType=hour&verified=true&format=workshop&groupSize=26-50&showUnavailable=true',
    );
    await screen.findByRole('link', { name: 'Amara Okafor' });
    expect(screen.getByLabelText('Method')).toHaveValue('lego-serious-play');
    expect(screen.getByLabelText('Language')).toHaveValue('de');
    expect(screen.getByLabelText('Available on')).toHaveValue('2031-03-12');
    expect(screen.getByLabelText('Amount')).toHaveValue(1200);
    expect(screen.getByLabelText('Currency')).toHaveValue('GBP');
    expect(screen.getByLabelText('Rate per')).toHaveValue('hour');
    expect(screen.getByRole('switch', { name: 'Verified credentials only' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show unavailable facilitators' })).toBeChecked();
    expect(screen.getByLabelText('Session format')).toHaveValue('workshop');
    expect(screen.getByLabelText('Group size')).toHaveValue('26-50');
    expect(Object.fromEntries(lastSearch())).toEqual({
      method: 'lego-serious-play',
      language: 'de',
      availableOn: '2031-03-12',
      rateMax: '1200',
      currency: 'GBP',
      rateType: 'hour',
      verified: 'true',
      format: 'workshop',
      groupSize: '26-50',
      showUnavailable: 'true',
      page: '1',
    });
  });

  it('put each change into the address, back on page 1', async () => {
    const { router } = renderPage('/facilitators?page=2');
    await screen.findByRole('link', { name: 'Amara Okafor' });
    await userEvent.selectOptions(screen.getByLabelText('Method'), 'World Café');
    expect(router.state.location.search).toBe('?method=world-cafe');
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'German');
    await userEvent.type(screen.getByLabelText('Amount'), '900{Enter}');
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'USD');
    await userEvent.click(screen.getByRole('switch', { name: 'Verified credentials only' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Show unavailable facilitators' }));
    expect(router.state.location.search).toBe(
      '?method=world-cafe&language=de&rateMax=900&currency=USD&verified=true&showUnavailable=true',
    );
    await waitFor(() => expect(lastSearch().get('currency')).toBe('USD'));
    expect(lastSearch().get('rateMax')).toBe('900');
  });

  it('suggest removing filters when nothing matches', async () => {
    found = [];
    const { router } = renderPage('/facilitators?method=open-space&language=fr&verified=true');
    expect(await screen.findByText('No facilitators found')).toBeInTheDocument();
    const active = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(active)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Method: Open Space Technology(remove)',
      'Language: French(remove)',
      'Verified credentials only(remove)',
    ]);
    await userEvent.click(within(active).getByRole('button', { name: /Language: French/ }));
    expect(router.state.location.search).toBe('?method=open-space&verified=true');
    await userEvent.click(screen.getByRole('button', { name: 'Show all facilitators' }));
    expect(router.state.location.search).toBe('');
  });
});

describe('the facilitator search form before and without scripts', () => {
  const URL_WITH_EVERYTHING =
    '/facilitators?q=sprint&location=Berlin&focusArea=leadership&focusArea=agile&method=lego-serious-play&language=de&availableOn=2031-03-12&rateMax=1200&currency=GBP&rateType=hour&verified=true&format=workshop&groupSize=26-50&showUnavailable=true';

  it('sends, as a GET form to /facilitators, exactly the address it was drawn from', async () => {
    renderPage(URL_WITH_EVERYTHING);
    await screen.findByRole('link', { name: 'Amara Okafor' });
    const form = screen.getByRole('search', { name: 'Facilitators' }) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/facilitators');
    const sent = new URLSearchParams(
      [...new FormData(form)].flatMap(([name, value]) => (value ? [[name, String(value)]] : [])),
    );
    sent.sort();
    const drawn = new URLSearchParams(URL_WITH_EVERYTHING.split('?')[1]);
    drawn.sort();
    expect(sent.toString()).toBe(drawn.toString());
    expect(within(form).queryByRole('button', { name: 'Apply filters' })).toBeNull();
  });

  it('ticks focus areas as checkboxes the form sends', async () => {
    const { router } = renderPage('/facilitators?focusArea=leadership');
    await screen.findByRole('link', { name: 'Amara Okafor' });
    expect(screen.getByRole('checkbox', { name: 'Leadership Development' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Agile & Scrum' }));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.getAll('focusArea').sort()).toEqual(['agile', 'leadership']);
    expect(screen.getByRole('checkbox', { name: 'Agile & Scrum' })).toBeChecked();
  });

  it('searches for the words and the place in the boxes, keeping the filters', async () => {
    const { router } = renderPage('/facilitators?language=de&page=2');
    await screen.findByRole('link', { name: 'Amara Okafor' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name or skills' }), 'sprint');
    await userEvent.type(screen.getByRole('textbox', { name: 'Location' }), 'Berlin{Enter}');
    expect(router.state.location.search).toBe('?q=sprint&location=Berlin&language=de');
  });
});
