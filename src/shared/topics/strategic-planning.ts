import { TOPIC_SUMMARY } from './topic-summaries';
import type { Topic } from './topic-types';

export const strategicPlanning: Topic = {
  ...TOPIC_SUMMARY['strategic-planning'],
  longDescription: [
    'Strategic planning is the process by which an organisation decides where it wants to be in the next three to five years, which choices it will make to get there, and how it will allocate limited people, money and attention. The output is not a thick document; it is a small number of clear priorities, explicit trade-offs, and a plan for turning them into action and tracking progress.',
    "Leadership teams often find it hard to plan well on their own. Each executive arrives with a functional agenda, the most senior person's view can close down debate too early, and the pressure of day-to-day operations pulls every conversation back to this quarter. A strategic planning facilitator designs a process that separates analysis from decision-making, surfaces real disagreements, and keeps the group focused on choices rather than aspirations. They are neutral on the content but firm on the process.",
    'Good facilitators also help organisations avoid the most common failure: a plan that is agreed at an off-site and then forgotten. That means connecting priorities to budgets, goals and team objectives, and setting up a regular review rhythm. Where the strategy requires significant shifts in structure, systems or culture, it should be paired with deliberate [change management](/topics/change-management). Where priorities depend on better execution, it often leads into [performance improvement](/topics/performance-improvement) work, and senior teams frequently combine planning with [leadership development](/topics/leadership-development) so that leaders can communicate the strategy with conviction.',
    'When hiring, look for a facilitator with experience in organisations of your size and sector, a clear approach to involving staff and stakeholders beyond the executive team, and examples of how they helped a previous client keep the plan alive in the months after the off-site. Nonprofits and public bodies should also check that the facilitator understands governance, because board approval and funder expectations shape the process.',
  ],
  benefits: [
    'A small set of agreed priorities that leaders can explain in the same words',
    'Explicit decisions about what the organisation will stop or deprioritise',
    'Real disagreements surfaced and resolved in the room, not in hallway conversations afterwards',
    'Clear links between strategy, budgets and team objectives',
    'Broader ownership when staff, boards and stakeholders are involved at the right moments',
    'A review rhythm that keeps the plan current as conditions change',
  ],
  keySkills: [
    'Designing multi-session planning processes',
    'Facilitating senior and board-level groups',
    'Structuring environmental and competitive analysis',
    'Scenario planning and working with uncertainty',
    'Helping groups converge on choices and trade-offs',
    'Translating strategy into goals, metrics and owners',
    'Stakeholder engagement and consultation design',
  ],
  methodologies: [
    {
      name: 'SWOT and PESTLE analysis',
      description:
        'Familiar frameworks for reviewing internal strengths and weaknesses and the external political, economic, social, technological, legal and environmental context. Most useful when they lead to explicit implications rather than long lists.',
    },
    {
      name: 'Playing to Win',
      description:
        'A cascade of five linked choices: winning aspiration, where to play, how to win, required capabilities and management systems. It keeps attention on choices rather than goals.',
    },
    {
      name: 'Scenario planning',
      description:
        'Teams build several plausible futures based on key uncertainties, then test how robust the current strategy is in each. Valuable in volatile markets or policy environments.',
    },
    {
      name: 'OKRs',
      description:
        'Objectives and key results translate priorities into measurable, time-bound outcomes at organisation and team level, with a regular review cadence.',
    },
    {
      name: 'Balanced Scorecard',
      description:
        'Organises objectives and measures across financial, customer, internal process and learning perspectives, often shown on a one-page strategy map.',
    },
  ],
  tools: [
    {
      name: 'Business Model Canvas',
      description:
        'A one-page view of value proposition, customers, channels, resources and economics, useful for testing strategic options.',
    },
    {
      name: 'Miro',
      description:
        'Online whiteboard for remote analysis sessions, scenario matrices and prioritisation grids.',
    },
    {
      name: 'Mentimeter',
      description:
        'Anonymous polling to surface honest views on priorities and risks before discussion begins.',
    },
    {
      name: 'Strategy map',
      description:
        'A visual diagram linking objectives through cause and effect, used to check that the plan hangs together.',
    },
    {
      name: 'Prioritisation matrices',
      description:
        'Impact and effort or value and feasibility grids that help groups compare initiatives and make trade-offs visible.',
    },
  ],
  faq: [
    {
      question: 'How long does a strategic planning process take?',
      answer:
        'For a small or mid-sized organisation, a typical process runs six to twelve weeks: preparation and interviews, one or two off-site sessions, and follow-up work on goals and implementation. Larger organisations with wide consultation can take longer.',
    },
    {
      question: 'Who should be in the room?',
      answer:
        'The core group is usually the executive team, sometimes with board members for specific sessions. Staff, customers and partners are often involved through interviews, surveys or dedicated workshops so their input shapes the options before decisions are made.',
    },
    {
      question: 'Does the facilitator write the strategy?',
      answer:
        'Generally no. The facilitator designs and runs the process, captures outputs and may draft a summary, but the content and decisions belong to the leadership team. Some clients hire a separate strategy consultant for analysis.',
    },
    {
      question: 'How do we avoid the plan sitting on a shelf?',
      answer:
        'Agree on owners and measures for each priority before the process ends, link them to the budget cycle, and schedule quarterly reviews. Many facilitators offer a short follow-up engagement to run the first review.',
    },
  ],
  processPhases: [
    {
      phase: 'Prepare',
      description: 'Clarify the scope, timeline and decision-makers, and gather input.',
      activities: [
        'Sponsor and board briefing',
        'Executive and stakeholder interviews',
        'Review of performance data and previous plans',
        'Staff or customer survey where useful',
      ],
    },
    {
      phase: 'Analyse',
      description: 'Build a shared view of the current position and external context.',
      activities: [
        'SWOT and PESTLE sessions',
        'Competitive and market review',
        'Scenario development for key uncertainties',
      ],
    },
    {
      phase: 'Choose',
      description: 'Make the core strategic choices and trade-offs.',
      activities: [
        'Defining aspiration and focus areas',
        'Generating and comparing strategic options',
        'Agreeing what to stop or defer',
      ],
    },
    {
      phase: 'Plan for execution',
      description: 'Turn choices into goals, owners, measures and resources.',
      activities: [
        'Drafting objectives and key results',
        'Assigning owners and linking to budgets',
        'Planning internal communication',
      ],
    },
    {
      phase: 'Review and adapt',
      description: 'Keep the strategy alive through regular, honest reviews.',
      activities: [
        'Quarterly progress reviews',
        'Adjusting priorities when assumptions change',
        'Annual refresh session',
      ],
    },
  ],
  caseStudies: [
    {
      title: 'Refocusing a community health nonprofit',
      description:
        'A nonprofit running 11 programmes on shrinking funding engaged a facilitator for a ten-week process involving staff workshops, interviews with funders and two board sessions.',
      outcome:
        'The board approved a three-year plan concentrating on four programmes, transferred two to partner organisations, and adopted a one-page scorecard reviewed at every board meeting.',
    },
    {
      title: 'Aligning a manufacturing leadership team',
      description:
        'The eight-person executive team of a components manufacturer had competing growth plans from sales and operations. A facilitator ran interviews followed by a two-day off-site using scenario planning.',
      outcome:
        'The team agreed to prioritise two export markets, postponed a planned factory expansion until demand was tested, and set quarterly OKRs for each division.',
    },
  ],
  quickFacts: [
    { label: 'Typical engagement', value: '6–12 week process with 1–2 off-sites' },
    { label: 'Group size', value: '6–20 senior participants' },
    { label: 'Common formats', value: 'In person off-site, hybrid' },
    { label: 'Planning horizon', value: 'Usually 3–5 years' },
  ],
};
