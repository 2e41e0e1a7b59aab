import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { HomeSearch, jobSearchUrl } from './home-search';

describe('jobSearchUrl', () => {
  it('trims both values and leaves out empty ones', () => {
    expect(jobSearchUrl('  trainer ', ' Berlin ')).toBe('/jobs?q=trainer&location=Berlin');
    expect(jobSearchUrl(' coach ', '   ')).toBe('/jobs?q=coach');
    expect(jobSearchUrl('', ' Lisbon, Portugal ')).toBe('/jobs?location=Lisbon%2C+Portugal');
    expect(jobSearchUrl(' ', '\t')).toBeNull();
  });
});

describe('HomeSearch', () => {
  function setup() {
    return renderWithProviders(<HomeSearch />, {
      path: '/',
      routes: [{ path: '/jobs', element: <p>results</p> }],
    }).router;
  }

  it('navigates with the trimmed parameters', async () => {
    const router = setup();
    await userEvent.type(screen.getByLabelText('Keyword'), '  facilitator ');
    await userEvent.type(screen.getByLabelText('Location'), ' Remote ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/jobs');
    expect(router.state.location.search).toBe('?q=facilitator&location=Remote');
  });

  it('is a GET form to /jobs with the fields it reads, for a search sent before the page runs', () => {
    setup();
    const form = screen.getByRole('search', { name: 'Search facilitation jobs' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/jobs');
    expect(screen.getByLabelText('Keyword')).toHaveAttribute('name', 'q');
    expect(screen.getByLabelText('Location')).toHaveAttribute('name', 'location');
  });

  it('does nothing when both boxes are empty', async () => {
    const router = setup();
    await userEvent.type(screen.getByLabelText('Keyword'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByPlaceholderText('Job title, keyword...')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('City, state, or country')).toBeInTheDocument();
  });
});

describe('HomeSearch in German', () => {
  it('speaks German and sends the search to the German job board', () => {
    renderWithProviders(
      <LocaleProvider value="de">
        <HomeSearch />
      </LocaleProvider>,
    );
    const form = screen.getByRole('search', { name: 'Facilitation-Jobs suchen' });
    expect(form).toHaveAttribute('action', '/de/jobs');
    expect(screen.getByLabelText('Stichwort')).toHaveAttribute('placeholder', 'Jobtitel, Stichwort …');
    expect(screen.getByRole('button', { name: 'Suchen' })).toBeInTheDocument();
  });
});
