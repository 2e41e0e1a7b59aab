import { CalendarPlus } from 'lucide-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { JOB_EXTEND_DAYS } from '../../../shared/jobs';
import { BackLink } from '../../components/back-link';
import { PageShell } from '../../components/page-shell';
import { PageMeta } from '../../components/page-meta';
import { QueryError } from '../../components/query-error';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingState } from '../../components/ui/skeleton';
import { ApiError, isNotFound } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { commonMessages } from '../../lib/common-messages';
import { useLocale, useT } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { useExtendJobByLink, useJob } from './api';
import { jobFormMessages } from './job-form-messages';
import { JobNotFound } from './job-not-found';
import { jobMessages } from './messages';
import { toastExtended } from './use-job-lifecycle';
import { formatDate } from '../../../shared/dates';

/**
 * Where the reminder mail's Extend link leads: the owner, signed in, confirms with one button. The link
 * itself changes nothing, so a mail scanner that opens it cannot use it up.
 */
function ExtendJob({ id, token }: { id: string; token: string }) {
  const t = useT(jobFormMessages);
  const jobT = useT(jobMessages);
  const common = useT(commonMessages);
  const locale = useLocale();
  const title = t('extend.title', { days: JOB_EXTEND_DAYS });
  const { user } = useAuth();
  const navigate = useNavigate();
  const jobQuery = useJob(id, user?.id ?? null);
  const extension = useExtendJobByLink();
  const job = jobQuery.data;

  if (jobQuery.isPending) return <LoadingState />;
  if (jobQuery.isError) {
    if (isNotFound(jobQuery.error)) return <JobNotFound />;
    return (
      <PageShell>
        <PageMeta title={title} />
        <QueryError className="mt-6" error={jobQuery.error} onRetry={jobQuery.refetch} />
      </PageShell>
    );
  }
  if (!job) return <JobNotFound />;

  const extend = () =>
    extension.mutate(
      { token },
      {
        onSuccess: () => {
          toastExtended(t);
          navigate(`/jobs/${id}`);
        },
      },
    );
  const problem = !token
    ? t('extend.noToken')
    : !job.isOwner
      ? t('extend.notOwner')
      : !job.canExtend
        ? t(job.status === 'published' ? 'extend.notNow' : 'extend.notPublished')
        : null;
  const failure =
    extension.error instanceof ApiError
      ? extension.error.message
      : extension.error
        ? common('unexpectedError')
        : null;
  const jobLink = () => (
    <Link to={`/jobs/${id}`} className="font-medium text-indigo-700 hover:underline">
      {job.title}
    </Link>
  );

  return (
    <PageShell>
      <PageMeta title={title} />
      <BackLink to={`/jobs/${id}`} variant="quiet">
        {t('backToJob')}
      </BackLink>
      <Card className="mt-6 max-w-2xl p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-3 text-slate-700">
          {job.expiresAt
            ? richText(
                t('extend.listedUntil', { title: job.title, date: formatDate(job.expiresAt, { locale }) }),
                {
                  job: jobLink,
                  time: (date) => <time dateTime={job.expiresAt!}>{date}</time>,
                },
              )
            : richText(t('extend.notListed', { title: job.title }), { job: jobLink })}
        </p>
        <p className="mt-2 text-slate-700">{t('extend.text', { days: JOB_EXTEND_DAYS })}</p>
        {problem || failure ? (
          <Alert tone="info" className="mt-6">
            {failure ?? problem}
          </Alert>
        ) : null}
        <div className="mt-6 flex flex-wrap gap-2">
          <Button onClick={extend} disabled={!!problem || extension.isPending || extension.isSuccess}>
            <CalendarPlus aria-hidden className="h-4 w-4" /> {jobT('owner.extend', { days: JOB_EXTEND_DAYS })}
          </Button>
          <Button asChild variant="secondary">
            <Link to={`/jobs/${id}`}>{t('extend.later')}</Link>
          </Button>
        </div>
      </Card>
    </PageShell>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  return <ExtendJob id={id} token={searchParams.get('token') ?? ''} />;
}
