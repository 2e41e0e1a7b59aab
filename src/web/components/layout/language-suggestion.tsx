import { useEffect, useState } from 'react';
import { X } from 'lucide-react';
import { translate } from '../../../shared/i18n/catalogue';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../../shared/i18n/locales';
import { useLocale } from '../../lib/i18n';
import { CHOSEN_KEY, OtherLanguageLink, rememberLanguageChoice } from './language-switcher';
import { layoutMessages } from './messages';

/** The supported language the browser prefers most, if it is not the page's. */
function preferredOtherLocale(current: Locale): Locale | undefined {
  const first = navigator.languages?.[0] ?? navigator.language;
  const language = first?.slice(0, 2).toLowerCase();
  return LOCALES.find((locale) => locale === language && locale !== current);
}

/**
 * A first-time visitor whose browser prefers another of our languages is offered it, in that language,
 * once: nothing redirects on the browser's preference, so crawlers and shared links see the page asked for.
 * Drawn after hydration only (the server cannot know the preference), so it floats over the foot of the
 * screen rather than pushing the page down once it has been drawn (a layout shift).
 */
export default function LanguageSuggestion() {
  const current = useLocale();
  const [suggested, setSuggested] = useState<Locale>();
  useEffect(() => {
    let chosen = false;
    try {
      chosen = localStorage.getItem(CHOSEN_KEY) !== null;
    } catch {
      chosen = false;
    }
    if (!chosen) setSuggested(preferredOtherLocale(current));
  }, [current]);
  if (!suggested) return null;
  const dismiss = () => {
    rememberLanguageChoice();
    setSuggested(undefined);
  };
  return (
    <aside
      lang={suggested}
      aria-label={LOCALE_NAMES[suggested]}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-indigo-200 bg-indigo-50 shadow-lg"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2 text-sm text-slate-800 sm:px-6 lg:px-8">
        <p>
          {translate(suggested, layoutMessages, 'language.suggestion')}{' '}
          <OtherLanguageLink
            locale={suggested}
            className="inline-flex min-h-6 items-center font-medium text-indigo-800 underline"
          />
        </p>
        <button
          type="button"
          onClick={dismiss}
          className="inline-flex h-8 w-8 shrink-0 cursor-pointer items-center justify-center rounded-md text-slate-700 hover:bg-indigo-100"
          aria-label={translate(suggested, layoutMessages, 'language.dismiss')}
        >
          <X aria-hidden className="h-4 w-4" />
        </button>
      </div>
    </aside>
  );
}
