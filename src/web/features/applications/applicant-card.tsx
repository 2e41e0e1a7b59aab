import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Clock, ExternalLink, MessageSquare } from 'lucide-react';
import { REVIEW_STATUSES, type ReviewStatus } from '../../../shared/application-options';
import type { ApplicantItem } from '../../../shared/applications';
import { FacilitatorFacts } from '../../components/facilitator-facts';
import { AttachmentLinks } from '../../components/attachments';
import { MessageDialog } from '../../components/message-dialog';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { OptionSelect } from '../../components/ui/input';
import { NewTabLink } from '../../components/new-tab-link';
import { cn } from '../../lib/cn';
import { toastError, toastSuccess } from '../../lib/toast';
import { SendOfferButton } from '../engagements/api';
import { useStartConversation } from '../messages/api';
import { useUpdateApplicationStatus } from './api';
import { AppliedOn } from './applied-on';
import { timeAgo } from '../../lib/dates';
import { StatusBadge, useStatusLabel } from './status-badge';
import { commonMessages } from '../../lib/common-messages';
import { useLocale, useT } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { applicationMessages } from './messages';
import { ApplicantTeam } from './applicant-team';
import { TEXT_BUTTON } from './text-button';
import { useOrgPermission } from '../../lib/use-org-permission';
import { declineMessages } from '../../../shared/decline-messages';
import { DeclineDialog, DeclineStatus } from '../declines/api';

/** The statuses an applicant can be declined from, with a reason and a message. */
const DECLINABLE: readonly string[] = ['submitted', 'in_review', 'shortlisted'];

const COVER_LETTER_PREVIEW = 320;

/**
 * One application on the applicants page: who, when, the facts to compare them by, the status select, the
 * cover letter and links.
 */
