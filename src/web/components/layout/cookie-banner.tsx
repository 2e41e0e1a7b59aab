import { createContext, useContext, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { COOKIE_CONSENT_DAYS, COOKIE_CONSENT_NAME } from '../../../shared/constants';
import { Button } from '../ui/button';

function readConsent(): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${COOKIE_CONSENT_NAME}=`))
    ?.split('=')[1];
}

function storeConsent(value: boolean) {
  const maxAge = COOKIE_CONSENT_DAYS * 24 * 60 * 60;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE_CONSENT_NAME}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
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

/** Shown until a consent cookie exists; Accept stores true, Decline false. */
export function CookieBanner() {
  const serverDecision = useContext(ServerDecision);
  const [visible, setVisible] = useState(() => serverDecision ?? readConsent() === undefined);
  if (!visible) return null;
  const choose = (value: boolean) => {
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
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" onClick={() => choose(false)}>
            Decline
          </Button>
          <Button onClick={() => choose(true)}>Accept</Button>
        </div>
      </div>
    </section>
  );
}
