import { createContext, useContext, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { COOKIE_CONSENT_NAME, COOKIE_CONSENT_PATH, consentCookie } from '../../../shared/constants';
import { Button } from '../ui/button';

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
 */
export function CookieBanner() {
  const serverDecision = useContext(ServerDecision);
  const { pathname, search } = useLocation();
  const [visible, setVisible] = useState(() => serverDecision ?? readConsent() === undefined);
  if (!visible) return null;
  const choose = (value: boolean) => (event: MouseEvent) => {
    event.preventDefault();
    storeConsent(value);
    setVisible(false);
  };
  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white p-4 shadow-[0_-4px_16px_rgba(15,23,42,0.08)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-800">
          This website uses cookies to enhance the user experience. By clicking "Accept", you consent to the
          use of cookies for analytics and personalized content.{' '}
          <Link to="/privacy" className="font-medium text-indigo-700 underline underline-offset-2">
            Privacy Policy
          </Link>
        </p>
        <form method="post" action={COOKIE_CONSENT_PATH} className="flex shrink-0 gap-2">
          <input type="hidden" name="return" value={`${pathname}${search}`} />
          <Button type="submit" name="consent" value="false" variant="secondary" onClick={choose(false)}>
            Decline
          </Button>
          <Button type="submit" name="consent" value="true" onClick={choose(true)}>
            Accept
          </Button>
        </form>
      </div>
    </section>
  );
}
