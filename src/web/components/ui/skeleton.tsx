import { cn } from '../../lib/cn';
import { commonMessages } from '../../lib/common-messages';
import { useT } from '../../lib/i18n';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-slate-200', className)} />;
}

/** A page-level loading state that screen readers announce. */
export function LoadingState({ label }: { label?: string }) {
  const common = useT(commonMessages);
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-center justify-center gap-3 py-16 text-slate-700"
    >
      <span
        aria-hidden
        className="h-5 w-5 animate-spin rounded-full border-2 border-indigo-600 border-t-transparent"
      />
      <span>{label ?? common('loading')}</span>
    </div>
  );
}

/** Placeholder bars side by side in the markup, one per class list ("h-4 w-full"). */
export function SkeletonBars({ bars }: { bars: readonly string[] }) {
  return bars.map((className, index) => <Skeleton key={index} className={className} />);
}
