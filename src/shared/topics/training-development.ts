import { TOPIC_SUMMARY } from './topic-summaries';
import type { Topic } from './topic-types';

export const trainingDevelopment: Topic = {
  ...TOPIC_SUMMARY['training-development'],
  longDescription: [
    'Training and development covers the design and delivery of learning that helps people do their jobs better and prepare for future roles. It ranges from a half-day workshop on giving feedback to a multi-month programme blending live sessions, self-paced content, practice assignments and coaching. What distinguishes facilitated training from a lecture is active participation: learners practice, discuss real cases from their own work, get feedback and leave with a plan to apply what they learned.',
    'A professional training facilitator brings two sets of skills. The first is instructional design: identifying what people actually need to do differently, writing clear learning objectives, and choosing activities that build those capabilities rather than simply covering content. The second is live facilitation: managing energy and pace, adapting to the experience levels in the room, handling skeptical participants, and creating an environment where people are willing to try something new and get it wrong in front of colleagues.',
    'Many organisations hire facilitators to deliver an existing curriculum, for example a management essentials programme, or to design a new one from scratch. Training is frequently one component of a wider initiative. Manager programmes often sit within [leadership development](/topics/leadership-development), skills gaps revealed by metrics are addressed through [performance improvement](/topics/performance-improvement), and new systems or ways of working introduced through [digital transformation](/topics/digital-transformation) depend on well-designed training to be adopted.',
    'When hiring, ask candidates how they would find out what learners need before the session, how they handle a group with mixed experience, and how they support transfer back to the job. The best training engagements plan for what happens after the workshop: manager involvement, practice assignments, refresher sessions or peer groups. Without that, much of what is learned fades within weeks.',
  ],
  benefits: [
    'Skills that are practised in a safe setting before being used with customers or colleagues',
    'Learning tailored to your context, cases and terminology rather than generic content',
    'Consistent standards across teams and locations',
    'Higher engagement than self-paced e-learning alone',
    'Clear learning objectives linked to measurable on-the-job behaviours',
    'Internal trainers who can be equipped to run sessions themselves',
  ],
  keySkills: [
    'Training needs analysis',
    'Writing measurable learning objectives',
    'Instructional design for adult learners',
    'Engaging delivery in person and online',
    'Designing role plays, simulations and case studies',
    'Giving constructive feedback on practice',
    'Evaluating learning and on-the-job transfer',
    'Train-the-trainer facilitation',
  ],
  methodologies: [
    {
      name: 'ADDIE',
      description:
        'Analysis, design, development, implementation and evaluation. A classic instructional design framework that gives structure to larger programmes and makes sure evaluation is planned from the start.',
    },
    {
      name: 'Kirkpatrick four levels',
      description:
        'Evaluates training at four levels: reaction, learning, behaviour and results. Useful for agreeing with sponsors what evidence of success they expect.',
    },
    {
      name: 'Experiential learning',
      description:
        'Based on the cycle of concrete experience, reflection, conceptualization and experimentation. Learners do something, reflect on it, draw lessons and try again.',
    },
    {
      name: 'Action mapping',
      description:
        'A design approach that starts from a business goal and the specific actions people need to take, then includes only the information and practice needed to support those actions.',
    },
    {
      name: '70-20-10 model',
      description:
        'A framework suggesting that most development happens through on-the-job experience and relationships, with formal training a smaller part. It encourages programmes that extend into daily work.',
    },
  ],
  tools: [
    {
      name: 'Mentimeter',
      description: 'Live polls, quizzes and Q&A to check understanding and keep large groups engaged.',
    },
    {
      name: 'Kahoot!',
      description: 'Game-based quizzes for knowledge checks and energising review sessions.',
    },
    {
      name: 'Zoom and Microsoft Teams',
      description:
        'Video platforms with breakout rooms, polls and whiteboards for virtual instructor-led training.',
    },
    {
      name: 'Articulate Rise',
      description:
        'Authoring tool for short, mobile-friendly self-paced modules that complement live sessions.',
    },
    {
      name: 'Learning management systems',
      description:
        'Platforms such as Moodle or Docebo for enrolling learners, hosting materials and tracking completion.',
    },
  ],
  faq: [
    {
      question: 'Should we ask a facilitator to design content or deliver ours?',
      answer:
        'Both are common. If you have well-designed materials, a skilled facilitator can deliver them and suggest improvements. If you are starting from a business problem, hire someone with instructional design experience and budget for design time, which often exceeds delivery time.',
    },
    {
      question: 'Is virtual training as effective as in-person?',
      answer:
        'It can be, if it is designed for the medium: shorter sessions, frequent interaction, small breakout groups and work between sessions. Simply moving a full-day classroom programme onto video usually works poorly.',
    },
    {
      question: 'How do we know if the training worked?',
      answer:
        'Decide what success looks like before design begins. Beyond satisfaction surveys, look for evidence of learning through practice assessments and of behaviour change through manager observations, follow-up surveys or relevant work metrics.',
    },
    {
      question: 'What group size works best?',
      answer:
        'For skills practice such as coaching or difficult conversations, 8 to 16 participants per facilitator is typical. Knowledge-based sessions can be larger, but interaction and individual feedback decrease as the group grows.',
    },
  ],
  processPhases: [
    {
      phase: 'Analyse needs',
      description: 'Identify the performance gap and who needs to learn what.',
      activities: [
        'Stakeholder interviews',
        'Learner surveys and skills assessments',
        'Defining learning objectives and success measures',
      ],
    },
    {
      phase: 'Design and develop',
      description: 'Build a learning experience that fits the audience and context.',
      activities: [
        'Programme architecture and session plans',
        'Creating activities, cases and materials',
        'Pilot with a small group',
        'Revising based on pilot feedback',
      ],
    },
    {
      phase: 'Deliver',
      description: 'Run engaging, practice-focused sessions.',
      activities: [
        'Live workshops in person or online',
        'Skills practice with feedback',
        'Action planning for application',
      ],
    },
    {
      phase: 'Reinforce and evaluate',
      description: 'Support transfer to the job and measure results.',
      activities: [
        'Follow-up assignments and refresher sessions',
        'Manager check-ins with learners',
        'Evaluation against agreed measures',
      ],
    },
  ],
  caseStudies: [
    {
      title: 'Customer conversation skills for a utility contact centre',
      description:
        'A regional utility asked a facilitator to redesign its two-day customer service course for 120 advisors, replacing slide-heavy content with call simulations based on real, anonymised calls.',
      outcome:
        'Team leaders were trained to coach the same techniques on the floor, and the internal quality team reported fewer repeat calls on billing queries over the following quarter.',
    },
    {
      title: 'Building an internal trainer network',
      description:
        'An engineering firm with offices in six cities wanted to scale safety and onboarding training. A facilitator ran a three-day train-the-trainer programme for 15 experienced staff.',
      outcome:
        'The firm now delivers onboarding internally with a shared facilitator guide, and the external facilitator observes and gives feedback to new trainers twice a year.',
    },
  ],
  quickFacts: [
    { label: 'Typical engagement', value: 'Half-day workshop to multi-month programme' },
    { label: 'Group size', value: '8–25 per session' },
    { label: 'Common formats', value: 'In person, virtual, blended' },
    { label: 'Common audiences', value: 'New managers, frontline staff, specialists' },
  ],
};
