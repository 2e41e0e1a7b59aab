import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfferDraft } from '../../../shared/engagements';
import type { OrgRole } from '../../../shared/organisation-roles';
import { errorResponse, meResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { toastSuccess } from '../../test/toast-mock';
import { offeredEngagement, offerTerms } from './offer-fixtures';
import { SendOfferButton } from './send-offer';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

const APPLICATION = '3f6c2a10-5b1e-4c55-9d1a-7e2f0c9b8a01';

const draft = (): OfferDraft => {
  const terms = offerTerms();
  return {
    facilitator: { id: 'c0a80101-0000-4000-8000-000000000002', name: 'Amara Okafor' },
    job: { id: 'c0a80101-0000-4000-8000-000000000003', title: 'Strategy offsite facilitator' },
    terms: { ...terms, outcomes: [] },
    expiresOn: '',
    conflicts: [terms.sessions[0]!.date],
  };
};

function signIn(userType: 'company' | 'facilitator', role: OrgRole = 'hiring_manager') {
  return stubFetch(({ method, url }) => {
    if (url === '/api/me')
      return Response.json(
        meResponse(
          userType,
          userType === 'company' ? { organisation: { id: 'org-1', name: 'Acme', role } } : {},
        ),
      );
    if (method === 'GET' && url.startsWith('/api/engagements/draft?')) return Response.json(draft());
    if (method === 'POST' && url === '/api/engagements')
      return Response.json({ engagement: offeredEngagement() }, { status: 201 });
    return errorResponse(404, 'NOT_FOUND', `No fake for ${method} ${url}`);
  });
}

const renderButton = () =>
  renderWithProviders(<SendOfferButton source={{ applicationId: APPLICATION }} />, {
    auth: true,
    routes: [{ path: '/engagements/:id', element: <h1>Offer page</h1> }],
  });

afterEach(() => vi.unstubAllGlobals());

describe('Send offer', () => {
  it('loads the draft, warns about booked days, sends integer minor units and opens the offer', async () => {
    const calls: ApiCall[] = signIn('company');
    const { router } = renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('To: Amara Okafor')).toBeInTheDocument();
    expect(calls.find((call) => call.url.startsWith('/api/engagements/draft'))?.url).toBe(
      `/api/engagements/draft?applicationId=${APPLICATION}`,
    );
    expect(screen.getByText('The facilitator is not free on every day')).toBeInTheDocument();
    // The draft has no outcomes yet: the form asks for two.
    await userEvent.click(screen.getByLabelText('Outcome 1'));
    await userEvent.paste('A shared picture of the year');
    await userEvent.click(screen.getByLabelText('Outcome 2'));
    await userEvent.paste('Three priorities with owners');
    const dialog = screen.getByRole('dialog');
    await userEvent.click(
      [...dialog.querySelectorAll('button[type="submit"]')].find((b) => b.textContent === 'Send offer')!,
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/engagements/${offeredEngagement().id}`),
    );
    const sent = calls.find((call) => call.method === 'POST')!.body as Record<string, never>;
    expect(sent).toMatchObject({
      source: { applicationId: APPLICATION },
      terms: {
        lines: [{ kind: 'facilitation_day', quantity: 1, unitPriceMinor: 120_000 }],
        outcomes: ['A shared picture of the year', 'Three priorities with owners'],
      },
    });
    expect(toastSuccess).toHaveBeenCalledWith('Offer sent', expect.stringContaining('Amara Okafor'));
  });

  it('shows nothing to roles that may not hire, nor to facilitators', async () => {
    signIn('company', 'recruiter');
    const { unmount } = renderButton();
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Send offer' })).not.toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();
    signIn('facilitator');
    renderButton();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Send offer' })).not.toBeInTheDocument();
  });
});
