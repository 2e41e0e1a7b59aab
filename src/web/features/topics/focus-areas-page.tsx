import { Briefcase, Search } from 'lucide-react';
import { FOCUS_AREAS } from '../../../shared/focus-areas';
import { topicSummaries } from '../../../shared/topics/topic-summaries';
import { PageShell } from '../../components/page-shell';
import { PageMeta } from '../../components/page-meta';
import { useLocale, useT } from '../../lib/i18n';
import { topicMessages } from './messages';
import { TopicCard } from './topic-card';
import { ActionLinks } from '../../components/ui/button-link';

const AREAS = new Map(FOCUS_AREAS.map((area) => [area.slug, area]));

export function Component() {
  const t = useT(topicMessages);
  const locale = useLocale();
  return (
    <PageShell>
      {/* In English, the words of PUBLIC_PAGES['/focus-areas'] (the server's head for this page). */}
      <PageMeta title={t('focusAreas.title')} description={t('focusAreas.description')} />
      <header className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold text-indigo-700">{t('focusAreas.eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {t('focusAreas.title')}
          </h1>
          <p className="mt-4 text-base leading-7 text-slate-700 sm:text-lg">{t('focusAreas.intro')}</p>
        </div>
        <ActionLinks
          className="flex flex-wrap gap-3"
          primary={{ to: '/job-search', icon: Search, label: t('browseJobs') }}
          secondary={{ to: '/post-job', icon: Briefcase, label: t('postJob') }}
        />
      </header>

      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {topicSummaries(locale).map((topic) => {
          const area = AREAS.get(topic.slug);
          return area ? (
            <li key={topic.slug} className="flex">
              <TopicCard topic={topic} area={area} />
            </li>
          ) : null;
        })}
      </ul>
    </PageShell>
  );
}
