import {
  REPEAT_CLIENT_MIN_ENGAGEMENTS,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_WINDOW_DAYS,
  TOP_RATED_MIN_AVERAGE,
  TOP_RATED_MIN_REVIEWS,
} from '../../../shared/review-options';
import { INTL_LOCALES } from '../../../shared/i18n/locales';
import { useLocale, useT } from '../../lib/i18n';
import { staticMessages, type StaticKey } from './messages';
import { StaticPage, StaticSection } from './static-page';
import { leadClass, listClass, paragraphClass } from './static-page-styles';

const ALLOWED: readonly StaticKey[] = [
  'reviewGuidelines.write.1',
  'reviewGuidelines.write.2',
  'reviewGuidelines.write.3',
];
const FORBIDDEN: readonly StaticKey[] = [
  'reviewGuidelines.not.1',
  'reviewGuidelines.not.2',
  'reviewGuidelines.not.3',
  'reviewGuidelines.not.4',
  'reviewGuidelines.not.5',
];

/** /review-guidelines: the rules reviews follow, and by which an operator removes one (decision 042). */
export function Component() {
  const t = useT(staticMessages);
  const locale = useLocale();
  const numbers = new Intl.NumberFormat(INTL_LOCALES[locale], { minimumFractionDigits: 1 });
  const values = {
    days: REVIEW_WINDOW_DAYS,
    min: REVIEW_TEXT_MIN,
    max: REVIEW_TEXT_MAX.toLocaleString(INTL_LOCALES[locale]),
  };
  return (
    <StaticPage
      path="/review-guidelines"
      title={t('reviewGuidelines.title')}
      updated={t('reviewGuidelines.updated')}
      intro={<p className={leadClass}>{t('reviewGuidelines.intro')}</p>}
    >
      <StaticSection id="review-how" title={t('reviewGuidelines.how.title')}>
        <p className={paragraphClass}>{t('reviewGuidelines.how.p1', values)}</p>
        <p className={paragraphClass}>{t('reviewGuidelines.how.p2')}</p>
        <p className={paragraphClass}>{t('reviewGuidelines.how.p3')}</p>
      </StaticSection>

      <StaticSection id="review-write" title={t('reviewGuidelines.write.title')}>
        <ul className={listClass}>
          {ALLOWED.map((key) => (
            <li key={key}>{t(key, values)}</li>
          ))}
        </ul>
      </StaticSection>

      <StaticSection id="review-not" title={t('reviewGuidelines.not.title')}>
        <ul className={listClass}>
          {FORBIDDEN.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </StaticSection>

      <StaticSection id="review-figures" title={t('reviewGuidelines.figures.title')}>
        <p className={paragraphClass}>
          {t('reviewGuidelines.figures.p1', {
            reviews: TOP_RATED_MIN_REVIEWS,
            average: numbers.format(TOP_RATED_MIN_AVERAGE),
            min: REPEAT_CLIENT_MIN_ENGAGEMENTS,
          })}
        </p>
        <p className={paragraphClass}>{t('reviewGuidelines.figures.p2')}</p>
      </StaticSection>

      <StaticSection id="review-report" title={t('reviewGuidelines.report.title')}>
        <p className={paragraphClass}>{t('reviewGuidelines.report.p1')}</p>
      </StaticSection>
    </StaticPage>
  );
}
