import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { pageText, type PublicPath } from '../../../shared/page-meta';
import { PageMeta } from '../../components/page-meta';
import { Link } from 'react-router';
import { useLocale, useT } from '../../lib/i18n';
import { staticMessages } from './messages';
import {
  containerClass,
  h1Class,
  h2Class,
  metaClass,
  primaryButtonClass,
  secondaryButtonClass,
  wideContainerClass,
} from './static-page-styles';

/**
 * A static page: its head tags, the header with the h1 and what follows it (date, lead, actions),
 * then the sections. `wide` is the marketing layout: full width, the header kept to reading width.
 */
export function StaticPage({
  path,
  title,
  eyebrow,
  updated,
  intro,
  wide = false,
  children,
}: {
  path: PublicPath;
  title: string;
  /** A short line above the title. */
  eyebrow?: string;
  /** When the text last changed ("November 2026"), under the title. */
  updated?: string;
  /** Under the title, inside the header. */
  intro?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  const Container = wide ? 'div' : 'article';
  const t = useT(staticMessages);
  return (
    <Container className={wide ? wideContainerClass : containerClass}>
      <PageMeta {...pageText(useLocale(), path)} />

      <header className={wide ? 'max-w-3xl' : undefined}>
        {eyebrow ? (
          <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">{eyebrow}</p>
        ) : null}
        <h1 className={eyebrow ? `mt-2 ${h1Class}` : h1Class}>{title}</h1>
        {updated ? <p className={metaClass}>{t('updated', { date: updated })}</p> : null}
        {intro}
      </header>

      {children}
    </Container>
  );
}

/** A titled section of a static page; `id` names its h2, which labels the section. */
export function StaticSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={h2Class}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A list whose items each start with a check icon. */
export function CheckList({
  items,
  icon: Icon,
  className,
}: {
  items: readonly string[];
  icon: LucideIcon;
  className: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-7 text-slate-700">
          <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-indigo-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** The page's two calls to action: a primary and a secondary link, side by side from the small breakpoint up. */
export function ActionLinks({
  primary,
  secondary,
  className,
}: {
  primary: { to: string; label: string };
  secondary: { to: string; label: string };
  className: string;
}) {
  return (
    <div className={`${className} flex flex-col gap-3 sm:flex-row`}>
      <Link to={primary.to} className={primaryButtonClass}>
        {primary.label}
      </Link>
      <Link to={secondary.to} className={secondaryButtonClass}>
        {secondary.label}
      </Link>
    </div>
  );
}
