import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const renderInSuspense = (Component: ReturnType<typeof preloadable<{ name: string }>>) =>
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Component name="Ada" />
    </Suspense>,
  );

describe('preloadable', () => {
  it('suspends like React.lazy when it was not preloaded, then shows the component', async () => {
    const Component = preloadable(() => Promise.resolve({ default: Greeting }));
    renderInSuspense(Component);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('renders at once, without suspending, once preloaded, and loads its module once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const Component = preloadable(load);
    await Component.preload();
    renderInSuspense(Component);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
