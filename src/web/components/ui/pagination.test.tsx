import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../lib/i18n';
import { Pagination } from './pagination';

function renderPagination(url: string, page: number, totalPages: number, locale: 'en' | 'de' = 'en') {
  const onPageChange = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/jobs',
        element: <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />,
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <LocaleProvider value={locale}>
      <RouterProvider router={router} />
    </LocaleProvider>,
  );
  return { onPageChange, router };
}

describe('Pagination', () => {
  it('speaks German on a German page', () => {
    renderPagination('/jobs?page=2', 2, 3, 'de');
    expect(screen.getByRole('navigation', { name: 'Seitennavigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/jobs');
    expect(screen.getByRole('link', { name: 'Weiter' })).toHaveAttribute('href', '/jobs?page=3');
    expect(screen.getByText('Seite 2 von 3')).toBeInTheDocument();
  });

  it('links each step to its page, keeping the rest of the search', () => {
    renderPagination('/jobs?q=retro&page=2', 2, 3);
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/jobs?q=retro');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/jobs?q=retro&page=3');
    expect(screen.getByText('Page 2 of 3')).toHaveAttribute('aria-live', 'polite');
  });

  it('marks the step past either end as disabled, with no address', () => {
    renderPagination('/jobs', 1, 2);
    const previous = screen.getByRole('link', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/jobs?page=2');
  });

  it('hands a plain click to the list, which moves itself', async () => {
    const { onPageChange, router } = renderPagination('/jobs', 1, 2);
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    expect(router.state.location.search).toBe('');
  });

  it('renders nothing for a single page', () => {
    renderPagination('/jobs', 1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
