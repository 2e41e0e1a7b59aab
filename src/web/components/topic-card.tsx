import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import type { TopicColor } from '../../shared/focus-areas';
import type { TopicSummary } from '../../shared/topics/topic-types';

/** Soft colour accents per topic colour (full class names, so Tailwind sees them). */
export const TOPIC_COLOR_STYLES: Record<
  TopicColor,
  { icon: string; bar: string; soft: string; dot: string; text: string }
> = {
  yellow: {
    icon: 'bg-amber-100 text-amber-700',
    bar: 'bg-amber-400',
    soft: 'bg-amber-50',
    dot: 'bg-amber-400',
    text: 'text-amber-800',
  },
  green: {
    icon: 'bg-emerald-100 text-emerald-700',
    bar: 'bg-emerald-500',
    soft: 'bg-emerald-50',
    dot: 'bg-emerald-500',
    text: 'text-emerald-800',
  },
  blue: {
    icon: 'bg-sky-100 text-sky-700',
    bar: 'bg-sky-500',
    soft: 'bg-sky-50',
    dot: 'bg-sky-500',
    text: 'text-sky-800',
  },
  purple: {
    icon: 'bg-violet-100 text-violet-700',
    bar: 'bg-violet-500',
    soft: 'bg-violet-50',
    dot: 'bg-violet-500',
    text: 'text-violet-800',
  },
  orange: {
    icon: 'bg-orange-100 text-orange-700',
    bar: 'bg-orange-500',
    soft: 'bg-orange-50',
    dot: 'bg-orange-500',
    text: 'text-orange-800',
  },
};

/**
 * A focus-area card (home page, focus areas page): colour bar, icon, the title as the link stretched
 * over the whole card, the summary, and a footer row.
 */
export function TopicCard({
  topic,
  icon: Icon,
  headingLevel,
  footer,
}: {
  topic: TopicSummary;
  icon: LucideIcon;
  headingLevel: 2 | 3;
  footer: ReactNode;
}) {
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
          {footer}
        </div>
      </div>
    </article>
  );
}
