import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { componentMessages } from '../messages';

export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;
export const DialogClose = D.Close;

/** Radix traps focus, closes on Escape and restores focus to the trigger. */
export function DialogContent({
  title,
  description,
  wide = false,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** For a long form with rows of fields (an offer): up to 48rem instead of 32rem. */
  wide?: boolean;
  children: ReactNode;
}) {
  const t = useT(componentMessages);
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
      <D.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none',
          wide ? 'max-w-3xl' : 'max-w-lg',
        )}
      >
        <D.Title className="pr-8 text-lg font-semibold text-slate-900">{title}</D.Title>
        {description ? (
          <D.Description className="mt-1 text-sm text-slate-700">{description}</D.Description>
        ) : (
          <D.Description className="sr-only">{title}</D.Description>
        )}
        <div className="mt-4">{children}</div>
        <D.Close
          className="absolute top-4 right-4 rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          aria-label={t('dialog.close')}
        >
          <X aria-hidden className="h-5 w-5" />
        </D.Close>
      </D.Content>
    </D.Portal>
  );
}
