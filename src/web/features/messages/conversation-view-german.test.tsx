import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '../../../shared/messages';
import { LocaleProvider } from '../../lib/i18n';
import { errorResponse, meResponse, stubFetch } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { ConversationView } from './conversation-view';
import { CONVERSATION_ID, detail, message, messagesPage } from './fake-messages';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

const NOW = new Date(2031, 4, 14, 12, 0);
const at = (day: number, hours: number, minutes = 0) => new Date(2031, 4, day, hours, minutes).toISOString();
const BASE = `/api/conversations/${CONVERSATION_ID}`;
const JOB = { id: 'job-1', title: 'Strategy offsite facilitator', url: '/jobs/job-1' };

let items: Message[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  stubFetch(({ method, url }) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(meResponse('facilitator'));
    if (pathname === BASE) return Response.json(detail());
    if (pathname === `${BASE}/messages`)
      return Response.json(messagesPage(items, { otherReadAt: at(14, 9) }));
    if (pathname === `${BASE}/read`) return Response.json({ unreadTotal: 0 });
    return errorResponse(404, 'NOT_FOUND', `No fake for ${method} ${pathname}`);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the conversation view in German', () => {
  it('words its days, times, cards and menu in German and leaves the messages as written', async () => {
    items = [
      message({
        body: 'First contact',
        createdAt: at(5, 10),
        author: { name: 'Acme Events', profileUrl: '/companies/company-7', memberName: 'Jonas Brandt' },
      }),
      message({ body: 'Evening reply', createdAt: at(13, 18, 5), fromMe: true }),
      message({
        body: 'Morning note',
        createdAt: at(14, 9),
        job: JOB,
        invitation: {
          id: 'invitation-1',
          job: JOB,
          status: 'sent',
          declineReason: null,
          createdAt: at(14, 9),
          respondedAt: null,
        },
      }),
    ];
    renderWithProviders(
      <LocaleProvider value="de">
        <ConversationView id={CONVERSATION_ID} />
      </LocaleProvider>,
      { url: `/de/messages/${CONVERSATION_ID}`, path: '/de/messages/:id', auth: true },
    );
    await screen.findByText('Morning note');
    const days = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(days).toEqual(['5. Mai 2031', 'Gestern', 'Heute']);
    expect(screen.getByRole('log', { name: 'Nachrichtenverlauf' })).toBeInTheDocument();
    expect(screen.getByText('18:05')).toBeInTheDocument();
    expect(screen.getByText('Geschrieben von Jonas Brandt ·')).toBeInTheDocument();
    expect(screen.getByText('Gesehen')).toBeInTheDocument();
    expect(screen.getByText('Einladung zur Bewerbung')).toBeInTheDocument();
    expect(screen.getByText('Gesendet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annehmen' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ablehnen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Einladung ablehnen?' }));
    expect(
      dialog.getByText('Das Unternehmen erfährt, dass Sie „Strategy offsite facilitator“ abgelehnt haben.'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Begründung (optional)' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Mehr' }));
    expect(await screen.findByRole('menuitem', { name: 'Acme Events blockieren' })).toBeInTheDocument();
  });
});
