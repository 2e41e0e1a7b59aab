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
import { topicSummary } from '../../../shared/topics/topic-summaries';
import { TopicCard } from '../../components/topic-card';
import { ActionLinks } from '../../components/ui/button-link';
import { Skeleton } from '../../components/ui/skeleton';
import { useFocusAreaCounts } from '../../lib/focus-area-counts';
import { useLocale, useT } from '../../lib/i18n';
import { focusAreaCardMessages } from './focus-area-messages';

const ICONS: Record<string, LucideIcon> = { Lightbulb, Users, Target, GraduationCap };

const AREAS = HOME_FOCUS_AREA_IDS.map((id) => focusAreaById(id)).filter((area): area is FocusArea => !!area);

export function FocusAreaCards() {
  const t = useT(focusAreaCardMessages);
  const locale = useLocale();
  const cards = AREAS.map((area) => ({ area, topic: topicSummary(area.slug, locale) }));
  const { data: counts, isPending } = useFocusAreaCounts();
  const boardEmpty = !!counts && Object.values(counts).every((count) => count === 0);
  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ area, topic }) => {
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
                      <span className="text-slate-600">{t('noJobs')}</span>
                    ) : (
                      <span className="font-semibold text-slate-900">{t('jobs', { count })}</span>
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
  const t = useT(focusAreaCardMessages);
  return (
    <section
      aria-labelledby="home-empty-board"
      className="mt-6 flex flex-col gap-5 rounded-2xl border border-dashed border-slate-300 bg-white p-6 sm:p-8 lg:flex-row lg:items-center lg:justify-between"
    >
      <div className="max-w-2xl">
        <h3 id="home-empty-board" className="text-lg font-semibold text-slate-900">
          {t('empty.title')}
        </h3>
        <p className="mt-1 text-sm leading-6 text-slate-700">{t('empty.text')}</p>
      </div>
      <ActionLinks
        className="flex shrink-0 flex-col gap-3 sm:flex-row"
        primary={{ to: '/auth', icon: ClipboardList, label: t('empty.postInquiry') }}
        secondary={{ to: '/auth', icon: UserPlus, label: t('empty.requestAccess') }}
      />
    </section>
  );
}
