import { Link } from 'react-router';
import { UserRound } from 'lucide-react';
import type { FacilitatorDashboard } from '../../../shared/applications';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { NotListedNotice } from '../../components/not-listed-notice';
import { Card } from '../../components/ui/card';
import { SkeletonBars } from '../../components/ui/skeleton';
import { useT } from '../../lib/i18n';
import { applicationMessages } from './messages';

/** The facilitator dashboard's profile card: how complete the profile is and what companies still miss. */
export function ProfileCompleteness({
  data,
}: {
  data: FacilitatorDashboard['profileCompleteness'] | undefined;
}) {
  const percent = data?.percent ?? 0;
  const t = useT(applicationMessages);
  return (
    <section aria-labelledby="profile-heading">
      <Card className="p-5 sm:p-6">
        <div className="flex items-center gap-3">
          <span className="rounded-lg bg-indigo-50 p-2.5 text-indigo-700">
            <UserRound aria-hidden className="h-5 w-5" />
          </span>
          <h2 id="profile-heading" className="text-lg font-semibold text-slate-900">
            {t('profile.title')}
          </h2>
        </div>
        {data ? (
          <>
            <p className="mt-4 flex items-baseline gap-2">
              <span className="text-3xl font-bold text-slate-900 tabular-nums">{percent}%</span>
              <span className="text-sm text-slate-700">{t('profile.complete')}</span>
            </p>
            <div
              role="progressbar"
              aria-label={t('profile.title')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-100"
            >
              <div
                className={
                  percent === 100 ? 'h-full rounded-full bg-emerald-500' : 'h-full rounded-full bg-indigo-600'
                }
                style={{ width: `${percent}%` }}
              />
            </div>
            <NotListedNotice missing={data.listingMissing} className="mt-4" />
            {data.missing.length > 0 ? (
              <>
                <p className="mt-4 text-sm text-slate-700">{t('profile.missing')}</p>
                <ul className="mt-2 flex flex-wrap gap-1.5">
                  {data.missing.map((field) => (
                    <li key={field}>
                      <Badge color="gray">{t(`profile.field.${field}`)}</Badge>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="mt-4 text-sm text-slate-700">{t('profile.allThere')}</p>
            )}
          </>
        ) : (
          <div role="status" aria-label={t('profile.loading')} className="mt-4 space-y-3">
            <SkeletonBars bars={['h-8 w-20', 'h-2.5 w-full']} />
          </div>
        )}
        <Link
          to="/facilitator/profile"
          className={buttonClasses(percent === 100 ? 'secondary' : 'primary', 'md', 'mt-5 w-full')}
        >
          {percent === 100 ? t('profile.view') : t('profile.completeIt')}
        </Link>
      </Card>
    </section>
  );
}
