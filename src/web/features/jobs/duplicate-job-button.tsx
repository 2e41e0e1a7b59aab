import { useNavigate } from 'react-router';
import { Copy } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useT } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toast';
import { useDuplicateJob } from './api';
import { myJobMessages } from './my-jobs-messages';

/** Duplicate: a new draft with the job's fields, whose edit form opens at once. */
export function DuplicateJobButton({ job, size }: { job: { id: string; title: string }; size?: 'sm' }) {
  const duplicate = useDuplicateJob();
  const navigate = useNavigate();
  const t = useT(myJobMessages);
  return (
    <Button
      variant="secondary"
      size={size}
      disabled={duplicate.isPending}
      onClick={() =>
        duplicate.mutate(job.id, {
          onSuccess: (copy) => {
            toastSuccess(t('toast.duplicated'), t('toast.duplicatedText'));
            navigate(`/jobs/${copy.id}/edit`);
          },
          onError: (error) => toastError(t('toast.duplicateFailed'), error.message),
        })
      }
    >
      <Copy aria-hidden className="h-4 w-4" /> {t('action.duplicate')}
      <span className="sr-only"> {job.title}</span>
    </Button>
  );
}
