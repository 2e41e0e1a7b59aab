// Long on purpose: the page is the guide's prose, written as markup.
import { CircleCheck } from 'lucide-react';
import { SITE_NAME } from '../../../shared/constants';
import { h3Class, leadClass, listClass, paragraphClass } from './static-page-styles';
import { ActionLinks, CheckList, StaticPage, StaticSection } from './static-page';

const CHECKLIST = [
  'The title names the type of session, the audience and the format.',
  'The purpose and two to four concrete outcomes are stated.',
  'Audience, group size and the relevant context are described.',
  'Format, duration and location (or remote set-up) are specified.',
  'Event dates, an application deadline and a decision date are given.',
  'A budget range is included and says what it covers.',
  'Deliverables are listed: agenda design, pre-work, materials, documentation.',
  'One to three focus areas are selected.',
  'Required languages and any must-have experience are named.',
  'You say what an application should contain.',
] as const;

/** The example posting, term by term. */
const EXAMPLE_POSTING = [
  {
    term: 'About us',
    text: 'We are a logistics company with around 600 employees in Germany and Poland. After integrating a smaller competitor this year, our extended leadership team has grown and now includes managers from both organisations.',
  },
  {
    term: 'Purpose and outcomes',
    text: 'We want to agree on our priorities for 2027 as one leadership team. By the end of the offsite we want: a shared view of our three to five strategic priorities; an owner and first milestones for each; and agreements on how the leadership team will make decisions together.',
  },
  {
    term: 'Audience',
    text: '18 participants: the executive board (4) and department heads (14). About a third joined through the acquisition. Opinions on priorities differ, and some participants are still getting to know each other.',
  },
  {
    term: 'Format, location and dates',
    text: 'In person, Thursday 11 and Friday 12 March 2027, 9:00 to 17:30 on both days, at a conference hotel near Hamburg. Working language: English.',
  },
  {
    term: 'Deliverables',
    text: 'A briefing call with the CEO and HR director; short interviews with six participants; agenda design with one round of revisions; facilitation of both days; a written summary with agreed priorities and next steps within one week.',
  },
  {
    term: 'Budget',
    text: 'EUR 9,000 to 12,000 plus VAT for preparation, delivery and documentation. Travel and accommodation are booked and paid by us.',
  },
  {
    term: 'Timeline',
    text: 'Applications by 15 January 2027; calls with shortlisted facilitators in the week of 18 January; decision by 29 January 2027.',
  },
  {
    term: 'Your application',
    text: 'Please describe in up to one page how you would approach the offsite, share one or two comparable engagements, and confirm your availability and fee estimate.',
  },
] as const;

const dlClass = 'mt-4 space-y-3 leading-7 text-slate-700';
const dtClass = 'font-semibold text-slate-900';

