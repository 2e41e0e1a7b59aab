import { Link } from 'react-router';
import { MailOpen } from 'lucide-react';
import { InvitationStatusBadge } from '../../components/invitation-status-badge';
import { QueryError } from '../../components/query-error';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { timeAgo } from '../../lib/dates';
import { useLocale, useT } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { useInvitations } from '../messages/api';
import { applicationMessages } from './messages';

const bold = (text: string) => <span className="font-semibold">{text}</span>;

/**
 * The newest invitations to apply on a dashboard: a company's sent ones with where each stands (sent,
 * seen, accepted, declined), or a facilitator's received ones; each leads to its conversation.
 */
export function InvitationsCard({ side }: { side: 'company' | 'facilitator' }) {
  const { data, error, isPending, refetch, isRefetching } = useInvitations(1);
  const items = data?.items.slice(0, 5) ?? [];
  const t = useT(applicationMessages);
  const locale = useLocale();
  return (
    <section aria-labelledby="invitations-heading">
      <Card className="h-full">
        <div className="flex items-center justify-between gap-4 border-b border-slate-100 px-5 py-4 sm:px-6">
          <h2 id="invitations-heading" className="text-lg font-semibold text-slate-900">
            {side === 'company' ? t('invitations.sentTitle') : t('invitations.receivedTitle')}
          </h2>
          <Link to="/messages" className="text-sm font-medium text-indigo-700 hover:underline">
            {t('invitations.allMessages')}
          </Link>
        </div>
        {error ? (
          <QueryError className="m-5" error={error} onRetry={refetch} retrying={isRefetching} />
        ) : isPending ? (
          <div role="status" aria-label={t('invitations.loading')} className="space-y-4 p-6">
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : items.length === 0 ? (
          <div className="px-6 py-10 text-center">
            <MailOpen aria-hidden className="mx-auto h-8 w-8 text-slate-500" />
            <p className="mt-3 font-semibold text-slate-900">{t('invitations.empty')}</p>
            <p className="mt-1 text-sm text-slate-700">
              {side === 'company' ? t('invitations.emptyCompany') : t('invitations.emptyFacilitator')}
            </p>
            {side === 'company' ? (
              <Link to="/facilitators" className={buttonClasses('secondary', 'md', 'mt-5')}>
                {t('nav.findFacilitators')}
              </Link>
            ) : null}
          </div>
        ) : (
          <ul className="divide-y divide-slate-100">
            {items.map((invitation) => (
              <li key={invitation.id}>
                <Link
                  to={`/messages/${invitation.conversationId}`}
                  className="flex flex-col gap-2 px-5 py-4 hover:bg-slate-50 focus-visible:bg-slate-50 sm:flex-row sm:items-center sm:justify-between sm:px-6"
                >
                  <span className="min-w-0">
                    <span className="block text-sm text-slate-900">
                      {richText(
                        t(side === 'company' ? 'invitations.sentItem' : 'invitations.receivedItem', {
                          name: invitation.other.name,
                          job: invitation.job.title,
                        }),
                        { b: bold },
                      )}
                    </span>
                    <span className="mt-0.5 block text-xs text-slate-600">
                      <time dateTime={invitation.createdAt}>
                        {timeAgo(invitation.createdAt, undefined, locale)}
                      </time>
                    </span>
                  </span>
                  <span className="self-start sm:self-auto">
                    <InvitationStatusBadge status={invitation.status} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
