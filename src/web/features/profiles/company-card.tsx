import { Link } from 'react-router';
import { Briefcase, Users } from 'lucide-react';
import type { CompanySummary } from '../../../shared/profiles';
import { Badge } from '../../components/ui/badge';
import { AvatarSkeleton } from '../../components/ui/avatar';
import { Card } from '../../components/ui/card';
import { SkeletonBars } from '../../components/ui/skeleton';
import { useT } from '../../lib/i18n';
import { companySizeText, openJobsLabel } from './format';
import { profileMessages } from './messages';
import { ProfileAvatar } from './profile-avatar';
import { RatingLink } from './rating-link';

export function CompanyCard({ company }: { company: CompanySummary }) {
  const t = useT(profileMessages);
  return (
    <Card className="group relative flex h-full flex-col p-5 transition-shadow focus-within:ring-2 focus-within:ring-indigo-600 hover:border-slate-300 hover:shadow-md">
      <div className="flex items-start gap-4">
        <ProfileAvatar name={company.name} src={company.logoUrl} square />
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold text-slate-900">
            <Link
              to={`/companies/${company.id}`}
              className="outline-none after:absolute after:inset-0 after:rounded-xl group-hover:text-indigo-700"
            >
              {company.name}
            </Link>
          </h2>
          <p lang={company.contentLanguage} className="mt-0.5 text-sm text-slate-700">
            {company.industry}
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1.5">
          <Users aria-hidden className="h-4 w-4 text-slate-500" />
          {companySizeText(t, company.size)}
        </span>
        {company.rating.reviewCount > 0 ? (
          <dl>
            <RatingLink rating={company.rating} profilePath={`/companies/${company.id}`} />
          </dl>
        ) : null}
      </div>
      <div className="mt-auto flex items-center justify-between gap-3 pt-4">
        <Badge color={company.openJobs ? 'indigo' : 'gray'}>
          <Briefcase aria-hidden className="h-3.5 w-3.5" />
          {openJobsLabel(t, company.openJobs)}
        </Badge>
        <span aria-hidden className="text-sm font-semibold text-indigo-700">
          {t('card.viewCompany')}
        </span>
      </div>
    </Card>
  );
}

export function CompanyCardSkeleton() {
  return (
    <Card className="p-5">
      <AvatarSkeleton avatar="h-14 w-14 rounded-xl" bars={['h-4 w-2/3', 'h-3 w-1/3']} />
      <SkeletonBars bars={['mt-5 h-3 w-1/2', 'mt-4 h-5 w-24 rounded-full']} />
    </Card>
  );
}
