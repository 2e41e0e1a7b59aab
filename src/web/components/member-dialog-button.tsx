import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { useAuth } from '../lib/auth';
import { signInHref } from '../lib/require-auth';
import { DialogButton } from './dialog-button';
import { buttonClasses, type ButtonProps } from './ui/button';

/**
 * A small button that opens a form's dialog, for signed-in members. A visitor gets a link of the same look
 * that signs in and comes back to this page (it works before the page's scripts run); while the session
 * loads, neither shows.
 */
export function MemberDialogButton({
  icon: Icon,
  text,
  signInText = text,
  label,
  variant,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  /** The button's words; `signInText` the visitor's link's, where they differ. */
  text: string;
  signInText?: string;
  /** The accessible name, where the words alone do not say what the button is about. */
  label?: string;
  variant: ButtonProps['variant'];
  title: string;
  description: string;
  /** The dialog's form, given how to close the dialog once it is done. */
  children: (close: () => void) => ReactNode;
}) {
  const { user, isLoading } = useAuth();
  const { pathname, search } = useLocation();
  if (isLoading) return null;
  if (!user)
    return (
      <Link
        to={signInHref(`${pathname}${search}`)}
        aria-label={label}
        className={buttonClasses(variant, 'sm')}
      >
        <Icon aria-hidden className="h-4 w-4" /> {signInText}
      </Link>
    );
  return (
    <DialogButton
      icon={Icon}
      text={text}
      label={label}
      variant={variant}
      size="sm"
      title={title}
      description={description}
    >
      {children}
    </DialogButton>
  );
}
