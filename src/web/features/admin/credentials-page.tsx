import { formatDate } from '../../../shared/dates';
import { Link, useSearchParams } from 'react-router';
import { useState } from 'react';
import { Award, BadgeCheck, FileQuestion, Undo2, XCircle } from 'lucide-react';
import type { AdminCredential } from '../../../shared/facilitation';
import { CredentialBadge, CredentialEvidence, credentialTitle } from '../../components/credential';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { OptionSelect } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { ApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { toastError, toastSuccess } from '../../lib/toast';
import { oneOf, usePageParam } from '../../lib/use-page-param';
import { AdminList, AdminListHeader, AdminResults } from './admin-table';
import {
  useAdminCredentials,
  useCredentialNote,
  useCredentialVerification,
  type CredentialFilter,
  type CredentialNoteAction,
} from './api';
import { ConfirmVerifyDialog, CredentialNoteDialog } from './credential-dialogs';

const FILTERS = ['unverified', 'verified', 'rejected', 'all'] as const satisfies readonly CredentialFilter[];
const FILTER_LABELS: Record<CredentialFilter, string> = {
  unverified: 'Waiting for verification',
  verified: 'Verified',
  rejected: 'Rejected',
  all: 'All credentials',
};

const EMPTY: Record<CredentialFilter, string> = {
  unverified: 'No credentials waiting for verification',
  verified: 'No verified credentials yet',
  rejected: 'No rejected credentials',
  all: 'No credentials yet',
};

const readFilter = (value: string | null): CredentialFilter => oneOf(FILTERS, value) ?? 'unverified';

export function Component() {
  const [params, setParams] = useSearchParams();
  const status = readFilter(params.get('status'));
  const [page, setPage] = usePageParam({ scroll: 'auto' });
  const query = useAdminCredentials({ status, page });

  return (
    <>
      <AdminListHeader
        title="Credentials"
        description="Credentials facilitators claim, the unverified oldest first. Open the evidence, then verify it, reject it with a reason, or ask the facilitator for evidence; a verified credential shows a badge with your name and the date on the profile."
      >
        <div className="space-y-1.5 sm:w-72">
          <Label htmlFor="credentials-status">Show</Label>
          <OptionSelect
            id="credentials-status"
            value={status}
            options={FILTERS}
            labels={FILTER_LABELS}
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
        loadingLabel="Loading credentials..."
        onPageChange={setPage}
        empty={<EmptyState title={EMPTY[status]} icon={<Award aria-hidden className="h-8 w-8" />} />}
      >
        {({ items }) => (
          <AdminList
            items={items}
            caption="Credentials"
            columns={['Facilitator', 'Credential', 'Year', 'Expires', 'Evidence', 'Status']}
            cardClassName="space-y-2"
            card={(credential) => (
              <>
                <p className="font-semibold text-slate-900">{credentialTitle(credential)}</p>
                <p className="text-sm text-slate-700">
                  <FacilitatorLink credential={credential} /> · {credential.year} · {expiry(credential)}
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
                <td className="px-4 py-4 whitespace-nowrap text-slate-700">{expiry(credential)}</td>
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

const expiry = (credential: AdminCredential) =>
  credential.expiresOn ? formatDate(credential.expiresOn) : 'Does not expire';

function FacilitatorLink({ credential }: { credential: AdminCredential }) {
  return (
    <Link to={`/facilitators/${credential.facilitator.id}`} className="text-indigo-700 hover:underline">
      {credential.facilitator.name}
    </Link>
  );
}

/** Verified, rejected (with the reason) or claimed, and whether the facilitator was asked for evidence. */
function CredentialStatus({ credential }: { credential: AdminCredential }) {
  return (
    <div className="space-y-1">
      {credential.rejection ? (
        <>
          <Badge color="red">Rejected</Badge>
          <p className="max-w-xs text-sm text-slate-700">{credential.rejection.reason}</p>
        </>
      ) : (
        <CredentialBadge verification={credential.verification} />
      )}
      {credential.evidenceRequestedAt && !credential.verification ? (
        <p className="text-sm text-slate-600">
          Evidence requested on {formatDate(credential.evidenceRequestedAt)}
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
  const verified = credential.verification !== null;
  const who = `${credentialTitle(credential)} of ${credential.facilitator.name}`;
  const fail = (error: unknown) =>
    toastError('Error', error instanceof ApiError ? error.message : 'An unexpected error occurred');
  const runVerification = () =>
    verification.mutate(
      { credential, verify: !verified },
      {
        onSuccess: () => {
          setDialog(null);
          toastSuccess(verified ? 'Verification withdrawn' : 'Credential verified', who);
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
    toastSuccess(action === 'reject' ? 'Credential rejected' : 'Evidence requested', who);
  };
  const busy = verification.isPending || note.isPending;

  return (
    <div className={cn('flex flex-wrap justify-end gap-2', className)}>
      {verified ? (
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-label={`Withdraw verification: ${who}`}
          onClick={runVerification}
        >
          <Undo2 aria-hidden className="h-4 w-4" /> Withdraw verification
        </Button>
      ) : (
        <Button
          size="sm"
          disabled={busy}
          aria-label={`Verify ${who}`}
          onClick={() => (hasEvidence(credential) ? runVerification() : setDialog('verify'))}
        >
          <BadgeCheck aria-hidden className="h-4 w-4" /> Verify
        </Button>
      )}
      {credential.rejection ? null : (
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-label={`Reject ${who}`}
          onClick={() => setDialog('reject')}
        >
          <XCircle aria-hidden className="h-4 w-4" /> Reject
        </Button>
      )}
      {verified ? null : (
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          aria-label={`Ask for evidence: ${who}`}
          onClick={() => setDialog('request-evidence')}
        >
          <FileQuestion aria-hidden className="h-4 w-4" /> Ask for evidence
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
