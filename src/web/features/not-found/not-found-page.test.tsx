import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { Component as NotFoundPage } from './not-found-page';

describe('the not-found page', () => {
  it('says the page is missing, in English at the root', () => {
    renderWithProviders(<NotFoundPage />, { url: '/no/such/page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('says so in German on a German page', () => {
    renderWithProviders(
      <LocaleProvider value="de">
        <NotFoundPage />
      </LocaleProvider>,
      { url: '/no/such/page' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeInTheDocument();
  });
});
