import { Link } from 'react-router';
import { SITE_NAME } from '../../../shared/constants';
import { yearOf } from '../../lib/dates';
import { useViewerTime } from '../../lib/hydration';
import { Logo } from './logo';
import { useT } from '../../lib/i18n';
import { LanguageSwitcher } from './language-switcher';
import { layoutMessages } from './messages';

const FOOTER_LINKS = [
  { to: '/jobs', label: 'nav.jobs' },
  { to: '/request-access', label: 'footer.requestAccess' },
  { to: '/terms', label: 'footer.terms' },
  { to: '/legal', label: 'footer.legal' },
  { to: '/privacy', label: 'footer.privacy' },
  { to: '/review-guidelines', label: 'footer.reviewGuidelines' },
] as const;

const linkClass =
  'inline-flex min-h-6 items-center text-sm text-slate-700 hover:text-slate-900 hover:underline';

/** The year, by the reader's clock once hydrated (the render after hydration redraws only this). */
function CopyrightYear() {
  const { now, timeZone } = useViewerTime();
  return yearOf(now, timeZone);
}

export function Footer() {
  const t = useT(layoutMessages);
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="space-y-2">
          <div className="flex items-center gap-2">
            <Logo />
          </div>
          <p className="text-sm text-slate-700">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('nav.footer')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link className={linkClass} to={link.to}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
            <li>
              <LanguageSwitcher className={linkClass} />
            </li>
          </ul>
        </nav>
      </div>
      <p className="mx-auto max-w-7xl px-4 pb-8 text-xs text-slate-600 sm:px-6 lg:px-8">
        {/* The site's name, not a company's: who runs the site is on the Legal Notice, from configuration. */}
        © <CopyrightYear /> {SITE_NAME}
      </p>
    </footer>
  );
}
