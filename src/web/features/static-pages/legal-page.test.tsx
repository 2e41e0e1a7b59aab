import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Operator } from '../../../shared/operator';
import { stubFetch } from '../../test/fake-api';
import { LocaleProvider } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { Component as LegalPage } from './legal-page';

afterEach(() => vi.unstubAllGlobals());

const operator: Operator = {
  name: 'Facilitation Partners',
  legalForm: 'GmbH',
  address: ['Hauptstraße 1', '10115 Berlin', 'Germany'],
  email: 'hello@partners.example',
  representative: 'Mara Lind',
  register: 'Amtsgericht Charlottenburg',
  registerNumber: 'HRB 1',
  vatId: 'DE123456789',
  demo: false,
};

const renderWith = (answer: { operator: Operator | null }) => {
  stubFetch(() => Response.json(answer));
  return renderWithProviders(<LegalPage />);
};

describe('the site notice', () => {
  it('prints the configured operator', async () => {
    renderWith({ operator });
    expect(await screen.findByText(/Facilitation Partners GmbH/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@partners.example' })).toHaveAttribute(
      'href',
      'mailto:hello@partners.example',
    );
    expect(screen.getByText('Amtsgericht Charlottenburg, HRB 1')).toBeInTheDocument();
    expect(screen.getByText(/DE123456789/)).toBeInTheDocument();
    expect(screen.queryByText('Operator details not configured')).toBeNull();
  });

  it('says so when no operator is configured, and invents none', async () => {
    const { container } = renderWith({ operator: null });
    expect(await screen.findByText('Operator details not configured')).toBeInTheDocument();
    expect(container.querySelector('address')).toBeNull();
    expect(container.textContent).not.toMatch(/GmbH|Musterstraße|HRB/);
    expect(screen.queryByRole('heading', { name: 'Contact' })).toBeNull();
  });

  it('marks the demo operator of the sample data as invented', async () => {
    renderWith({ operator: { ...operator, demo: true } });
    expect(await screen.findByText('Demo operator of the sample data')).toBeInTheDocument();
  });
});

describe('the Impressum', () => {
  it('gives the operator under German headings on a German page', async () => {
    stubFetch(() => Response.json({ operator }));
    renderWithProviders(
      <LocaleProvider value="de">
        <LegalPage />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Angaben gemäß § 5 DDG' })).toBeInTheDocument();
    expect(screen.getByText('Vertreten durch')).toBeInTheDocument();
    expect(
      screen.getByText(/Umsatzsteuer-Identifikationsnummer gemäß § 27a .*DE123456789/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Haftung für Links' })).toBeInTheDocument();
  });
});
