import { within } from '@testing-library/react';
import { expect } from 'vitest';

/** Expects a link of each name inside `scope`, leading to the address given for it. */
export function expectLinks(scope: HTMLElement, hrefs: Record<string, string>) {
  for (const [name, href] of Object.entries(hrefs)) {
    expect(within(scope).getByRole('link', { name }), name).toHaveAttribute('href', href);
  }
}
