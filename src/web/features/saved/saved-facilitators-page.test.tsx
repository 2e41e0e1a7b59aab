import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedFacilitator, SavedFacilitatorPage } from '../../../shared/saved';
import { facilitatorSummary } from '../../test/facilitator-fixtures';
import { errorResponse, meResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { Component as SavedFacilitatorsPage } from './saved-facilitators-page';
import { toastError, toastSuccess } from '../../test/toast-mock';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

const FACILITATOR_ID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const saved: SavedFacilitator = {
  facilitator: facilitatorSummary({ id: FACILITATOR_ID, focusAreas: ['strategic-planning'] }),
  note: 'Met at the Lisbon summit',
  savedAt: '2027-01-10T10:00:00.000Z',
};

let items: SavedFacilitator[];
let answerPut: () => Response | Promise<Response>;
let calls: ApiCall[];

beforeEach(() => {
  toastSuccess.mockReset();
  toastError.mockReset();
  items = [saved];
  answerPut = () =>
    Response.json({ facilitatorId: FACILITATOR_ID, note: 'Great with boards', savedAt: saved.savedAt });
  calls = stubFetch((call) => {
    const { pathname } = new URL(call.url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(meResponse('company'));
    if (pathname === '/api/saved-facilitators') {
      const page: SavedFacilitatorPage = { items, page: 1, pageSize: 20, total: items.length, totalPages: 1 };
      return Response.json(page);
    }
    if (pathname === `/api/saved-facilitators/${FACILITATOR_ID}`) {
      return call.method === 'PUT' ? answerPut() : new Response(null, { status: 204 });
    }
    return errorResponse(404, 'NOT_FOUND', `No fake for ${call.method} ${pathname}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderWithProviders(<SavedFacilitatorsPage />, { url: '/company/saved', auth: true, guard: 'company' });

describe('the Saved facilitators page', () => {
  it('keeps a private note per facilitator, saved with its button', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved facilitators' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Amara Okafor' })).toHaveAttribute(
      'href',
      `/facilitators/${FACILITATOR_ID}`,
    );
    const note = screen.getByRole('textbox', { name: 'Private note about Amara Okafor' });
    expect(note).toHaveValue('Met at the Lisbon summit');

    await userEvent.clear(note);
    await userEvent.type(note, 'Great with boards');
    let finish: (response: Response) => void = () => {};
    answerPut = () => new Promise((resolve) => (finish = resolve));
    await userEvent.click(screen.getByRole('button', { name: 'Save note about Amara Okafor' }));
    expect(await screen.findByRole('button', { name: /Saving/ })).toBeDisabled();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        url: `/api/saved-facilitators/${FACILITATOR_ID}`,
        body: { note: 'Great with boards' },
      },
    ]);

    finish(
      Response.json({ facilitatorId: FACILITATOR_ID, note: 'Great with boards', savedAt: saved.savedAt }),
    );
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Note saved'));
    expect(screen.getByRole('button', { name: 'Save note about Amara Okafor' })).toBeEnabled();
  });

  it('shows a refused note beside the field', async () => {
    answerPut = () =>
      Response.json(
        {
          error: {
            code: 'VALIDATION',
            message: 'Invalid input',
            fieldErrors: { note: ['Note is too long'] },
          },
        },
        { status: 400 },
      );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Save note about Amara Okafor' }));
    expect(await screen.findByText('Note is too long')).toBeInTheDocument();
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it('removes a facilitator from the list', async () => {
    renderPage();
    const remove = await screen.findByRole('button', { name: 'Remove Amara Okafor from saved facilitators' });
    items = [];
    await userEvent.click(remove);
    expect(await screen.findByText('No saved facilitators yet')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(screen.queryByRole('link', { name: 'Amara Okafor' })).not.toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Find Facilitators' })) {
      expect(link).toHaveAttribute('href', '/facilitators');
    }
  });
});
