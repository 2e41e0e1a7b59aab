import { Link } from 'react-router';
import { formatDate } from '../../../shared/dates';
import type { Engagement } from '../../../shared/engagements';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { useLocale, useT } from '../../lib/i18n';
import { useFollowUp } from '../follow-ups/api';
import { engagementFollowUpMessages } from './follow-up-messages';

/**
 * The six-week follow-up of a completed engagement (docs/decisions/042): to the organisation's members who may
 * answer, the way to the question while it is open; to the facilitator, the client's answers once given.
 */
export function FollowUpPanel({ engagement }: { engagement: Engagement }) {
  const t = useT(engagementFollowUpMessages);
  const locale = useLocale();
  const party = engagement.viewerSide === 'company' || engagement.viewerSide === 'facilitator';
  const followUp = useFollowUp(engagement.id, party && engagement.status === 'completed');
  const state = followUp.data;
  if (!state) return null;
  if (state.canAnswer)
    return (
      <Alert tone="info" title={t('open.title')}>
        <p>{t('open.text')}</p>
        <Link
          to={`/engagements/${engagement.id}/follow-up`}
          className={buttonClasses('primary', 'sm', 'mt-3')}
        >
          {t('open.action')}
        </Link>
      </Alert>
    );
  if (engagement.viewerSide !== 'facilitator' || !state.answeredAt) return null;
  return (
    <section aria-labelledby="follow-up-answers" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="follow-up-answers" className="text-base font-semibold text-slate-900">
        {t('answers.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('answers.lead', { date: formatDate(state.answeredAt, { locale }) })}
      </p>
      <dl className="mt-3 space-y-2">
        {state.outcomes.map((item, index) => (
          <div key={index} className="flex flex-col sm:flex-row sm:gap-2">
            <dt className="text-sm text-slate-800">{item.outcome}:</dt>
            <dd className="text-sm font-medium text-slate-900">
              {item.answer ? t(`answer.${item.answer}`) : '—'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
