import { Link, useSearchParams } from 'react-router';
import { useState } from 'react';
import { Award, BadgeCheck, FileQuestion, Undo2, XCircle } from 'lucide-react';
import type { AdminCredential } from '../../../shared/facilitation';
import { CredentialBadge, CredentialEvidence, useCredentialTitle } from '../../components/credential';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { OptionSelect } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { cn } from '../../lib/cn';
import { toastSuccess } from '../../lib/toast';
import { oneOf, usePageParam } from '../../lib/use-page-param';
import type { Translate } from '../../../shared/i18n/catalogue';
import { useLocale, useT } from '../../lib/i18n';
import { useErrorToast } from '../../lib/use-error-toast';
import { AdminList, AdminListHeader, AdminResults } from './admin-table';
import {
  useAdminCredentials,
  useCredentialNote,
  useCredentialVerification,
  type CredentialFilter,
  type CredentialNoteAction,
} from './api';
import { ConfirmVerifyDialog, CredentialNoteDialog } from './credential-dialogs';
import { formatDate } from '../../../shared/dates';
import type { Locale } from '../../../shared/i18n/locales';
import { adminMessages, type AdminKey } from './messages';

const FILTERS = ['unverified', 'verified', 'rejected', 'all'] as const satisfies readonly CredentialFilter[];
const readFilter = (value: string | null): CredentialFilter => oneOf(FILTERS, value) ?? 'unverified';

export function Component() {
  const [params, setParams] = useSearchParams();
  const status = readFilter(params.get('status'));
  const [page, setPage] = usePageParam({ scroll: 'auto' });
  const query = useAdminCredentials({ status, page });
  const t = useT(adminMessages);
  const locale = useLocale();
  const credentialTitle = useCredentialTitle();
  const filterLabels = Object.fromEntries(
    FILTERS.map((filter) => [filter, t(`credentials.filter.${filter}`)]),
  ) as Record<CredentialFilter, string>;

  return (
    <>
      <AdminListHeader title={t('credentials.title')} description={t('credentials.description')}>
        <div className="space-y-1.5 sm:w-72">
          <Label htmlFor="credentials-status">{t('credentials.show')}</Label>
          <OptionSelect
            id="credentials-status"
            value={status}
            options={FILTERS}
            labels={filterLabels}
            // The default filter has no parameter; any change starts again at page 1.
            onChange={(event) => {
              const next = readFilter(event.target.value);
              setParams(
                next === 'unverified' ? new URLSearchParams() : new URLSearchParams({ status: next }),
              );
            }}
          />
        </div>
      </AdminListHeader>
      <AdminResults
        className="mt-6"
        query={query}
        loadingLabel={t('credentials.loading')}
        onPageChange={setPage}
        empty={
          <EmptyState
            title={t(`credentials.empty.${status}`)}
            icon={<Award aria-hidden className="h-8 w-8" />}
          />
        }
      >
        {({ items }) => (
          <AdminList
            items={items}
            caption={t('credentials.title')}
            columns={[
              t('credentials.facilitator'),
              t('credentials.credential'),
              t('credentials.year'),
              t('credentials.expires'),
              t('credentials.evidence'),
              t('credentials.status'),
            ]}
            cardClassName="space-y-2"
            card={(credential) => (
              <>
                <p className="font-semibold text-slate-900">{credentialTitle(credential)}</p>
                <p className="text-sm text-slate-700">
                  <FacilitatorLink credential={credential} /> · {credential.year} ·{' '}
                  {expiry(credential, t, locale)}
                </p>
                <CredentialEvidence credential={credential} />
                <CredentialStatus credential={credential} />
                <CredentialActions credential={credential} className="w-full" />
              </>
            )}
            row={(credential) => (
              <>
                <td className="px-4 py-4 font-medium text-slate-900">
                  <FacilitatorLink credential={credential} />
                </td>
                <td className="px-4 py-4 text-slate-700">{credentialTitle(credential)}</td>
                <td className="px-4 py-4 text-slate-700">{credential.year}</td>
                <td className="px-4 py-4 whitespace-nowrap text-slate-700">
                  {expiry(credential, t, locale)}
                </td>
                <td className="px-4 py-4">
                  <CredentialEvidence credential={credential} />
                </td>
                <td className="px-4 py-4">
                  <CredentialStatus credential={credential} />
                </td>
              </>
            )}
            actions={(credential) => <CredentialActions credential={credential} />}
          />
        )}
      </AdminResults>
    </>
  );
}

