import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { facilitatorSummary, fullFacilitatorSummary } from '../../test/facilitator-fixtures';
import { errorResponse, meResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { LocaleProvider } from '../../lib/i18n';
import { FacilitatorCard } from './facilitator-card';

const facilitator = facilitatorSummary();

let viewer: 'company' | 'facilitator' | null;
let calls: ApiCall[];
let savedIds: string[];

beforeEach(() => {
  viewer = 'company';
  savedIds = [];
  calls = stubFetch(({ url }) => {
    if (url === '/api/me') return Response.json(viewer ? meResponse(viewer) : null);
    if (url === '/api/saved-facilitators/ids') return Response.json({ facilitatorIds: savedIds });
    if (url === `/api/saved-facilitators/${facilitator.id}`) {
      savedIds = [facilitator.id];
      return Response.json({ facilitatorId: facilitator.id, note: '', savedAt: '2027-01-11T10:00:00.000Z' });
    }
    if (url.startsWith('/api/company/jobs'))
      return Response.json({ items: [], page: 1, pageSize: 50, total: 0, totalPages: 1 });
    return errorResponse(404, 'NOT_FOUND', `No fake for ${url}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

const renderCard = () =>
  renderWithProviders(<FacilitatorCard facilitator={facilitator} />, {
    auth: true,
    routes: [{ path: '/facilitators/:id', element: <p>profile page</p> }],
  });

describe('a directory card', () => {
  it('offers a company to invite the facilitator, in a dialog, without leaving the directory', async () => {
    const { router } = renderCard();
    expect(await screen.findByRole('link', { name: 'Amara Okafor' })).toHaveAttribute(
      'href',
      `/facilitators/${facilitator.id}`,
    );
    await userEvent.click(await screen.findByRole('button', { name: /Invite to apply/ }));
    expect(await screen.findByRole('dialog', { name: 'Invite Amara to apply' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([null, 'facilitator'] as const)('offers no invitation and no Save to %s', async (who) => {
    viewer = who;
    renderCard();
    await waitFor(() => expect(calls.some((call) => call.url === '/api/me')).toBe(true));
    await screen.findByRole('link', { name: 'Amara Okafor' });
    expect(screen.queryByRole('button', { name: /Invite to apply/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
  });

  it('lets a company save the facilitator without leaving the directory', async () => {
    const { router } = renderCard();
    const save = await screen.findByRole('button', { name: 'Save facilitator: Amara Okafor' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    expect(await screen.findByRole('button', { name: 'Saved facilitator: Amara Okafor' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: `/api/saved-facilitators/${facilitator.id}`,
      body: {},
    });
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows availability, day rate, languages, up to three methods and a Verified badge', async () => {
    renderWithProviders(
      <FacilitatorCard
        facilitator={fullFacilitatorSummary({
          methods: ['lego-serious-play', 'world-cafe', 'open-space', 'design-sprint'],
        })}
      />,
      { auth: true },
    );
    await screen.findByRole('link', { name: 'Amara Okafor' });
    expect(screen.getByText('Available from 1 March 2027')).toBeInTheDocument();
    expect(screen.getByText('€900–€1,200 per day')).toBeInTheDocument();
    expect(screen.getByText('German, English')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Methods' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['LEGO Serious Play', 'World Café', 'Open Space Technology', '+1 more']);
    expect(screen.getByText('Verified')).toBeInTheDocument();
  });

  it('shows no Verified badge without a verified credential', async () => {
    renderCard();
    await screen.findByRole('link', { name: 'Amara Okafor' });
    expect(screen.getByText('Available')).toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });
});

describe('a directory card in German', () => {
  it('speaks German: facts, rate, languages, focus areas and the invitation', async () => {
    const german = fullFacilitatorSummary({ yearsExperience: 1 });
    renderWithProviders(
      <LocaleProvider value="de">
        <FacilitatorCard facilitator={german} />
      </LocaleProvider>,
      { auth: true },
    );
    expect(await screen.findByRole('button', { name: /Zur Bewerbung einladen/ })).toBeInTheDocument();
    expect(screen.getByText('1 Jahr Erfahrung')).toBeInTheDocument();
    expect(screen.getByText('Verfügbar ab 1. März 2027')).toBeInTheDocument();
    expect(screen.getByText(/^900\s€–1\.200\s€ pro Tag$/)).toBeInTheDocument();
    expect(screen.getByText('Deutsch, Englisch')).toBeInTheDocument();
    expect(screen.getByText('Strategische Planung')).toBeInTheDocument();
    expect(screen.getByText('Verifiziert')).toBeInTheDocument();
    expect(screen.getByText('Profil ansehen →')).toBeInTheDocument();
  });
});

describe('a card’s rating', () => {
  const rated = (averageRating: number | null, reviewCount: number) =>
    facilitatorSummary({ rating: { averageRating, reviewCount } });

  it.each([
    [4.8, 12, '4.8 (12 reviews)'],
    [5, 1, '5.0 (1 review)'],
  ])(
    'reads %s from %s reviews as “%s”, a link to the reviews on the profile',
    async (average, count, text) => {
      renderWithProviders(<FacilitatorCard facilitator={rated(average, count)} />, { auth: true });
      const link = await screen.findByRole('link', { name: text });
      expect(link.getAttribute('href')).toMatch(new RegExp(`/facilitators/${facilitator.id}#reviews$`));
    },
  );

  it.each([
    [4.8, 12, '4,8 (12 Bewertungen)'],
    [5, 1, '5,0 (1 Bewertung)'],
  ])('reads %s from %s reviews as „%s“ in German', async (average, count, text) => {
    renderWithProviders(
      <LocaleProvider value="de">
        <FacilitatorCard facilitator={rated(average, count)} />
      </LocaleProvider>,
      { auth: true },
    );
    expect(await screen.findByRole('link', { name: text })).toHaveAttribute(
      'href',
      expect.stringMatching(/#reviews$/),
    );
  });

  it('says nothing about ratings without a review', async () => {
    renderWithProviders(<FacilitatorCard facilitator={rated(null, 0)} />, { auth: true });
    await screen.findByRole('link', { name: 'Amara Okafor' });
    expect(screen.queryByText(/review/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
