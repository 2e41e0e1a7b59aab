import { formatDate } from './dates';
import { LANGUAGES, SESSION_FORMAT_LABELS, type MatchReason } from './facilitation-options';
import { focusAreaById } from './focus-areas';
import { methodName } from './methods';

/**
 * One reason as a suggestion shows it: "Speaks German", "Based in Hamburg", "LEGO Serious Play",
 * "available 12 March".
 */
export function matchReasonLabel(reason: MatchReason): string {
  switch (reason.kind) {
    case 'method':
      return methodName(reason.method);
    case 'language':
      return `Speaks ${LANGUAGES[reason.language]}`;
    case 'location':
      return `Based in ${reason.place}`;
    case 'available': {
      const shown = reason.dates.slice(0, 2).map((date) => formatDate(date, { year: false }));
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

/** "Speaks German · LEGO Serious Play · available 12 March" */
export const matchReasonsText = (reasons: readonly MatchReason[]): string =>
  reasons.map(matchReasonLabel).join(' · ');
