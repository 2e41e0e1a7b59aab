import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LanguageSettingsSchema, type LanguageSettings } from '../../../shared/auth';
import { LOCALE_NAMES, LOCALES } from '../../../shared/i18n/locales';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Select } from '../../components/ui/input';
import { useAuth } from '../../lib/auth';
import { useErrorToast } from '../../lib/use-error-toast';
import { useT } from '../../lib/i18n';
import { toastSuccess } from '../../lib/toast';
import { useSaveLanguage } from './api';
import { accountLanguageMessages } from './language-messages';
import { SettingsCard } from './settings-card';

/**
 * Language: the one the user's mails and notifications are written in (the page's at sign-up). The pages
 * keep the language of their address.
 */
export function LanguageCard() {
  const t = useT(accountLanguageMessages);
  const showError = useErrorToast();
  const { user, refresh } = useAuth();
  const save = useSaveLanguage();
  const form = useForm<LanguageSettings>({
    resolver: zodResolver(LanguageSettingsSchema),
    values: user ? { locale: user.locale } : undefined,
    defaultValues: { locale: user?.locale ?? 'en' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      await refresh();
      toastSuccess(t('saved'));
    } catch (error) {
      showError(error);
    }
  });
  return (
    <SettingsCard id="language" title={t('title')} text={t('description')}>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label={t('title')}>
        <FormField label={t('label')} error={form.formState.errors.locale?.message}>
          <Select {...form.register('locale')}>
            {LOCALES.map((locale) => (
              // Each language's name in itself, marked as such for screen readers.
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </Select>
        </FormField>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('submit')}
        </Button>
      </form>
    </SettingsCard>
  );
}
