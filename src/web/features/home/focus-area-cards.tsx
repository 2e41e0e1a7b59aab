import type { LucideIcon } from 'lucide-react';
import { ArrowRight, BookOpen, GraduationCap, Lightbulb, Target, Users } from 'lucide-react';
import { focusAreaById, HOME_FOCUS_AREA_IDS, type FocusArea } from '../../../shared/focus-areas';
// The cards need each topic's summary, not its whole guide (~9 KB each).
import { TOPIC_SUMMARY } from '../../../shared/topics/topic-summaries';
import { TopicCard } from '../../components/topic-card';
import { Skeleton } from '../../components/ui/skeleton';
import { useFocusAreaCounts } from '../../lib/focus-area-counts';

const ICONS: Record<string, LucideIcon> = { Lightbulb, Users, Target, GraduationCap };

const CARDS = HOME_FOCUS_AREA_IDS.map((id) => focusAreaById(id))
  .filter((area): area is FocusArea => !!area)
  .map((area) => ({ area, topic: TOPIC_SUMMARY[area.slug] }));

export function FocusAreaCards() {
  const { data: counts, isPending } = useFocusAreaCounts();
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {CARDS.map(({ area, topic }) => {
        const count = counts?.[area.id];
        return (
          <li key={area.id} className="flex">
            <TopicCard
              topic={topic}
              icon={ICONS[topic.icon] ?? BookOpen}
              headingLevel={3}
              footer={
                <>
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
                </>
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
