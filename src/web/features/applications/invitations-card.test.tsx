import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvitationsPage } from '../../../shared/messages';
import { errorResponse, meResponse, stubFetch } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { InvitationsCard } from './invitations-card';

const invitation = (n: number, status: InvitationsPage['items'][number]['status']) => ({
  id: `invitation-${n}`,
  conversationId: `conversation-${n}`,
  job: { id: `job-${n}`, title: `Offsite facilitator ${n}`, url: `/jobs/job-${n}` },
  status,
  declineReason: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  respondedAt: null,
  other: {
    side: 'facilitator' as const,
    id: `facilitator-${n}`,
    name: `Facilitator ${n}`,
    avatarUrl: null,
    profileUrl: null,
  },
});

let page: InvitationsPage;

beforeEach(() => {
  stubFetch(({ url }) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(meResponse('company'));
    if (pathname === '/api/invitations') return Response.json(page);
    return errorResponse(404, 'NOT_FOUND', `No fake for ${pathname}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('the dashboard card of invitations', () => {
  it("shows each of the company's newest invitations with where it stands, leading to its thread", async () => {
    const statuses = ['sent', 'seen', 'accepted', 'declined', 'sent', 'sent'] as const;
    page = {
      items: statuses.map((status, i) => invitation(i + 1, status)),
      page: 1,
      pageSize: 10,
      total: 6,
      totalPages: 1,
    };
    renderWithProviders(<InvitationsCard side="company" />, { url: '/company/dashboard', auth: true });
    const section = await screen.findByRole('region', { name: 'Invitations sent' });
    const links = await within(section).findAllByRole('link', { name: /Facilitator \d to Offsite/ });
    // The five newest; the rest are in the inbox.
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveAttribute('href', '/messages/conversation-1');
    expect(
      links.map((link) => within(link).getByText(/^(Sent|Seen|Accepted|Declined)$/).textContent),
    ).toEqual(['Sent', 'Seen', 'Accepted', 'Declined', 'Sent']);
  });

  it('says how invitations start when there are none', async () => {
    page = { items: [], page: 1, pageSize: 10, total: 0, totalPages: 1 };
    renderWithProviders(<InvitationsCard side="company" />, { url: '/company/dashboard', auth: true });
    expect(await screen.findByText('No invitations yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find Facilitators' })).toHaveAttribute('href', '/facilitators');
  });
});
