import { Sparkles } from 'lucide-react';
import type { MatchReason } from '../../shared/facilitation-options';
import { matchReasonMessage } from '../../shared/match-reasons';
import { cn } from '../lib/cn';
import { useLocale, useT } from '../lib/i18n';
import { matchReasonMessages } from './match-reasons-messages';

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
  const t = useT(matchReasonMessages);
  const locale = useLocale();
  if (!reasons.length) return null;
  const text = reasons
    .map((reason) => {
      const { key, values } = matchReasonMessage(reason, locale);
      return t(key, values);
    })
    .join(' · ');
  return (
    <p className={cn('flex items-start gap-1.5 text-sm font-medium text-emerald-800', className)}>
      <Sparkles aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        <span className="sr-only">{prefix}</span>
        {text}
      </span>
    </p>
  );
}
