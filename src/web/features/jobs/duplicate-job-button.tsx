import { useNavigate } from 'react-router';
import { Copy } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { toastError, toastSuccess } from '../../lib/toast';
import { useDuplicateJob } from './api';

/** Duplicate: a new draft with the job's fields, whose edit form opens at once. */
export function DuplicateJobButton({ job, size }: { job: { id: string; title: string }; size?: 'sm' }) {
  const duplicate = useDuplicateJob();
  const navigate = useNavigate();
  return (
    <Button
      variant="secondary"
      size={size}
      disabled={duplicate.isPending}
      onClick={() =>
        duplicate.mutate(job.id, {
          onSuccess: (copy) => {
            toastSuccess('Job duplicated', 'The copy is a draft: change what you need, then publish it.');
            navigate(`/jobs/${copy.id}/edit`);
          },
          onError: (error) => toastError('Could not duplicate the job', error.message),
        })
      }
    >
      <Copy aria-hidden className="h-4 w-4" /> Duplicate<span className="sr-only"> {job.title}</span>
    </Button>
  );
}
