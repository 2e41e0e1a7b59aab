import { lazy, useState } from 'react';
import { EyeOff } from 'lucide-react';
import { FormDialog } from '../../components/form-dialog';
import { Button } from '../../components/ui/button';
import { useT } from '../../lib/i18n';
import { reviewMessages } from './messages';

const HideReviewForm = lazy(() =>
  import('./hide-review-form').then((module) => ({ default: module.HideReviewForm })),
);

/** The reports console's "Hide review": a reason (for the audit log), then POST /api/admin/reviews/:id/hide. */
export function HideReviewButton({
  reviewId,
  name,
  disabled,
}: {
  reviewId: string;
  name: string;
  disabled?: boolean;
}) {
  const t = useT(reviewMessages);
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title={t('admin.hideTitle')}
      description={t('admin.hideDescription')}
      trigger={
        <Button
          variant="destructive"
          size="sm"
          disabled={disabled}
          aria-label={t('admin.hideLabel', { name })}
        >
          <EyeOff aria-hidden className="h-4 w-4" /> {t('admin.hide')}
        </Button>
      }
    >
      <HideReviewForm reviewId={reviewId} onDone={() => setOpen(false)} />
    </FormDialog>
  );
}
