import { Link } from 'react-router';
import { Star } from 'lucide-react';
import { REVIEW_WINDOW_DAYS } from '../../../shared/review-options';
import { PageSection } from '../../components/page-section';
import { buttonClasses } from '../../components/ui/button';
import { useT } from '../../lib/i18n';
import { useReviewState } from './api';
import { reviewMessages } from './messages';

/**
 * On a completed engagement's page, for its parties: "Write a review" while the caller has not written
 * theirs, "Your review" once they have (or the window has closed).
 */
export function ReviewLink({ engagementId }: { engagementId: string }) {
  const t = useT(reviewMessages);
  const state = useReviewState(engagementId);
  const write = state.data ? state.data.canWrite : true;
  return (
    <PageSection title={t('section.title')} lead={t('link.lead', { days: REVIEW_WINDOW_DAYS })}>
      <Link
        to={`/engagements/${encodeURIComponent(engagementId)}/review`}
        className={buttonClasses(write ? 'primary' : 'secondary')}
      >
        <Star aria-hidden className="h-4 w-4" /> {write ? t('link.write') : t('link.yours')}
      </Link>
    </PageSection>
  );
}
