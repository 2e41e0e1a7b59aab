import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import {
  ArrowRight,
  Briefcase,
  CalendarCheck,
  ClipboardList,
  Search,
  Send,
  UserPlus,
  Users,
} from 'lucide-react';
import { PUBLIC_PAGES } from '../../../shared/page-meta';
import { PageMeta } from '../../components/page-meta';
import { FocusAreaCards } from './focus-area-cards';
import { HeroIllustration } from './hero-illustration';
import { HomeSearch } from './home-search';
import { ButtonLink } from '../../components/ui/button-link';

interface Step {
  icon: LucideIcon;
  title: string;
  text: string;
}

const ORGANIZATION_STEPS: Step[] = [
  {
    icon: ClipboardList,
    title: 'Describe your session',
    text: 'Post a job inquiry with the goal, format, dates and budget of your workshop, offsite or training.',
  },
  {
    icon: Users,
    title: 'Meet matching facilitators',
    text: 'Facilitators who specialise in your focus area apply. Compare their experience, approach and rates.',
  },
  {
    icon: CalendarCheck,
    title: 'Run a session that works',
    text: 'Agree the details directly with the facilitator you choose, and give your team a session worth their time.',
  },
];

const FACILITATOR_STEPS: Step[] = [
  {
    icon: UserPlus,
    title: 'Create your profile',
    text: 'Show your focus areas, methods, past clients and testimonials in one professional profile.',
  },
  {
    icon: Search,
    title: 'Find work in your focus areas',
    text: 'Browse jobs from organisations looking for exactly the kind of facilitation you do best.',
  },
  {
    icon: Send,
    title: 'Apply and get hired',
    text: 'Send a tailored application, follow its status, and hear back from the organisation directly.',
  },
];

export function Component() {
  return (
    <div className="px-4 pt-10 pb-16 sm:px-6 lg:px-8">
      <PageMeta {...PUBLIC_PAGES['/']} />

      {/* Hero */}
      <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-50 via-white to-amber-50/60 px-5 py-10 ring-1 ring-slate-200 sm:px-10 lg:px-14 lg:py-16">
        <div className="grid items-center gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-12">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold text-indigo-800 ring-1 ring-indigo-100">
              <span aria-hidden className="h-1.5 w-1.5 rounded-full bg-indigo-600" />
              The marketplace for professional facilitators
            </p>
            <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
              Expert facilitators for the sessions that matter
            </h1>
            <p className="mt-5 max-w-xl text-base leading-7 text-slate-700 sm:text-lg sm:leading-8">
              Organisations find experienced facilitators for workshops, strategy offsites, trainings and team
              events. Facilitators find their next engagement.
            </p>
            <div className="mt-8 max-w-2xl">
              <HomeSearch />
            </div>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to="/auth" icon={UserPlus} size="lg">
                Join as Facilitator
              </ButtonLink>
              <ButtonLink to="/auth" icon={Briefcase} size="lg" variant="secondary">
                Post a Job
              </ButtonLink>
            </div>
          </div>
          <HeroIllustration className="mx-auto hidden w-full max-w-lg md:block" />
        </div>
      </section>

      {/* Focus areas */}
      <section aria-labelledby="home-focus-areas" className="mt-20">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <h2
              id="home-focus-areas"
              className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
            >
              Popular focus areas
            </h2>
            <p className="mt-3 text-base leading-7 text-slate-700">
              Facilitators on FacilitatorHub specialise. Start with the areas organisations hire for most.
            </p>
          </div>
          <Link
            to="/focus-areas"
            className="inline-flex min-h-6 items-center gap-1.5 text-sm font-semibold text-indigo-700 hover:text-indigo-900 hover:underline"
          >
            Explore All Focus Areas <ArrowRight aria-hidden className="h-4 w-4" />
          </Link>
        </div>
        <div className="mt-8">
          <FocusAreaCards />
        </div>
      </section>

      {/* How it works */}
      <section aria-labelledby="home-how" className="mt-20">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="home-how" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            How FacilitatorHub works
          </h2>
          <p className="mt-3 text-base leading-7 text-slate-700">
            One place for organisations that need a great session and the professionals who run them.
          </p>
        </div>
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <HowItWorks
            title="For organisations"
            intro="Hire a facilitator who has run sessions like yours before."
            steps={ORGANIZATION_STEPS}
            action="Post Job Inquiry"
            actionIcon={ClipboardList}
            accent="bg-indigo-600"
          />
          <HowItWorks
            title="For facilitators"
            intro="Spend less time finding work and more time doing it."
            steps={FACILITATOR_STEPS}
            action="Request Facilitator Access"
            actionIcon={UserPlus}
            accent="bg-emerald-600"
          />
        </div>
      </section>

      {/* Closing call to action */}
      <section
        aria-labelledby="home-cta"
        className="relative mt-20 overflow-hidden rounded-3xl bg-indigo-700 px-6 py-12 text-center sm:px-12 sm:py-16"
      >
        <div aria-hidden className="absolute -top-24 -right-16 h-64 w-64 rounded-full bg-indigo-500/40" />
        <div aria-hidden className="absolute -bottom-28 -left-10 h-64 w-64 rounded-full bg-indigo-800/60" />
        <div className="relative mx-auto max-w-2xl">
          <h2 id="home-cta" className="text-2xl font-bold tracking-tight text-balance text-white sm:text-3xl">
            Ready to run better sessions?
          </h2>
          <p className="mt-4 text-base leading-7 text-indigo-100">
            Join FacilitatorHub as a facilitator, or as an organisation looking for one. It takes a couple of
            minutes.
          </p>
          <Link
            to="/auth"
            className="mt-8 inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-white px-6 text-base font-semibold text-indigo-700 shadow-sm transition-colors hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Get Started <ArrowRight aria-hidden className="h-5 w-5" />
          </Link>
        </div>
      </section>
    </div>
  );
}

function HowItWorks({
  title,
  intro,
  steps,
  action,
  actionIcon: ActionIcon,
  accent,
}: {
  title: string;
  intro: string;
  steps: Step[];
  action: string;
  actionIcon: LucideIcon;
  accent: string;
}) {
  return (
    <div className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h3 className="text-xl font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 text-sm text-slate-700">{intro}</p>
      <ol className="mt-6 flex-1 space-y-5">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-white ${accent}`}
            >
              <step.icon aria-hidden className="h-5 w-5" />
            </span>
            <div>
              <p className="font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </p>
              <p className="mt-0.5 text-sm leading-6 text-slate-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <ButtonLink to="/auth" icon={ActionIcon} variant="secondary" className="mt-8 self-start">
        {action}
      </ButtonLink>
    </div>
  );
}
