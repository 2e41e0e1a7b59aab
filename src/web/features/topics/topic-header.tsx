import { Link } from 'react-router';
import { ArrowRight, Briefcase, ChevronRight } from 'lucide-react';
import type { FocusArea } from '../../../shared/focus-areas';
import type { Topic } from '../../../shared/topics/topic-types';
import { TOPIC_COLOR_STYLES } from '../../components/topic-card';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { JobCount } from './job-count';
import { topicMessages } from './messages';
import { topicIcon } from './topic-visuals';

/** Focus Areas › this topic. */
export function TopicBreadcrumb({ title }: { title: string }) {
  const t = useT(topicMessages);
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/focus-areas" className="rounded hover:text-slate-900 hover:underline">
            {t('breadcrumb.focusAreas')}
          </Link>
        </li>
        <li aria-hidden>
          <ChevronRight className="h-4 w-4" />
        </li>
        <li aria-current="page" className="font-medium text-slate-900">
          {title}
        </li>
      </ol>
    </nav>
  );
}

/** The guide's banner in the topic's colour: icon, title, description, and (on phones) its open jobs. */
export function TopicHeader({ topic, area }: { topic: Topic; area: FocusArea }) {
  const Icon = topicIcon(topic.icon);
  const colors = TOPIC_COLOR_STYLES[topic.color];
  return (
    <header
      className={cn(
        'relative mt-4 overflow-hidden rounded-2xl border border-slate-200 px-6 py-8 sm:px-10 sm:py-10',
        colors.soft,
      )}
    >
      <div aria-hidden className={cn('absolute inset-y-0 left-0 w-1.5', colors.bar)} />
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <span
          className={cn(
            'flex h-14 w-14 shrink-0 items-center justify-center rounded-xl bg-white shadow-sm ring-1 ring-slate-200',
            colors.text,
          )}
        >
          <Icon aria-hidden className="h-7 w-7" />
        </span>
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{topic.title}</h1>
          <p className="mt-3 text-base leading-7 text-slate-700 sm:text-lg">{topic.description}</p>
          {/* On phones the side panel comes last; the open-jobs number also shows here. Its height is
                fixed, so that the number replacing its placeholder moves nothing below. */}
          <Link
            to={`/jobs?focusArea=${area.id}`}
            className="mt-5 inline-flex min-h-8 items-center gap-2 rounded-full bg-white px-3.5 py-1.5 text-sm font-semibold text-slate-900 shadow-sm ring-1 ring-slate-200 hover:bg-slate-50 lg:hidden"
          >
            <Briefcase aria-hidden className="h-4 w-4 text-slate-600" />
            <JobCount id={area.id} open />
            <ArrowRight aria-hidden className="h-4 w-4 text-indigo-700" />
          </Link>
        </div>
      </div>
    </header>
  );
}
