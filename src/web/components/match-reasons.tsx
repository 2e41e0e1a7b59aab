import { Sparkles } from 'lucide-react';
import type { MatchReason } from '../../shared/facilitation-options';
import { matchReasonsText } from '../../shared/match-reasons';
import { cn } from '../lib/cn';

/**
 * Why a recommendation was made ("Method: World Café · Speaks German"), after a prefix that screen readers
 * read ("Why it matches: "); nothing when there is no reason. `className` places it in its card.
 */
export function MatchReasons({
  reasons,
  prefix,
  className,
}: {
  reasons: readonly MatchReason[];
  prefix: string;
  className?: string;
}) {
  if (!reasons.length) return null;
  return (
    <p className={cn('flex items-start gap-1.5 text-sm font-medium text-emerald-800', className)}>
      <Sparkles aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        <span className="sr-only">{prefix}</span>
        {matchReasonsText(reasons)}
      </span>
    </p>
  );
}
