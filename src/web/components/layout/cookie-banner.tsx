import { createContext, useContext, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { COOKIE_CONSENT_NAME, COOKIE_CONSENT_PATH, consentCookie } from '../../../shared/constants';
import { Button } from '../ui/button';
import { useLocale, useT } from '../../lib/i18n';
import { localizedPath } from '../../../shared/i18n/locales';
import { layoutMessages } from './messages';

function readConsent(): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${COOKIE_CONSENT_NAME}=`))
    ?.split('=')[1];
}

function storeConsent(value: boolean) {
  document.cookie = consentCookie(value, location.protocol === 'https:');
}

/** Whether the server drew the banner (it read the request's cookie); undefined where it did not render. */
const ServerDecision = createContext<boolean | undefined>(undefined);

export function CookieBannerDefault({
  value,
  children,
}: {
  value: boolean | undefined;
  children: ReactNode;
}) {
  return <ServerDecision.Provider value={value}>{children}</ServerDecision.Provider>;
}

/**
 * Shown until a consent cookie exists; Accept stores true, Decline false. The buttons submit a form to
 * POST /cookie-consent, which stores the same cookie and comes back to this page: a tap before the scripts
 * run (or without them) counts. Once the page runs, the script stores the choice itself, without leaving.
 * It takes its place under the header rather than floating over the page, so that it never hides a
 * form's button or the end of a page.
 */
export function CookieBanner() {
  const serverDecision = useContext(ServerDecision);
  const { pathname, search } = useLocation();
  const [visible, setVisible] = useState(() => serverDecision ?? readConsent() === undefined);
  const t = useT(layoutMessages);
  const locale = useLocale();
  if (!visible) return null;
  const choose = (value: boolean) => (event: MouseEvent) => {
    event.preventDefault();
    storeConsent(value);
    setVisible(false);
  };
  return (
    <section aria-label={t('cookies.label')} className="border-b border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p className="text-sm text-slate-800">
          {t('cookies.text')}{' '}
          <Link to="/privacy" className="font-medium text-indigo-700 underline underline-offset-2">
            {t('cookies.privacy')}
          </Link>
        </p>
        <form method="post" action={COOKIE_CONSENT_PATH} className="flex shrink-0 gap-2">
          {/* The page in its language: the server sends the visitor back to it. */}
          <input type="hidden" name="return" value={`${localizedPath(locale, pathname)}${search}`} />
          <Button type="submit" name="consent" value="false" variant="secondary" onClick={choose(false)}>
            {t('cookies.decline')}
          </Button>
          <Button type="submit" name="consent" value="true" onClick={choose(true)}>
            {t('cookies.accept')}
          </Button>
        </form>
      </div>
    </section>
  );
}
