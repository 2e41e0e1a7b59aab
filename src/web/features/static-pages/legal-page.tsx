import { Fragment } from 'react';
import { SITE_NAME } from '../../../shared/constants';
import { linkClass, metaClass, paragraphClass } from './static-page-styles';
import { StaticPage, StaticSection } from './static-page';

const CONTACT_EMAIL = 'hello@facilitatorhub.example';
const CONTACT_PHONE_DISPLAY = '+49 30 1234 5678';
const CONTACT_PHONE_HREF = '+493012345678';
const ODR_URL = 'https://ec.europa.eu/consumers/odr/';

const COMPANY_ADDRESS = ['FacilitatorHub GmbH', 'Musterstraße 12', '10115 Berlin', 'Germany'];
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
      <StaticSection id="legal-provider" title="Information pursuant to § 5 DDG">
        <Address lines={COMPANY_ADDRESS} />
        <dl className={dlClass}>
          <dt className={dtClass}>Represented by the managing director</dt>
          <dd>Dr. Katharina Weber</dd>
          <dt className={dtClass}>Commercial register</dt>
          <dd>Amtsgericht Charlottenburg (Berlin), HRB 245817 B</dd>
        </dl>
      </StaticSection>

      <StaticSection id="legal-contact" title="Contact">
        <dl className={dlClass}>
          <LinkEntry term="Phone" href={`tel:${CONTACT_PHONE_HREF}`} text={CONTACT_PHONE_DISPLAY} />
          <LinkEntry term="Email" href={`mailto:${CONTACT_EMAIL}`} text={CONTACT_EMAIL} />
        </dl>
      </StaticSection>

      <StaticSection id="legal-vat" title="VAT identification number">
        <p className={paragraphClass}>
          VAT identification number pursuant to § 27a of the German VAT Act (UStG): DE318462953
        </p>
      </StaticSection>

      <StaticSection id="legal-editorial" title="Responsible for editorial content pursuant to § 18 (2) MStV">
        <Address lines={['Jonas Hartmann', ...COMPANY_ADDRESS]} />
      </StaticSection>

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
          become aware of illegal content on {SITE_NAME}, please notify us at{' '}
          <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>
            {CONTACT_EMAIL}
          </a>
          . We will review the notice and remove the content promptly if it is unlawful.
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

function Address({ lines }: { lines: readonly string[] }) {
  return (
    <address className="mt-4 not-italic leading-7 text-slate-700">
      {lines.map((line, index) => (
        <Fragment key={line}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </address>
  );
}

/** A term of the notice whose value is a link (phone, email). */
function LinkEntry({ term, href, text }: { term: string; href: string; text: string }) {
  return (
    <>
      <dt className={dtClass}>{term}</dt>
      <dd>
        <a href={href} className={linkClass}>
          {text}
        </a>
      </dd>
    </>
  );
}
