import { Card } from '../../components/ui/card';
import { Skeleton, SkeletonBars } from '../../components/ui/skeleton';
import { PageShell } from '../../components/page-shell';
import { useT } from '../../lib/i18n';
import { jobMessages } from './messages';

/** The job page's shape while the job loads. */
export function DetailSkeleton() {
  const t = useT(jobMessages);
  return (
    <PageShell role="status" aria-live="polite">
      <span className="sr-only">{t('detail.loading')}</span>
      <Skeleton className="h-4 w-28" />
      <Card className="mt-6 p-6 sm:p-8">
        <SkeletonBars bars={['h-8 w-2/3', 'mt-3 h-4 w-48', 'mt-3 h-4 w-80 max-w-full']} />
        <div className="mt-4 flex gap-2">
          <SkeletonBars bars={['h-5 w-20 rounded-full', 'h-5 w-28 rounded-full']} />
        </div>
      </Card>
      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <Card className="space-y-3 p-6 sm:p-8 lg:col-span-2">
          <SkeletonBars bars={['h-6 w-40', 'h-4 w-full', 'h-4 w-full', 'h-4 w-5/6']} />
        </Card>
        <Card className="space-y-3 p-6">
          <SkeletonBars bars={['h-6 w-44', 'h-4 w-full', 'h-10 w-full']} />
        </Card>
      </div>
    </PageShell>
  );
}
