import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENCIES } from '../../../shared/facilitation-options';
import type { ExchangeRates } from '../../../shared/facilitation';
import { errorResponse, meResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { Component as ExchangeRatesPage } from './exchange-rates-page';
import { toastError, toastSuccess } from '../../test/toast-mock';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

const STARTING: ExchangeRates = {
  base: 'EUR',
  asOf: '2026-11-02',
  rates: Object.fromEntries(
    CURRENCIES.map((code, i) => [code, code === 'EUR' ? 1 : 1 + i / 10]),
  ) as ExchangeRates['rates'],
};

let rates: ExchangeRates;
let calls: ApiCall[];
let putAnswer: (() => Response) | null;

beforeEach(() => {
  toastSuccess.mockReset();
  toastError.mockReset();
  rates = STARTING;
  putAnswer = null;
  calls = stubFetch(({ method, url, body }) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(meResponse('company', { role: 'admin' }));
    if (pathname === '/api/exchange-rates') return Response.json(rates);
    if (method === 'PUT' && pathname === '/api/admin/exchange-rates') {
      if (putAnswer) return putAnswer();
      rates = { base: 'EUR', ...(body as Omit<ExchangeRates, 'base'>) };
      return Response.json(rates);
    }
    return errorResponse(404, 'NOT_FOUND', `No fake for ${method} ${pathname}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderWithProviders(<ExchangeRatesPage />, {
    url: '/admin/exchange-rates',
    path: '/admin/exchange-rates',
    auth: true,
    guard: 'admin',
  });

describe('the admin Exchange rates page', () => {
  it('lists every currency with its rate per euro, in the admin navigation', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Exchange rates' })).toBeInTheDocument();
    expect(await screen.findByLabelText('USD per euro')).toHaveValue(STARTING.rates.USD);
    expect(screen.getByLabelText('EUR per euro')).toHaveAttribute('readonly');
    expect(screen.getAllByRole('row')).toHaveLength(CURRENCIES.length + 1);
    expect(screen.getByRole('rowheader', { name: /GBP/ })).toHaveTextContent('British Pound');
    expect(screen.getByLabelText('Rates as of')).toHaveValue('2026-11-02');
    expect(screen.getByRole('link', { name: 'Exchange rates' })).toHaveAttribute('aria-current', 'page');
  });

  it('saves the table with its date and says so', async () => {
    renderPage();
    const usd = await screen.findByLabelText('USD per euro');
    await userEvent.clear(usd);
    await userEvent.type(usd, '1.12');
    await userEvent.clear(screen.getByLabelText('Rates as of'));
    await userEvent.type(screen.getByLabelText('Rates as of'), '2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(
        'Exchange rates saved',
        'Budgets are now converted at the rates of 1 December 2026.',
      ),
    );
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toEqual({ asOf: '2026-12-01', rates: { ...STARTING.rates, USD: 1.12 } });
  });

  it('names a missing or non-positive rate on its row and sends nothing', async () => {
    renderPage();
    const nok = await screen.findByLabelText('NOK per euro');
    await userEvent.clear(nok);
    const jpy = screen.getByLabelText('JPY per euro');
    await userEvent.clear(jpy);
    await userEvent.type(jpy, '-3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Each rate must be a number')).toBeInTheDocument();
    expect(screen.getByText('Each rate must be more than 0')).toBeInTheDocument();
    expect(nok).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows the server refusal in a toast', async () => {
    putAnswer = () => errorResponse(403, 'FORBIDDEN', 'Only administrators can do this.');
    renderPage();
    await screen.findByLabelText('USD per euro');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Error', 'Only administrators can do this.'));
  });
});
