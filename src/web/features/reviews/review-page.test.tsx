import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewState } from '../../../shared/reviews';
import { LocaleProvider } from '../../lib/i18n';
import { answerGate, errorResponse, meResponse, stubFetch } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { REVIEW_ENGAGEMENT_ID, publicReview, reviewState } from '../../test/review-fixtures';
import { toastSuccess } from '../../test/toast-mock';
import { Component as ReviewPage } from './review-page';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const URL_ = `/engagements/${REVIEW_ENGAGEMENT_ID}/review`;

/** Serves `state`; a POST answers `after` (held back while `gate` holds), and GET serves that from then on. */
function serve(state: ReviewState, after: ReviewState = state, gate = answerGate()) {
  let current = state;
  return stubFetch(async (call) => {
    const { pathname } = new URL(call.url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(meResponse('company'));
    if (pathname === `/api/engagements/${REVIEW_ENGAGEMENT_ID}/review`) {
      if (call.method === 'POST') {
        await gate.pass();
        current = after;
        return Response.json(after);
      }
      return Response.json(current);
    }
    return errorResponse(404, 'NOT_FOUND', `No fake for ${call.method} ${pathname}`);
  });
}

const renderPage = (wrap: (ui: ReactNode) => ReactNode = (ui) => ui) =>
  renderWithProviders(<>{wrap(<ReviewPage />)}</>, {
    url: URL_,
    path: '/engagements/:id/review',
    auth: true,
  });

describe('the review page', () => {
  it('says what is missing when the form is sent empty or the text is too short', async () => {
    const calls = serve(reviewState());
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Publish review' }));
    expect(await screen.findAllByText('Choose a rating from 1 to 5 stars.')).toHaveLength(5);
    expect(
      screen.getByText('Say for each agreed outcome whether it was met: yes, partly or no.'),
    ).toBeVisible();
    expect(screen.getByText('Say whether you would hire them again.')).toBeVisible();
    expect(screen.getByText(/Write between 30 and 2,?000 characters for your public review\./)).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends the review, keeps the button off while it saves, then shows it sealed', async () => {
    const gate = answerGate();
    const sealed = reviewState({
      canWrite: false,
      reason: 'written',
      mine: { ...publicReview(), privateNote: '', submittedAt: '2026-11-27T10:00:00.000Z' },
    });
    const calls = serve(reviewState(), sealed, gate);
    renderPage();
    const overall = await screen.findByRole('group', { name: 'Overall rating' });
    await userEvent.click(overall.querySelector('input[value="5"]')!);
    for (const name of ['Preparation', 'Facilitation', 'Communication', 'Outcomes']) {
      const group = screen.getByRole('group', { name });
      await userEvent.click(group.querySelector('input[value="4"]')!);
    }
    await userEvent.click(
      screen
        .getByRole('group', { name: 'A shared roadmap for 2027' })
        .querySelector('input[value="partly"]')!,
    );
    await userEvent.click(
      screen.getByRole('group', { name: 'Would you hire them again?' }).querySelector('input[value="yes"]')!,
    );
    await userEvent.type(
      screen.getByLabelText('Your public review'),
      'A calm and well prepared facilitator who kept us on track.',
    );
    gate.hold();
    await userEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    gate.release();
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Your review is saved', expect.any(String)),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      subject: 'facilitator',
      rating: 5,
      criteria: { preparation: 4, facilitation: 4, communication: 4, outcomes: 4 },
      outcomes: ['partly'],
      wouldHireAgain: true,
      text: 'A calm and well prepared facilitator who kept us on track.',
      privateNote: '',
    });
    expect(
      await screen.findByText(
        'Your review is sealed until Jane Doe writes theirs or the window closes on 10 December 2026.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish review' })).not.toBeInTheDocument();
  });

  it('says why a cancelled engagement cannot be reviewed', async () => {
    serve(reviewState({ canWrite: false, reason: 'cancelled', windowClosesAt: null }));
    renderPage();
    expect(
      await screen.findByText('This engagement was cancelled, so it cannot be reviewed.'),
    ).toBeInTheDocument();
  });

  it('shows both reviews once published', async () => {
    serve(
      reviewState({
        canWrite: false,
        reason: 'written',
        published: true,
        mine: {
          ...publicReview(),
          privateNote: 'Invoice was late.',
          submittedAt: '2026-11-27T10:00:00.000Z',
        },
        theirs: publicReview({
          subject: 'organisation',
          authorName: 'Jane Doe',
          outcomes: null,
          wouldHireAgain: null,
        }),
      }),
    );
    renderPage();
    expect(await screen.findByText('Both reviews are published.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your review' })).toHaveTextContent('Invoice was late.');
    expect(screen.getByRole('region', { name: 'Jane Doe’s review of you' })).toHaveTextContent(
      '5 of 5 stars',
    );
  });

  it('tells the side that wrote none that the window closed, with the review of them', async () => {
    serve(
      reviewState({
        canWrite: false,
        reason: 'window_closed',
        published: true,
        theirs: publicReview({ canReply: true }),
      }),
    );
    renderPage();
    expect(await screen.findByText('The review window closed on 10 December 2026.')).toBeInTheDocument();
    expect(screen.queryByText('Both reviews are published.')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Jane Doe’s review of you' })).toHaveTextContent(
      'Would hire again',
    );
    expect(screen.getByRole('button', { name: 'Reply' })).toBeInTheDocument();
  });

  it('words the form and the sealed review in German', async () => {
    serve(reviewState());
    renderPage((ui) => <LocaleProvider value="de">{ui}</LocaleProvider>);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jane Doe bewerten' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Gesamtbewertung' })).toBeInTheDocument();
    expect(screen.getByText('Nur das FacilitatorHub-Team sieht dies.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bewertung veröffentlichen' }));
    expect(await screen.findAllByText('Wählen Sie eine Bewertung von 1 bis 5 Sternen.')).toHaveLength(5);
  });
});
