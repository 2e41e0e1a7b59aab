import { Briefcase, Search } from 'lucide-react';
import { FOCUS_AREAS } from '../../../shared/focus-areas';
import { TOPIC_SUMMARIES } from '../../../shared/topics/topic-summaries';
import { PageShell } from '../../components/page-shell';
import { PUBLIC_PAGES } from '../../../shared/page-meta';
import { PageMeta } from '../../components/page-meta';
import { TopicCard } from './topic-card';
import { ButtonLink } from '../../components/ui/button-link';

const AREAS = new Map(FOCUS_AREAS.map((area) => [area.slug, area]));

export function Component() {
  return (
    <PageShell>
      <PageMeta {...PUBLIC_PAGES['/focus-areas']} />
      <header className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold text-indigo-700">Focus areas</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Facilitation Focus Areas
          </h1>
          <p className="mt-4 text-base leading-7 text-slate-700 sm:text-lg">
            Every session needs a different kind of expertise. Explore the twelve areas our facilitators
            specialise in: what the work involves, how it runs, and the open jobs in each.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/job-search" icon={Search}>
            Browse Jobs
          </ButtonLink>
          <ButtonLink to="/post-job" icon={Briefcase} variant="secondary">
            Post a Job
          </ButtonLink>
        </div>
      </header>

      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {TOPIC_SUMMARIES.map((topic) => {
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