const expiry = (credential: AdminCredential, t: Translate<AdminKey>, locale: Locale) =>
  credential.expiresOn ? formatDate(credential.expiresOn, { locale }) : t('credentials.noExpiry');

function FacilitatorLink({ credential }: { credential: AdminCredential }) {
  return (
    <Link to={`/facilitators/${credential.facilitator.id}`} className="text-indigo-700 hover:underline">
      {credential.facilitator.name}
    </Link>
  );
}

/** Verified, rejected (with the reason) or claimed, and whether the facilitator was asked for evidence. */
function CredentialStatus({ credential }: { credential: AdminCredential }) {
  const t = useT(adminMessages);
  const locale = useLocale();
  return (
    <div className="space-y-1">
      {credential.rejection ? (
        <>
          <Badge color="red">{t('credentials.rejected')}</Badge>
          <p className="max-w-xs text-sm text-slate-700">{credential.rejection.reason}</p>
        </>
      ) : (
        <CredentialBadge verification={credential.verification} />
      )}
      {credential.evidenceRequestedAt && !credential.verification ? (
        <p className="text-sm text-slate-600">
          {t('credentials.evidenceRequestedOn', {
            date: formatDate(credential.evidenceRequestedAt, { locale }),
          })}
        </p>
      ) : null}
    </div>
  );
}

const hasEvidence = (credential: AdminCredential) =>
  credential.evidenceUrl !== null || credential.evidenceFileUrl !== null;

type OpenDialog = 'verify' | CredentialNoteAction | null;

/**
 * Verify (confirmed in a dialog when there is no evidence), Reject with a reason and Ask for evidence; a
 * verified credential offers Withdraw verification instead of Verify.
 */
function CredentialActions({ credential, className }: { credential: AdminCredential; className?: string }) {
  const verification = useCredentialVerification();
  const note = useCredentialNote();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const t = useT(adminMessages);
  const fail = useErrorToast();
  const credentialTitle = useCredentialTitle();
  const verified = credential.verification !== null;
  const who = t('credentials.who', {
    credential: credentialTitle(credential),
    facilitator: credential.facilitator.name,
  });
  const runVerification = () =>
    verification.mutate(
      { credential, verify: !verified },
      {
        onSuccess: () => {
          setDialog(null);
          toastSuccess(t(verified ? 'credentials.done.unverified' : 'credentials.done.verified'), who);
        },
        onError: fail,
      },
    );
  const send = (action: CredentialNoteAction) => async (text: string) => {
    try {
      await note.mutateAsync({ credential, action, note: text });
    } catch (error) {
      fail(error);
      throw error;
    }
    setDialog(null);
    toastSuccess(
      t(action === 'reject' ? 'credentials.done.rejected' : 'credentials.done.evidenceRequested'),
      who,
    );
  };
  const busy = verification.isPending || note.isPending;

  return (
    <div className={cn('flex flex-wrap justify-end gap-2', className)}>
      {verified ? (
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-label={t('credentials.withdrawLabel', { who })}
          onClick={runVerification}
        >
          <Undo2 aria-hidden className="h-4 w-4" /> {t('credentials.withdraw')}
        </Button>
      ) : (
        <Button
          size="sm"
          disabled={busy}
          aria-label={t('credentials.verifyLabel', { who })}
          onClick={() => (hasEvidence(credential) ? runVerification() : setDialog('verify'))}
        >
          <BadgeCheck aria-hidden className="h-4 w-4" /> {t('credentials.verify')}
        </Button>
      )}
      {credential.rejection ? null : (
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-label={t('credentials.rejectLabel', { who })}
          onClick={() => setDialog('reject')}
        >
          <XCircle aria-hidden className="h-4 w-4" /> {t('credentials.reject')}
        </Button>
      )}
      {verified ? null : (
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          aria-label={t('credentials.askEvidenceLabel', { who })}
          onClick={() => setDialog('request-evidence')}
        >
          <FileQuestion aria-hidden className="h-4 w-4" /> {t('credentials.askEvidence')}
        </Button>
      )}
      <ConfirmVerifyDialog
        who={who}
        open={dialog === 'verify'}
        onOpenChange={(open) => setDialog(open ? 'verify' : null)}
        pending={verification.isPending}
        onConfirm={runVerification}
      />
      {dialog === 'reject' || dialog === 'request-evidence' ? (
        <CredentialNoteDialog
          action={dialog}
          who={who}
          open
          onOpenChange={(open) => (open ? undefined : setDialog(null))}
          pending={note.isPending}
          onSend={send(dialog)}
        />
      ) : null}
    </div>
  );
}
