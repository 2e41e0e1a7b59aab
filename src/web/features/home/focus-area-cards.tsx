import type { LucideIcon } from 'lucide-react';
import {
  ArrowRight,
  BookOpen,
  ClipboardList,
  GraduationCap,
  Lightbulb,
  Target,
  UserPlus,
  Users,
} from 'lucide-react';
import { focusAreaById, HOME_FOCUS_AREA_IDS, type FocusArea } from '../../../shared/focus-areas';
// The cards need each topic's summary, not its whole guide (~9 KB each).
import { TOPIC_SUMMARY } from '../../../shared/topics/topic-summaries';
import { TopicCard } from '../../components/topic-card';
import { ButtonLink } from '../../components/ui/button-link';
import { Skeleton } from '../../components/ui/skeleton';
import { useFocusAreaCounts } from '../../lib/focus-area-counts';

const ICONS: Record<string, LucideIcon> = { Lightbulb, Users, Target, GraduationCap };

const CARDS = HOME_FOCUS_AREA_IDS.map((id) => focusAreaById(id))
  .filter((area): area is FocusArea => !!area)
  .map((area) => ({ area, topic: TOPIC_SUMMARY[area.slug] }));

export function FocusAreaCards() {
  const { data: counts, isPending } = useFocusAreaCounts();
  const boardEmpty = !!counts && Object.values(counts).every((count) => count === 0);
  return (
    <>
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
                    ) : count === 0 ? (
                      <span className="text-slate-600">No jobs yet</span>
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
      {boardEmpty ? <EmptyBoard /> : null}
    </>
  );
}

/** A new marketplace has no open job yet: the first organisation and the first facilitators are asked in. */
function EmptyBoard() {
  return (
    <section
      aria-labelledby="home-empty-board"
      className="mt-6 flex flex-col gap-5 rounded-2xl border border-dashed border-slate-300 bg-white p-6 sm:p-8 lg:flex-row lg:items-center lg:justify-between"
    >
      <div className="max-w-2xl">
        <h3 id="home-empty-board" className="text-lg font-semibold text-slate-900">
          No open jobs yet
        </h3>
        <p className="mt-1 text-sm leading-6 text-slate-700">
          FacilitatorHub has just opened. Organisations: post the first job inquiry and reach every
          facilitator here. Facilitators: create your profile now, so organisations find you from their first
          day.
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
        <ButtonLink to="/auth" icon={ClipboardList}>
          Post Job Inquiry
        </ButtonLink>
        <ButtonLink to="/auth" icon={UserPlus} variant="secondary">
          Request Facilitator Access
        </ButtonLink>
      </div>
    </section>
  );
}
