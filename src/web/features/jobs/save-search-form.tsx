import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  CreateSavedSearchSchema,
  DEFAULT_ALERT_FREQUENCY,
  SAVED_SEARCH_NAME_MAX,
  localTimeZone,
  type SearchFilters,
} from '../../../shared/saved';
import { DialogForm } from '../../components/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { Input, OptionSelect } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { suggestedSearchName } from '../../lib/search-summary';
import { toastError, toastSuccess } from '../../lib/toast';
import { useCreateSavedSearch } from '../saved/api';

/** What the dialog asks; the filters are the page's and the time zone the browser's. */
const SaveSearchFormSchema = CreateSavedSearchSchema.pick({ name: true, frequency: true });

/** The dialog's form (loaded when the dialog opens: its schema stays off /jobs). */
export function SaveSearchForm({ filters, onSaved }: { filters: SearchFilters; onSaved: () => void }) {
  const create = useCreateSavedSearch();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(SaveSearchFormSchema),
    defaultValues: { name: suggestedSearchName(filters), frequency: DEFAULT_ALERT_FREQUENCY },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync({ ...values, filters, timeZone: localTimeZone() });
      toastSuccess('Search saved', `Alerts for “${values.name}” are on their way.`, {
        label: 'Manage alerts',
        onClick: () => navigate('/facilitator/alerts'),
      });
      onSaved();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const nameError = apiError?.fieldErrors?.name?.[0];
      if (nameError) setError('name', { type: 'server', message: nameError });
      else toastError('Could not save the search', apiError?.message ?? 'An unexpected error occurred');
    }
  });

  return (
    <DialogForm onSubmit={onSubmit} pending={create.isPending} submitLabel="Save" pendingLabel="Saving...">
      <FormField label="Name" error={errors.name?.message}>
        <Input {...register('name')} maxLength={SAVED_SEARCH_NAME_MAX} autoComplete="off" />
      </FormField>
      <FormField
        label="Alert frequency"
        hint="Daily and weekly alerts arrive at 07:00 in your time zone; weekly ones on Mondays."
        error={errors.frequency?.message}
      >
        <OptionSelect
          options={ALERT_FREQUENCIES}
          labels={ALERT_FREQUENCY_LABELS}
          {...register('frequency')}
        />
      </FormField>
      <p className="text-sm text-slate-700">
        Change or delete it any time on the{' '}
        <Link to="/facilitator/alerts" className="font-medium text-indigo-700 underline underline-offset-2">
          Job alerts
        </Link>{' '}
        page.
      </p>
    </DialogForm>
  );
}
