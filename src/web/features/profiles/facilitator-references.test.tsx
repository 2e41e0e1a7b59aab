import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicReference } from '../../../shared/reviews';
import { facilitatorProfile } from '../../test/facilitator-fixtures';
import { errorResponse, meResponse, stubFetch } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { toastSuccess } from '../../test/toast-mock';
import { Component as FacilitatorDetailPage } from './facilitator-detail-page';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const FACILITATOR_ID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const REFERENCE_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const reference: PublicReference = {
  id: REFERENCE_ID,
  clientName: 'Grace Hopper',
  organisation: 'Acme',
  role: 'Head of People',
  text: 'Ada ran our leadership offsite with great care.',
  givenAt: '2026-11-01T10:00:00.000Z',
};

/** The profile with one reference, seen by `viewer`; hiding the reference takes it off the next read. */
function serve(viewer: ReturnType<typeof meResponse> | null) {
  let references = [reference];
  return stubFetch(({ method, url }) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(viewer);
    if (pathname === `/api/facilitators/${FACILITATOR_ID}`)
      return Response.json(facilitatorProfile({ id: FACILITATOR_ID, references }));
    if (method === 'POST' && pathname === `/api/admin/references/${REFERENCE_ID}/hide`) {
      references = [];
      return Response.json({ id: REFERENCE_ID, hiddenAt: '2026-11-27T10:00:00.000Z' });
    }
    return errorResponse(404, 'NOT_FOUND', `No fake for ${method} ${pathname}`);
  });
}

const renderPage = () =>
  renderWithProviders(<FacilitatorDetailPage />, {
    url: `/facilitators/${FACILITATOR_ID}`,
    path: '/facilitators/:id',
    auth: true,
  });

describe("a facilitator profile's outside references", () => {
  it('offer the operator "Hide reference" with a reason; the reference then leaves the profile', async () => {
    const calls = serve(meResponse('facilitator', { role: 'admin' }));
    renderPage();
    const references = await screen.findByRole('region', { name: 'References from outside FacilitatorHub' });
    await userEvent.click(
      await within(references).findByRole('button', { name: 'Hide the reference from Grace Hopper' }),
    );
    await userEvent.type(await screen.findByLabelText('Reason'), 'A fake: the client does not exist');
    await userEvent.click(screen.getByRole('button', { name: 'Hide reference' }));
    await vi.waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Reference hidden'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      reason: 'A fake: the client does not exist',
    });
    await vi.waitFor(() =>
      expect(screen.queryByText('Ada ran our leadership offsite with great care.')).not.toBeInTheDocument(),
    );
  });

  it('offer nobody else a way to hide one', async () => {
    serve(meResponse('company'));
    renderPage();
    expect(await screen.findByText('Ada ran our leadership offsite with great care.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hide/ })).not.toBeInTheDocument();
  });
});
