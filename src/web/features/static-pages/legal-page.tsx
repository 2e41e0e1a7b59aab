import { SITE_NAME } from '../../../shared/constants';
import { linkClass, metaClass, paragraphClass } from './static-page-styles';
import { operatorLegalName } from '../../../shared/operator';
import { StaticPage, StaticSection } from './static-page';
import { MailLink, OperatorAddress, WithOperator } from './operator';

const ODR_URL = 'https://ec.europa.eu/consumers/odr/';

const dlClass =
  'mt-4 grid grid-cols-1 gap-x-6 gap-y-2 leading-7 text-slate-700 sm:grid-cols-[max-content_1fr]';
const dtClass = 'font-semibold text-slate-900';

export function Component() {
  return (
    <StaticPage
      path="/legal"
      title="Site Notice"
      intro={
        <p className={metaClass} lang="de">
          Impressum
        </p>
      }
    >
      <WithOperator>
        {(operator) =>
          operator ? (
            <>
              <StaticSection id="legal-provider" title="Information pursuant to § 5 DDG">
                <OperatorAddress lines={[operatorLegalName(operator), ...operator.address]} />
                {operator.representative || operator.register || operator.registerNumber ? (
                  <dl className={dlClass}>
                    {operator.representative ? (
                      <>
                        <dt className={dtClass}>Represented by</dt>
                        <dd>{operator.representative}</dd>
                      </>
                    ) : null}
                    {operator.register || operator.registerNumber ? (
                      <>
                        <dt className={dtClass}>Register</dt>
                        <dd>{[operator.register, operator.registerNumber].filter(Boolean).join(', ')}</dd>
                      </>
                    ) : null}
                  </dl>
                ) : null}
              </StaticSection>

              <StaticSection id="legal-contact" title="Contact">
                <dl className={dlClass}>
                  {operator.phone ? (
                    <>
                      <dt className={dtClass}>Phone</dt>
                      <dd>
                        <a href={`tel:${operator.phone.replace(/[^+\d]/g, '')}`} className={linkClass}>
                          {operator.phone}
                        </a>
                      </dd>
                    </>
                  ) : null}
                  <dt className={dtClass}>Email</dt>
                  <dd>
                    <MailLink email={operator.email} />
                  </dd>
                </dl>
              </StaticSection>

              {operator.vatId ? (
                <StaticSection id="legal-vat" title="VAT identification number">
                  <p className={paragraphClass}>
                    VAT identification number pursuant to § 27a of the German VAT Act (UStG): {operator.vatId}
                  </p>
                </StaticSection>
              ) : null}

              {operator.representative ? (
                <StaticSection
                  id="legal-editorial"
                  title="Responsible for editorial content pursuant to § 18 (2) MStV"
                >
                  <OperatorAddress lines={[operator.representative, ...operator.address]} />
                </StaticSection>
              ) : null}
            </>
          ) : null
        }
      </WithOperator>

      <StaticSection id="legal-odr" title="EU online dispute resolution">
        <p className={paragraphClass}>
          The European Commission’s platform for online dispute resolution (ODR), formerly available at{' '}
          <a href={ODR_URL} target="_blank" rel="noopener noreferrer" className={linkClass}>
            https://ec.europa.eu/consumers/odr/
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          , was discontinued on 20 July 2025 under Regulation (EU) 2024/3228. Complaints can no longer be
          submitted there. You can reach us directly at the email address above.
        </p>
      </StaticSection>

      <StaticSection id="legal-adr" title="Consumer dispute resolution">
        <p className={paragraphClass}>
          We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer
          arbitration board (§ 36 VSBG).
        </p>
      </StaticSection>

      <StaticSection id="legal-content" title="Liability for content">
        <p className={paragraphClass}>
          As a service provider, we are responsible for our own content on these pages in accordance with
          general law. However, we are not obliged to monitor third-party information that is transmitted or
          stored on our platform, such as job postings, profiles and applications published by our users, or
          to investigate circumstances that indicate illegal activity. Under the EU Digital Services Act, we
          are liable for such third-party content only once we have actual knowledge of a specific
          infringement and fail to act expeditiously to remove it or disable access to it.
        </p>
        <p className={paragraphClass}>
          Obligations to remove or block the use of information under general law remain unaffected. If you
          become aware of illegal content on {SITE_NAME}, please notify us at the email address under Contact
          above. We will review the notice and remove the content promptly if it is unlawful.
        </p>
      </StaticSection>

      <StaticSection id="legal-links" title="Liability for links">
        <p className={paragraphClass}>
          Our website and the content published by our users contain links to external websites of third
          parties over whose content we have no influence. We therefore cannot accept any liability for this
          external content. The respective provider or operator of the linked pages is always responsible for
          their content. Links that we set ourselves were checked for possible legal violations at the time
          they were created, and no illegal content was apparent at that time. Links in job postings and
          profiles are set by our users.
        </p>
        <p className={paragraphClass}>
          Permanent monitoring of the content of linked pages is not reasonable without concrete evidence of
          an infringement. If we become aware of any infringement, we will remove the link in question
          immediately.
        </p>
      </StaticSection>
    </StaticPage>
  );
}
