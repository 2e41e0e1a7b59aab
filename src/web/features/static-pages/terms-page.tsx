import { Link } from 'react-router';
import { SITE_NAME } from '../../../shared/constants';
import { linkClass, listClass, paragraphClass } from './static-page-styles';
import { StaticPage, StaticSection } from './static-page';
import { operatorInline, WithOperator } from './operator';

export function Component() {
  return (
    <StaticPage path="/terms" title="Terms of Service" updated="November 2026">
      <WithOperator>
        {(operator) => (
          <p className={paragraphClass}>
            {SITE_NAME} is an online marketplace operated by{' '}
            {operator ? operatorInline(operator) : 'the operator named in the Site Notice'} (“{SITE_NAME}”,
            “we”, “us”). Organisations use it to publish jobs for workshops, meetings, trainings and other
            facilitated sessions; professional facilitators use it to present their experience and apply for
            those jobs. Please read these terms carefully before you create an account or use the platform.
          </p>
        )}
      </WithOperator>

      <StaticSection id="terms-1" title="1. Terms">
        <p className={paragraphClass}>
          By accessing or using {SITE_NAME}, whether as a visitor, as an organisation posting a job or as a
          facilitator applying for one, you agree to be bound by these Terms of Service and by all applicable
          laws and regulations, and you accept that you are responsible for complying with them. If you do not
          agree with any of these terms, you may not use the platform.
        </p>
        <p className={paragraphClass}>
          If you register on behalf of an organisation, you confirm that you are authorised to accept these
          terms for that organisation. Our{' '}
          <Link to="/privacy" className={linkClass}>
            Privacy Policy
          </Link>{' '}
          explains how we process personal data and forms part of these terms.
        </p>
      </StaticSection>

      <StaticSection id="terms-2" title="2. Use Licence">
        <p className={paragraphClass}>
          We grant you a personal, non-exclusive, non-transferable and revocable licence to use {SITE_NAME}{' '}
          for its intended purpose: publishing and managing facilitation jobs, creating a facilitator profile,
          and searching for, applying to and communicating about facilitation work. This licence does not
          transfer ownership of the platform, its software or its content to you. Under this licence you may
          not:
        </p>
        <ul className={listClass}>
          <li>
            copy, scrape, harvest or systematically download job postings, profiles or other content, whether
            manually or by automated means;
          </li>
          <li>
            use contact details or other information obtained through the platform for unsolicited advertising
            or for any purpose unrelated to a specific facilitation engagement;
          </li>
          <li>
            publish job postings that are misleading, discriminatory or unlawful, or that do not relate to a
            genuine facilitation assignment;
          </li>
          <li>
            create a profile or application that contains false statements about your identity,
            qualifications, experience or references;
          </li>
          <li>
            attempt to decompile, reverse engineer, disrupt or gain unauthorised access to any part of the
            platform or its infrastructure;
          </li>
          <li>remove any copyright or other proprietary notices from materials on the platform;</li>
          <li>share your account credentials or let another person use your account.</li>
        </ul>
        <p className={paragraphClass}>
          This licence ends automatically if you breach any of these restrictions, and we may suspend or close
          accounts that do so. You keep all rights to the content you submit, such as job descriptions,
          profile texts and applications. You grant us the right to host, display and process that content to
          the extent necessary to operate the platform, for example to show your job posting to facilitators
          or your application to the organisation you applied to.
        </p>
      </StaticSection>

      <StaticSection id="terms-3" title="3. Disclaimer">
        <p className={paragraphClass}>
          {SITE_NAME} provides the technical means for organisations and facilitators to find each other. We
          are not a party to any agreement concluded between an organisation and a facilitator, we do not act
          as an employer or agent of either side, and we do not supervise, direct or guarantee the work that
          is performed. The organisation and the facilitator are solely responsible for negotiating,
          documenting and fulfilling their engagement, including fees, cancellation terms, invoicing, taxes
          and social security obligations.
        </p>
        <p className={paragraphClass}>
          We do not verify every statement made in job postings, profiles or applications. We therefore make
          no warranty that a posted job will be awarded, that a facilitator holds the qualifications they
          describe, or that a session will achieve a particular result. We encourage both sides to check
          references and agree the scope of work in writing before an engagement begins. The platform is
          provided on an “as available” basis; we work to keep it running reliably but cannot promise
          uninterrupted or error-free operation.
        </p>
      </StaticSection>

      <StaticSection id="terms-4" title="4. Limitations">
        <p className={paragraphClass}>
          We are liable without limitation for damage caused intentionally or through gross negligence, for
          injury to life, body or health, under the German Product Liability Act (Produkthaftungsgesetz) and
          to the extent we have given a guarantee.
        </p>
        <p className={paragraphClass}>
          In cases of slight negligence we are liable only for breaches of essential contractual obligations,
          meaning obligations whose fulfilment makes proper use of the platform possible in the first place
          and on whose fulfilment you may regularly rely. In that case our liability is limited to the damage
          that is foreseeable and typical for this kind of contract. Beyond this, our liability for slight
          negligence is excluded.
        </p>
        <p className={paragraphClass}>
          We are in particular not liable for losses arising from engagements between organisations and
          facilitators, such as cancelled sessions, unpaid invoices or the quality of facilitation delivered,
          as these are matters between the parties to that engagement. The limitations above also apply to the
          personal liability of our employees, representatives and agents.
        </p>
      </StaticSection>

      <StaticSection id="terms-5" title="5. Accuracy of Materials">
        <p className={paragraphClass}>
          Content on {SITE_NAME} comes from two sources: material we publish ourselves, such as guides and
          help pages, and material our users publish, such as job postings, profiles and applications. Our own
          materials are written with care, but they may contain technical, typographical or factual errors and
          may not reflect the latest developments. We may update them at any time without notice but are not
          obliged to do so.
        </p>
        <p className={paragraphClass}>
          Users are responsible for the accuracy of the content they publish. Organisations must keep their
          job postings up to date and close them once a position has been filled; facilitators must keep their
          profiles truthful and current. If you come across content you believe is inaccurate or unlawful,
          please report it to us so that we can review it.
        </p>
      </StaticSection>

      <StaticSection id="terms-6" title="6. Links">
        <p className={paragraphClass}>
          Job postings, profiles and our own pages may contain links to external websites, such as an
          organisation’s careers page or a facilitator’s portfolio. We have not reviewed all of these sites
          and are not responsible for their content or their privacy practices. A link does not imply that we
          endorse the linked site or its operator. You visit external sites at your own risk and subject to
          their own terms.
        </p>
      </StaticSection>

      <StaticSection id="terms-7" title="7. Modifications">
        <p className={paragraphClass}>
          We may revise these Terms of Service when the platform’s features change or when legal or regulatory
          requirements make it necessary. We will notify registered users of material changes by email or by a
          notice in the app at least 30 days before the new terms take effect. If you do not object within
          that period, the revised terms become effective; we will point out this consequence and your right
          to object in our notice. If you object, you may close your account at any time. The version
          published on this page always shows the date of its last update.
        </p>
      </StaticSection>

      <StaticSection id="terms-8" title="8. Governing Law">
        <p className={paragraphClass}>
          These terms and any disputes arising from or in connection with your use of {SITE_NAME} are governed
          by the law of the Federal Republic of Germany, excluding the United Nations Convention on Contracts
          for the International Sale of Goods (CISG). If you are a consumer, this choice of law does not
          deprive you of the protection of mandatory provisions of the law of the country in which you have
          your habitual residence.
        </p>
        <p className={paragraphClass}>
          If you are a merchant, a legal entity under public law or a special fund under public law, the
          exclusive place of jurisdiction for all disputes is Berlin, Germany. Should any provision of these
          terms be or become invalid, the validity of the remaining provisions is not affected.
        </p>
        <p className={paragraphClass}>
          Questions about these terms? See our{' '}
          <Link to="/legal" className={linkClass}>
            Site Notice
          </Link>{' '}
          for our contact details.
        </p>
      </StaticSection>
    </StaticPage>
  );
}
