import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageShell } from '../../components/page-shell';
import { authTitle, pageText } from '../../../shared/page-meta';
import { PageMeta } from '../../components/page-meta';
import { Alert } from '../../components/ui/alert';
import { Card } from '../../components/ui/card';
import { LoadingState } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ACCOUNT_HOME, useAuth } from '../../lib/auth';
import type { FromState } from '../../lib/require-auth';
import { isLocalPath } from '../../../shared/local-path';
import { useLocale, useT } from '../../lib/i18n';
import { ForgotPasswordForm } from './forgot-password-form';
import { authMessages } from './messages';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type View = 'sign-in' | 'sign-up' | 'forgot';

export function Component() {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [justSignedIn, setJustSignedIn] = useState(false);
  const t = useT(authMessages);
  const locale = useLocale();
  const view: View =
    params.get('mode') === 'sign-up' ? 'sign-up' : params.get('mode') === 'forgot' ? 'forgot' : 'sign-in';
  // Switching between signing in and up keeps the page to come back to.
  const setView = (next: View) =>
    setParams(
      (current) => {
        const kept = new URLSearchParams();
        if (next !== 'sign-in') kept.set('mode', next);
        const back = current.get('returnTo');
        if (back) kept.set('returnTo', back);
        return kept;
      },
      { replace: true },
    );
  const from = (location.state as FromState | null)?.from;
  // Where to go once signed in: the page a link named (?returnTo=, see signInHref), or the one the guard noted.
  const returnTo = params.get('returnTo');
  const back =
    returnTo && isLocalPath(returnTo) ? returnTo : from ? `${from.pathname}${from.search ?? ''}` : null;

  if (isLoading) return <LoadingState />;
  // Already signed in (e.g. the back button): go where a signed-in user belongs.
  if (user && !justSignedIn) return <Navigate to={ACCOUNT_HOME[user.userType]} replace />;

  return (
    <PageShell>
      <PageMeta title={authTitle(locale, view)} description={pageText(locale, '/auth').description} />
      <div className="mx-auto max-w-md">
        <h1 className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {view === 'forgot' ? t('page.forgotTitle') : t('page.welcome')}
        </h1>
        <p className="mt-2 text-center text-slate-700">
          {view === 'forgot' ? t('page.forgotText') : t('page.welcomeText')}
        </p>
        {params.get('link') === 'suspended' && view === 'sign-in' ? (
          <Alert tone="error" title={t('page.suspendedTitle')} className="mt-6">
            {t('page.suspendedBefore')}{' '}
            <Link to="/legal" className="font-medium underline">
              {t('page.suspendedLink')}
            </Link>
            .
          </Alert>
        ) : null}
        {params.get('link') === 'invalid' && view === 'sign-in' ? (
          <Alert tone="error" title={t('page.invalidTitle')} className="mt-6">
            {t('page.invalidText')}
          </Alert>
        ) : null}
        <Card className="mt-8 p-6 sm:p-8">
          {view === 'forgot' ? (
            <ForgotPasswordForm onBack={() => setView('sign-in')} />
          ) : (
            <Tabs value={view} onValueChange={(value) => setView(value as View)}>
              <TabsList label={t('page.tabs')}>
                <TabsTrigger value="sign-in">{t('signIn')}</TabsTrigger>
                <TabsTrigger value="sign-up">{t('signUp')}</TabsTrigger>
              </TabsList>
              <TabsContent value="sign-in" className="mt-6">
                <SignInForm
                  onForgot={() => setView('forgot')}
                  onSignedIn={(userType) => {
                    setJustSignedIn(true);
                    navigate(back ?? ACCOUNT_HOME[userType], { replace: true });
                  }}
                />
              </TabsContent>
              <TabsContent value="sign-up" className="mt-6">
                <SignUpForm />
              </TabsContent>
            </Tabs>
          )}
        </Card>
      </div>
    </PageShell>
  );
}
