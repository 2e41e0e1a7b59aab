import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { FocusArea } from '../../../shared/focus-areas';
import type { TopicSummary } from '../../../shared/topics/topic-types';
import { JobCount } from './job-count';
import { TOPIC_COLOR_STYLES, topicIcon } from './topic-visuals';

/** A focus-area card: the title is the link, stretched over the whole card. */
export function TopicCard({
  topic,
  area,
  headingLevel = 2,
}: {
  topic: TopicSummary;
  area: FocusArea;
  headingLevel?: 2 | 3;
}) {
  const Icon = topicIcon(topic.icon);
  const colors = TOPIC_COLOR_STYLES[topic.color];
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-slate-300 hover:shadow-md focus-within:ring-2 focus-within:ring-indigo-600">
      <div aria-hidden className={`h-1.5 ${colors.bar}`} />
      <div className="flex flex-1 flex-col p-6">
        <span className={`flex h-11 w-11 items-center justify-center rounded-lg ${colors.icon}`}>
          <Icon aria-hidden className="h-6 w-6" />
        </span>
        <Heading className="mt-4 text-lg font-semibold text-slate-900">
          <Link
            to={`/topics/${topic.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {topic.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm leading-6 text-slate-700">{topic.description}</p>
        <div className="mt-5 flex items-center justify-between border-t border-slate-100 pt-4 text-sm">
          <JobCount id={area.id} className="font-semibold text-slate-900" />
          <span className="inline-flex items-center gap-1 font-medium text-indigo-700">
            Explore{' '}
            <ArrowRight aria-hidden className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </div>
      </div>
    </article>
  );
}
