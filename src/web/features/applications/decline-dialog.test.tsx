import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APPLICATION_STATUSES,
  type ApplicantItem,
  type ApplicationStatus,
} from '../../../shared/applications';
import { DECLINE_REASONS, defaultTemplateId, type DeclineTemplates } from '../../../shared/declines';
import { errorResponse, meResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { applicantItem } from '../../test/applicant-fixtures';
import { renderWithProviders } from '../../test/render';
import { Component as ApplicantsPage } from './applicants-page';
import { toastSuccess } from '../../test/toast-mock';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

const JOB_ID = '0b5c5a3e-8f1d-4c1e-9a57-2f7d7f0c1a11';
let items: ApplicantItem[];
let calls: ApiCall[];

const TEMPLATES: DeclineTemplates = {
  tellRemainingApplicants: true,
  templates: [
    ...DECLINE_REASONS.map((reason) => ({
      id: defaultTemplateId(reason),
      name: `Default ${reason}`,
      subject: 'Your application for {jobTitle}',
      body: 'Thank you.',
      reason,
      isDefault: true,
      edited: false,
    })),
    {
      id: '7d1f7a39-3d0e-4a47-a3a7-6f3b1f1c0a01',
      name: 'Warm no',
      subject: 'About {jobTitle}',
      body: 'Thanks.',
      reason: null,
      isDefault: false,
      edited: false,
    },
  ],
};

beforeEach(() => {
  toastSuccess.mockReset();
  items = [
    applicantItem(),
    applicantItem({
      id: 'application-2',
      status: 'in_review',
      facilitator: { ...applicantItem().facilitator!, id: 'facilitator-2', name: 'Ben Weber' },
    }),
  ];
  calls = stubFetch(({ method, url }) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(meResponse('company'));
    if (pathname === `/api/jobs/${JOB_ID}/suggested-facilitators`) return Response.json({ items: [] });
    if (pathname === '/api/organisation/decline-templates') return Response.json(TEMPLATES);
    if (method === 'GET' && pathname === `/api/company/jobs/${JOB_ID}/applications`) {
      const counts = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<
        ApplicationStatus,
        number
      >;
      for (const item of items) counts[item.status] += 1;
      return Response.json({
        job: { id: JOB_ID, title: 'Leadership offsite facilitator', status: 'published' },
        counts,
        items,
        page: 1,
        pageSize: 10,
        total: items.length,
        totalPages: 1,
      });
    }
    if (method === 'POST' && pathname.endsWith('/decline/cancel-message'))
      return new Response(null, { status: 204 });
    if (method === 'POST' && pathname.endsWith('/decline')) return Response.json({ declined: 2 });
    return errorResponse(404, 'NOT_FOUND', `No fake for ${method} ${pathname}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderWithProviders(<ApplicantsPage />, {
    url: `/company/jobs/${JOB_ID}/applicants`,
    path: '/company/jobs/:id/applicants',
    auth: true,
    guard: 'company',
    routes: [{ path: '/', element: <p>home page</p> }],
  });

const cardOf = (name: string) =>
  screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name }))!;
const posts = (suffix: string) =>
  calls.filter(
    (call) => call.method === 'POST' && new URL(call.url, 'http://localhost').pathname.endsWith(suffix),
  );

describe('the decline dialog', () => {
  it('asks for a reason by labelled radios, preselects its message and the 2-day delay, and is keyboard usable', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Leadership offsite facilitator' });
    // An undecided applicant is declined through the dialog, not the status select.
    const select = within(cardOf('Amara Okafor')).getByRole('combobox', { name: 'Status' });
    expect(within(select).queryByRole('option', { name: 'Not selected' })).not.toBeInTheDocument();
    await user.click(within(cardOf('Amara Okafor')).getByRole('button', { name: 'Decline…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Amara Okafor' });
    const reasons = within(dialog).getByRole('radiogroup', {
      name: 'Reason (only your organisation sees it)',
    });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual([...DECLINE_REASONS]);
    expect(within(reasons).getByRole('radio', { name: 'Position filled' })).not.toBeChecked();

    // Without a reason, nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a reason.');
    expect(posts('/decline')).toEqual([]);

    // By keyboard: the reason's radio, then its message and delay are preselected.
    within(reasons).getByRole('radio', { name: 'Position filled' }).focus();
    await user.keyboard(' ');
    expect(within(reasons).getByRole('radio', { name: 'Position filled' })).toBeChecked();
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Message' })).toHaveValue(
        'default:position_filled',
      ),
    );
    expect(within(dialog).getByRole('combobox', { name: 'When it goes out' })).toHaveValue('2');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Message' }), 'Warm no');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'When it goes out' }), 'At once');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = posts('/api/applications/application-1/decline');
    expect(sent?.body).toEqual({
      reason: 'position_filled',
      templateId: '7d1f7a39-3d0e-4a47-a3a7-6f3b1f1c0a01',
      delayDays: 0,
    });
    expect(toastSuccess).toHaveBeenCalled();
  });

  it('closes with Escape and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Leadership offsite facilitator' });
    await user.click(within(cardOf('Ben Weber')).getByRole('button', { name: 'Decline…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Ben Weber' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts('/decline')).toEqual([]);
  });

  it('declines the selected applicants at once with one reason and one message', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Leadership offsite facilitator' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Amara Okafor' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Ben Weber' }));
    const bar = screen.getByRole('region', { name: 'Decline selected' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Decline selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline 2 applicants' });
    await user.click(within(dialog).getByRole('radio', { name: 'Budget' }));
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(posts(`/api/company/jobs/${JOB_ID}/applications/decline`)).toHaveLength(1));
    expect(posts(`/api/company/jobs/${JOB_ID}/applications/decline`)[0]?.body).toEqual({
      reason: 'budget',
      templateId: 'default:budget',
      delayDays: 2,
      applicationIds: ['application-1', 'application-2'],
    });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Decline selected' })).not.toBeInTheDocument(),
    );
  });

  it("shows a declined applicant's reason and cancels its waiting message", async () => {
    const user = userEvent.setup();
    items = [
      applicantItem({
        status: 'rejected',
        decline: {
          reason: 'dates_changed',
          sendAt: '2026-03-05T10:00:00.000Z',
          sentAt: null,
          cancelledAt: null,
          pending: true,
        },
      }),
    ];
    renderPage();
    const card = await waitFor(() => cardOf('Amara Okafor'));
    expect(card).toHaveTextContent('Declined: Dates no longer fit');
    expect(card).toHaveTextContent(/Message goes out/);
    expect(within(card).queryByRole('button', { name: 'Decline…' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Cancel message' }));
    await waitFor(() =>
      expect(posts('/api/applications/application-1/decline/cancel-message')).toHaveLength(1),
    );
    expect(toastSuccess).toHaveBeenCalledWith('The message will not be sent.');
  });
});
