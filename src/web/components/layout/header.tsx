import { Suspense, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Menu, X } from 'lucide-react';
import { useAuth } from '../../lib/auth';
import { toastError, toastSuccess } from '../../lib/toast';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { ACCOUNT_MENUS, MAIN_NAV } from './nav-items';
import { Logo } from './logo';
import { ButtonLink } from '../ui/button-link';
import { preloadable } from '../../lib/preloadable';
import { signInHref } from '../../lib/require-auth';
import { useT } from '../../lib/i18n';
import { LanguageSwitcher } from './language-switcher';
import { layoutMessages } from './messages';

// The menu (Radix + floating-ui) is only needed once someone is signed in.
const AccountMenu = preloadable(() => import('./account-menu'));
// The bell (and its live connection) only loads for signed-in users.
const NotificationBell = preloadable(() => import('../../features/notifications/notification-bell'));
const MessagesLink = preloadable(() => import('../../features/messages/messages-link'));

/**
 * Loads the signed-in header's code: before hydrating a page the server drew for a signed-in visitor,
 * so that the account menu answers as soon as the page does.
 */
export const preloadSignedInHeader = () =>
  Promise.all([AccountMenu.preload(), NotificationBell.preload(), MessagesLink.preload()]);

function useLogout() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const t = useT(layoutMessages);
  return async () => {
    try {
      await signOut();
      toastSuccess(t('signedOut.title'), t('signedOut.body'));
      navigate('/');
    } catch (error) {
      toastError(t('signOutFailed'), error instanceof Error ? error.message : undefined);
    }
  };
}

/** Request Access opens the sign-up form of /auth; Sign in its sign-in form. */
const SIGN_UP_HREF = '/auth?mode=sign-up';

/** Sign in comes back to the page it was tapped on (the home page and the sign-in page need no return). */
function useSignInHref() {
  const { pathname, search } = useLocation();
  return pathname === '/' || pathname === '/auth' ? '/auth' : signInHref(`${pathname}${search}`);
}

/** A link of the phone menu (a full-width row). */
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-indigo-50 text-indigo-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

/**
 * A link of the bar's navigation: on one line, and narrower than a menu row, so that the whole header fits
 * one line from 1280 px (where the bar is as wide as it gets) in both languages, signed in or not.
 */
const barLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-9 items-center rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors',
    isActive ? 'bg-indigo-50 text-indigo-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

export function Header() {
  const { user, userType, isLoading } = useAuth();
  const [mobileOpen, setMobileOpen] = useState(false);
  const logout = useLogout();
  const menu = userType ? ACCOUNT_MENUS[userType] : null;
  const close = () => setMobileOpen(false);
  const signIn = useSignInHref();
  const t = useT(layoutMessages);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex shrink-0 items-center gap-2 rounded-md" aria-label={t('homeLink')}>
          <Logo />
        </Link>

        <nav aria-label={t('nav.main')} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={barLinkClass}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex shrink-0 items-center gap-2">
          {!isLoading && user && menu ? (
            <Suspense fallback={<span className="h-10 w-[5.5rem]" aria-hidden />}>
              {/* Staff have no conversations: the console is their work. */}
              {userType === 'staff' ? null : <MessagesLink />}
              <NotificationBell />
            </Suspense>
          ) : null}

          <div className="hidden items-center gap-2 lg:flex">
            <LanguageSwitcher className="inline-flex min-h-9 items-center rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900" />
            {isLoading ? (
              <span className="h-9 w-32 animate-pulse rounded-lg bg-slate-100" aria-hidden />
            ) : !user || !menu ? (
              <>
                <ButtonLink to={signIn} variant="ghost">
                  {t('signIn')}
                </ButtonLink>
                <ButtonLink to={SIGN_UP_HREF}>{t('requestAccess')}</ButtonLink>
              </>
            ) : (
              <>
                {userType === 'company' ? <ButtonLink to="/post-job">{t('postJob')}</ButtonLink> : null}
                <Suspense
                  fallback={<span className="h-10 w-44 animate-pulse rounded-lg bg-slate-100" aria-hidden />}
                >
                  <AccountMenu
                    title={menu.title}
                    items={menu.items}
                    isAdmin={user.role === 'admin' && userType !== 'staff'}
                    onLogout={() => void logout()}
                  />
                </Suspense>
              </>
            )}
          </div>

          <Button
            variant="ghost"
            size="icon"
            className="xl:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? t('closeMenu') : t('openMenu')}
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <X aria-hidden className="h-6 w-6" /> : <Menu aria-hidden className="h-6 w-6" />}
          </Button>
        </div>
      </div>

      {mobileOpen ? (
        <nav
          id="mobile-menu"
          aria-label={t('nav.mobile')}
          className="border-t border-slate-200 bg-white xl:hidden"
        >
          <ul className="mx-auto max-w-7xl space-y-1 px-4 py-3 sm:px-6">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={navLinkClass} onClick={close}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mx-auto max-w-7xl px-4 pb-2 sm:px-6 lg:hidden">
            <LanguageSwitcher className="block rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100" />
          </div>
          {/* From lg up the bar itself holds the account actions; the menu holds only the navigation. */}
          <div className="mx-auto max-w-7xl border-t border-slate-200 px-4 py-3 sm:px-6 lg:hidden">
            {!user || !menu ? (
              <div className="grid grid-cols-2 gap-2">
                <Button asChild variant="secondary">
                  <Link to={signIn} onClick={close}>
                    {t('signIn')}
                  </Link>
                </Button>
                <Button asChild>
                  <Link to={SIGN_UP_HREF} onClick={close}>
                    {t('requestAccess')}
                  </Link>
                </Button>
              </div>
            ) : (
              <div className="space-y-1">
                <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {t(menu.title)}
                </p>
                {userType === 'company' && user.organisation ? (
                  <p className="px-3 pb-2 text-sm text-slate-700">
                    {t('organisation.actingFor')}{' '}
                    <span className="font-semibold text-slate-900">{user.organisation.name}</span>
                  </p>
                ) : null}
                {userType === 'company' ? (
                  <NavLink to="/post-job" className={navLinkClass} onClick={close}>
                    {t('postJob')}
                  </NavLink>
                ) : null}
                {menu.items.map((item) => (
                  <NavLink key={item.to} to={item.to} className={navLinkClass} onClick={close}>
                    {t(item.label)}
                  </NavLink>
                ))}
                {user.role === 'admin' && userType !== 'staff' ? (
                  <NavLink to="/admin" className={navLinkClass} onClick={close}>
                    {t('admin')}
                  </NavLink>
                ) : null}
                <button
                  type="button"
                  className="block w-full cursor-pointer rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100"
                  onClick={() => {
                    close();
                    void logout();
                  }}
                >
                  {t('logout')}
                </button>
              </div>
            )}
          </div>
        </nav>
      ) : null}
    </header>
  );
}
