import { Link } from 'react-router';
import { ArrowRight, Briefcase, Users } from 'lucide-react';
import { FOCUS_AREAS, focusAreaName, type FocusArea } from '../../../shared/focus-areas';
import type { Topic } from '../../../shared/topics/topic-types';
import { TOPIC_COLOR_STYLES } from '../../components/topic-card';
import { Button } from '../../components/ui/button';
import { ActionLinks } from '../../components/ui/button-link';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useFocusAreaCounts } from '../../lib/focus-area-counts';
import { useLocale, useT } from '../../lib/i18n';
import { topicMessages } from './messages';

/**
 * The guide's side column: its open jobs, quick facts, where to start, and the other focus areas.
 * `relatedId` names the related areas' list. The page makes it: a component calling useId shapes the ids
 * of everything it renders, and made here it would renumber every section's heading id.
 */
export function TopicAside({ topic, area, relatedId }: { topic: Topic; area: FocusArea; relatedId: string }) {
  const t = useT(topicMessages);
  return (
    <aside aria-label={t('aside.label', { title: topic.title })} className="space-y-6">
      <OpenJobsCard area={area} title={topic.title} />
      <QuickFacts topic={topic} />
      <GetStarted title={topic.title} />
      <RelatedFocusAreas slug={topic.slug} relatedId={relatedId} />
    </aside>
  );
}

function QuickFacts({ topic }: { topic: Topic }) {
  const t = useT(topicMessages);
  return (
    <Card className="p-6">
      <h2 className="text-base font-semibold text-slate-900">{t('aside.quickFacts')}</h2>
      <dl className="mt-4 divide-y divide-slate-100">
        {topic.quickFacts.map((fact) => (
          <div key={fact.label} className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0">
            <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{fact.label}</dt>
            <dd className="text-sm font-medium text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function GetStarted({ title }: { title: string }) {
  const t = useT(topicMessages);
  return (
    <Card className="border-indigo-100 bg-indigo-50 p-6">
      <h2 className="text-base font-semibold text-slate-900">{t('aside.getStarted')}</h2>
      <p className="mt-2 text-sm leading-6 text-slate-700">{t('aside.getStartedText', { title })}</p>
      <ActionLinks
        className="mt-5 flex flex-col gap-2"
        primary={{ to: '/facilitators', icon: Users, label: t('aside.findFacilitators') }}
        secondary={{ to: '/post-job', icon: Briefcase, label: t('postJob') }}
      />
    </Card>
  );
}

function RelatedFocusAreas({ slug, relatedId }: { slug: string; relatedId: string }) {
  const t = useT(topicMessages);
  const locale = useLocale();
  const related = FOCUS_AREAS.filter((other) => other.slug !== slug);
  return (
    <Card className="p-6">
      <h2 id={relatedId} className="text-base font-semibold text-slate-900">
        {t('aside.related')}
      </h2>
      <nav aria-labelledby={relatedId}>
        <ul className="mt-3 space-y-0.5">
          {related.map((other) => (
            <li key={other.slug}>
              <Link
                to={`/topics/${other.slug}`}
                className="group flex items-center gap-3 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50 hover:text-slate-900"
              >
                <span
                  aria-hidden
                  className={cn('h-2 w-2 shrink-0 rounded-full', TOPIC_COLOR_STYLES[other.color].dot)}
                />
                <span className="flex-1">{focusAreaName(other.id, locale)}</span>
                <ArrowRight aria-hidden className="h-3.5 w-3.5 text-slate-400 group-hover:text-slate-700" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Card>
  );
}

function OpenJobsCard({ area, title }: { area: FocusArea; title: string }) {
  const t = useT(topicMessages);
  const { data, isPending, isError } = useFocusAreaCounts();
  const count = data?.[area.id];
  return (
    <Card className="p-6">
      <h2 className="text-base font-semibold text-slate-900">{t('aside.openJobs')}</h2>
      <div className="mt-3 flex items-baseline gap-2">
        {isPending ? (
          <Skeleton className="h-9 w-28" />
        ) : isError || count === undefined ? (
          <p className="text-sm text-slate-700">{t('aside.openJobsUnavailable')}</p>
        ) : (
          <p className="text-sm text-slate-700">
            <span className="block text-3xl font-bold tracking-tight text-slate-900">
              {t('jobCount', { count })}
            </span>
            {t('aside.openIn', { title })}
          </p>
        )}
      </div>
      <Button asChild variant="secondary" className="mt-5 w-full">
        <Link to={`/jobs?focusArea=${area.id}`}>
          {t('aside.browseOpenJobs')} <ArrowRight aria-hidden className="h-4 w-4" />
        </Link>
      </Button>
    </Card>
  );
}
