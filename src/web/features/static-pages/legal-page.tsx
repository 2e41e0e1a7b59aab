import { linkClass, metaClass, paragraphClass } from './static-page-styles';
import { operatorLegalName } from '../../../shared/operator';
import { StaticPage, StaticSection } from './static-page';
import { MailLink, OperatorAddress, WithOperator } from './operator';
import { useLocale, useT } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { staticMessages } from './messages';

const ODR_URL = 'https://ec.europa.eu/consumers/odr/';

const dlClass =
  'mt-4 grid grid-cols-1 gap-x-6 gap-y-2 leading-7 text-slate-700 sm:grid-cols-[max-content_1fr]';
const dtClass = 'font-semibold text-slate-900';

export function Component() {
  const t = useT(staticMessages);
  // In German the page is the Impressum itself; in English its German name follows the title.
  const german = useLocale() === 'de';
  return (
    <StaticPage
      path="/legal"
      title={t('legal.title')}
      intro={
        german ? undefined : (
          <p className={metaClass} lang="de">
            {t('legal.intro')}
          </p>
        )
      }
    >
      <WithOperator>
        {(operator) =>
          operator ? (
            <>
              <StaticSection id="legal-provider" title={t('legal.provider')}>
                <OperatorAddress lines={[operatorLegalName(operator), ...operator.address]} />
                {operator.representative || operator.register || operator.registerNumber ? (
                  <dl className={dlClass}>
                    {operator.representative ? (
                      <>
                        <dt className={dtClass}>{t('legal.representedBy')}</dt>
                        <dd>{operator.representative}</dd>
                      </>
                    ) : null}
                    {operator.register || operator.registerNumber ? (
                      <>
                        <dt className={dtClass}>{t('legal.register')}</dt>
                        <dd>{[operator.register, operator.registerNumber].filter(Boolean).join(', ')}</dd>
                      </>
                    ) : null}
                  </dl>
                ) : null}
              </StaticSection>

              <StaticSection id="legal-contact" title={t('legal.contact')}>
                <dl className={dlClass}>
                  {operator.phone ? (
                    <>
                      <dt className={dtClass}>{t('legal.phone')}</dt>
                      <dd>
                        <a href={`tel:${operator.phone.replace(/[^+\d]/g, '')}`} className={linkClass}>
                          {operator.phone}
                        </a>
                      </dd>
                    </>
                  ) : null}
                  <dt className={dtClass}>{t('legal.email')}</dt>
                  <dd>
                    <MailLink email={operator.email} />
                  </dd>
                </dl>
              </StaticSection>

              {operator.vatId ? (
                <StaticSection id="legal-vat" title={t('legal.vat.title')}>
                  <p className={paragraphClass}>{t('legal.vat.text', { vatId: operator.vatId })}</p>
                </StaticSection>
              ) : null}

              {operator.representative ? (
                <StaticSection id="legal-editorial" title={t('legal.editorial')}>
                  <OperatorAddress lines={[operator.representative, ...operator.address]} />
                </StaticSection>
              ) : null}
            </>
          ) : null
        }
      </WithOperator>

      <StaticSection id="legal-odr" title={t('legal.odr.title')}>
        <p className={paragraphClass}>
          {richText(t('legal.odr.text'), {
            link: (text) => (
              <a href={ODR_URL} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {text}
                <span className="sr-only">{t('newTab')}</span>
              </a>
            ),
          })}
        </p>
      </StaticSection>

      <StaticSection id="legal-adr" title={t('legal.adr.title')}>
        <p className={paragraphClass}>{t('legal.adr.text')}</p>
      </StaticSection>

      <StaticSection id="legal-content" title={t('legal.content.title')}>
        <p className={paragraphClass}>{t('legal.content.p1')}</p>
        <p className={paragraphClass}>{t('legal.content.p2')}</p>
      </StaticSection>

      <StaticSection id="legal-links" title={t('legal.links.title')}>
        <p className={paragraphClass}>{t('legal.links.p1')}</p>
        <p className={paragraphClass}>{t('legal.links.p2')}</p>
      </StaticSection>
    </StaticPage>
  );
}