export function Component() {
  return (
    <StaticPage
      path="/resources/effective-job-posting"
      eyebrow="Resources for organisations"
      title="How to Write an Effective Facilitation Job Posting"
      intro={
        <p className={leadClass}>
          The best facilitators are selective about the work they take on. A clear, specific posting helps
          them see quickly whether they are the right fit, and helps you receive proposals you can actually
          compare. This guide walks you through what to include, the mistakes to avoid, and a complete example
          you can adapt.
        </p>
      }
    >
      <StaticSection id="guide-why" title="Why a good brief matters">
        <p className={paragraphClass}>
          Facilitation is design work. Before a facilitator can tell you how they would run your session, they
          need to understand what the session is for, who will be in the room and what has happened before. A
          vague posting such as “Looking for a workshop facilitator in May” forces applicants to guess. You
          will receive generic applications, spend time on calls clarifying the basics, and find it hard to
          compare candidates fairly.
        </p>
        <p className={paragraphClass}>
          A good brief does the opposite. It attracts facilitators with relevant experience, discourages those
          without it, and allows applicants to propose a concrete approach and a realistic fee. It also forces
          useful clarity inside your own organisation: if you cannot yet describe the outcome you want, that
          is worth resolving before anyone designs an agenda.
        </p>
      </StaticSection>

      <StaticSection id="guide-include" title="What to include">
        <p className={paragraphClass}>
          Strong postings cover the same core elements. You do not need to write an essay for each, but
          leaving one out usually leads to follow-up questions.
        </p>

        <h3 className={h3Class}>Event purpose and desired outcomes</h3>
        <p className={paragraphClass}>
          Explain why the session is happening now and what should be different afterwards. Name two to four
          concrete outcomes, for example “agreed priorities for the next 12 months” or “a shared set of
          working agreements for the new team”. Outcomes tell a facilitator far more than a topic does.
        </p>

        <h3 className={h3Class}>Audience and group size</h3>
        <p className={paragraphClass}>
          Describe who will attend: their roles, seniority, how well they know each other, and any tensions or
          sensitivities the facilitator should be aware of. Give the expected number of participants. Methods
          that work for eight people rarely work for eighty.
        </p>

        <h3 className={h3Class}>Format and duration</h3>
        <p className={paragraphClass}>
          State whether you need a single workshop, a series of sessions, a multi-day offsite or a training
          programme, and how much time participants can commit. If the schedule is fixed, say so; if it is
          open, ask the facilitator to recommend a format.
        </p>

        <h3 className={h3Class}>Location or remote</h3>
        <p className={paragraphClass}>
          Say whether the session is in person, remote or hybrid. For in-person events, give the city and
          venue if known, and whether travel costs are covered. For remote sessions, name the video and
          collaboration tools your organisation uses, since some are restricted by IT policy.
        </p>

        <h3 className={h3Class}>Deliverables</h3>
        <p className={paragraphClass}>
          Be explicit about what you expect beyond the session itself. Typical deliverables include:
        </p>
        <ul className={listClass}>
          <li>a briefing call and agenda design, with one or two rounds of revisions;</li>
          <li>pre-work such as stakeholder interviews or a participant survey;</li>
          <li>materials, templates or a prepared digital whiteboard;</li>
          <li>documentation, such as photo records or a written summary report with next steps;</li>
          <li>a follow-up session or debrief with the sponsor.</li>
        </ul>
      </StaticSection>

      <StaticSection id="guide-expectations" title="How to describe your expectations">
        <p className={paragraphClass}>
          Distinguish between what is essential and what would be nice to have. “Must have run strategy
          processes with executive teams” is a real requirement; a long list of certifications may exclude
          excellent practitioners for no good reason. If participants speak a particular language, or the work
          requires knowledge of a regulated sector, state it clearly.
        </p>
        <p className={paragraphClass}>
          Also describe your role. Will an internal sponsor co-design the agenda? Who makes decisions during
          the session? Is the facilitator expected to stay neutral on content, or do you want them to bring
          subject-matter input? Finally, tell applicants what their application should contain, such as a
          short proposed approach, relevant references and a fee estimate. That makes responses easier to
          compare.
        </p>
      </StaticSection>

      <StaticSection id="guide-timeline" title="Specifying the timeline">
        <p className={paragraphClass}>
          Give the event dates, or a date range if they are not yet fixed, and add two further dates: a
          deadline for applications and the date by which you intend to decide. Experienced facilitators are
          often booked weeks or months ahead, so posting early widens your choice. Allow enough time between
          selecting a facilitator and the session for briefing, any interviews or surveys, and agenda design.
          For a one-day workshop, three to four weeks of preparation is comfortable; for a larger offsite,
          allow more.
        </p>
      </StaticSection>

      <StaticSection id="guide-budget" title="Mentioning your budget">
        <p className={paragraphClass}>
          Many organisations hesitate to publish a budget, but a range is one of the most useful things you
          can share. Without it, you will receive proposals that differ widely in scope and price, and
          facilitators may spend time on proposals you could never accept. State the range and what it covers:
          preparation days, delivery days, documentation, and whether travel and expenses are included or
          billed separately. If you are unsure what is realistic, give your best estimate and invite
          applicants to explain how their fee is made up.
        </p>
      </StaticSection>

      <StaticSection id="guide-focus" title="Choosing focus areas">
        <p className={paragraphClass}>
          On {SITE_NAME}, every posting can be tagged with focus areas: Strategy &amp; Planning, Innovation
          &amp; Design, Team Development, Leadership, Change &amp; Transformation, and Learning &amp;
          Training. Facilitators use these to find relevant work, so choose the one to three areas that best
          describe the heart of your session. A leadership offsite that sets next year’s priorities fits
          Strategy &amp; Planning and Leadership; adding every area makes your posting harder, not easier, to
          find for the right people.
        </p>
      </StaticSection>

      <StaticSection id="guide-mistakes" title="Common mistakes to avoid">
        <ul className={listClass}>
          <li>
            <strong className="font-semibold text-slate-900">Describing a topic, not an outcome.</strong>{' '}
            “Workshop on innovation” leaves applicants guessing what success looks like.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Hiding the budget.</strong> It leads to proposals
            you cannot compare and wastes time on both sides.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Underestimating preparation.</strong> A strong
            session needs design time; asking for a full agenda design within a few days signals that the
            session is not being taken seriously.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Leaving out the context.</strong> A recent
            reorganisation or a conflict within the team changes how a facilitator would approach the room.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Forgetting to close the posting.</strong> Once
            you have chosen a facilitator, close the job and let the other applicants know.
          </li>
        </ul>
      </StaticSection>

      <StaticSection id="guide-example" title="A complete example">
        <p className={paragraphClass}>
          Here is what a well-structured posting looks like. Adapt the level of detail to your own situation.
        </p>
        <div className="mt-6 rounded-xl border border-indigo-200 bg-indigo-50 p-6">
          <h3 className="text-lg font-semibold text-slate-900">
            Facilitator for a two-day leadership strategy offsite (18 participants, Hamburg)
          </h3>
          <p className="mt-1 text-sm text-slate-700">Focus areas: Strategy &amp; Planning, Leadership</p>
          <dl className={dlClass}>
            {EXAMPLE_POSTING.map(({ term, text }) => (
              <div key={term}>
                <dt className={dtClass}>{term}</dt>
                <dd>{text}</dd>
              </div>
            ))}
          </dl>
        </div>
      </StaticSection>

      <StaticSection id="guide-checklist" title="Checklist before you publish">
        <CheckList items={CHECKLIST} icon={CircleCheck} className="mt-4 space-y-3" />
      </StaticSection>

      <StaticSection id="guide-next" title="Ready to find your facilitator?">
        <p className={paragraphClass}>
          Publish your brief and let experienced facilitators come to you, or browse profiles and reach out to
          the people whose experience matches your session.
        </p>
        <ActionLinks
          className="mt-6"
          primary={{ to: '/post-job', label: 'Post a Job' }}
          secondary={{ to: '/facilitators', label: 'Browse facilitators' }}
        />
      </StaticSection>
    </StaticPage>
  );
}
