import { useId, useState } from 'react';
import { Copy, RefreshCw } from 'lucide-react';
import { DialogActions } from '../../components/form-dialog';
import { PageSection } from '../../components/page-section';
import { QueryError } from '../../components/query-error';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { useT } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toast';
import { useErrorToast } from '../../lib/use-error-toast';
import { useCalendarFeed, useRotateCalendarFeed } from './api';
import { engagementMessages } from './messages';

/**
 * Calendar feed: the viewer's private iCal URL of their engagements and open offers, to subscribe to in a
 * calendar app, with a way to copy it and one to replace it (the old URL stops working at once).
 */
export function CalendarFeedSection({ className }: { className?: string }) {
  const feed = useCalendarFeed();
  const t = useT(engagementMessages);
  const inputId = useId();
  const hintId = useId();

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toastSuccess(t('feed.copied'), t('feed.copiedBody'));
    } catch {
      toastError(t('feed.copyFailed'));
    }
  };

  return (
    <PageSection title={t('feed.title')} lead={t('feed.lead')} busy={feed.isPending} className={className}>
      <Card className="p-5 sm:p-6">
        {feed.error ? (
          <QueryError error={feed.error} onRetry={feed.refetch} retrying={feed.isFetching} />
        ) : !feed.data ? (
          <div role="status" aria-label={t('feed.loading')}>
            <Skeleton className="h-10 w-full" />
          </div>
        ) : (
          <div className="space-y-3">
            <label htmlFor={inputId} className="block text-sm font-medium text-slate-900">
              {t('feed.label')}
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id={inputId}
                readOnly
                value={feed.data.url}
                aria-describedby={hintId}
                onFocus={(event) => event.currentTarget.select()}
                className="font-mono text-xs sm:text-sm"
              />
              <Button
                variant="secondary"
                aria-label={t('feed.copyLabel')}
                onClick={() => void copy(feed.data.url)}
              >
                <Copy aria-hidden className="h-4 w-4" /> {t('feed.copy')}
              </Button>
            </div>
            <p id={hintId} className="text-xs text-slate-600">
              {t('feed.hint')}
            </p>
            <RotateFeedButton />
          </div>
        )}
      </Card>
    </PageSection>
  );
}

/** "Get a new link", after a confirmation: calendars subscribed to the old link stop updating. */
function RotateFeedButton() {
  const [open, setOpen] = useState(false);
  const rotate = useRotateCalendarFeed();
  const t = useT(engagementMessages);
  const showError = useErrorToast();
  const confirm = () =>
    rotate.mutate(undefined, {
      onSuccess: () => {
        toastSuccess(t('feed.rotated'), t('feed.rotatedBody'));
        setOpen(false);
      },
      onError: showError,
    });
  return (
    <Dialog open={open} onOpenChange={(next) => !rotate.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <RefreshCw aria-hidden className="h-4 w-4" /> {t('feed.rotate')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('feed.rotateTitle')} description={t('feed.rotateDescription')}>
        <DialogActions pending={rotate.isPending}>
          <Button onClick={confirm} disabled={rotate.isPending}>
            {rotate.isPending ? t('feed.rotating') : t('feed.rotateConfirm')}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
