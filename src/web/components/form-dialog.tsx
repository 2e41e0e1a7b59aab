import { Suspense, type ComponentProps, type FormEventHandler, type ReactNode } from 'react';
import { Send } from 'lucide-react';
import { cn } from '../lib/cn';
import { commonMessages } from '../lib/common-messages';
import { useT } from '../lib/i18n';
import { componentMessages } from './messages';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from './ui/dialog';
import { LoadingState } from './ui/skeleton';

/**
 * A dialog that holds a form: the Radix dialog (focus trapped, Escape closes, labelled by its title) with
 * an optional trigger. Its body is a `DialogForm`, often in a module loaded when the dialog opens (so that
 * the page showing the button does not load zod), hence the loading state around it.
 */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  wide,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog, when the dialog has one. */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** A long form with rows of fields: a wider dialog (`DialogContent`'s `wide`). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent title={title} description={description} wide={wide}>
        <Suspense fallback={<LoadingState />}>{children}</Suspense>
      </DialogContent>
    </Dialog>
  );
}

/** A refusal the writer reads in the form before trying again (blocked, already done, a limit). */
export interface FormRefusal {
  title: string;
  message: string | null;
}

/**
 * The form inside a `FormDialog`, with the one footer every such form has: Cancel, and the submit button,
 * both disabled while the request is pending, the submit button then saying so (`pendingLabel`).
 */
export function DialogForm({
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  icon,
  destructive = false,
  submitDisabled = false,
  refusal,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  icon?: ReactNode;
  destructive?: boolean;
  /** Keeps the submit button off until the form can be sent (e.g. a confirmation still to type). */
  submitDisabled?: boolean;
  refusal?: FormRefusal;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {refusal?.message ? (
        <Alert tone="error" title={refusal.title}>
          {refusal.message}
        </Alert>
      ) : null}
      {children}
      <DialogActions pending={pending}>
        <Button
          type="submit"
          variant={destructive ? 'destructive' : 'primary'}
          disabled={pending || submitDisabled}
        >
          {icon}
          {pending ? pendingLabel : submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}

/**
 * The `DialogForm` of a dialog that sends something (a message, an invitation, a report): its button
 * carries the Send icon and says "Sending…" while the request is pending.
 */
export function SendDialogForm(
  props: Omit<ComponentProps<typeof DialogForm>, 'pendingLabel' | 'icon' | 'destructive'>,
) {
  const common = useT(commonMessages);
  return (
    <DialogForm {...props} pendingLabel={common('sending')} icon={<Send aria-hidden className="h-4 w-4" />} />
  );
}

/**
 * A dialog's footer: the button that closes it (`close`: Cancel, Close, Keep …), off while the dialog's
 * request is `pending`, then the dialog's own action; on phones the action stands above.
 */
export function DialogActions({
  close,
  pending = false,
  className,
  children,
}: {
  close?: string;
  pending?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const t = useT(componentMessages);
  return (
    <div className={cn('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}>
      <DialogClose asChild>
        <Button variant="secondary" disabled={pending}>
          {close ?? t('dialog.cancel')}
        </Button>
      </DialogClose>
      {children}
    </div>
  );
}
