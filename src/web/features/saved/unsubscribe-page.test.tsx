import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UnsubscribeInfo } from '../../../shared/saved';
import { errorResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { Component as UnsubscribePage } from './unsubscribe-page';

const TOKEN = 'v1.c2VhcmNoLTE.signature';

let info: () => Response;
let answerPost: () => Response;
let calls: ApiCall[];

beforeEach(() => {
  info = () =>
    Response.json({ searchName: 'Agile coach · Remote', unsubscribed: false } satisfies UnsubscribeInfo);
  answerPost = () => Response.json({ searchName: 'Agile coach · Remote', unsubscribed: true });
  calls = stubFetch((call) => {
    if (call.url === `/api/alerts/unsubscribe/${TOKEN}`) return info();
    if (call.url === `/alerts/unsubscribe/${TOKEN}` && call.method === 'POST') return answerPost();
    return errorResponse(404, 'NOT_FOUND', `No fake for ${call.method} ${call.url}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderWithProviders(<UnsubscribePage />, {
    url: `/alerts/unsubscribe/${TOKEN}`,
    path: '/alerts/unsubscribe/:token',
  });

describe('the unsubscribe page', () => {
  it('names the search, changes nothing on opening, and unsubscribes on confirmation', async () => {
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unsubscribe from job alerts' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('You will stop receiving alerts for “Agile coach · Remote”.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You are unsubscribed')).toBeInTheDocument();
    expect(
      screen.getByText('You will no longer receive alerts for “Agile coach · Remote”.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: `/alerts/unsubscribe/${TOKEN}`, body: undefined },
    ]);
    expect(screen.getByRole('link', { name: 'Manage job alerts' })).toHaveAttribute(
      'href',
      '/facilitator/alerts',
    );
  });

  it('says so when the search is already off', async () => {
    info = () => Response.json({ searchName: 'Workshops', unsubscribed: true } satisfies UnsubscribeInfo);
    renderPage();
    expect(await screen.findByText('You are already unsubscribed')).toBeInTheDocument();
    expect(screen.getByText('Alerts for “Workshops” are turned off.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('explains a forged or expired link', async () => {
    info = () => errorResponse(400, 'BAD_REQUEST', 'This link is not valid or has expired.');
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid or has expired.');
    expect(screen.getByText('This link does not work')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage job alerts' })).toBeInTheDocument();
  });

  it('shows a failed unsubscribe and lets the reader try again', async () => {
    answerPost = () => errorResponse(503, 'UNAVAILABLE', 'The service is busy. Try again in a minute.');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('The service is busy. Try again in a minute.')).toBeInTheDocument();
    answerPost = () => Response.json({ searchName: 'Agile coach · Remote', unsubscribed: true });
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You are unsubscribed')).toBeInTheDocument();
  });
});
