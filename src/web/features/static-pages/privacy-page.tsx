import { Link } from 'react-router';
import { COOKIE_CONSENT_DAYS, COOKIE_CONSENT_NAME, SITE_NAME } from '../../../shared/constants';
import { h3Class, linkClass, listClass, paragraphClass } from './static-page-styles';
import { operatorLegalName } from '../../../shared/operator';
import { StaticPage, StaticSection } from './static-page';
import { SkeletonBars } from '../../components/ui/skeleton';
import { useOperator } from './api';
import { MailLink, operatorInline, WithOperator } from './operator';

export function Component() {
  return (
    <StaticPage path="/privacy" title="Privacy Policy" updated="November 2026">
      <WithOperator>
        {(operator) => (
          <p className={paragraphClass}>
            This policy explains what personal data {SITE_NAME} processes when you visit our website or use
            our marketplace, why we process it, and what rights you have.{' '}
            {operator
              ? `The controller within the meaning of the EU General Data Protection Regulation (GDPR) is ${operatorInline(operator)}.`
              : 'The controller within the meaning of the EU General Data Protection Regulation (GDPR) is the operator of this site, whose details have not been configured yet.'}{' '}
            Full company details are listed in our{' '}
            <Link to="/legal" className={linkClass}>
              Site Notice
            </Link>
            .
          </p>
        )}
      </WithOperator>

      <StaticSection id="privacy-collect" title="Information We Collect">
        <p className={paragraphClass}>
          We only collect the data we need to run the marketplace. Depending on how you use {SITE_NAME}, this
          includes:
        </p>

        <h3 className={h3Class}>Account data</h3>
        <p className={paragraphClass}>
          When you register, we store your name, email address, a securely hashed password, whether you signed
          up as an organisation or as a facilitator, and the date your account was created. We use this data
          to provide your account and to send you essential service messages, such as email verification and
          password resets (Art. 6(1)(b) GDPR).
        </p>

        <h3 className={h3Class}>Profile data</h3>
        <p className={paragraphClass}>
          Facilitators can add a profile with a headline, biography, areas of expertise, languages, location,
          day rates, a profile photo and links to their own website or portfolio. Organisations can add their
          company name, size, sector, description and logo. You decide what to include; profile information is
          visible to other users of the platform so that organisations and facilitators can find each other.
        </p>

        <h3 className={h3Class}>Job postings</h3>
        <p className={paragraphClass}>
          When an organisation publishes a job, we store the posting, including its title, description, focus
          areas, format, dates, location and budget, together with the contact person who created it.
          Published job postings are visible to visitors and registered facilitators.
        </p>

        <h3 className={h3Class}>Applications</h3>
        <p className={paragraphClass}>
          When a facilitator applies for a job, we store the application, including the cover message, any
          proposed approach or fee, and the status of the application. An application is shared only with the
          organisation that posted the job, and its status is visible to the facilitator who submitted it.
        </p>

        <h3 className={h3Class}>Server logs</h3>
        <p className={paragraphClass}>
          Whenever you access our website, our servers automatically record technical information: your IP
          address, the date and time of the request, the page or resource requested, the HTTP status code, the
          amount of data transferred, the referring URL, and your browser and operating system. We need this
          data to deliver the website, to keep it secure and to detect and investigate abuse such as attacks
          or automated scraping (Art. 6(1)(f) GDPR). Server logs are deleted after 14 days unless a specific
          security incident requires us to keep individual entries for longer.
        </p>

        <h3 className={h3Class}>Cookies</h3>
        <p className={paragraphClass}>
          We use a session cookie that is strictly necessary to keep you signed in. When you first visit{' '}
          {SITE_NAME}, a banner asks whether you accept optional cookies. Your choice, Accept or Decline, is
          stored in a cookie named <code className="font-mono text-sm">{COOKIE_CONSENT_NAME}</code> for{' '}
          {COOKIE_CONSENT_DAYS} days so that we do not ask again on every visit. After that period, or if you
          delete your cookies, the banner is shown again and you can make a new choice. We only set optional
          cookies if you have clicked Accept.
        </p>
      </StaticSection>

      <StaticSection id="privacy-store" title="How We Store Your Information">
        <p className={paragraphClass}>
          Your data is stored on servers located in the European Union and operated by hosting providers that
          process it on our behalf under data processing agreements in accordance with Art. 28 GDPR.
          Connections to {SITE_NAME} are encrypted with TLS, passwords are stored only as salted hashes, and
          access to production systems is restricted to the staff who need it to operate and support the
          service.
        </p>
        <p className={paragraphClass}>
          We keep account, profile, job and application data for as long as your account exists. When you
          delete your account, we delete or anonymise your personal data within 30 days, unless statutory
          retention obligations, for example under German commercial and tax law for invoices, require us to
          keep certain records for longer. In that case we restrict processing to that purpose.
        </p>

        <h3 className={h3Class}>Downloading your data and deleting your account</h3>
        <p className={paragraphClass}>
          You can download a copy of your personal data in a machine-readable format at any time from your
          account settings. You can also delete your account from your account settings; this removes your
          profile, your job postings and your applications from the platform.
        </p>

        <h3 className={h3Class}>Your rights</h3>
        <p className={paragraphClass}>Under the GDPR you have the right to:</p>
        <ul className={listClass}>
          <li>access the personal data we hold about you (Art. 15 GDPR);</li>
          <li>have inaccurate data corrected (Art. 16 GDPR);</li>
          <li>have your data erased (Art. 17 GDPR);</li>
          <li>restrict the processing of your data (Art. 18 GDPR);</li>
          <li>receive your data in a portable format (Art. 20 GDPR);</li>
          <li>object to processing based on our legitimate interests (Art. 21 GDPR);</li>
          <li>
            lodge a complaint with a data protection supervisory authority (Art. 77 GDPR), for example the
            Berlin Commissioner for Data Protection and Freedom of Information.
          </li>
        </ul>
      </StaticSection>

      <StaticSection id="privacy-share" title="How We Share Information">
        <p className={paragraphClass}>
          We do not sell your personal data and we do not share it with advertisers. We share data only in the
          following cases:
        </p>
        <ul className={listClass}>
          <li>
            <strong className="font-semibold text-slate-900">With other users,</strong> as part of how the
            marketplace works: profiles and published job postings are visible on the platform, and an
            application is shared with the organisation that posted the job.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">With service providers</strong> who host our
            infrastructure or send transactional emails on our behalf. They are bound by data processing
            agreements and may use the data only to provide their service to us.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">With authorities,</strong> where we are legally
            obliged to disclose data, or where disclosure is necessary to establish, exercise or defend legal
            claims.
          </li>
        </ul>
        <p className={paragraphClass}>
          If a service provider is located outside the European Economic Area, we only transfer data where an
          adequacy decision of the European Commission exists or where appropriate safeguards, such as the EU
          Standard Contractual Clauses, are in place.
        </p>
      </StaticSection>

      <StaticSection id="privacy-links" title="External Links">
        <p className={paragraphClass}>
          Profiles, job postings and our own pages may link to websites operated by third parties, such as a
          facilitator’s portfolio or an organisation’s careers page. Once you follow such a link, this privacy
          policy no longer applies. We have no control over how those sites process your data, so please read
          their privacy policies.
        </p>
      </StaticSection>

      <StaticSection id="privacy-children" title="Children Under 13">
        <p className={paragraphClass}>
          {SITE_NAME} is a professional service for organisations and working facilitators and is not directed
          at children. We do not knowingly collect data from children under 13. If you believe that a child
          under 13 has provided us with personal data, please contact us and we will delete it promptly.
        </p>
      </StaticSection>

      <StaticSection id="privacy-consent" title="Consent">
        <p className={paragraphClass}>
          By using {SITE_NAME}, you acknowledge this privacy policy. Where we rely on your consent, for
          example for optional cookies, we ask for it explicitly (Art. 6(1)(a) GDPR). You can withdraw your
          consent at any time with effect for the future, for instance by deleting the{' '}
          <code className="font-mono text-sm">{COOKIE_CONSENT_NAME}</code> cookie in your browser and choosing
          Decline when the banner appears again. Withdrawing consent does not affect the lawfulness of
          processing carried out before the withdrawal.
        </p>
      </StaticSection>

      <StaticSection id="privacy-updates" title="Updates to This Policy">
        <p className={paragraphClass}>
          We update this policy when we introduce new features, change service providers or when the law
          requires it. The date at the top of this page shows when it was last revised. If we make significant
          changes, we will inform registered users by email or by a notice in the app before the changes take
          effect.
        </p>
      </StaticSection>

      <StaticSection id="privacy-contact" title="Contact Us">
        <PrivacyContact />
      </StaticSection>
    </StaticPage>
  );
}

function PrivacyContact() {
  const { data, isPending } = useOperator();
  if (isPending) return <SkeletonBars bars={['h-4 w-full', 'h-4 w-2/3']} />;
  const operator = data?.operator;
  if (!operator)
    return (
      <p className={paragraphClass}>
        If you have questions about this policy or want to exercise your rights, write to the operator of this
        site once its contact details are published in the Site Notice. We will respond within one month, as
        required by the GDPR.
      </p>
    );
  return (
    <p className={paragraphClass}>
      If you have questions about this policy or want to exercise your rights, write to us at{' '}
      <MailLink email={operator.privacyEmail ?? operator.email} /> or by post to{' '}
      {[`${operatorLegalName(operator)}, Data Protection`, ...operator.address].join(', ')}. We will respond
      within one month, as required by the GDPR.
    </p>
  );
}
