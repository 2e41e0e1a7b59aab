import { ApiError } from './api';
import { commonMessages } from './common-messages';
import { useT } from './i18n';
import { toastError } from './toast';

/**
 * The toast of a request that failed, in the page's language: the server's reason (the API answers in the
 * page's language) or, for anything else, the generic one.
 */
export function useErrorToast(): (error: unknown) => void {
  const common = useT(commonMessages);
  return (error) =>
    toastError(common('error'), error instanceof ApiError ? error.message : common('unexpectedError'));
}
