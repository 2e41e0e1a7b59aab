import type { UseFormRegisterReturn } from 'react-hook-form';
import { detectContentLanguage } from '../../../shared/detect-content-language';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../../shared/facilitation-options';
import { FormField } from '../../components/ui/form-field';
import { OptionSelect } from '../../components/ui/input';
import { useLocale, useT } from '../../lib/i18n';
import { languageName } from '../../../shared/i18n/language-names';
import { profileFormMessages } from './profile-form-messages';

/**
 * The language a profile's own text is written in, which the directory's search reads it in (decision 036).
 * "Detect automatically" sends none: the server then guesses it from the text on every save.
 */
export function ContentLanguageField({
  registration,
  hint,
  error,
}: {
  registration: UseFormRegisterReturn;
  hint: string;
  error?: string;
}) {
  const t = useT(profileFormMessages);
  const locale = useLocale();
  return (
    <FormField label={t('contentLanguage.label')} hint={hint} error={error}>
      <OptionSelect
        {...registration}
        options={CONTENT_LANGUAGES}
        labels={(code) => languageName(code, locale)}
        none={t('contentLanguage.detect')}
        className="sm:w-64"
      />
    </FormField>
  );
}

/**
 * The choice a form starts from. The stored language does not say whether its author chose it: one that
 * detection would not give was chosen, and stays chosen; any other starts as "Detect automatically", so that
 * rewriting the text in the other language moves the profile with it.
 */
export function startingContentLanguage(
  stored: ContentLanguage | undefined,
  ...texts: readonly (string | undefined)[]
): ContentLanguage | undefined {
  return stored !== undefined && stored !== detectContentLanguage(...texts) ? stored : undefined;
}

/** The select's value as the schema takes it: "Detect automatically" (empty) is no language at all. */
export const contentLanguageValue = (value: unknown) => (value === '' || value === null ? undefined : value);
