import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { METHODS } from '../../../shared/methods';
import { LocaleProvider } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { Component as MethodsPage } from './methods-page';

describe('the methods page', () => {
  it('describes every method under a heading with its id, each leading to its facilitators', () => {
    renderWithProviders(<MethodsPage />, { url: '/methods' });
    expect(screen.getByRole('heading', { level: 1, name: 'Facilitation methods' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.id)).toEqual(METHODS.map((method) => method.id));

    const worldCafe = screen.getByRole('heading', { level: 2, name: 'World Café' });
    expect(worldCafe).toHaveAttribute('id', 'world-cafe');
    const card = worldCafe.closest('li')!;
    expect(within(card).getByText(/Small-table conversations in rounds/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Find facilitators' })).toHaveAttribute(
      'href',
      '/facilitators?method=world-cafe',
    );
    expect(screen.getAllByRole('link', { name: 'Find facilitators' })).toHaveLength(METHODS.length);
  });
});

describe('the methods page in German', () => {
  it('describes the methods in German, each leading to its facilitators', () => {
    renderWithProviders(
      <LocaleProvider value="de">
        <MethodsPage />
      </LocaleProvider>,
      { url: '/methods' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Facilitation-Methoden' })).toBeInTheDocument();
    const hats = screen.getByRole('heading', { level: 2, name: 'Sechs Denkhüte' });
    expect(hats).toHaveAttribute('id', 'six-thinking-hats');
    expect(within(hats.closest('li')!).getByText(/Edward de Bono/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Facilitators finden' })).toHaveLength(METHODS.length);
  });
});
