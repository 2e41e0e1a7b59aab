import { formatDay, LANGUAGES, SESSION_FORMAT_LABELS, type MatchReason } from './facilitation-options';
import { focusAreaById } from './focus-areas';
import { methodName } from './methods';

/** One reason as a suggestion shows it: "Speaks German", "LEGO Serious Play", "available 12 Mar". */
export function matchReasonLabel(reason: MatchReason, locale?: string): string {
  switch (reason.kind) {
    case 'method':
      return methodName(reason.method);
    case 'language':
      return `Speaks ${LANGUAGES[reason.language]}`;
    case 'available': {
      const shown = reason.dates.slice(0, 2).map((date) => formatDay(date, locale, false));
      const more = reason.dates.length > 2 ? ` +${reason.dates.length - 2}` : '';
      return `available ${shown.join(', ')}${more}`;
    }
    case 'rate':
      return 'Rate within budget';
    case 'focusArea':
      return focusAreaById(reason.focusArea)?.label ?? reason.focusArea;
    case 'format':
      return SESSION_FORMAT_LABELS[reason.format];
  }
}

/** "Speaks German · LEGO Serious Play · available 12 Mar" */
export const matchReasonsText = (reasons: readonly MatchReason[], locale?: string): string =>
  reasons.map((reason) => matchReasonLabel(reason, locale)).join(' · ');
