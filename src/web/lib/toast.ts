/**
 * The spec's two toast kinds: a normal one and a "destructive" one, each with
 * a title and optional description. sonner is loaded on first use so that it
 * stays out of the initial bundle.
 *
 * A toast's title is its id: the same news again while it shows (four days
 * blocked in a row) updates that toast and starts its time again, rather than
 * stacking a copy.
 */
export function toastSuccess(title: string, description?: string, action?: ToastAction) {
  void import('sonner').then(({ toast }) => toast.success(title, { id: title, description, action }));
}

/** A button in a toast that leads on from what just happened ("Manage alerts"). */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export function toastError(title: string, description?: string) {
  void import('sonner').then(({ toast }) => toast.error(title, { id: title, description }));
}
