import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvitationPreview, OrgAuditPage, OrganisationPage } from '../../../shared/organisations';
import { LocaleProvider } from '../../lib/i18n';
import { errorResponse, meResponse, stubFetch } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { Component as JoinPage } from './join-page';
import { Component as OrganisationPageView } from './organisation-page';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

const YOU = '11111111-1111-4111-8111-111111111111';
const MIA = '22222222-2222-4222-8222-222222222222';

const organisation: OrganisationPage = {
  organisation: { id: '0b6c7e1a-2f3d-4c5b-8a9e-1d2c3b4a5f60', name: 'Muster GmbH', role: 'owner' },
  members: [
    {
      userId: YOU,
      name: 'Olga Inhaberin',
      email: 'olga@muster.example',
      role: 'owner',
      joinedAt: '2027-01-04T09:00:00.000Z',
      lastActiveAt: '2027-03-01T10:00:00.000Z',
      isYou: true,
    },
    {
      userId: MIA,
      name: 'Mia Recruiterin',
      email: 'mia@muster.example',
      role: 'hiring_manager',
      joinedAt: '2027-02-01T09:00:00.000Z',
      lastActiveAt: null,
      isYou: false,
    },
  ],
  invitations: [],
};

const audit: OrgAuditPage = {
  items: [
    {
      id: '55555555-5555-4555-8555-555555555555',
      actorName: 'Olga Inhaberin',
      action: 'role_changed',
      subject: 'Mia Recruiterin',
      detail: { from: 'recruiter', to: 'hiring_manager' },
      createdAt: '2027-03-02T09:00:00.000Z',
    },
  ],
  page: 1,
  pageSize: 20,
  total: 1,
  totalPages: 1,
};

const invitation: InvitationPreview = {
  organisationName: 'Muster GmbH',
  role: 'viewer',
  email: 'neu@muster.example',
  invitedByName: 'Olga Inhaberin',
  expiresAt: '2027-03-08T09:00:00.000Z',
  accountExists: false,
};

beforeEach(() => {
  stubFetch((call) => {
    const { pathname } = new URL(call.url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(meResponse('company', { locale: 'de' }));
    if (pathname === '/api/organisation') return Response.json(organisation);
    if (pathname === '/api/organisation/audit') return Response.json(audit);
    if (pathname === '/api/organisation-invitations/t1') return Response.json(invitation);
    return errorResponse(404, 'NOT_FOUND', `No fake for ${call.method} ${pathname}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

const renderGerman = (ui: ReactNode, url: string, path: string) =>
  renderWithProviders(<LocaleProvider value="de">{ui}</LocaleProvider>, { url, path, auth: true });

describe('the organisation pages in German', () => {
  it('word the members, their roles, the invitation form and the audit log in German', async () => {
    renderGerman(<OrganisationPageView />, '/company/organisation', '/company/organisation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Muster GmbH' })).toBeInTheDocument();
    expect(
      screen.getByText('Sie sind Mitglied dieser Organisation. Ihre Rolle: Inhaber:in.'),
    ).toBeInTheDocument();
    const members = within(screen.getByRole('region', { name: 'Mitglieder' }));
    expect(members.getByText('(Sie)')).toBeInTheDocument();
    expect(members.getByText('2 Mitglieder')).toBeInTheDocument();
    expect(members.getByRole('combobox', { name: 'Rolle von Mia Recruiterin' })).toHaveDisplayValue(
      'Hiring-Manager:in',
    );
    expect(
      members.getByRole('button', { name: 'Inhaberschaft an Mia Recruiterin übertragen' }),
    ).toBeInTheDocument();
    expect(members.getByText(/^Beigetreten am 1\. Februar 2027 · noch nicht aktiv$/)).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Mitglied einladen' });
    expect(within(form).getByRole('combobox', { name: 'Rolle' })).toHaveDisplayValue('Recruiter:in');
    expect(
      within(form)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Admin', 'Hiring-Manager:in', 'Recruiter:in', 'Lesezugriff']);
    expect(screen.getByText('Keine offenen Einladungen.')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Olga Inhaberin hat die Rolle von Mia Recruiterin von Recruiter:in zu Hiring-Manager:in geändert.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Organisation verlassen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Organisation löschen' })).toBeInTheDocument();
  });

  it('word the invitation and its sign-up in German', async () => {
    vi.unstubAllGlobals();
    stubFetch(({ url }) => (url === '/api/me' ? Response.json(null) : Response.json(invitation)));
    renderGerman(<JoinPage />, '/join/t1', '/join/:token');
    expect(screen.getByRole('heading', { level: 1, name: 'Ihre Einladung' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Olga Inhaberin hat Sie eingeladen, Muster GmbH mit der Rolle Lesezugriff beizutreten.',
      ),
    ).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Konto erstellen' });
    expect(within(form).getByLabelText('Vorname')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Konto erstellen und beitreten' })).toBeInTheDocument();
  });
});
