import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGAGEMENT_ID, engagement, engagementSummary } from '../../test/engagement-fixtures';
import { LocaleProvider } from '../../lib/i18n';
import { errorResponse, meResponse, onePageResponse, stubFetch } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { Component as EngagementPage } from './engagement-page';
import { Component as EngagementsPage } from './engagements-page';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

beforeEach(() => {
  stubFetch((call) => {
    const { pathname } = new URL(call.url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(meResponse('company', { locale: 'de' }));
    if (pathname === '/api/engagements') return onePageResponse([engagementSummary()]);
    if (pathname === `/api/engagements/${ENGAGEMENT_ID}`) return Response.json({ engagement: engagement() });
    if (pathname === '/api/me/calendar-feed')
      return Response.json({ url: 'https://facilitatorhub.example/calendar/t.ics' });
    return errorResponse(404, 'NOT_FOUND', `No fake for ${call.method} ${pathname}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

const renderGerman = (ui: ReactNode, url: string, path: string) =>
  renderWithProviders(<LocaleProvider value="de">{ui}</LocaleProvider>, { url, path, auth: true });

// German amounts put a no-break space before the euro sign; Testing Library reads it as a space.
describe('the engagement pages in German', () => {
  it('word the list, its filters and the calendar feed in German', async () => {
    renderGerman(<EngagementsPage />, '/engagements', '/engagements');
    expect(screen.getByRole('heading', { level: 1, name: 'Aufträge' })).toBeInTheDocument();
    const filters = within(screen.getByRole('navigation', { name: 'Anzeigen' }));
    expect(filters.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Alle',
      'Angebote',
      'Bestätigt',
      'Durchgeführt',
      'Abgeschlossen',
      'Storniert',
      'Beendete Angebote',
    ]);
    expect(await screen.findByText('2.820,50 € netto')).toBeInTheDocument();
    expect(screen.getByText(/10\. März 2027 – 11\. März 2027 · 2 Termine/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Kalender-Abo' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Ihr privater Kalender-Link')).toBeInTheDocument();
  });

  it('word the agreement, its amounts, tiers and the cancel dialog in German', async () => {
    renderGerman(<EngagementPage />, `/engagements/${ENGAGEMENT_ID}`, '/engagements/:id');
    const agreement = within(await screen.findByRole('region', { name: 'Vereinbarung' }));
    const sessions = within(agreement.getByRole('heading', { name: 'Termine' }).parentElement!);
    expect(sessions.getAllByRole('listitem')[0]).toHaveTextContent(
      'Mittwoch, 10. März 2027, 09:00–17:00 Uhr',
    );
    const table = within(agreement.getByRole('table', { name: 'Honorarpositionen in EUR' }));
    expect(table.getByRole('row', { name: /^Moderationstag/ })).toHaveTextContent(
      'Moderationstag1,5 × 1.200,00 €1,51.200,00 €1.800,00 €',
    );
    expect(table.getByRole('row', { name: /^Nettosumme/ })).toHaveTextContent('Nettosumme2.820,50 €');
    expect(table.getByRole('row', { name: /^USt\. 19 %/ })).toHaveTextContent('535,90 €');
    expect(
      agreement.getByText('Storniert 14 Tage oder mehr vor dem ersten Termin: 50 % der Nettosumme'),
    ).toBeInTheDocument();
    expect(agreement.getByText('Innerhalb von 30 Tagen nach Rechnungsstellung')).toBeInTheDocument();
    expect(agreement.getByRole('heading', { name: 'Vereinbarte Ziele' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Auftrag stornieren' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Diesen Auftrag stornieren?' }));
    expect(
      await dialog.findByText(
        'Bei Stornierung heute, 20 Tage vor dem ersten Termin, sind nach den vereinbarten Stornostufen 50 % der Nettosumme fällig: 1.410,25 €.',
      ),
    ).toBeInTheDocument();
  });
});
