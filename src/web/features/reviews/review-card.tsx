import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ShieldAlert, ThumbsDown, ThumbsUp } from 'lucide-react';
import { formatDate } from '../../../shared/dates';
import type { PublicReview } from '../../../shared/reviews';
import { Card } from '../../components/ui/card';
import { useLocale, useT } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { reviewMessages } from './messages';
import { Button } from '../../components/ui/button';
import { Stars } from './stars';

const ReplyForm = lazy(() => import('./reply-form').then((module) => ({ default: module.ReplyForm })));

const guidelinesLink = (text: string) => (
  <Link to="/review-guidelines" className="font-medium text-indigo-700 underline">
    {text}
  </Link>
);

/** The trace a hidden review leaves: that one was removed, and by which rules. */
export function RemovedTrace({ reply = false }: { reply?: boolean }) {
  const t = useT(reviewMessages);
  return (
    <p className="flex items-start gap-2 text-sm text-slate-700">
      <ShieldAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
      <span>{richText(t(reply ? 'review.replyRemoved' : 'review.removed'), { link: guidelinesLink })}</span>
    </p>
  );
}

/**
 * One published review: stars (seen and as text), the criteria, the outcomes met, whether they would hire
 * again, the text, author and date; the reply below it, or the reply form for the reviewed side.
 */
export function ReviewCard({ review, headingLevel = 3 }: { review: PublicReview; headingLevel?: 2 | 3 }) {
  const t = useT(reviewMessages);
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (review.hidden || review.rating === null)
    return (
      <Card className="p-5">
        <RemovedTrace />
      </Card>
    );
  const date = formatDate(review.publishedAt, { locale });
  const author = review.authorName ?? t('review.deletedAuthor');
  return (
    <Card className="space-y-4 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading className="text-base font-semibold text-slate-900">
          <Stars rating={review.rating} />
        </Heading>
        <p className="text-sm text-slate-600">
          <time dateTime={review.publishedAt}>
            {review.jobTitle
              ? t('review.byJob', { author, job: review.jobTitle, date })
              : t('review.by', { author, date })}
          </time>
        </p>
      </div>

      {review.text ? <p className="leading-7 whitespace-pre-line text-slate-800">{review.text}</p> : null}

      {review.criteria && Object.keys(review.criteria).length ? (
        <div>
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t('review.criteria')}
          </p>
          <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {Object.entries(review.criteria).map(([name, value]) => (
              <div key={name} className="flex flex-wrap items-center justify-between gap-2">
                <dt className="text-slate-700">{t(`form.criterion.${name as 'preparation'}`)}</dt>
                <dd>
                  <Stars rating={value} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}

      {review.outcomes?.length ? (
        <div>
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t('review.outcomes')}
          </p>
          <ul className="mt-2 space-y-1 text-sm text-slate-800">
            {review.outcomes.map((item, index) => (
              <li key={index}>
                {t('review.outcomeMet', { outcome: item.outcome, answer: t(`form.outcome.${item.met}`) })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {review.wouldHireAgain === null ? null : (
        <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
          {review.wouldHireAgain ? (
            <ThumbsUp aria-hidden className="h-4 w-4 text-emerald-600" />
          ) : (
            <ThumbsDown aria-hidden className="h-4 w-4 text-slate-500" />
          )}
          {t(review.wouldHireAgain ? 'review.hireAgain.yes' : 'review.hireAgain.no')}
        </p>
      )}

      {review.reply ? (
        review.reply.hidden || review.reply.text === null ? (
          <RemovedTrace reply />
        ) : (
          <div className="rounded-lg border-l-4 border-indigo-200 bg-slate-50 p-4 text-sm">
            <p className="font-semibold text-slate-900">
              <time dateTime={review.reply.at}>
                {review.reply.authorName
                  ? t('review.reply', {
                      name: review.reply.authorName,
                      date: formatDate(review.reply.at, { locale }),
                    })
                  : t('review.replyDeletedAuthor', { date: formatDate(review.reply.at, { locale }) })}
              </time>
            </p>
            <p className="mt-1 whitespace-pre-line text-slate-800">{review.reply.text}</p>
          </div>
        )
      ) : review.canReply ? (
        <Reply reviewId={review.id} />
      ) : null}
    </Card>
  );
}

/** The Reply button, and the form it opens in its place. */
function Reply({ reviewId }: { reviewId: string }) {
  const t = useT(reviewMessages);
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <div>
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          {t('reply.open')}
        </Button>
      </div>
    );
  return (
    <Suspense fallback={null}>
      <ReplyForm reviewId={reviewId} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
