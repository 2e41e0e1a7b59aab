import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MarkInteractive } from '../../lib/hydration';
import { Button } from '../ui/button';
import { SITE_NAME } from '../../../shared/constants';
import { localizedPath } from '../../../shared/i18n/locales';
import { useLocale, useT } from '../../lib/i18n';
import { layoutMessages } from './messages';

/** Shown when a page fails to load or render: never a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const t = useT(layoutMessages);
  const locale = useLocale();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error &&
        /dynamically imported module|Importing a module script failed/i.test(error.message)
      ? t('routeError.newVersion')
      : t('routeError.body');
  return (
    <div className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center px-4 text-center">
      <title>{`${t('routeError.title')} | ${SITE_NAME}`}</title>
      <h1 className="text-2xl font-bold text-slate-900">{t('routeError.title')}</h1>
      <p className="mt-3 text-slate-700">{message}</p>
      <div className="mt-6 flex gap-3">
        <Button onClick={() => location.reload()}>{t('routeError.reload')}</Button>
        <Button asChild variant="secondary">
          <a href={localizedPath(locale, '/')}>{t('routeError.home')}</a>
        </Button>
      </div>
      <MarkInteractive />
    </div>
  );
}
