import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { yearOf } from './dates';
import { RenderedAtContext, useViewerTime } from './hydration';

function Year() {
  const { now, timeZone } = useViewerTime();
  return (
    <p>
      {yearOf(now, timeZone)} {timeZone ?? 'local'}
    </p>
  );
}

const page = (renderedAt: string | undefined) => (
  <RenderedAtContext value={renderedAt}>
    <Year />
  </RenderedAtContext>
);

// hydrateRoot here is not wrapped by Testing Library, which would declare this itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => vi.useRealTimers());

describe('useViewerTime', () => {
  it('draws the server render time in UTC, hydrates it without a mismatch, then moves to the browser clock', async () => {
    // The last half hour of 2031 in UTC; the browser's clock is a year on.
    vi.useFakeTimers({ now: new Date('2032-06-01T12:00:00Z'), toFake: ['Date'] });
    const renderedAt = '2031-12-31T23:30:00.000Z';
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(renderedAt));
    expect(container.textContent).toBe('2031 UTC');

    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(renderedAt), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(container.textContent).toBe('2032 local');
  });

  it('uses the browser clock at once on a page the browser draws', () => {
    vi.useFakeTimers({ now: new Date('2032-06-01T12:00:00Z'), toFake: ['Date'] });
    expect(renderToString(page(undefined))).toContain('2032');
  });
});
