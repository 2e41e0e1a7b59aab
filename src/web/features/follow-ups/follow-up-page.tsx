import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { formatDate } from '../../../shared/dates';
import { FOLLOW_UP_ANSWERS, type FollowUpAnswer } from '../../../shared/review-options';
import type { FollowUpState } from '../../../shared/reviews';
import { BackLink } from '../../components/back-link';
import { NotFoundView } from '../../components/not-found-view';
import { PageMeta } from '../../components/page-meta';
import { PageShell } from '../../components/page-shell';
import { QueryError } from '../../components/query-error';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingState } from '../../components/ui/skeleton';
import { ApiError, isNotFound } from '../../lib/api';
import { commonMessages } from '../../lib/common-messages';
import { useLocale, useT } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toast';
import { useAnswerFollowUp, useFollowUp } from './api';
import { followUpMessages } from './messages';

/**
 * /engagements/:id/follow-up: six weeks after an engagement completed, a member of the organisation with the
 * `hire` permission answers, once, whether the effect of each agreed outcome lasted (docs/decisions/042).
 */
export function Component() {
  const { id = '' } = useParams();
  const t = useT(followUpMessages);
  const query = useFollowUp(id);

  if (isNotFound(query.error))
    return (
      <NotFoundView
        title={t('title')}
        text={t('notFound')}
        link={{ to: `/engagements/${id}`, label: t('back') }}
      />
    );
  return (
    <PageShell>
      <PageMeta title={t('title')} />
      <BackLink to={`/engagements/${id}`} variant="underline">
        {t('back')}
      </BackLink>
      <div className="mx-auto mt-4 max-w-2xl">
        <Card className="p-6 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
          {query.error ? (
            <QueryError error={query.error} onRetry={query.refetch} retrying={query.isFetching} />
          ) : !query.data ? (
            <LoadingState label={t('loading')} />
          ) : (
            <FollowUp state={query.data} />
          )}
        </Card>
      </div>
    </PageShell>
  );
}

function FollowUp({ state }: { state: FollowUpState }) {
  const t = useT(followUpMessages);
  const locale = useLocale();
  return (
    <div className="mt-4 space-y-4">
      <p className="text-slate-800">{t('lead', { name: state.facilitatorName })}</p>
      <p className="text-sm text-slate-600">{t('private')}</p>
      {state.answeredAt ? (
        <Answers state={state} />
      ) : state.canAnswer ? (
        <AnswerForm state={state} />
      ) : new Date(state.opensAt) > new Date() ? (
        <Alert tone="info">{t('notYet', { date: formatDate(state.opensAt, { locale }) })}</Alert>
      ) : (
        <Alert tone="info">{t('noPermission')}</Alert>
      )}
    </div>
  );
}

function Answers({ state }: { state: FollowUpState }) {
  const t = useT(followUpMessages);
  const locale = useLocale();
  return (
    <>
      <Alert tone="success" title={t('sent')}>
        {t('answeredOn', { date: formatDate(state.answeredAt!, { locale }) })}
      </Alert>
      <dl className="space-y-3">
        {state.outcomes.map((item, index) => (
          <div key={index}>
            <dt className="text-sm font-medium text-slate-900">
              {t('outcome', { number: index + 1, outcome: item.outcome })}
            </dt>
            <dd className="text-sm text-slate-700">{item.answer ? t(`answer.${item.answer}`) : '—'}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function AnswerForm({ state }: { state: FollowUpState }) {
  const t = useT(followUpMessages);
  const common = useT(commonMessages);
  const answer = useAnswerFollowUp(state.engagementId);
  const [answers, setAnswers] = useState<(FollowUpAnswer | null)[]>(() => state.outcomes.map(() => null));
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (answers.some((value) => value === null)) {
      setProblem(t('missing'));
      return;
    }
    setProblem(null);
    answer.mutate(answers as FollowUpAnswer[], {
      onSuccess: () => toastSuccess(t('sent')),
      onError: (error) => {
        const message = error instanceof ApiError ? error.message : common('unexpectedError');
        setProblem(message);
        toastError(t('failed'), message);
      },
    });
  };

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t('title')}>
      {problem ? (
        <Alert tone="error" title={t('failed')}>
          {problem}
        </Alert>
      ) : null}
      {state.outcomes.map((item, index) => (
        <fieldset key={index} className="rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-medium text-slate-900">
            {t('outcome', { number: index + 1, outcome: item.outcome })}
          </legend>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {FOLLOW_UP_ANSWERS.map((value) => (
              <label key={value} className="flex min-h-8 items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={`answer-${index}`}
                  value={value}
                  required
                  checked={answers[index] === value}
                  onChange={() =>
                    setAnswers((old) => old.map((current, i) => (i === index ? value : current)))
                  }
                  className="h-4 w-4 accent-indigo-600"
                />
                {t(`answer.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <Button type="submit" disabled={answer.isPending}>
        {answer.isPending ? t('pending') : t('submit')}
      </Button>
    </form>
  );
}
