import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ALERT_FREQUENCIES,
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
import { commonMessages } from '../../lib/common-messages';
import { useLocale, useT } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { suggestedSearchName } from '../../lib/search-summary';
import { toastError, toastSuccess } from '../../lib/toast';
import { useCreateSavedSearch } from '../saved/api';
import { saveSearchMessages } from './save-search-messages';
import { optionMessages } from '../../../shared/i18n/options';

/** What the dialog asks; the filters are the page's and the time zone the browser's. */
const SaveSearchFormSchema = CreateSavedSearchSchema.pick({ name: true, frequency: true });

/** The dialog's form (loaded when the dialog opens: its schema stays off /jobs). */
export function SaveSearchForm({ filters, onSaved }: { filters: SearchFilters; onSaved: () => void }) {
  const create = useCreateSavedSearch();
  const navigate = useNavigate();
  const t = useT(saveSearchMessages);
  const option = useT(optionMessages);
  const common = useT(commonMessages);
  const locale = useLocale();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(SaveSearchFormSchema),
    defaultValues: { name: suggestedSearchName(filters, locale), frequency: DEFAULT_ALERT_FREQUENCY },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync({ ...values, filters, timeZone: localTimeZone() });
      toastSuccess(t('toast.saved'), t('toast.savedText', { name: values.name }), {
        label: t('toast.manage'),
        onClick: () => navigate('/facilitator/alerts'),
      });
      onSaved();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const nameError = apiError?.fieldErrors?.name?.[0];
      if (nameError) setError('name', { type: 'server', message: nameError });
      else toastError(t('toast.failed'), apiError?.message ?? common('unexpectedError'));
    }
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      pending={create.isPending}
      submitLabel={t('save')}
      pendingLabel={t('saving')}
    >
      <FormField label={t('name')} error={errors.name?.message}>
        <Input {...register('name')} maxLength={SAVED_SEARCH_NAME_MAX} autoComplete="off" />
      </FormField>
      <FormField label={t('frequency')} hint={t('frequencyHint')} error={errors.frequency?.message}>
        <OptionSelect
          options={ALERT_FREQUENCIES}
          labels={(frequency) => option(`alertFrequency.${frequency}`)}
          {...register('frequency')}
        />
      </FormField>
      <p className="text-sm text-slate-700">
        {richText(t('manage'), {
          link: (text) => (
            <Link
              to="/facilitator/alerts"
              className="font-medium text-indigo-700 underline underline-offset-2"
            >
              {text}
            </Link>
          ),
        })}
      </p>
    </DialogForm>
  );
}
