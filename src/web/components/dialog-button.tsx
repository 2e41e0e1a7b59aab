import { useState, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { FormDialog } from './form-dialog';
import { Button, type ButtonProps } from './ui/button';

/** A button with an icon that opens a form's dialog; the form is given how to close the dialog once it is done. */
export function DialogButton({
  icon: Icon,
  text,
  label,
  title,
  description,
  children,
  ...button
}: Pick<ButtonProps, 'variant' | 'size' | 'className'> & {
  icon: LucideIcon;
  text: string;
  /** The accessible name, where the words alone do not say what the button is about. */
  label?: string;
  title: string;
  description: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button {...button} aria-label={label}>
          <Icon aria-hidden className="h-4 w-4" /> {text}
        </Button>
      }
      title={title}
      description={description}
    >
      {children(() => setOpen(false))}
    </FormDialog>
  );
}
