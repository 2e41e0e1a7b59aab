import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { toPage } from '../../shared/pagination';
import { PagedList, type PagedQuery } from './paged-list';

type Item = { id: string; name: string };

const idle = { error: null, isPending: false, isPlaceholderData: false, isFetching: false };

function renderList(query: Partial<PagedQuery<Item>>) {
  const onPageChange = vi.fn();
  const refetch = vi.fn();
  const list = (
    <PagedList<Item>
      query={{ data: undefined, ...idle, refetch, ...query }}
      onPageChange={onPageChange}
      loadingLabel="Loading the items"
      placeholder={<p>placeholder</p>}
      empty={<p>Nothing here yet</p>}
      itemKey={(item) => item.id}
      renderItem={(item) => item.name}
    />
  );
  const router = createMemoryRouter([{ path: '/items', element: list }], { initialEntries: ['/items'] });
  render(<RouterProvider router={router} />);
  return { onPageChange, refetch };
}

describe('PagedList', () => {
  it('shows placeholders, announced and busy, while the first page loads', () => {
    renderList({ isPending: true, isFetching: true });
    const loading = screen.getByRole('status', { name: 'Loading the items' });
    expect(loading).toHaveTextContent('placeholderplaceholderplaceholder');
    expect(loading.parentElement).toHaveAttribute('aria-busy', 'true');
  });

  it('says what failed, with a way to try again', async () => {
    const { refetch } = renderList({ error: new Error('The server is resting') });
    expect(screen.getByRole('alert')).toHaveTextContent('The server is resting');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty state for an empty list, with no pages', () => {
    renderList({ data: toPage([], 0, 1, 20) });
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('lists the page’s items and moves between pages', async () => {
    const items = [
      { id: 'a', name: 'Retrospective' },
      { id: 'b', name: 'Design sprint' },
    ];
    const { onPageChange } = renderList({ data: toPage(items, 4, 1, 2) });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Retrospective',
      'Design sprint',
    ]);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('keeps the current page, dimmed and busy, while the next one loads', () => {
    renderList({ data: toPage([{ id: 'a', name: 'Retrospective' }], 4, 1, 2), isPlaceholderData: true });
    const list = screen.getByRole('list');
    expect(list).toHaveClass('opacity-60');
    expect(list.parentElement).toHaveAttribute('aria-busy', 'true');
  });
});
