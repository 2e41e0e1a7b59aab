import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, meResponse, stubFetch, type ApiCall } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { ReportButton } from './report-button';
import { toastError, toastSuccess } from '../test/toast-mock';

vi.mock('../lib/toast', () => import('../test/toast-mock'));

const JOB_ID = '7d2f0c1a-3b4e-4c5d-8e9f-0a1b2c3d4e5f';
let signedIn: boolean;
let reportAnswer: () => Response | Promise<Response>;
let calls: ApiCall[];

beforeEach(() => {
  signedIn = true;
  reportAnswer = () => Response.json({ received: true }, { status: 201 });
  toastSuccess.mockReset();
  toastError.mockReset();
  calls = stubFetch(({ url }) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(signedIn ? meResponse('facilitator') : null);
    if (pathname === '/api/reports') return reportAnswer();
    return errorResponse(404, 'NOT_FOUND', `No fake for ${pathname}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

const renderButton = (isOwner = false) =>
  renderWithProviders(<ReportButton targetType="job" targetId={JOB_ID} isOwner={isOwner} />, {
    auth: true,
    url: `/jobs/${JOB_ID}?from=list`,
  });

describe('ReportButton', () => {
  it('is a link to sign in, back to this page, for a visitor; not offered to the owner', async () => {
    signedIn = false;
    const { unmount } = renderButton();
    await waitFor(() => expect(calls.some((call) => call.url.startsWith('/api/me'))).toBe(true));
    expect(await screen.findByRole('link', { name: 'Report this job' })).toHaveAttribute(
      'href',
      `/auth?returnTo=${encodeURIComponent(`/jobs/${JOB_ID}?from=list`)}`,
    );
    expect(screen.queryByRole('button', { name: 'Report this job' })).not.toBeInTheDocument();
    unmount();
    signedIn = true;
    renderButton(true);
    await waitFor(() => expect(calls.filter((call) => call.url.startsWith('/api/me'))).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Report this job' })).not.toBeInTheDocument();
  });

  it('sends the reason and the trimmed note, disabled while sending, then thanks and closes', async () => {
    let release: () => void = () => undefined;
    reportAnswer = () =>
      new Promise((resolve) => {
        release = () => resolve(Response.json({ received: true }, { status: 201 }));
      });
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Report this job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this job' });
    expect(dialog).toBeInTheDocument();
    await userEvent.selectOptions(await screen.findByLabelText('Reason'), 'discriminatory');
    await userEvent.type(screen.getByLabelText(/Note/), '  Only hires under 30  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled());
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.url === '/api/reports')).toMatchObject({
      method: 'POST',
      body: { targetType: 'job', targetId: JOB_ID, category: 'discriminatory', note: 'Only hires under 30' },
    });
    expect(toastSuccess).toHaveBeenCalledWith('Report sent', 'Thanks — our team will review this report.');
  });

  it("shows the server's message and keeps the dialog open when the report is refused", async () => {
    reportAnswer = () =>
      errorResponse(
        429,
        'TOO_MANY_REQUESTS',
        'You can send at most 10 reports an hour. Please try again later.',
      );
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Report this job' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(
        'Error',
        'You can send at most 10 reports an hour. Please try again later.',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Report this job' })).toBeInTheDocument();
  });
});
