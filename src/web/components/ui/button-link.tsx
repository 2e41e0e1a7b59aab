import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { buttonClasses, type ButtonProps } from './button';

/** A router link that looks like a button, with an optional icon before its text. */
export function ButtonLink({
  to,
  icon: Icon,
  variant,
  size,
  className,
  children,
  onClick,
}: Pick<ButtonProps, 'variant' | 'size' | 'className'> & {
  to: string;
  icon?: LucideIcon;
  children: ReactNode;
  /** Runs as the link is followed (inside the app), e.g. to count the click. */
  onClick?: () => void;
}) {
  return (
    <Link to={to} onClick={onClick} className={buttonClasses(variant, size, className)}>
      {Icon ? (
        <>
          <Icon aria-hidden className={size === 'lg' ? 'h-5 w-5' : 'h-4 w-4'} />{' '}
        </>
      ) : null}
      {children}
    </Link>
  );
}

/** One of a pair of calls to action: where it goes, its icon and its words. */
export interface LinkAction {
  to: string;
  icon: LucideIcon;
  label: string;
}

/** A call to action and its alternative: a primary button link, then a secondary one. */
export function ActionLinks({
  primary,
  secondary,
  size,
  className,
}: Pick<ButtonProps, 'size'> & { primary: LinkAction; secondary: LinkAction; className: string }) {
  return (
    <div className={className}>
      <ButtonLink to={primary.to} icon={primary.icon} size={size}>
        {primary.label}
      </ButtonLink>
      <ButtonLink to={secondary.to} icon={secondary.icon} size={size} variant="secondary">
        {secondary.label}
      </ButtonLink>
    </div>
  );
}
