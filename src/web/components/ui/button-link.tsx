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
}: Pick<ButtonProps, 'variant' | 'size' | 'className'> & {
  to: string;
  icon?: LucideIcon;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={buttonClasses(variant, size, className)}>
      {Icon ? (
        <>
          <Icon aria-hidden className={size === 'lg' ? 'h-5 w-5' : 'h-4 w-4'} />{' '}
        </>
      ) : null}
      {children}
    </Link>
  );
}
