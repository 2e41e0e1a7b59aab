import { vi } from 'vitest';

/**
 * The toasts as spies, for `vi.mock('…/lib/toast', () => import('…/test/toast-mock'))`; a test imports
 * them from here to check what was shown.
 */
export const toastSuccess = vi.fn();
export const toastError = vi.fn();
