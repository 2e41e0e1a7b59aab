import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, type ApiCall } from '../../test/fake-api';
import { emptyJobList, stubJobBoardApi } from '../../test/job-fixtures';
import { renderWithProviders } from '../../test/render';
import { Component as JobsPage } from './jobs-page';
import { FILTER_KEYS } from './job-list-params';

// The Save search dialog has its own test; here it is only a button beside the list.
vi.mock('./save-search-dialog', () => ({ SaveSearchButton: () => null }));

let calls: ApiCall[];
let listAnswer: () => Response;

beforeEach(() => {
  listAnswer = () => Response.json(emptyJobList());
  calls = stubJobBoardApi(() => listAnswer());
  vi.stubGlobal('navigator', { ...navigator, language: 'en-GB' });
});

afterEach(() => vi.unstubAllGlobals());

const renderPage = (url = '/jobs') => renderWithProviders(<JobsPage />, { url, path: '/jobs' });

/** The query strings of the list requests made so far. */
const listQueries = () =>
  calls
    .filter((call) => call.url.startsWith('/api/jobs'))
    .map((call) => new URL(call.url, 'http://localhost').searchParams);

describe('the /jobs filters', () => {
  it('read every filter from the address and ask the server with them', async () => {
    renderPage(
      '/jobs?format=workshop&remote=yes&language=de&groupSize=26-50&sessionFrom=2027-03-01&sessionTo=2027-03-31&budgetMin=500&budgetMax=1200&currency=USD&budgetType=day-rate&employmentType=bogus',
    );
    await waitFor(() => expect(listQueries()).toHaveLength(1));
    expect(Object.fromEntries(listQueries()[0]!)).toEqual({
      format: 'workshop',
      remote: 'yes',
      language: 'de',
      groupSize: '26-50',
      sessionFrom: '2027-03-01',
      sessionTo: '2027-03-31',
      budgetMin: '500',
      budgetMax: '1200',
      currency: 'USD',
      budgetType: 'day-rate',
      page: '1',
      pageSize: '24',
    });
    expect(screen.getByLabelText('Session format')).toHaveValue('workshop');
    expect(screen.getByLabelText('Delivery')).toHaveValue('yes');
    expect(screen.getByRole('option', { name: 'Virtual' })).toBeInTheDocument();
    expect(screen.getByLabelText('Language')).toHaveValue('de');
    expect(screen.getByLabelText('Group size')).toHaveValue('26-50');
    expect(screen.getByLabelText('From')).toHaveValue('2027-03-01');
    expect(screen.getByLabelText('To')).toHaveValue('2027-03-31');
    expect(screen.getByLabelText('Minimum')).toHaveValue(500);
    expect(screen.getByLabelText('Maximum')).toHaveValue(1200);
    expect(screen.getByLabelText('Currency')).toHaveValue('USD');
    expect(screen.getByLabelText('Budget type')).toHaveValue('day-rate');
    expect(screen.getByLabelText('Employment type')).toHaveValue('');
    expect(
      await screen.findByText('Budgets converted at the exchange rates of 2 November 2026.'),
    ).toBeInTheDocument();
  });

  it('put each change into the address, starting again at page 1', async () => {
    const { router } = renderPage('/jobs?page=3');
    await waitFor(() => expect(listQueries()).toHaveLength(1));
    const search = () => new URLSearchParams(router.state.location.search);

    await userEvent.selectOptions(screen.getByLabelText('Session format'), 'training');
    expect(search().get('format')).toBe('training');
    expect(search().has('page')).toBe(false);
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'fr');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2027-05-01' } });
    expect(search().get('sessionFrom')).toBe('2027-05-01');

    // Amounts wait for Enter or for the box to be left.
    await userEvent.type(screen.getByLabelText('Minimum'), '800');
    expect(search().has('budgetMin')).toBe(false);
    await userEvent.keyboard('{Enter}');
    expect(search().get('budgetMin')).toBe('800');
    await userEvent.type(screen.getByLabelText('Maximum'), '1500');
    await userEvent.tab();
    expect(search().get('budgetMax')).toBe('1500');
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'GBP');
    await userEvent.selectOptions(screen.getByLabelText('Budget type'), 'day-rate');

    await waitFor(() =>
      expect(Object.fromEntries(listQueries().at(-1)!)).toMatchObject({
        format: 'training',
        language: 'fr',
        sessionFrom: '2027-05-01',
        budgetMin: '800',
        budgetMax: '1500',
        currency: 'GBP',
        budgetType: 'day-rate',
      }),
    );

    await userEvent.click(screen.getAllByRole('button', { name: 'Clear search and filters' })[0]!);
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Minimum')).toHaveValue(null);
  });

  it('shows the server message for a minimum above the maximum', async () => {
    listAnswer = () => errorResponse(400, 'VALIDATION_ERROR', 'The minimum must not be above the maximum');
    renderPage('/jobs?budgetMin=2000&budgetMax=100');
    expect(await screen.findByText('The minimum must not be above the maximum')).toBeInTheDocument();
  });
});

describe('the /jobs search form before and without scripts', () => {
  it('is a GET form to /jobs whose fields are named as the address names the search', () => {
    renderPage('/jobs?q=retreat&remote=hybrid');
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/jobs');
    const names = Array.from((form as HTMLFormElement).elements)
      .map((field) => field.getAttribute('name'))
      .filter(Boolean);
    // The distance is there only for a known city (the test below).
    expect(new Set(names)).toEqual(new Set(['q', 'sort', ...FILTER_KEYS.filter((key) => key !== 'radius')]));
    const sent = new URLSearchParams(
      [...new FormData(form as HTMLFormElement)].map(([name, value]) => [name, String(value)]),
    );
    expect(sent.get('q')).toBe('retreat');
    expect(sent.get('remote')).toBe('hybrid');
    // With scripts each filter applies as it changes: the Apply filters button is for browsers without them.
    expect(within(form).queryByRole('button', { name: 'Apply filters' })).toBeNull();
  });

  it('searches for the words in the box with the filters in the form', async () => {
    const { router } = renderPage('/jobs?remote=hybrid&page=2');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search jobs' }), '  retreat {Enter}');
    expect(router.state.location.search).toBe('?q=retreat&remote=hybrid');
  });

  it('applies a filter changed before hydration and keeps the words typed meanwhile', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const app = () => {
      const router = createMemoryRouter([{ path: '/jobs', element: <JobsPage /> }], {
        initialEntries: ['/jobs?language=de'],
      });
      return {
        router,
        ui: (
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        ),
      };
    };
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(app().ui);
    // What someone did on the drawn page before the scripts ran.
    const box = container.querySelector<HTMLInputElement>('input[name="q"]')!;
    box.value = 'offsite';
    container.querySelector<HTMLSelectElement>('select[name="remote"]')!.value = 'hybrid';

    const { router, ui } = app();
    const recoverable: unknown[] = [];
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, ui, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(router.state.location.search).toBe('?language=de&remote=hybrid');
    expect(container.querySelector<HTMLSelectElement>('select[name="remote"]')).toHaveValue('hybrid');
    expect(box).toHaveValue('offsite');
    // Unmounted inside act: no render of this root is left for React's scheduler to run after the test
    // environment is gone.
    act(() => root!.unmount());
    container.remove();
  });
});
