import { defineMessages, type Translate } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/availability.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/availability.json' with { type: 'json' };
import { commonMessages } from '../../lib/common-messages';
import { ApiError } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { toastError } from '../../lib/toast';

/** The facilitator's availability page: its status form, calendar and range form. */
export const availabilityMessages = defineMessages('availability', { en, de });

export type AvailabilityKey = keyof typeof en;
export type AvailabilityT = Translate<AvailabilityKey>;

/** The toast of a change that failed: the server's reason, in the page's language, or the generic one. */
export function useFailureToast(): (error: unknown) => void {
  const common = useT(commonMessages);
  return (error) =>
    toastError(common('error'), error instanceof ApiError ? error.message : common('unexpectedError'));
}
