import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { ArrowRight, BookOpen, GraduationCap, Lightbulb, Target, Users } from 'lucide-react';
import {
  focusAreaById,
  HOME_FOCUS_AREA_IDS,
  type FocusArea,
  type TopicColor,
} from '../../../shared/focus-areas';
// The cards need each topic's summary, not its whole guide (~9 KB each).
import { TOPIC_SUMMARY } from '../../../shared/topics/topic-summaries';
import { Skeleton } from '../../components/ui/skeleton';
import { useFocusAreaCounts } from '../../lib/focus-area-counts';

const ICONS: Record<string, LucideIcon> = { Lightbulb, Users, Target, GraduationCap };

const COLORS: Record<TopicColor, { bar: string; icon: string }> = {
  yellow: { bar: 'bg-amber-400', icon: 'bg-amber-100 text-amber-700' },
  green: { bar: 'bg-emerald-500', icon: 'bg-emerald-100 text-emerald-700' },
  blue: { bar: 'bg-sky-500', icon: 'bg-sky-100 text-sky-700' },
  purple: { bar: 'bg-violet-500', icon: 'bg-violet-100 text-violet-700' },
  orange: { bar: 'bg-orange-500', icon: 'bg-orange-100 text-orange-700' },
};

const CARDS = HOME_FOCUS_AREA_IDS.map((id) => focusAreaById(id))
  .filter((area): area is FocusArea => !!area)
  .map((area) => ({ area, topic: TOPIC_SUMMARY[area.slug] }));

export function FocusAreaCards() {
  const { data: counts, isPending } = useFocusAreaCounts();
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {CARDS.map(({ area, topic }) => {
        const Icon = ICONS[topic.icon] ?? BookOpen;
        const colors = COLORS[topic.color];
        const count = counts?.[area.id];
        return (
          <li key={area.id} className="flex">
            <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-slate-300 hover:shadow-md focus-within:ring-2 focus-within:ring-indigo-600">
              <div aria-hidden className={`h-1.5 ${colors.bar}`} />
              <div className="flex flex-1 flex-col p-6">
                <span className={`flex h-11 w-11 items-center justify-center rounded-lg ${colors.icon}`}>
                  <Icon aria-hidden className="h-6 w-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">
                  <Link
                    to={`/topics/${topic.slug}`}
                    className="after:absolute after:inset-0 focus-visible:outline-none"
                  >
                    {topic.title}
                  </Link>
                </h3>
                <p className="mt-2 flex-1 text-sm leading-6 text-slate-700">{topic.description}</p>
                <div className="mt-5 flex items-center justify-between border-t border-slate-100 pt-4 text-sm">
                  {isPending ? (
                    <Skeleton className="h-4 w-14" />
                  ) : count === undefined ? (
                    <span />
                  ) : (
                    <span className="font-semibold text-slate-900">
                      {count} {count === 1 ? 'job' : 'jobs'}
                    </span>
                  )}
                  <ArrowRight
                    aria-hidden
                    className="h-4 w-4 text-indigo-700 transition-transform group-hover:translate-x-0.5"
                  />
                </div>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
