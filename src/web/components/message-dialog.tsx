import { lazy, useState, type ReactNode } from 'react';
import { FormDialog } from './form-dialog';

// The form and its schema load when the dialog opens: the pages that show the button do not need zod.
const MessageForm = lazy(() => import('./message-form').then((module) => ({ default: module.MessageForm })));

/**
 * A small dialog to write one message: the applicants page and My Applications use it to start (or
 * continue) a conversation; `onSend` posts it and navigates to the thread.
 */
export function MessageDialog({
  title,
  description,
  onSend,
  placeholder,
  children,
}: {
  title: string;
  description?: string;
  onSend(body: string): Promise<unknown>;
  placeholder?: string;
  /** The trigger button. */
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog open={open} onOpenChange={setOpen} trigger={children} title={title} description={description}>
      <MessageForm onSend={onSend} onSent={() => setOpen(false)} placeholder={placeholder} />
    </FormDialog>
  );
}
