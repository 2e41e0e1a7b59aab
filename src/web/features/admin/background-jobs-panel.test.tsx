import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueueOverview } from '../../../shared/admin';
import { errorResponse, stubFetch } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { BackgroundJobsPanel } from './background-jobs-panel';

afterEach(() => vi.unstubAllGlobals());

const overview = (recentFailures: QueueOverview['recentFailures'] = []): QueueOverview => ({
  queues: [{ name: 'mail.send', queued: 3, active: 1, retrying: 2, failed: 0 }],
  recentFailures,
});

describe('the background jobs panel', () => {
  it('shows the jobs per queue, and says when nothing failed', async () => {
    stubFetch(() => Response.json(overview()));
    renderWithProviders(<BackgroundJobsPanel />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading background jobs...');
    const row = await screen.findByRole('row', { name: /mail\.send/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '1', '2', '0']);
    expect(screen.getByText('No failed jobs.')).toBeInTheDocument();
  });

  it('lists the latest failures with their error and attempts', async () => {
    stubFetch(() =>
      Response.json(
        overview([
          {
            queue: 'mail.send',
            error: '421 Service not available',
            failedAt: '2026-11-23T10:00:00.000Z',
            attempts: 2,
            willRetry: true,
          },
        ]),
      ),
    );
    renderWithProviders(<BackgroundJobsPanel />);
    const failure = await screen.findByRole('listitem');
    expect(failure).toHaveTextContent('421 Service not available');
    expect(failure).toHaveTextContent('Will retry');
    expect(failure).toHaveTextContent('2 attempts');
  });

  it('shows an error with a way to try again', async () => {
    let fail = true;
    stubFetch(() =>
      fail ? errorResponse(500, 'INTERNAL', 'Something went wrong.') : Response.json(overview()),
    );
    renderWithProviders(<BackgroundJobsPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /mail\.send/ })).toBeInTheDocument();
  });
});
