import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Engagement } from '../../../shared/engagements';
import {
  CONVERSATION_ID,
  ENGAGEMENT_ID,
  engagement,
  offerToFacilitator,
} from '../../test/engagement-fixtures';
import { errorResponse, meResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { toastSuccess } from '../../test/toast-mock';
import { Component as EngagementPage } from './engagement-page';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/**
 * Serves `record` on GET; a step answers what `after(step)` makes of it, and GET serves that from then on
 * (as the server would).
 */
function serve(record: Engagement, after: (step: string) => Engagement = () => record) {
  let current = record;
  return stubFetch((call) => {
    const { pathname } = new URL(call.url, 'http://localhost');
    if (pathname === '/api/me')
      return Response.json(meResponse(record.viewerSide === 'facilitator' ? 'facilitator' : 'company'));
    if (pathname === `/api/engagements/${ENGAGEMENT_ID}` && call.method === 'GET')
      return Response.json({ engagement: current });
    const step = new RegExp(`^/api/engagements/${ENGAGEMENT_ID}/(\\w+)$`).exec(pathname);
    if (step && call.method === 'POST') {
      current = after(step[1]!);
      return Response.json({ engagement: current });
    }
    return errorResponse(404, 'NOT_FOUND', `No fake for ${call.method} ${pathname}`);
  });
}

/** The lines under a heading of the agreement, as they read. */
const linesUnder = (heading: string) =>
  within(screen.getByRole('heading', { name: heading }).parentElement!)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const renderPage = () =>
  renderWithProviders(<EngagementPage />, {
    url: `/engagements/${ENGAGEMENT_ID}`,
    path: '/engagements/:id',
    auth: true,
  });

const steps = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');

describe('an engagement page', () => {
  it('shows the agreement: days, fee lines with their amounts and totals, terms, tiers in words and outcomes', async () => {
    serve(engagement());
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Strategy retreat for the leadership team' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();

    const agreement = within(screen.getByRole('region', { name: 'Agreement' }));
    expect(linesUnder('Session days')).toEqual([
      'Wednesday, 10 March 2027, 09:00–17:00',
      'Thursday, 11 March 2027, 09:00–13:00',
    ]);
    expect(agreement.getByText('Times in Europe/Berlin')).toBeInTheDocument();
    expect(agreement.getByText('Strategy retreat')).toBeInTheDocument();
    expect(agreement.getByText('In person')).toBeInTheDocument();
    expect(agreement.getByText('Hafenhotel, Hamburg')).toBeInTheDocument();

    const table = within(agreement.getByRole('table', { name: 'Fee lines in EUR' }));
    const rows = table.getAllByRole('row').map((row) => row.textContent);
    // Each item also carries its quantity × unit price, which a phone shows instead of those columns.
    expect(rows).toEqual([
      'ItemQuantityUnit priceAmount',
      'Facilitation day1.5 × €1,200.001.5€1,200.00€1,800.00',
      'Preparation day1 × €900.001€900.00€900.00',
      'TravelTrain Berlin–Hamburg1 × €120.501€120.50€120.50',
      'Net total€2,820.50',
      'VAT 19 %€535.90',
      'Total€3,356.40',
    ]);

    expect(agreement.getByText('Within 30 days of the invoice')).toBeInTheDocument();
    expect(
      agreement.getByText('Cancelled 42 days or more before the first session day: 0 % of the net total'),
    ).toBeInTheDocument();
    expect(
      agreement.getByText('Cancelled 14 days or more before the first session day: 50 % of the net total'),
    ).toBeInTheDocument();
    expect(agreement.getByText('Cancelled later: 100 % of the net total')).toBeInTheDocument();
    expect(linesUnder('Agreed outcomes')).toEqual([
      'A shared three-year strategy the board signs off',
      'Owners and dates for the first five initiatives',
    ]);

    const parties = within(screen.getByRole('region', { name: 'Parties' }));
    expect(parties.getByText('Acme Events')).toBeInTheDocument();
    expect(parties.getByText('Sent by Olivia Owner')).toBeInTheDocument();
    expect(parties.getByText('Amara Okafor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open conversation' })).toHaveAttribute(
      'href',
      `/messages/${CONVERSATION_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Download .ics' })).toHaveAttribute(
      'href',
      `/engagements/${ENGAGEMENT_ID}/calendar.ics`,
    );
  });

  it('keeps every version and says what each changed, and tells the history', async () => {
    serve(engagement());
    renderPage();
    const versions = within(await screen.findByRole('region', { name: 'Version history' }));
    expect(versions.getByText('Version 1 by Olivia Owner (company)')).toBeInTheDocument();
    expect(versions.getByText('Version 2 by Amara Okafor (facilitator)')).toBeInTheDocument();
    expect(versions.getByText('€2,100.00 net · 10 March 2027')).toBeInTheDocument();
    expect(versions.getByText('€2,820.50 net · 10 March 2027 – 11 March 2027')).toBeInTheDocument();
    expect(
      versions.getByText(
        /Changed from version 1: total €2,100\.00 → €2,820\.50, dates 10 March 2027 → 10 March 2027 – 11 March 2027$/,
      ),
    ).toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(history.getByText('Olivia Owner sent the offer')).toBeInTheDocument();
    expect(history.getByText('Amara Okafor sent a counter-offer')).toBeInTheDocument();
    expect(history.getByText('Olivia Owner accepted the offer')).toBeInTheDocument();
  });

  it('offers the company of a confirmed engagement only to cancel it or ask for help', async () => {
    serve(engagement());
    renderPage();
    const actions = within(await screen.findByRole('group', { name: 'What you can do' }));
    expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Cancel engagement',
      'Ask for help',
    ]);
    expect(screen.queryByRole('button', { name: 'Accept offer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as delivered' })).not.toBeInTheDocument();
  });

  it('lets the facilitator whose turn it is accept the version on screen, and shows the engagement it became', async () => {
    const calls = serve(offerToFacilitator(), () =>
      engagement({ viewerSide: 'facilitator', actions: ['deliver', 'cancel', 'flag'] }),
    );
    renderPage();
    expect(
      await screen.findByText(/It is your turn: accept, decline or send a counter-offer by/),
    ).toBeInTheDocument();
    const actions = within(screen.getByRole('group', { name: 'What you can do' }));
    expect(actions.getAllByRole('button').map((button) => button.textContent?.trim())).toEqual([
      'Accept offer',
      'Counter-offer',
      'Decline',
      'Ask for help',
    ]);
    expect(screen.queryByRole('button', { name: 'Withdraw offer' })).not.toBeInTheDocument();

    await userEvent.click(actions.getByRole('button', { name: 'Accept offer' }));
    await waitFor(() =>
      expect(steps(calls)).toEqual([
        { method: 'POST', url: `/api/engagements/${ENGAGEMENT_ID}/accept`, body: { version: 1 } },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Mark as delivered' })).toBeInTheDocument();
    expect(toastSuccess).toHaveBeenCalledWith('Offer accepted', expect.any(String));
  });

  it('declines with an optional reason from a dialog', async () => {
    const calls = serve(offerToFacilitator(), () => offerToFacilitator({ status: 'declined', actions: [] }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline this offer?' }));
    await userEvent.type(await dialog.findByLabelText(/Reason/), 'The dates clash with another booking.');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline offer' }));
    await waitFor(() =>
      expect(steps(calls)).toEqual([
        {
          method: 'POST',
          url: `/api/engagements/${ENGAGEMENT_ID}/decline`,
          body: { reason: 'The dates clash with another booking.' },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the fee due in the cancel dialog and asks for a reason before cancelling', async () => {
    const calls = serve(engagement(), () =>
      engagement({
        status: 'cancelled',
        actions: [],
        cancellationQuote: null,
        cancellation: {
          side: 'company',
          reason: 'The board postponed the retreat.',
          percent: 50,
          feeMinor: 141_025,
          at: '2027-02-18T10:00:00.000Z',
        },
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel engagement' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this engagement?' }));
    expect(
      await dialog.findByText(
        'Cancelling today, 20 days before the first session day, 50 % of the net total is due under the agreed tiers: €1,410.25.',
      ),
    ).toBeInTheDocument();

    await userEvent.click(await dialog.findByRole('button', { name: 'Cancel engagement' }));
    expect(await dialog.findByText('Please give a reason.', { exact: false })).toBeInTheDocument();
    expect(steps(calls)).toEqual([]);

    await userEvent.type(dialog.getByLabelText(/Reason/), 'The board postponed the retreat.');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel engagement' }));
    await waitFor(() =>
      expect(steps(calls)).toEqual([
        {
          method: 'POST',
          url: `/api/engagements/${ENGAGEMENT_ID}/cancel`,
          body: { reason: 'The board postponed the retreat.' },
        },
      ]),
    );
    expect(await screen.findByText('Cancelled by the company')).toBeInTheDocument();
    expect(
      screen.getByText('Fee due under the agreed tiers: €1,410.25 (50 % of the net total).'),
    ).toBeInTheDocument();
  });

  it('warns of clashing days and writes reverse charge as the VAT note', async () => {
    serve(
      engagement({
        conflicts: ['2027-03-11'],
        current: {
          ...engagement().current,
          terms: { ...engagement().current.terms, vat: { mode: 'reverse_charge' } },
        },
      }),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Some days clash with the facilitator's calendar");
    expect(alert).toHaveTextContent('blocked or booked this day elsewhere: 11 March 2027.');
    const table = within(screen.getByRole('table', { name: 'Fee lines in EUR' }));
    expect(table.getByText('Reverse charge: the recipient owes the VAT')).toBeInTheDocument();
    expect(table.getByRole('row', { name: /^Total/ })).toHaveTextContent('€2,820.50');
  });

  it('says so when the engagement does not exist or is not the viewer’s', async () => {
    stubFetch(({ url }) =>
      url === '/api/me'
        ? Response.json(meResponse('company'))
        : errorResponse(404, 'NOT_FOUND', 'Engagement not found'),
    );
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Engagement not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All engagements' })).toHaveAttribute('href', '/engagements');
  });
});
