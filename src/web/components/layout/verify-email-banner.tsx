import { useState } from 'react';
import { MailWarning } from 'lucide-react';
import { api } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { toastSuccess } from '../../lib/toast';
import { useT } from '../../lib/i18n';
import { commonMessages } from '../../lib/common-messages';
import { useErrorToast } from '../../lib/use-error-toast';
import { layoutMessages } from './messages';

/** Reminds a signed-in user to confirm their email; the account works before that. */
export function VerifyEmailBanner() {
  const { user } = useAuth();
  const [sending, setSending] = useState(false);
  const t = useT(layoutMessages);
  const common = useT(commonMessages);
  const showError = useErrorToast();
  if (!user || user.emailVerified) return null;
  const resend = async () => {
    setSending(true);
    try {
      await api('/api/auth/send-verification-email', { body: { email: user.email, callbackURL: '/' } });
      toastSuccess(t('verify.sent.title'), t('verify.sent.body', { email: user.email }));
    } catch (error) {
      showError(error);
    } finally {
      setSending(false);
    }
  };
  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm text-amber-950 sm:px-6 lg:px-8">
        <MailWarning aria-hidden className="h-4 w-4 shrink-0" />
        <span>{t('verify.text', { email: user.email })}</span>
        <button
          type="button"
          onClick={() => void resend()}
          disabled={sending}
          className="cursor-pointer font-semibold underline underline-offset-2 disabled:opacity-60"
        >
          {sending ? common('sending') : t('verify.resend')}
        </button>
      </div>
    </div>
  );
}
