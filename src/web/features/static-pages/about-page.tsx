import type { LucideIcon } from 'lucide-react';
import { BadgeCheck, Crown, GraduationCap, Lightbulb, RefreshCw, Target, Users } from 'lucide-react';
import { Link } from 'react-router';
import { SITE_NAME } from '../../../shared/constants';
import { leadClass, linkClass, paragraphClass } from './static-page-styles';
import { ActionLinks, CheckList, StaticPage, StaticSection } from './static-page';

interface Category {
  title: string;
  description: string;
  icon: LucideIcon;
}

const CATEGORIES: readonly Category[] = [
  {
    title: 'Strategy & Planning',
    description:
      'Offsites, annual planning and strategy retreats that turn competing priorities into a shared direction and a plan people commit to.',
    icon: Target,
  },
  {
    title: 'Innovation & Design',
    description:
      'Design sprints, ideation sessions and customer-journey workshops that help teams move from open questions to tested ideas.',
    icon: Lightbulb,
  },
  {
    title: 'Team Development',
    description:
      'Kick-offs, retrospectives and team-building sessions that build trust, clarify roles and help teams work better together.',
    icon: Users,
  },
  {
    title: 'Leadership',
    description:
      'Leadership circles, management offsites and peer-coaching formats that give leaders space to reflect, align and decide.',
    icon: Crown,
  },
  {
    title: 'Change & Transformation',
    description:
      'Reorganisations, mergers and new ways of working need more than an announcement. Facilitators help people understand, shape and adopt change.',
    icon: RefreshCw,
  },
  {
    title: 'Learning & Training',
    description:
      'Interactive trainings and learning labs that go beyond slides, so participants practise new skills and take them back to their work.',
    icon: GraduationCap,
  },
];

const SECTORS = [
  'Technology',
  'Healthcare',
  'Education',
  'Public sector',
  'Non-profit',
  'Finance',
  'Manufacturing',
  'Retail',
] as const;

const DEMAND_POINTS = [
  'Organisations are investing more in facilitated workshops, because well-run sessions lead to faster decisions and plans that people actually carry out.',
  'Hybrid and distributed teams meet in person less often, which makes the time they do spend together more valuable and worth designing carefully.',
  'Change programmes, strategy processes and cross-functional projects increasingly rely on neutral facilitation to give every voice a fair hearing.',
  'Internal teams rarely have a dedicated facilitator, so many organisations bring in external specialists for their most important sessions.',
] as const;

const REASONS = [
  {
    title: 'Specialists, not generalists',
    description:
      'Facilitators present their focus areas, methods, languages and past engagements, so you can find someone who has run exactly the kind of session you are planning.',
  },
  {
    title: 'A clear brief from the start',
    description:
      'Describe purpose, audience, format, timeline and budget in one structured posting, so applicants understand what you need and can respond with a concrete proposal.',
  },
  {
    title: 'Applications you can compare',
    description:
      'All applications for a job arrive in one place. Review profiles and proposed approaches side by side and decide whom you want to talk to.',
  },
  {
    title: 'Direct relationships',
    description:
      'You agree scope, fees and terms directly with the facilitator you choose. There are no intermediaries standing between you and the person who runs your session.',
  },
  {
    title: 'Built and hosted in Europe',
    description: `${SITE_NAME} is operated by a Berlin-based company and designed with the GDPR in mind. You can download your data or delete your account at any time.`,
  },
] as const;

export function Component() {
  return (
    <StaticPage
      path="/about"
      wide
      eyebrow="For organisations"
      title="Expert facilitators for the moments that matter"
      intro={
        <>
          <p className={leadClass}>
            A strategy offsite, a difficult kick-off, a leadership retreat: some meetings shape what happens
            for months afterwards. {SITE_NAME} is the marketplace where organisations find professional
            facilitators who design and run these sessions, so your people can focus on the content while
            someone experienced takes care of the process.
          </p>
          <ActionLinks
            className="mt-8"
            primary={{ to: '/facilitators', label: 'Find a Facilitator' }}
            secondary={{ to: '/auth', label: 'Join as a Facilitator' }}
          />
        </>
      }
    >
      <StaticSection id="about-demand" title="Why facilitation is in demand" className="mt-16 max-w-3xl">
        <p className={paragraphClass}>
          Meetings are where organisations make decisions, resolve conflicts and build shared understanding.
          More and more of them recognise that these moments deserve the same professional attention as any
          other critical project.
        </p>
        <CheckList items={DEMAND_POINTS} icon={BadgeCheck} className="mt-6 space-y-4" />
      </StaticSection>

      <StaticSection id="about-sectors" title="Facilitators for every sector" className="mt-16">
        <p className={`${paragraphClass} max-w-3xl`}>
          Whether you are a start-up or a global corporation, a ministry or a local charity, you can find
          facilitators who understand the language, the regulations and the culture of your sector.
        </p>
        <ul className="mt-6 flex flex-wrap gap-3">
          {SECTORS.map((sector) => (
            <li
              key={sector}
              className="rounded-full border border-indigo-200 bg-indigo-50 px-4 py-1.5 text-sm font-medium text-indigo-900"
            >
              {sector}
            </li>
          ))}
        </ul>
      </StaticSection>

      <StaticSection id="about-categories" title="Facilitation for every kind of session" className="mt-16">
        <p className={`${paragraphClass} max-w-3xl`}>
          Facilitators list the areas they specialise in, so you can search for exactly the expertise your
          session needs.
        </p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {CATEGORIES.map(({ title, description, icon: Icon }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 leading-7 text-slate-700">{description}</p>
            </li>
          ))}
        </ul>
      </StaticSection>

      <StaticSection id="about-why" title={`Why choose ${SITE_NAME}`} className="mt-16 max-w-3xl">
        <ul className="mt-6 space-y-6">
          {REASONS.map(({ title, description }) => (
            <li key={title} className="flex gap-4">
              <BadgeCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-indigo-600" />
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 leading-7 text-slate-700">{description}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className={paragraphClass}>
          New to working with an external facilitator? Our guide on{' '}
          <Link to="/resources/effective-job-posting" className={linkClass}>
            how to write an effective facilitation job posting
          </Link>{' '}
          walks you through everything a good brief should contain.
        </p>
      </StaticSection>
    </StaticPage>
  );
}
