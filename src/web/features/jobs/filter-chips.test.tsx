import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiCall } from '../../test/fake-api';
import { stubJobBoardApi } from '../../test/job-fixtures';
import { renderWithProviders } from '../../test/render';
import { filterChips } from './filter-chips';
import { readParams } from './job-list-params';
import { Component as JobsPage } from './jobs-page';

vi.mock('./save-search-dialog', () => ({ SaveSearchButton: () => null }));

let calls: ApiCall[];
beforeEach(() => {
  calls = stubJobBoardApi();
});

const lastListQuery = () =>
  Object.fromEntries(
    new URL(calls.filter((call) => call.url.startsWith('/api/jobs')).at(-1)!.url, 'http://localhost')
      .searchParams,
  );

const chipsOf = (query: string, locale?: 'de') => {
  const search = new URLSearchParams(query);
  return filterChips(readParams(search), search, locale).map(({ label, href }) => [label, href]);
};

describe('filterChips', () => {
  it('says what each filter keeps and links to the list without it, from the first page', () => {
    expect(
      chipsOf(
        'q=retreat&location=Munich&radius=25&remote=yes&sort=budget&page=3&focusArea=&budgetMax=900&currency=USD',
      ),
    ).toEqual([
      [
        'Keywords: retreat',
        '/jobs?location=Munich&radius=25&remote=yes&sort=budget&budgetMax=900&currency=USD',
      ],
      ['Within 25 km of Munich', '/jobs?q=retreat&remote=yes&sort=budget&budgetMax=900&currency=USD'],
      [
        'Delivery: Virtual',
        '/jobs?q=retreat&location=Munich&radius=25&sort=budget&budgetMax=900&currency=USD',
      ],
      // The last budget amount takes its currency along.
      ['Budget up to 900 USD', '/jobs?q=retreat&location=Munich&radius=25&remote=yes&sort=budget'],
    ]);
  });

  it('names a country, remote delivery and a place it does not know', () => {
    expect(chipsOf('location=deutschland')).toEqual([['In Germany', '/jobs']]);
    // German names a country in German; a city keeps its name.
    expect(chipsOf('location=Switzerland', 'de')).toEqual([['Land: Schweiz', '/jobs']]);
    expect(chipsOf('location=Berlin', 'de')).toEqual([['Im Umkreis von 50 km um Berlin', '/jobs']]);
    expect(chipsOf('location=remote')).toEqual([['Remote', '/jobs']]);
    expect(chipsOf('location=Rural+Bavaria&radius=10')).toEqual([['Location: Rural Bavaria', '/jobs']]);
    expect(chipsOf('sort=session')).toEqual([]);
    // As a form sends it without scripts: every field, empty or at its default.
    expect(chipsOf('q=&location=Oslo&radius=50&sort=&focusArea=&budgetMin=&currency=EUR')).toEqual([
      ['Within 50 km of Oslo', '/jobs'],
    ]);
  });
});

describe('the /jobs chips, location and order', () => {
  it('show the filters in force and clear one by its link', async () => {
    const { router } = renderWithProviders(<JobsPage />, {
      url: '/jobs?location=Berlin&radius=25&remote=yes&sort=session',
      path: '/jobs',
    });
    await waitFor(() =>
      expect(lastListQuery()).toMatchObject({
        location: 'Berlin',
        radius: '25',
        remote: 'yes',
        sort: 'session',
      }),
    );
    const chips = screen.getByRole('list', { name: 'Active filters' });
    const location = within(chips).getByRole('link', { name: 'Remove filter: Within 25 km of Berlin' });
    expect(location).toHaveAttribute('href', '/jobs?remote=yes&sort=session');
    expect(within(chips).getByRole('link', { name: 'Remove filter: Delivery: Virtual' })).toHaveAttribute(
      'href',
      '/jobs?location=Berlin&radius=25&sort=session',
    );
    expect(screen.getByRole('combobox', { name: 'Distance' })).toHaveValue('25');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('session');

    await userEvent.click(location);
    expect(router.state.location.search).toBe('?remote=yes&sort=session');
    await waitFor(() =>
      expect(lastListQuery()).toEqual({ remote: 'yes', sort: 'session', page: '1', pageSize: '24' }),
    );
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('');
    expect(screen.queryByRole('combobox', { name: 'Distance' })).toBeNull();
  });

  it('applies a location when its box is left, and an order as it is chosen', async () => {
    const { router } = renderWithProviders(<JobsPage />, { url: '/jobs?page=2', path: '/jobs' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Location' }), '  Vienna ');
    await userEvent.tab();
    expect(router.state.location.search).toBe('?location=Vienna');
    expect(await screen.findByRole('combobox', { name: 'Distance' })).toHaveValue('50');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest budget');
    expect(router.state.location.search).toBe('?location=Vienna&sort=budget');
  });

  it('says that an unknown place is searched as text, without a distance', () => {
    renderWithProviders(<JobsPage />, { url: '/jobs?location=Rural+Bavaria', path: '/jobs' });
    expect(
      screen.getByText('No distance search for “Rural Bavaria”: showing jobs whose location mentions it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Distance' })).toBeNull();
  });
});
