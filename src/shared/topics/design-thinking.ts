import { TOPIC_SUMMARY } from './topic-summaries';
import type { Topic } from './topic-types';

export const designThinking: Topic = {
  ...TOPIC_SUMMARY['design-thinking'],
  longDescription: [
    "Design thinking is a structured, human-centered approach to solving problems that don't have an obvious answer. Instead of starting with a solution and looking for people to adopt it, teams start with the people affected, learn what they actually need, frame the problem carefully, and then generate, prototype and test ideas in short cycles. The approach is used for products and services, but also for internal processes, policies, customer journeys and employee experience.",
    "A design thinking facilitator does much more than run a brainstorm with sticky notes. They help a sponsor scope a challenge that is neither too broad nor too narrow, plan research that the team can realistically complete, keep divergent and convergent thinking in separate phases, and make sure the loudest voice in the room doesn't decide what gets prototyped. Good facilitators are also honest about evidence: a prototype test with five users is a signal, not proof, and they help teams decide what to learn next.",
    'Design thinking rarely stands alone. It is often the engine of a broader [innovation](/topics/innovation) programme, where promising concepts move into experiments and business cases. Many organisations also use it as a capability-building exercise, pairing live project work with [training and development](/topics/training-development) so that staff can run smaller sprints on their own afterwards. And when the challenge is tied to the future direction of the business, insights from user research feed directly into [strategic planning](/topics/strategic-planning).',
    'When hiring, look for a facilitator who asks about your decision-making process before proposing an agenda. A two-day sprint that produces great concepts but has no owner, budget or path to implementation is a common and expensive failure. The strongest engagements agree up front on who will act on the results, what evidence would change a decision, and how the team will keep testing after the facilitator has left.',
  ],
  benefits: [
    'Decisions grounded in real user needs instead of internal opinions or assumptions',
    'Cheaper failure: weak ideas are discovered in low-fidelity prototypes, not after launch',
    'Cross-functional teams build a shared understanding of the problem before debating solutions',
    'A repeatable process that staff can reuse on smaller challenges after the engagement',
    'Clear, testable concepts that make it easier for sponsors to fund the next step',
    'Greater buy-in, because the people who will implement a solution helped shape it',
  ],
  keySkills: [
    'Scoping and framing challenges as "How might we" questions',
    'Planning and conducting user interviews and observation',
    'Synthesizing qualitative research into insights and personas',
    'Managing divergent and convergent thinking',
    'Rapid prototyping with paper, slides and no-code tools',
    'Designing and running usability and concept tests',
    'Neutral, inclusive group facilitation',
    'Translating sprint outputs into next steps for decision-makers',
  ],
  methodologies: [
    {
      name: 'Stanford d.school five-stage model',
      description:
        'Empathize, define, ideate, prototype and test. A widely taught framework that gives teams a simple shared vocabulary, best treated as a loop rather than a strict sequence.',
    },
    {
      name: 'Double Diamond',
      description:
        'The UK Design Council model of discover, define, develop and deliver. It makes the alternation between widening and narrowing the problem space explicit, which helps teams avoid jumping to solutions.',
    },
    {
      name: 'Design Sprint',
      description:
        'A time-boxed format, typically four to five days, that takes a small team from a mapped challenge to a realistic prototype tested with real users by the end of the week.',
    },
    {
      name: 'Jobs to Be Done',
      description:
        'A research lens that focuses on the progress a person is trying to make in a given situation. Useful for framing problems in terms of outcomes rather than features.',
    },
    {
      name: 'IDEO human-centered design',
      description:
        'An approach organised around inspiration, ideation and implementation, with a strong emphasis on field research and iterative testing in real contexts.',
    },
  ],
  tools: [
    {
      name: 'Miro',
      description:
        'Online whiteboard used for journey maps, affinity clustering, dot voting and remote sprint boards.',
    },
    {
      name: 'Mural',
      description:
        'Visual collaboration workspace with ready-made design thinking templates and facilitator controls such as private mode and timers.',
    },
    {
      name: 'Figma',
      description:
        'Design and prototyping tool for clickable screen prototypes that can be put in front of users within hours.',
    },
    {
      name: 'Empathy maps and journey maps',
      description:
        'Canvases that capture what users say, think, do and feel, and how their experience unfolds step by step.',
    },
    {
      name: 'Maze',
      description:
        'Remote testing platform for running unmoderated usability tests on prototypes and collecting task success data.',
    },
  ],
  faq: [
    {
      question: 'How long does a design thinking engagement take?',
      answer:
        'An introductory workshop can be run in a single day, but meaningful work on a real challenge usually needs at least a four- or five-day sprint, or a series of shorter sessions spread over several weeks so the team has time to do user research between them.',
    },
    {
      question: 'Do participants need design experience?',
      answer:
        'No. The method is designed for mixed teams. What matters more is that participants have decision-making authority or direct knowledge of the problem, and that they can commit time to the whole process rather than dropping in and out.',
    },
    {
      question: 'Can design thinking work remotely?',
      answer:
        'Yes. Research interviews, synthesis and testing all work well online with a shared whiteboard. Remote sprints are usually split into shorter daily sessions of three to four hours to avoid screen fatigue.',
    },
    {
      question: 'What should we have at the end of a sprint?',
      answer:
        'Typically a clearly framed problem statement, a set of research insights, one or more tested prototypes, notes on what users did and said, and an agreed decision about what happens next, including who owns it.',
    },
  ],
  processPhases: [
    {
      phase: 'Scope and prepare',
      description:
        'Agree on the challenge, the decision the work should inform, and who needs to be involved.',
      activities: [
        'Sponsor interview and challenge framing',
        'Stakeholder and participant selection',
        'Research planning and recruiting users',
        'Logistics for in-person or remote sessions',
      ],
    },
    {
      phase: 'Understand users',
      description:
        'Build empathy and evidence through direct contact with the people affected by the problem.',
      activities: [
        'User interviews and contextual observation',
        'Empathy mapping and journey mapping',
        'Insight synthesis and problem definition',
      ],
    },
    {
      phase: 'Generate and select ideas',
      description: 'Widen the range of possible solutions, then choose the most promising ones to test.',
      activities: [
        '"How might we" question generation',
        'Individual sketching and Crazy 8s',
        'Structured critique and dot voting',
        'Storyboarding the chosen concept',
      ],
    },
    {
      phase: 'Prototype and test',
      description: 'Make ideas tangible quickly and learn from real reactions rather than opinions.',
      activities: [
        'Low-fidelity prototyping',
        'Moderated tests with five or more users',
        'Capturing observations in a shared grid',
      ],
    },
    {
      phase: 'Decide and hand over',
      description: 'Turn learning into commitments so the work continues after the facilitator leaves.',
      activities: [
        'Evidence review with the sponsor',
        'Go, pivot or stop decision',
        'Next-step plan with named owners',
      ],
    },
  ],
  caseStudies: [
    {
      title: 'Redesigning patient discharge at a regional hospital',
      description:
        'A regional hospital group brought together nurses, pharmacists and patient representatives for a five-day sprint on confusing discharge instructions, after observing discharges on two hospital units.',
      outcome:
        'The team tested a one-page visual discharge plan with eight patients and adopted it on both pilot units, replacing a 12-page information packet that staff agreed patients rarely read.',
    },
    {
      title: 'Simplifying onboarding for a mid-sized software vendor',
      description:
        'A software company was losing trial users in the first week. A facilitator ran three remote half-day sessions with product, support and sales, plus interviews with recent trial users.',
      outcome:
        'The team prototyped and tested a guided setup checklist in two weeks, agreed to drop two onboarding emails that users found confusing, and scheduled a follow-up test on pricing pages.',
    },
  ],
  quickFacts: [
    { label: 'Typical engagement', value: '1-day workshop to 5-day sprint' },
    { label: 'Group size', value: '5–12 core participants' },
    { label: 'Common formats', value: 'In person, remote, hybrid' },
    { label: 'Best for', value: 'Ill-defined, user-facing problems' },
  ],
};
