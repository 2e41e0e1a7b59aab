import { Link } from 'react-router';
import { MailOpen } from 'lucide-react';
import { InvitationStatusBadge } from '../../components/invitation-status-badge';
import { QueryError } from '../../components/query-error';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { timeAgo } from '../../lib/dates';
import { useInvitations } from '../messages/api';

/**
 * The newest invitations to apply on a dashboard: a company's sent ones with where each stands (sent,
 * seen, accepted, declined), or a facilitator's received ones; each leads to its conversation.
 */
export function InvitationsCard({ side }: { side: 'company' | 'facilitator' }) {
  const { data, error, isPending, refetch, isRefetching } = useInvitations(1);
  const items = data?.items.slice(0, 5) ?? [];
  return (
    <section aria-labelledby="invitations-heading">
      <Card className="h-full">
        <div className="flex items-center justify-between gap-4 border-b border-slate-100 px-5 py-4 sm:px-6">
          <h2 id="invitations-heading" className="text-lg font-semibold text-slate-900">
            {side === 'company' ? 'Invitations sent' : 'Invitations to apply'}
          </h2>
          <Link to="/messages" className="text-sm font-medium text-indigo-700 hover:underline">
            All messages
          </Link>
        </div>
        {error ? (
          <QueryError className="m-5" error={error} onRetry={refetch} retrying={isRefetching} />
        ) : isPending ? (
          <div role="status" aria-label="Loading invitations" className="space-y-4 p-6">
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : items.length === 0 ? (
          <div className="px-6 py-10 text-center">
            <MailOpen aria-hidden className="mx-auto h-8 w-8 text-slate-500" />
            <p className="mt-3 font-semibold text-slate-900">No invitations yet</p>
            <p className="mt-1 text-sm text-slate-700">
              {side === 'company'
                ? 'Invite facilitators from the directory to apply to your published jobs.'
                : 'Companies that find you in the directory can invite you to apply to their jobs.'}
            </p>
            {side === 'company' ? (
              <Link to="/facilitators" className={buttonClasses('secondary', 'md', 'mt-5')}>
                Find Facilitators
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
                      {side === 'company' ? (
                        <>
                          <span className="font-semibold">{invitation.other.name}</span> to{' '}
                          <span className="font-semibold">{invitation.job.title}</span>
                        </>
                      ) : (
                        <>
                          <span className="font-semibold">{invitation.other.name}</span>:{' '}
                          <span className="font-semibold">{invitation.job.title}</span>
                        </>
                      )}
                    </span>
                    <span className="mt-0.5 block text-xs text-slate-600">
                      <time dateTime={invitation.createdAt}>{timeAgo(invitation.createdAt)}</time>
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
