import type { ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { componentMessages } from './messages';

/**
 * A link that opens in a new tab and tells screen readers so. A link that users wrote (a company's
 * website, a portfolio) is not one the site vouches for: `written` adds nofollow.
 */
export function NewTabLink({
  href,
  written = false,
  className,
  children,
}: {
  href: string;
  written?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const t = useT(componentMessages);
  return (
    <a
      href={href}
      target="_blank"
      rel={written ? 'noopener noreferrer nofollow' : 'noopener noreferrer'}
      className={className}
    >
      {children}
      <span className="sr-only">{t('newTab')}</span>
    </a>
  );
}
