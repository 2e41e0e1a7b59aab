import { TOPIC_SUMMARY } from './topic-summaries';
import type { Topic } from './topic-types';

export const innovation: Topic = {
  ...TOPIC_SUMMARY['innovation'],
  longDescription: [
    'Innovation facilitation helps organisations create and develop new products, services, business models and ways of working. It covers a wide range of engagements: a one-day ideation session for a product team, a hackathon for the whole company, an incubator programme that takes employee ideas through to funded experiments, or the design of an innovation process that leadership can run year after year.',
    'Generating ideas is rarely the hardest part. Most organisations have plenty of ideas; the difficulty is choosing which ones to pursue, testing them cheaply, and giving promising ones a route into the core business without being crushed by existing processes and budgets. An experienced innovation facilitator helps groups think beyond incremental improvements, but also brings discipline: clear criteria for selecting ideas, explicit assumptions to test, and decision points where leaders agree to continue, change direction or stop.',
    'Innovation work draws heavily on [design thinking](/topics/design-thinking) to keep ideas grounded in real customer needs. It also needs to connect to [strategic planning](/topics/strategic-planning), so that innovation effort goes into areas the organisation has chosen to pursue rather than whatever generates the most excitement in a workshop. Teams that want to build and test new concepts quickly often adopt practices from [agile and Scrum](/topics/agile-scrum) to manage experiments in short cycles.',
    'When hiring, be clear about whether you want a single energising event or a lasting capability. A good facilitator will ask what happens to the ideas afterwards, who has budget authority, and how much risk your leadership is prepared to accept. Events without a follow-through plan can leave participants more cynical than before, so the most valuable engagements design the pipeline as carefully as the workshop.',
  ],
  benefits: [
    'A broader range of ideas than a single team would generate alone',
    'Faster, cheaper learning through small experiments before large investments',
    'Clear criteria and decision points for choosing which ideas to fund',
    'Greater engagement from employees who see their ideas taken seriously',
    "Innovation effort aligned with the organisation's strategic priorities",
    'Repeatable processes rather than one-off bursts of creativity',
  ],
  keySkills: [
    'Designing ideation sessions that avoid groupthink',
    'Creative thinking techniques and provocations',
    'Framing problems and opportunity areas',
    'Assumption mapping and experiment design',
    'Facilitating idea selection and portfolio decisions',
    'Running hackathons and innovation challenges',
    'Coaching teams through pitching to leadership',
  ],
  methodologies: [
    {
      name: 'Lean Startup',
      description:
        'Build, measure, learn. Teams identify their riskiest assumptions, test them with minimum viable products, and use the evidence to decide whether to persevere or pivot.',
    },
    {
      name: 'Three Horizons',
      description:
        'A framework for balancing innovation across improving the core business, building emerging opportunities, and exploring options for the longer term.',
    },
    {
      name: 'SCAMPER',
      description:
        'Substitute, combine, adapt, modify, put to another use, eliminate and reverse. A checklist of prompts for generating variations on an existing product or process.',
    },
    {
      name: 'Blue Ocean Strategy',
      description:
        'Uses tools such as the strategy canvas and the eliminate-reduce-raise-create grid to look for uncontested market space rather than competing on the same factors as rivals.',
    },
    {
      name: 'Stage-gate and innovation funnels',
      description:
        'Structured decision points where ideas are reviewed against agreed criteria and given increasing resources as evidence builds.',
    },
  ],
  tools: [
    {
      name: 'Miro',
      description:
        'Online whiteboard for brainwriting, clustering ideas and running remote innovation sprints.',
    },
    {
      name: 'Value Proposition Canvas',
      description:
        'Maps customer jobs, pains and gains against products and services to test the fit of a new concept.',
    },
    {
      name: 'Lean Canvas',
      description:
        'A one-page business model adapted for early-stage ideas, focused on problems, solutions and key metrics.',
    },
    {
      name: 'Strategyzer Test Card and Learning Card',
      description:
        'Simple templates for stating a hypothesis, the experiment and metric used to test it, and what was learned.',
    },
    {
      name: 'Idea management platforms',
      description:
        'Tools such as IdeaScale or Brightidea for collecting, discussing and tracking employee ideas at scale.',
    },
  ],
  faq: [
    {
      question: 'What is the difference between innovation and design thinking facilitation?',
      answer:
        'Design thinking is one method, focused on understanding users and prototyping solutions. Innovation facilitation is broader and can also include strategy, business model design, portfolio decisions, experimentation and building innovation processes across an organisation.',
    },
    {
      question: 'Are hackathons worth it?',
      answer:
        'They can be, if the challenge is well framed, participants have access to the right data and tools, and leaders commit in advance to funding or supporting the strongest ideas. Without follow-through, they mainly serve as a cultural event.',
    },
    {
      question: 'How do we choose which ideas to pursue?',
      answer:
        'Agree on criteria before ideation, typically strategic fit, customer value, feasibility and potential impact. Then fund small experiments to test the riskiest assumptions before committing larger sums to any single idea.',
    },
    {
      question: 'Can innovation work in regulated industries?',
      answer:
        'Yes. Facilitators often involve compliance and risk teams early, use simulated or limited pilots, and focus on process and service improvements where regulatory barriers are lower.',
    },
  ],
  processPhases: [
    {
      phase: 'Frame the opportunity',
      description: 'Define where the organisation wants to innovate and why.',
      activities: [
        'Leadership alignment on focus areas',
        'Defining challenge statements',
        'Agreeing selection criteria and budget',
      ],
    },
    {
      phase: 'Generate ideas',
      description: 'Create a wide, diverse set of ideas from inside and outside the organisation.',
      activities: [
        'Customer and trend research',
        'Brainwriting and structured ideation',
        'Cross-functional idea sessions or hackathons',
      ],
    },
    {
      phase: 'Select and shape',
      description: 'Choose the most promising concepts and develop them further.',
      activities: [
        'Scoring against agreed criteria',
        'Concept development with canvases',
        'Assumption mapping',
      ],
    },
    {
      phase: 'Experiment',
      description: 'Test key assumptions quickly and cheaply.',
      activities: [
        'Designing experiments and success metrics',
        'Prototypes and small pilots',
        'Reviewing evidence at regular intervals',
      ],
    },
    {
      phase: 'Scale or stop',
      description: 'Make deliberate decisions based on evidence.',
      activities: [
        'Investment pitch to leadership',
        'Integration plan with business units',
        'Capturing lessons from stopped ideas',
      ],
    },
  ],
  caseStudies: [
    {
      title: 'An employee idea programme at an insurer',
      description:
        'A mid-sized insurer invited staff to submit ideas for improving claims, then ran a facilitated two-day event for 40 people to shape the top 12, followed by eight weeks of supported experiments.',
      outcome:
        'Three experiments were funded for pilots, including a simpler process for small property claims, and the insurer now runs the programme twice a year.',
    },
    {
      title: 'New service concepts for a regional bus operator',
      description:
        'A bus operator facing falling ridership used facilitated sessions with staff, riders and local employers to explore new services, using Lean Canvas and rapid rider interviews.',
      outcome:
        'The operator launched a six-month trial of an on-demand shuttle for a business park, with clear usage thresholds agreed in advance for deciding whether to continue.',
    },
  ],
  quickFacts: [
    { label: 'Typical engagement', value: '1-day ideation to 3-month programme' },
    { label: 'Group size', value: '8–100+ participants' },
    { label: 'Common formats', value: 'Workshops, hackathons, sprints' },
    { label: 'Key output', value: 'Tested concepts and funding decisions' },
  ],
};
