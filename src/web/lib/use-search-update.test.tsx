import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchUpdate } from './use-search-update';

/** Two filters changed one after the other, faster than a navigation completes. */
function Filters() {
  const [query, update] = useSearchUpdate();
  const location = useLocation();
  const set = (key: string, value: string) =>
    update((latest) => {
      latest.set(key, value);
      return latest;
    });
  return (
    <>
      <p data-testid="search">{location.search}</p>
      <p data-testid="query">{query.toString()}</p>
      <button
        type="button"
        onClick={() => {
          set('method', 'lego-serious-play');
          set('language', 'de');
        }}
      >
        Both
      </button>
      <button type="button" onClick={() => set('page', '2')}>
        Page 2
      </button>
    </>
  );
}

/** A route whose loader holds every navigation until released, as a slow loader would. */
function setUp() {
  const waiting: (() => void)[] = [];
  const router = createMemoryRouter(
    [
      {
        path: '/facilitators',
        element: <Filters />,
        loader: () => new Promise<null>((resolve) => waiting.push(() => resolve(null))),
      },
    ],
    { initialEntries: ['/facilitators?q=retro'], hydrationData: { loaderData: { 0: null } } },
  );
  render(<RouterProvider router={router} />);
  const release = async () => {
    await act(async () => {
      for (const resolve of waiting.splice(0)) resolve();
    });
  };
  return { router, release };
}

describe('useSearchUpdate', () => {
  it('builds a change made during a navigation on the change before it', async () => {
    const { release } = setUp();
    await act(async () => screen.getByRole('button', { name: 'Both' }).click());
    await release();
    expect(screen.getByTestId('search').textContent).toBe('?q=retro&method=lego-serious-play&language=de');
  });

  it('gives the query on its way while the navigation is under way, for the controls drawn from it', async () => {
    const { release } = setUp();
    await act(async () => screen.getByRole('button', { name: 'Both' }).click());
    expect(screen.getByTestId('search').textContent).toBe('?q=retro');
    expect(screen.getByTestId('query').textContent).toBe('q=retro&method=lego-serious-play&language=de');
    await release();
    expect(screen.getByTestId('query').textContent).toBe('q=retro&method=lego-serious-play&language=de');
  });

  it('starts from the drawn query once the navigation is over, and after going back', async () => {
    const { router, release } = setUp();
    await act(async () => screen.getByRole('button', { name: 'Page 2' }).click());
    await release();
    expect(screen.getByTestId('search').textContent).toBe('?q=retro&page=2');
    // Not awaited: the navigation waits for the loader, which release() lets go.
    act(() => void router.navigate(-1));
    await release();
    expect(screen.getByTestId('search').textContent).toBe('?q=retro');
    expect(screen.getByTestId('query').textContent).toBe('q=retro');
    await act(async () => screen.getByRole('button', { name: 'Both' }).click());
    await release();
    expect(screen.getByTestId('search').textContent).toBe('?q=retro&method=lego-serious-play&language=de');
  });
});
