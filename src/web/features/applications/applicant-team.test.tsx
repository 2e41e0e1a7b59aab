import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplicantItem } from '../../../shared/applications';
import type { ApplicantNote, ApplicantTeam, OrgRole } from '../../../shared/organisations';
import { errorResponse, meResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { applicantItem } from '../../test/applicant-fixtures';
import { renderWithProviders } from '../../test/render';
import { toastError } from '../../test/toast-mock';
import { ApplicantCard } from './applicant-card';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

const JOB_ID = '0b5c5a3e-8f1d-4c1e-9a57-2f7d7f0c1a11';
const APPLICATION_ID = '6f1f5a2c-1d3e-4b7a-8c9d-0e1f2a3b4c5d';

const application = (overrides: Partial<ApplicantItem> = {}): ApplicantItem =>
  applicantItem({
    id: APPLICATION_ID,
    status: 'in_review',
    portfolioLinks: [],
    availability: null,
    team: { count: 3, average: 10 / 3, notes: 2 },
    ...overrides,
  });

const noteOf = (overrides: Partial<ApplicantNote>): ApplicantNote => ({
  id: 'note-1',
  authorName: 'Jonas Weber',
  body: 'Strong on remote formats.',
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  mine: false,
  ...overrides,
});

let team: ApplicantTeam;
let role: OrgRole | undefined;
let noteAnswer: () => Response | Promise<Response | null> | null;
let calls: ApiCall[];

beforeEach(() => {
  toastError.mockReset();
  role = undefined;
  noteAnswer = () => null;
  team = {
    notes: [
      noteOf({}),
      noteOf({ id: 'note-2', authorName: 'Acme Events', body: 'Asked for references.', mine: true }),
    ],
    ratings: [
      { name: 'Jonas Weber', score: 4, isYou: false },
      { name: 'Acme Events', score: 3, isYou: true },
      { name: 'Mia Roth', score: 3, isYou: false },
    ],
    myScore: 3,
    summary: { count: 3, average: 10 / 3 },
  };
  calls = stubFetch(async ({ method, url, body }) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/me') {
      const me = meResponse('company');
      return Response.json(
        role ? { ...me, user: { ...me.user, organisation: { id: 'org-1', name: 'Acme', role } } } : me,
      );
    }
    if (method === 'GET' && pathname === `/api/applications/${APPLICATION_ID}/team`)
      return Response.json(team);
    if (method === 'POST' && pathname === `/api/applications/${APPLICATION_ID}/notes`) {
      const answer = await noteAnswer();
      if (answer) return answer;
      const note = noteOf({
        id: 'note-3',
        authorName: 'Acme Events',
        body: (body as { body: string }).body.trim(),
        createdAt: new Date().toISOString(),
        mine: true,
      });
      team = { ...team, notes: [...team.notes, note] };
      return Response.json(note, { status: 201 });
    }
    if (method === 'DELETE' && pathname.startsWith('/api/applicant-notes/')) {
      const id = pathname.split('/').at(-1);
      team = { ...team, notes: team.notes.filter((note) => note.id !== id) };
      return new Response(null, { status: 204 });
    }
    if (method === 'PUT' && pathname === `/api/applications/${APPLICATION_ID}/rating`) {
      const { score } = body as { score: number };
      team = {
        ...team,
        myScore: score,
        ratings: team.ratings.map((r) => (r.isYou ? { ...r, score } : r)),
      };
      return Response.json(team);
    }
    return errorResponse(404, 'NOT_FOUND', `No fake for ${method} ${pathname}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

const renderCard = (item = application()) =>
  renderWithProviders(<ApplicantCard application={item} jobId={JOB_ID} />, { auth: true });

async function openPanel() {
  const user = userEvent.setup();
  const toggle = await screen.findByRole('button', { name: 'Team notes' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await screen.findByRole('heading', { name: 'Notes' });
  return user;
}

const callsTo = (method: string, path: string) =>
  calls.filter((call) => call.method === method && call.url.startsWith(path));

describe('the team notes on an applicant card', () => {
  it('sums up the scorecard and notes, and loads the panel only when opened', async () => {
    renderCard();
    expect(await screen.findByText('3 ratings · 3.3 average · 2 notes')).toBeInTheDocument();
    expect(callsTo('GET', `/api/applications/${APPLICATION_ID}/team`)).toHaveLength(0);

    await openPanel();
    expect(callsTo('GET', `/api/applications/${APPLICATION_ID}/team`)).toHaveLength(1);
    const notes = screen.getAllByRole('listitem').filter((item) => item.textContent?.includes('ago'));
    expect(notes.map((note) => note.textContent)).toEqual([
      expect.stringContaining('Strong on remote formats.'),
      expect.stringContaining('Asked for references.'),
    ]);
    expect(screen.getByText('Jonas Weber: Strong yes')).toBeInTheDocument();
    expect(screen.getByText('Acme Events (you): Yes')).toBeInTheDocument();
  });

  it('summarises an applicant nobody rated yet', async () => {
    renderCard(application({ team: { count: 0, average: null, notes: 1 } }));
    expect(await screen.findByText('No ratings yet · 1 note')).toBeInTheDocument();
  });

  it('adds a note with the button disabled while it saves, then clears the field', async () => {
    let release: () => void = () => {};
    noteAnswer = () =>
      new Promise<null>((resolve) => {
        release = () => resolve(null);
      });
    renderCard();
    const user = await openPanel();

    const field = screen.getByRole('textbox', { name: 'Add a note' });
    await user.type(field, 'Second call on Friday.');
    const save = screen.getByRole('button', { name: 'Add note' });
    await user.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    expect(screen.getByRole('status')).toHaveTextContent('Saving...');
    release();

    expect(await screen.findByText('Second call on Friday.')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue(''));
    expect(save).toBeEnabled();
    expect(callsTo('POST', `/api/applications/${APPLICATION_ID}/notes`).map((c) => c.body)).toEqual([
      { body: 'Second call on Friday.' },
    ]);
  });

  it('refuses an empty note with the schema’s message, without a request', async () => {
    renderCard();
    const user = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write a note.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Add a note' })).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('POST', `/api/applications/${APPLICATION_ID}/notes`)).toHaveLength(0);
  });

  it('shows the server’s message when a note cannot be saved, and keeps the text', async () => {
    noteAnswer = () => errorResponse(403, 'FORBIDDEN', 'Your role in this organisation does not allow this.');
    renderCard();
    const user = await openPanel();
    const field = screen.getByRole('textbox', { name: 'Add a note' });
    await user.type(field, 'Keep me.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Error', 'Your role in this organisation does not allow this.'),
    );
    expect(field).toHaveValue('Keep me.');
  });

  it('offers to delete only the member’s own notes', async () => {
    renderCard();
    const user = await openPanel();
    const deletes = screen.getAllByRole('button', { name: /^Delete note/ });
    expect(deletes).toHaveLength(1);
    expect(deletes[0]).toHaveAccessibleName(/^Delete note by Acme Events/);
    await user.click(deletes[0]!);
    await waitFor(() => expect(screen.queryByText('Asked for references.')).not.toBeInTheDocument());
    expect(screen.getByText('Strong on remote formats.')).toBeInTheDocument();
    expect(callsTo('DELETE', '/api/applicant-notes/note-2')).toHaveLength(1);
  });

  it('sets the member’s scorecard from four labelled choices', async () => {
    renderCard();
    const user = await openPanel();
    const card = screen.getByRole('group', { name: 'Your scorecard' });
    const choices = within(card).getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      'Strong no',
      'No',
      'Yes',
      'Strong yes',
    ]);
    expect(within(card).getByRole('radio', { name: 'Yes' })).toBeChecked();
    await user.click(within(card).getByRole('radio', { name: 'Strong yes' }));
    await waitFor(() => expect(within(card).getByRole('radio', { name: 'Strong yes' })).toBeChecked());
    expect(callsTo('PUT', `/api/applications/${APPLICATION_ID}/rating`).map((c) => c.body)).toEqual([
      { score: 4 },
    ]);
    expect(await screen.findByText('Acme Events (you): Strong yes')).toBeInTheDocument();

    // The arrow keys move through the choices, saving each, in order.
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(within(card).getByRole('radio', { name: 'No' })).toBeChecked());
    expect(within(card).getByRole('radio', { name: 'No' })).toHaveFocus();
    await waitFor(() =>
      expect(callsTo('PUT', `/api/applications/${APPLICATION_ID}/rating`).map((c) => c.body)).toEqual([
        { score: 4 },
        { score: 3 },
        { score: 2 },
      ]),
    );
    expect(await screen.findByText('Acme Events (you): No')).toBeInTheDocument();
  });
});

describe('what the member’s role shows on the card', () => {
  const statusOptions = async () => {
    const select = await screen.findByRole('combobox', { name: 'Status' });
    return within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
  };

  it('offers Hired to roles that may hire, and to everyone while the role is unknown', async () => {
    renderCard();
    expect(await statusOptions()).toContain('Hired');
  });

  it('hides Hired from a recruiter', async () => {
    role = 'recruiter';
    renderCard();
    await waitFor(async () => expect(await statusOptions()).not.toContain('Hired'));
    expect(await statusOptions()).toContain('Shortlisted');
  });

  it('shows a hiring manager Hired', async () => {
    role = 'hiring_manager';
    renderCard();
    expect(await statusOptions()).toContain('Hired');
  });

  it('shows a viewer the status without a way to change it, but lets them note and rate', async () => {
    role = 'viewer';
    renderCard();
    await screen.findByRole('button', { name: 'Team notes' });
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument());
    expect(screen.getByText('In review')).toBeInTheDocument();
    await openPanel();
    expect(screen.getByRole('textbox', { name: 'Add a note' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Your scorecard' })).toBeInTheDocument();
  });
});
