import { Link } from 'react-router';
import { Users } from 'lucide-react';
import type { SuggestedFacilitator } from '../../../shared/profiles';
import { FacilitatorFacts } from '../../components/facilitator-facts';
import { MatchReasons } from '../../components/match-reasons';
import { PageSection } from '../../components/page-section';
import { QueryError } from '../../components/query-error';
import { Avatar } from '../../components/ui/avatar';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { SkeletonBars } from '../../components/ui/skeleton';
import { useT } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { useSuggestedFacilitators } from './api';
import { applicationMessages } from './messages';

/** Facilitators who suit the job and have not applied: the company's shortlist to invite from. */
export function SuggestedFacilitators({ jobId }: { jobId: string }) {
  const { data, error, isPending, isFetching, refetch } = useSuggestedFacilitators(jobId);
  const t = useT(applicationMessages);
  return (
    <PageSection title={t('suggested.title')} lead={t('suggested.intro')} busy={isPending} className="mt-12">
      {error ? (
        <QueryError error={error} onRetry={refetch} retrying={isFetching} fallback={t('suggested.error')} />
      ) : isPending ? (
        <div
          role="status"
          aria-label={t('suggested.loading')}
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        >
          {[0, 1, 2].map((i) => (
            <Card key={i} className="p-5">
              <SkeletonBars bars={['h-5 w-2/3', 'h-4 w-full', 'h-4 w-1/2', 'h-4 w-3/4']} />
            </Card>
          ))}
        </div>
      ) : data.items.length === 0 ? (
        <EmptyState icon={<Users aria-hidden className="h-8 w-8" />} title={t('suggested.empty')}>
          <p>
            {richText(t('suggested.emptyHint'), {
              link: (text) => (
                <Link to="/facilitators" className="font-medium text-indigo-700 underline underline-offset-2">
                  {text}
                </Link>
              ),
            })}
          </p>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {data.items.map((facilitator) => (
            <li key={facilitator.id}>
              <SuggestedFacilitatorCard facilitator={facilitator} />
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}

function SuggestedFacilitatorCard({ facilitator }: { facilitator: SuggestedFacilitator }) {
  const name = `${facilitator.firstName} ${facilitator.lastName}`.trim();
  const t = useT(applicationMessages);
  return (
    <Card className="flex h-full flex-col p-5">
      <div className="flex items-start gap-3">
        <Avatar name={name} src={facilitator.avatarUrl} className="h-10 w-10" />
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">
            <Link to={`/facilitators/${facilitator.id}`} className="hover:text-indigo-700 hover:underline">
              {name}
            </Link>
          </h3>
          <p lang={facilitator.contentLanguage} className="text-sm text-slate-700">
            {facilitator.headline}
          </p>
        </div>
      </div>
      <FacilitatorFacts facilitator={facilitator} className="mt-3" />
      <MatchReasons reasons={facilitator.reasons} prefix={t('suggested.whyMatch')} className="mt-auto pt-3" />
    </Card>
  );
}
