import { useState } from 'react';
import { Award, Pencil, Plus, Trash2 } from 'lucide-react';
import { CREDENTIALS_MAX, type OwnCredential } from '../../../shared/facilitation';
import { DialogActions } from '../../components/form-dialog';
import {
  CredentialBadge,
  CredentialEvidence,
  credentialTitle,
  useCredentialTitle,
} from '../../components/credential';
import { QueryError } from '../../components/query-error';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { LoadingState } from '../../components/ui/skeleton';
import { useLocale, useT } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toast';
import { useDeleteCredential, useOwnCredentials } from './api';
import { CredentialDialog } from './credential-dialog';
import { profileMessages } from './messages';
import { profileFormMessages } from './profile-form-messages';
import { formatDate } from '../../../shared/dates';

/** The facilitator's credentials on their profile page: add, edit, delete; each verified or claimed. */
export function CredentialsEditor() {
  const t = useT(profileFormMessages);
  const query = useOwnCredentials();
  // undefined: no dialog; null: adding; a credential: editing it.
  const [editing, setEditing] = useState<OwnCredential | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<OwnCredential | null>(null);
  const items = query.data?.items ?? [];

  return (
    <section aria-labelledby="credentials-heading">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="credentials-heading" className="text-lg font-semibold text-slate-900">
            {t('credentials.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('credentials.lead')}</p>
        </div>
        <Button
          variant="secondary"
          onClick={() => setEditing(null)}
          disabled={!query.data || items.length >= CREDENTIALS_MAX}
        >
          <Plus aria-hidden className="h-4 w-4" /> {t('credentials.add')}
        </Button>
      </div>
      {query.isError ? (
        <QueryError className="mt-4" error={query.error} onRetry={query.refetch} />
      ) : !query.data ? (
        <LoadingState label={t('credentials.loading')} />
      ) : items.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{t('credentials.none')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {items.map((credential) => (
            <CredentialRow
              key={credential.id}
              credential={credential}
              onEdit={() => setEditing(credential)}
              onDelete={() => setDeleting(credential)}
            />
          ))}
        </ul>
      )}
      <CredentialDialog
        open={editing !== undefined}
        credential={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
      <DeleteCredentialDialog credential={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

function CredentialRow({
  credential,
  onEdit,
  onDelete,
}: {
  credential: OwnCredential;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT(profileFormMessages);
  const tProfile = useT(profileMessages);
  const locale = useLocale();
  const title = credentialTitle(credential, locale);
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <Award aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-indigo-600" />
        <div className="min-w-0 space-y-1">
          <p className="font-medium text-slate-900">{title}</p>
          <p className="text-sm text-slate-600">
            {credential.year}
            {credential.expiresOn
              ? tProfile('details.validUntil', { date: formatDate(credential.expiresOn, { locale }) })
              : ''}
          </p>
          <CredentialEvidence credential={credential} />
          <CredentialBadge verification={credential.verification} />
          {credential.rejection ? (
            <p className="text-sm text-red-700">
              {t('credentials.rejected', { reason: credential.rejection.reason })}
            </p>
          ) : credential.evidenceRequestedAt && !credential.verification ? (
            <p className="text-sm text-slate-700">
              {t('credentials.evidenceRequested', {
                date: formatDate(credential.evidenceRequestedAt, { locale }),
              })}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={onEdit}
          aria-label={t('credentials.editLabel', { title })}
        >
          <Pencil aria-hidden className="h-4 w-4" /> {t('credentials.edit')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={t('credentials.deleteLabel', { title })}
          className="text-red-700"
        >
          <Trash2 aria-hidden className="h-4 w-4" /> {t('credentials.delete')}
        </Button>
      </div>
    </li>
  );
}

function DeleteCredentialDialog({
  credential,
  onClose,
}: {
  credential: OwnCredential | null;
  onClose: () => void;
}) {
  const t = useT(profileFormMessages);
  const titleOf = useCredentialTitle();
  const remove = useDeleteCredential();
  // Keep showing the last credential while the dialog closes.
  const [shown, setShown] = useState(credential);
  if (credential && credential !== shown) setShown(credential);

  const confirm = () => {
    if (!credential) return;
    remove.mutate(credential.id, {
      onSuccess: () => {
        toastSuccess(t('credentials.deleted'), titleOf(credential));
        onClose();
      },
      onError: (error) => toastError(t('credentials.deleteFailed'), error.message),
    });
  };

  return (
    <Dialog open={credential !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      {shown ? (
        <DialogContent
          title={t('credentials.deleteTitle')}
          description={t('credentials.deleteText', {
            title: titleOf(shown),
            verified: shown.verification ? 'yes' : 'no',
          })}
        >
          <DialogActions close={t('credentials.keep')} pending={remove.isPending}>
            <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
              {remove.isPending ? t('credentials.deleting') : t('credentials.confirmDelete')}
            </Button>
          </DialogActions>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