export function ApplicantCard({
  application,
  jobId,
  selected,
  onSelect,
}: {
  application: ApplicantItem;
  jobId: string;
  /** Bulk decline: whether the applicant is selected, and how to change it (left out: no checkbox). */
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
}) {
  const { facilitator } = application;
  const t = useT(applicationMessages);
  const decline = useT(declineMessages);
  const common = useT(commonMessages);
  const locale = useLocale();
  const statusLabel = useStatusLabel();
  const name = facilitator?.name ?? t('applicant.former');
  const [expanded, setExpanded] = useState(false);
  const letterId = useId();
  const selectId = useId();
  const update = useUpdateApplicationStatus(jobId);
  const allows = useOrgPermission();
  // Hiring, and undoing a hire, is for roles that may hire; moving applicants at all for roles with the pipeline.
  const mayMove = allows('pipeline') && (application.status !== 'hired' || allows('hire'));
  // An undecided applicant is declined through the dialog (a reason, a message), not the select.
  const statuses = REVIEW_STATUSES.filter(
    (s) =>
      (s !== 'hired' || allows('hire')) && (s !== 'rejected' || !DECLINABLE.includes(application.status)),
  );
  const long =
    application.coverLetter.length > COVER_LETTER_PREVIEW || application.coverLetter.split('\n').length > 4;

  const changeStatus = (status: ReviewStatus) => {
    update.mutate(
      { id: application.id, status },
      {
        onSuccess: () => toastSuccess(t('applicant.statusUpdated'), `${name}: ${statusLabel(status)}`),
        onError: (error) => toastError(common('error'), error.message),
      },
    );
  };

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 gap-4">
          {onSelect && DECLINABLE.includes(application.status) && mayMove ? (
            <input
              type="checkbox"
              aria-label={decline('bulk.select', { name })}
              checked={selected ?? false}
              onChange={(event) => onSelect(event.target.checked)}
              className="mt-3 h-6 w-6 shrink-0 cursor-pointer accent-indigo-600"
            />
          ) : null}
          <Avatar name={name} src={facilitator?.avatarUrl} />
          <div className="min-w-0">
            <h2 className="text-lg font-semibold text-slate-900">
              {facilitator ? (
                <Link
                  to={`/facilitators/${facilitator.id}`}
                  className="rounded-sm hover:text-indigo-700 hover:underline"
                >
                  {name}
                </Link>
              ) : (
                name
              )}
            </h2>
            {facilitator?.headline ? (
              <p lang={facilitator.contentLanguage} className="text-sm text-slate-700">
                {facilitator.headline}
              </p>
            ) : null}
            {facilitator ? null : <p className="text-sm text-slate-700">{t('applicant.facilitatorLeft')}</p>}
            <p className="mt-1.5 text-sm text-slate-600">
              <AppliedOn iso={application.createdAt} />
            </p>
            {facilitator ? <FacilitatorFacts facilitator={facilitator} className="mt-3" /> : null}
          </div>
        </div>
        <div className="shrink-0 sm:w-48">
          {application.status === 'withdrawn' || !mayMove ? (
            <div className="flex items-center gap-2 sm:justify-end">
              <StatusBadge status={application.status} />
              <span className="text-xs text-slate-600">
                {timeAgo(application.statusChangedAt, undefined, locale)}
              </span>
            </div>
          ) : (
            <div className="space-y-1">
              <label htmlFor={selectId} className="block text-xs font-medium text-slate-700">
                {t('applicant.status')}
              </label>
              <OptionSelect
                id={selectId}
                value={application.status}
                disabled={update.isPending}
                aria-describedby={update.isPending ? `${selectId}-saving` : undefined}
                onChange={(event) => changeStatus(event.target.value as ReviewStatus)}
                options={statuses}
                labels={statusLabel}
              />
              {update.isPending ? (
                <p id={`${selectId}-saving`} className="text-xs text-slate-600" role="status">
                  {t('applicant.saving')}
                </p>
              ) : null}
            </div>
          )}
          {mayMove && DECLINABLE.includes(application.status) ? (
            <DeclineDialog jobId={jobId} ids={[application.id]} name={name}>
              <Button variant="secondary" size="sm" className="mt-3 w-full">
                {decline('card.decline')}
              </Button>
            </DeclineDialog>
          ) : null}
          {application.decline && application.status === 'rejected' ? (
            <DeclineStatus
              jobId={jobId}
              applicationId={application.id}
              decline={application.decline}
              mayCancel={allows('pipeline')}
            />
          ) : null}
          {facilitator ? (
            <MessageApplicant
              facilitatorId={facilitator.id}
              name={name}
              applicationId={application.id}
              className="mt-3 w-full"
            />
          ) : null}
          {facilitator && application.status !== 'withdrawn' ? (
            <SendOfferButton source={{ applicationId: application.id }} className="mt-2 w-full" />
          ) : null}
        </div>
      </div>

      <div className="mt-5 border-t border-slate-100 pt-4">
        <h3 className="text-sm font-semibold text-slate-900">{t('applicant.coverLetter')}</h3>
        <p
          id={letterId}
          className={cn(
            'mt-1.5 text-sm leading-6 whitespace-pre-line text-slate-700',
            long && !expanded && 'line-clamp-4',
          )}
        >
          {application.coverLetter || t('applicant.noCoverLetter')}
        </p>
        {long ? (
          <button
            type="button"
            className={cn(TEXT_BUTTON, 'mt-1')}
            aria-expanded={expanded}
            aria-controls={letterId}
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? t('applicant.showLess') : t('applicant.readMore')}
          </button>
        ) : null}
      </div>

      {application.attachments.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-900">{t('applicant.attachments')}</h3>
          <AttachmentLinks attachments={application.attachments} className="mt-1.5" />
        </div>
      ) : null}

      {application.portfolioLinks.length > 0 || application.availability ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {application.portfolioLinks.length > 0 ? (
            <div className="min-w-0">
              <h3 className="text-sm font-semibold text-slate-900">{t('applicant.portfolio')}</h3>
              <ul className="mt-1.5 space-y-1">
                {application.portfolioLinks.map((link) => (
                  <li key={link} className="min-w-0">
                    <NewTabLink
                      href={link}
                      written
                      className="inline-flex max-w-full items-center gap-1.5 text-sm font-medium text-indigo-700 hover:underline"
                    >
                      <ExternalLink aria-hidden className="h-3.5 w-3.5 shrink-0" />
                      <span className="truncate">{link.replace(/^https?:\/\//, '')}</span>
                    </NewTabLink>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {application.availability ? (
            <div>
              <h3 className="text-sm font-semibold text-slate-900">{t('applicant.availability')}</h3>
              <p className="mt-1.5 inline-flex items-start gap-1.5 text-sm text-slate-700">
                <Clock aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />{' '}
                {application.availability}
              </p>
            </div>
          ) : null}
        </div>
      ) : null}

      <ApplicantTeam application={application} jobId={jobId} />
    </Card>
  );
}

/** Message: writes to the applicant about this application, in the pair's one conversation, and leads there. */
function MessageApplicant({
  facilitatorId,
  name,
  applicationId,
  className,
}: {
  facilitatorId: string;
  name: string;
  applicationId: string;
  className?: string;
}) {
  const start = useStartConversation();
  const navigate = useNavigate();
  const t = useT(applicationMessages);
  return (
    <MessageDialog
      title={t('applicant.message.title', { name })}
      description={t('applicant.message.description')}
      onSend={async (body) => {
        const { conversationId } = await start.mutateAsync({ to: facilitatorId, body, applicationId });
        navigate(`/messages/${conversationId}`);
      }}
    >
      <Button variant="secondary" size="sm" className={className}>
        <MessageSquare aria-hidden className="h-4 w-4" />
        {richText(t('applicant.message.button', { name }), {
          sr: (text) => <span className="sr-only">{text}</span>,
        })}
      </Button>
    </MessageDialog>
  );
}
