import { formatDate } from '../../../shared/dates';
import { Link, useSearchParams } from 'react-router';
import { Award, BadgeCheck, Undo2 } from 'lucide-react';
import type { AdminCredential } from '../../../shared/facilitation';
import { CredentialBadge, CredentialEvidence, credentialTitle } from '../../components/credential';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { OptionSelect } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { ApiError } from '../../lib/api';
import { toastError, toastSuccess } from '../../lib/toast';
import { usePageParam } from '../../lib/use-page-param';
import { AdminListHeader, AdminResults, AdminTable } from './admin-table';
import { useAdminCredentials, useCredentialVerification, type CredentialFilter } from './api';

const FILTERS = ['unverified', 'verified', 'all'] as const satisfies readonly CredentialFilter[];
const FILTER_LABELS: Record<CredentialFilter, string> = {
  unverified: 'Waiting for verification',
  verified: 'Verified',
  all: 'All credentials',
};

const EMPTY: Record<CredentialFilter, string> = {
  unverified: 'No credentials waiting for verification',
  verified: 'No verified credentials yet',
  all: 'No credentials yet',
};

const readFilter = (value: string | null): CredentialFilter =>
  FILTERS.find((filter) => filter === value) ?? 'unverified';

export function Component() {
  const [params, setParams] = useSearchParams();
  const status = readFilter(params.get('status'));
  const [page, setPage] = usePageParam({ scroll: 'auto' });
  const query = useAdminCredentials({ status, page });

  return (
    <>
      <AdminListHeader
        title="Credentials"
        description="Credentials facilitators claim, the unverified oldest first. Open the evidence, then verify it; a verified credential shows a badge with your name and the date on the profile."
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
          <>
            <ul className="space-y-4 lg:hidden">
              {items.map((credential) => (
                <li
                  key={credential.id}
                  className="space-y-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
                >
                  <p className="font-semibold text-slate-900">{credentialTitle(credential)}</p>
                  <p className="text-sm text-slate-700">
                    <FacilitatorLink credential={credential} /> · {credential.year} · {expiry(credential)}
                  </p>
                  <CredentialEvidence credential={credential} />
                  <CredentialBadge verification={credential.verification} />
                  <VerificationButton credential={credential} className="w-full" />
                </li>
              ))}
            </ul>
            <AdminTable
              caption="Credentials"
              columns={[
                'Facilitator',
                'Credential',
                'Year',
                'Expires',
                'Evidence',
                'Status',
                <span className="sr-only">Actions</span>,
              ]}
            >
              {items.map((credential) => (
                <tr key={credential.id} className="align-top">
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
                    <CredentialBadge verification={credential.verification} />
                  </td>
                  <td className="px-4 py-4 text-right">
                    <VerificationButton credential={credential} />
                  </td>
                </tr>
              ))}
            </AdminTable>
          </>
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

/** Verify an unverified credential, or withdraw the verification of a verified one. */
function VerificationButton({ credential, className }: { credential: AdminCredential; className?: string }) {
  const verification = useCredentialVerification();
  const verified = credential.verification !== null;
  const title = credentialTitle(credential);
  const who = `${title} of ${credential.facilitator.name}`;
  const run = () =>
    verification.mutate(
      { credential, verify: !verified },
      {
        onSuccess: () => toastSuccess(verified ? 'Verification withdrawn' : 'Credential verified', who),
        onError: (error) =>
          toastError('Error', error instanceof ApiError ? error.message : 'An unexpected error occurred'),
      },
    );
  return verified ? (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      disabled={verification.isPending}
      aria-label={`Withdraw verification: ${who}`}
      onClick={run}
    >
      <Undo2 aria-hidden className="h-4 w-4" /> Withdraw verification
    </Button>
  ) : (
    <Button
      size="sm"
      className={className}
      disabled={verification.isPending}
      aria-label={`Verify ${who}`}
      onClick={run}
    >
      <BadgeCheck aria-hidden className="h-4 w-4" /> Verify
    </Button>
  );
}
