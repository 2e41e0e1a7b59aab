import { TOPIC_SUMMARY } from './topic-summaries';
import type { Topic } from './topic-types';

export const leadershipDevelopment: Topic = {
  ...TOPIC_SUMMARY['leadership-development'],
  longDescription: [
    'Leadership development helps people at every level lead more effectively: first-time managers learning to delegate and give feedback, middle managers balancing competing demands, and senior leaders setting direction and shaping culture. Unlike technical training, leadership development is as much about self-awareness and habits as it is about knowledge. Most leaders already know they should listen more and hold clear conversations; the difficulty is doing it consistently under pressure.',
    'Facilitated leadership programmes typically combine workshops, peer learning groups, 360-degree feedback, individual coaching and stretch assignments over several months. The facilitator creates a space where leaders can be honest about what they find difficult, practice conversations they have been avoiding, and learn from peers facing similar challenges. For senior groups, facilitators often work with real business issues so the learning and the work happen at the same time.',
    "Leadership development connects closely with other areas. New manager programmes draw on the design principles of [training and development](/topics/training-development). Leadership teams that need to work better together benefit from [team building](/topics/team-building), and organisations going through restructuring or new strategies rely on leaders who can guide others through [change management](/topics/change-management). A facilitator who understands these links can design a programme that fits your organisation's current priorities instead of a generic curriculum.",
    "When hiring, look for a facilitator with credibility for the level you are developing; senior executives often expect someone who has worked with leaders at a similar scale. Ask how they tailor content to your leadership competencies or values, how they involve participants' own managers, and how they will help you judge whether behaviour has changed rather than just whether participants enjoyed the programme.",
  ],
  benefits: [
    'Leaders who give clearer direction and more useful feedback',
    'Stronger succession pipeline for critical roles',
    'A shared leadership language and expectations across the organisation',
    'Peer networks that continue to support leaders after the programme',
    'Better retention, since people often leave because of how they are managed',
    'Leaders better prepared to guide teams through change and uncertainty',
  ],
  keySkills: [
    'Designing multi-month blended programmes',
    'Facilitating peer learning and action learning sets',
    'Debriefing 360-degree feedback and psychometric profiles',
    'Executive presence and credibility with senior groups',
    'Coaching individuals and groups',
    'Designing realistic leadership simulations and role plays',
    'Linking programmes to competency frameworks and business strategy',
  ],
  methodologies: [
    {
      name: 'Situational Leadership',
      description:
        'A model in which leaders adapt their style, from directing to delegating, to the competence and commitment of the person they are leading on a specific task.',
    },
    {
      name: 'Action learning',
      description:
        'Small groups of leaders work on real organisational problems over several months, using structured questioning to learn from the process as well as solve the problem.',
    },
    {
      name: '360-degree feedback',
      description:
        "Structured feedback from a leader's manager, peers and direct reports, followed by a facilitated debrief and development plan. Most effective when used for development rather than appraisal.",
    },
    {
      name: 'GROW coaching model',
      description:
        'Goal, reality, options and will. A simple structure for coaching conversations that leaders learn to use with their own teams.',
    },
    {
      name: 'Adaptive leadership',
      description:
        'Distinguishes technical problems with known solutions from adaptive challenges that require people to change values, beliefs or behaviours, and helps leaders work with the latter.',
    },
  ],
  tools: [
    {
      name: 'Hogan and DiSC assessments',
      description:
        'Widely used personality and behavioural-style instruments for building self-awareness, debriefed by a certified practitioner.',
    },
    {
      name: 'Leadership Circle Profile',
      description:
        'A 360-degree instrument that links leadership behaviours to underlying patterns of thinking.',
    },
    {
      name: 'Miro',
      description:
        'Digital workspace for virtual cohort sessions, peer case discussions and development plans.',
    },
    {
      name: 'Individual development plans',
      description:
        "Structured templates that turn feedback into specific goals, actions and support, reviewed with the leader's own manager.",
    },
    {
      name: 'Case studies and simulations',
      description:
        "Realistic scenarios, ideally drawn from the client's own context, for practicing decisions and difficult conversations.",
    },
  ],
  faq: [
    {
      question: 'How long should a leadership programme be?',
      answer:
        'Lasting behaviour change rarely comes from a single event. Many effective programmes run over four to nine months, with a series of one- or two-day modules and practice, coaching and peer work in between.',
    },
    {
      question: 'Should we use an off-the-shelf programme or a custom one?',
      answer:
        'Off-the-shelf programmes are faster and cheaper to launch and work well for general skills. Custom programmes cost more but can reflect your strategy, culture and the specific challenges your leaders face. Many clients tailor an established framework.',
    },
    {
      question: 'What is the difference between a facilitator and an executive coach?',
      answer:
        'Facilitators work with groups, designing and running sessions. Coaches work one-to-one over time. Many leadership professionals do both, and strong programmes usually combine group sessions with some individual coaching.',
    },
    {
      question: "How do we involve participants' managers?",
      answer:
        'Brief managers before the programme starts, ask them to hold short conversations with participants before and after each module, and invite them to a final session where participants share what they have applied.',
    },
  ],
  processPhases: [
    {
      phase: 'Define the need',
      description: 'Clarify which leaders, which capabilities and why now.',
      activities: [
        'Interviews with senior sponsors',
        'Review of competency frameworks and strategy',
        'Selecting participants and success measures',
      ],
    },
    {
      phase: 'Design the journey',
      description: 'Build a programme that combines learning, practice and support.',
      activities: [
        'Module design and sequencing',
        'Choosing assessments and 360 tools',
        'Planning coaching and peer groups',
        "Briefing participants' managers",
      ],
    },
    {
      phase: 'Deliver and practice',
      description: 'Run modules and help leaders apply learning at work.',
      activities: [
        'Workshops and simulations',
        'Feedback debriefs and development plans',
        'Action learning sets on real issues',
      ],
    },
    {
      phase: 'Sustain and measure',
      description: 'Embed new habits and evaluate impact.',
      activities: [
        'Follow-up 360 or pulse surveys',
        'Final presentations to sponsors',
        'Alumni network and refresher sessions',
      ],
    },
  ],
  caseStudies: [
    {
      title: 'First-line manager programme for a retail chain',
      description:
        'A retail chain promoted many store supervisors without preparation. A facilitator designed a six-month programme of monthly half-day workshops, peer groups and on-the-job assignments for 60 new managers.',
      outcome:
        'Participants practised feedback and scheduling conversations with their own teams, and the chain adopted the programme as the standard route into its store manager roles.',
    },
    {
      title: 'Senior leadership cohort in a public agency',
      description:
        'A public agency ran an action learning programme for 18 directors, who worked in three groups on real cross-departmental problems over five months, alongside 360-degree feedback and coaching.',
      outcome:
        'Two of the three group proposals were adopted by the executive board, and directors reported stronger working relationships across departments that had previously worked in isolation.',
    },
  ],
  quickFacts: [
    { label: 'Typical engagement', value: '4–9 month blended programme' },
    { label: 'Group size', value: '12–24 per cohort' },
    { label: 'Common formats', value: 'In person modules, virtual sessions, coaching' },
    { label: 'Audiences', value: 'New managers to senior executives' },
  ],
};
