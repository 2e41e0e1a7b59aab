import { ArrowRight } from 'lucide-react';
import type { FocusArea } from '../../../shared/focus-areas';
import type { TopicSummary } from '../../../shared/topics/topic-types';
import { TopicCard as TopicCardFrame } from '../../components/topic-card';
import { useT } from '../../lib/i18n';
import { JobCount } from './job-count';
import { topicMessages } from './messages';
import { topicIcon } from './topic-visuals';

/** A focus-area card on the focus areas page, with its open jobs. */
export function TopicCard({
  topic,
  area,
  headingLevel = 2,
}: {
  topic: TopicSummary;
  area: FocusArea;
  headingLevel?: 2 | 3;
}) {
  const t = useT(topicMessages);
  return (
    <TopicCardFrame
      topic={topic}
      icon={topicIcon(topic.icon)}
      headingLevel={headingLevel}
      footer={
        <>
          <JobCount id={area.id} className="font-semibold text-slate-900" />
          <span className="inline-flex items-center gap-1 font-medium text-indigo-700">
            {t('explore')}{' '}
            <ArrowRight aria-hidden className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </>
      }
    />
  );
}
