import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { SAVED_SEARCH_NAME_MAX, SavedSearchNameSchema, type SavedSearch } from '../../../shared/saved';
import { DialogActions, DialogForm, FormDialog } from '../../components/form-dialog';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { commonMessages } from '../../lib/common-messages';
import { useT } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toast';
import { useDeleteSavedSearch, useUpdateSavedSearch } from './api';
import { savedMessages } from './messages';

const RenameFormSchema = z.object({ name: SavedSearchNameSchema });

/** Renames a saved search (open while `search` is set). */
export function RenameDialog({ search, onClose }: { search: SavedSearch | null; onClose: () => void }) {
  const t = useT(savedMessages);
  if (!search) return null;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('rename.title')}
      description={t('rename.description', { name: search.name })}
    >
      <RenameForm search={search} onDone={onClose} />
    </FormDialog>
  );
}

function RenameForm({ search, onDone }: { search: SavedSearch; onDone: () => void }) {
  const update = useUpdateSavedSearch();
  const t = useT(savedMessages);
  const common = useT(commonMessages);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(RenameFormSchema), defaultValues: { name: search.name } });

  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      await update.mutateAsync({ id: search.id, name });
      toastSuccess(t('rename.done'), t('rename.doneDetail', { name }));
      onDone();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const nameError = apiError?.fieldErrors?.name?.[0];
      if (nameError) setError('name', { type: 'server', message: nameError });
      else toastError(t('rename.failed'), apiError?.message ?? common('unexpectedError'));
    }
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      pending={update.isPending}
      submitLabel={t('rename.submit')}
      pendingLabel={t('saving')}
    >
      <FormField label={t('rename.name')} error={errors.name?.message}>
        <Input {...register('name')} maxLength={SAVED_SEARCH_NAME_MAX} autoComplete="off" />
      </FormField>
    </DialogForm>
  );
}

/** Deletes a saved search after confirmation (open while `search` is set). */
export function DeleteDialog({ search, onClose }: { search: SavedSearch | null; onClose: () => void }) {
  const remove = useDeleteSavedSearch();
  const t = useT(savedMessages);
  // Keep showing the last search while the dialog animates out.
  const [shown, setShown] = useState(search);
  if (search && search !== shown) setShown(search);

  const confirm = () => {
    if (!search) return;
    remove.mutate(search.id, {
      onSuccess: () => {
        toastSuccess(t('delete.done'), t('alerts.noMore', { name: search.name }));
        onClose();
      },
      onError: (error) => toastError(t('delete.failed'), error.message),
    });
  };

  return (
    <Dialog open={search !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      {shown ? (
        <DialogContent title={t('delete.title')} description={t('delete.description', { name: shown.name })}>
          <DialogActions close={t('delete.keep')} pending={remove.isPending}>
            <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
              {remove.isPending ? t('delete.deleting') : t('delete.submit')}
            </Button>
          </DialogActions>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
