import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { ApiCall } from './fake-api';

/**
 * Confirms the admin's open Suspend dialog: first without a reason, which it refuses without asking
 * the server, then with `reason`, after which it closes.
 */
export async function suspendWithReason(dialog: HTMLElement, calls: ApiCall[], reason: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  expect(await within(dialog).findByText('Please give a reason.')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'POST')).toBe(false);

  await userEvent.type(within(dialog).getByLabelText(/Reason/), reason);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}
