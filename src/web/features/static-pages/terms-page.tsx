import { Link } from 'react-router';
import { linkClass, listClass, paragraphClass } from './static-page-styles';
import { StaticPage, StaticSection } from './static-page';
import { operatorInline, WithOperator } from './operator';
import { useT } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { staticMessages, type StaticKey } from './messages';

/** What the use licence forbids, in order. */
const RESTRICTIONS: readonly StaticKey[] = [
  'terms.2.scrape',
  'terms.2.contacts',
  'terms.2.postings',
  'terms.2.false',
  'terms.2.hack',
  'terms.2.notices',
  'terms.2.share',
];

export function Component() {
  const t = useT(staticMessages);
  const link = (to: string) => (text: string) => (
    <Link to={to} className={linkClass}>
      {text}
    </Link>
  );
  return (
    <StaticPage path="/terms" title={t('terms.title')} updated={t('terms.updated')}>
      <WithOperator>
        {(operator) => (
          <p className={paragraphClass}>
            {t('terms.intro', {
              operator: operator ? operatorInline(operator) : t('terms.operatorFallback'),
            })}
          </p>
        )}
      </WithOperator>

      <StaticSection id="terms-1" title={t('terms.1.title')}>
        <p className={paragraphClass}>{t('terms.1.p1')}</p>
        <p className={paragraphClass}>{richText(t('terms.1.p2'), { link: link('/privacy') })}</p>
      </StaticSection>

      <StaticSection id="terms-2" title={t('terms.2.title')}>
        <p className={paragraphClass}>{t('terms.2.p1')}</p>
        <ul className={listClass}>
          {RESTRICTIONS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p className={paragraphClass}>{t('terms.2.p2')}</p>
      </StaticSection>

      <StaticSection id="terms-3" title={t('terms.3.title')}>
        <p className={paragraphClass}>{t('terms.3.p1')}</p>
        <p className={paragraphClass}>{t('terms.3.p2')}</p>
      </StaticSection>

      <StaticSection id="terms-4" title={t('terms.4.title')}>
        <p className={paragraphClass}>{t('terms.4.p1')}</p>
        <p className={paragraphClass}>{t('terms.4.p2')}</p>
        <p className={paragraphClass}>{t('terms.4.p3')}</p>
      </StaticSection>

      <StaticSection id="terms-5" title={t('terms.5.title')}>
        <p className={paragraphClass}>{t('terms.5.p1')}</p>
        <p className={paragraphClass}>{t('terms.5.p2')}</p>
      </StaticSection>

      <StaticSection id="terms-6" title={t('terms.6.title')}>
        <p className={paragraphClass}>{t('terms.6.p1')}</p>
      </StaticSection>

      <StaticSection id="terms-7" title={t('terms.7.title')}>
        <p className={paragraphClass}>{t('terms.7.p1')}</p>
      </StaticSection>

      <StaticSection id="terms-8" title={t('terms.8.title')}>
        <p className={paragraphClass}>{t('terms.8.p1')}</p>
        <p className={paragraphClass}>{t('terms.8.p2')}</p>
        <p className={paragraphClass}>{richText(t('terms.8.p3'), { link: link('/legal') })}</p>
      </StaticSection>
    </StaticPage>
  );
}
