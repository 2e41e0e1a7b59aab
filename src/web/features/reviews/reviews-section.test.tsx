import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FacilitatorReputation, OrganisationReputation, PublicReview } from '../../../shared/reviews';
import { LocaleProvider } from '../../lib/i18n';
import { errorResponse, onePageResponse, stubFetch } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { REVIEW_ID, publicReview } from '../../test/review-fixtures';
import { toastSuccess } from '../../test/toast-mock';
import { OrganisationReputationLine } from './reputation';
import { ReviewsSection } from './reviews-section';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const FACILITATOR_ID = '7e1d2c3b-4a5f-4e6d-8c7b-9a0f1e2d3c4b';

const reputation: FacilitatorReputation = {
  averageRating: 4.8,
  reviewCount: 12,
  completedEngagements: 15,
  repeatClients: 3,
  outcomesMet: { met: 20, total: 24 },
  outcomesHeld: null,
  topRated: true,
};

function serve(reviews: PublicReview[]) {
  return stubFetch((call) => {
    const { pathname } = new URL(call.url, 'http://localhost');
    if (pathname === `/api/facilitators/${FACILITATOR_ID}/reviews`) return onePageResponse(reviews);
    if (pathname === `/api/reviews/${REVIEW_ID}/reply` && call.method === 'POST') return Response.json({});
    return errorResponse(404, 'NOT_FOUND', `No fake for ${call.method} ${pathname}`);
  });
}

const renderSection = (wrap: (ui: ReactNode) => ReactNode = (ui) => ui) =>
  renderWithProviders(
    <>{wrap(<ReviewsSection kind="facilitator" id={FACILITATOR_ID} reputation={reputation} />)}</>,
  );

describe("a profile's reviews section", () => {
  it('shows the rating as text, each figure with its rule, the badge with its rule and the reviews', async () => {
    serve([publicReview()]);
    renderSection();
    const section = within(screen.getByRole('region', { name: 'Reviews' }));
    expect(section.getByText('4.8 (12 reviews)')).toBeInTheDocument();
    const figures = section.getAllByRole('listitem').map((item) => item.textContent);
    expect(figures).toContain('Repeat clients: 3 — organisations with 2 or more completed engagements');
    expect(figures).toContain(
      'Outcomes met: 20 of 24 — agreed outcomes the clients rated “yes” in published reviews',
    );
    expect(section.getByText('Top rated')).toBeInTheDocument();
    expect(section.getByText('5 or more reviews and an average of 4.5 or higher')).toBeInTheDocument();
    expect(await section.findByRole('heading', { level: 3, name: '5 of 5 stars' })).toBeInTheDocument();
    expect(section.getByText('Would hire again')).toBeInTheDocument();
    expect(section.getByText('A shared roadmap for 2027: Yes')).toBeInTheDocument();
    expect(section.getByText('Acme GmbH · Strategy retreat, 1 December 2026')).toBeInTheDocument();
  });

  it('leaves a trace of a hidden review, linking to the guidelines', async () => {
    serve([publicReview({ hidden: true, rating: null, text: null, criteria: null, outcomes: null })]);
    renderSection();
    const trace = await screen.findByText(/A review was removed for breaking the/);
    expect(trace).toHaveTextContent('A review was removed for breaking the review guidelines.');
    expect(within(trace).getByRole('link', { name: 'review guidelines' })).toHaveAttribute(
      'href',
      '/review-guidelines',
    );
    expect(screen.queryByText('Clear preparation', { exact: false })).not.toBeInTheDocument();
  });

  it('lets the reviewed side reply once', async () => {
    const calls = serve([publicReview({ canReply: true })]);
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Reply' }));
    await userEvent.type(await screen.findByLabelText('Your public reply'), 'Thank you, it was a pleasure.');
    await userEvent.click(screen.getByRole('button', { name: 'Publish reply' }));
    await vi.waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Your reply is published'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      text: 'Thank you, it was a pleasure.',
    });
  });

  it("names who replied: the facilitator's name on a review of them, the organisation's on one of it", async () => {
    const reply = { text: 'Thank you.', at: '2026-12-02T10:00:00.000Z', hidden: false };
    serve([
      publicReview({ reply: { ...reply, authorName: 'Jane Doe' } }),
      publicReview({
        id: '6e8f2d3b-0c4f-4d2e-9f3a-7b8c9d0e1f2a',
        subject: 'organisation',
        authorName: 'Jane Doe',
        outcomes: null,
        wouldHireAgain: null,
        reply: { ...reply, authorName: 'Acme GmbH' },
      }),
    ]);
    renderSection();
    expect(await screen.findByText('Reply from Jane Doe, 2 December 2026')).toBeInTheDocument();
    expect(screen.getByText('Reply from Acme GmbH, 2 December 2026')).toBeInTheDocument();
    expect(screen.queryByText(/reviewed side/)).not.toBeInTheDocument();
  });

  it('names who replied in German, and an account deleted since', async () => {
    const reply = { text: 'Danke.', at: '2026-12-02T10:00:00.000Z', hidden: false };
    serve([
      publicReview({ reply: { ...reply, authorName: 'Acme GmbH' } }),
      publicReview({ id: '6e8f2d3b-0c4f-4d2e-9f3a-7b8c9d0e1f2a', reply: { ...reply, authorName: null } }),
    ]);
    renderSection((ui) => <LocaleProvider value="de">{ui}</LocaleProvider>);
    expect(await screen.findByText('Antwort von Acme GmbH, 2. Dezember 2026')).toBeInTheDocument();
    expect(screen.getByText('Antwort eines gelöschten Kontos, 2. Dezember 2026')).toBeInTheDocument();
  });

  it('words the rating, the figures and the trace in German', async () => {
    serve([publicReview({ hidden: true, rating: null })]);
    renderSection((ui) => <LocaleProvider value="de">{ui}</LocaleProvider>);
    const section = within(screen.getByRole('region', { name: 'Bewertungen' }));
    expect(section.getByText('4,8 (12 Bewertungen)')).toBeInTheDocument();
    expect(section.getAllByRole('listitem').map((item) => item.textContent)).toContain(
      'Wiederkehrende Kund:innen: 3 – Organisationen mit 2 oder mehr abgeschlossenen Aufträgen',
    );
    expect(
      await section.findByText(/Eine Bewertung wurde wegen eines Verstoßes gegen die/),
    ).toHaveTextContent(
      'Eine Bewertung wurde wegen eines Verstoßes gegen die Richtlinien für Bewertungen entfernt.',
    );
  });
});

describe("a job's organisation reputation", () => {
  const organisation: OrganisationReputation = {
    averageRating: 5,
    reviewCount: 1,
    completedEngagements: 2,
    rebook: { rebooked: 1, facilitators: 2 },
  };

  it('shows the rating, completed engagements and rebook rate, linking to the reviews', () => {
    renderWithProviders(
      <OrganisationReputationLine reputation={organisation} companyId="c-1" companyName="Acme GmbH" />,
    );
    expect(screen.getByRole('link', { name: /^Reviews of Acme GmbH:\s*5\.0 \(1 review\)$/ })).toHaveAttribute(
      'href',
      '/companies/c-1#reviews',
    );
    expect(screen.getByText('2 completed engagements')).toBeInTheDocument();
    expect(screen.getByText('Rebooks 1 of 2 facilitators')).toBeInTheDocument();
  });
});
