import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

/** Previous / next pagination with the page position announced. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-8 flex items-center justify-between gap-4">
      <Button variant="secondary" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden className="h-4 w-4" /> Previous
      </Button>
      <p className="text-sm text-slate-700" aria-live="polite">
        Page {page} of {totalPages}
      </p>
      <Button variant="secondary" onClick={() => onPageChange(page + 1)} disabled={page >= totalPages}>
        Next <ChevronRight aria-hidden className="h-4 w-4" />
      </Button>
    </nav>
  );
}
