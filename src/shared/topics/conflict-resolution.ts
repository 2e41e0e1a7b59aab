import { TOPIC_SUMMARY } from './topic-summaries';
import type { Topic } from './topic-types';

export const conflictResolution: Topic = {
  ...TOPIC_SUMMARY['conflict-resolution'],
  longDescription: [
    'Conflict is a normal part of working life. Disagreement about priorities, resources or approaches can be healthy and productive. It becomes a problem when it turns personal, when people stop talking directly to each other, or when it starts to affect performance, well-being and retention. Conflict resolution facilitation helps people move from entrenched positions to a shared understanding of the underlying interests and a set of practical agreements.',
    'Engagements range from mediating between two colleagues, to facilitating a difficult conversation within a leadership team, to working with whole departments where relationships have broken down, for example after a restructuring or a dispute between functions. Skilled practitioners remain impartial, prepare each party carefully before any joint meeting, manage strong emotions without suppressing them, and help people focus on what they need going forward rather than relitigating the past.',
    'Conflict work often reveals issues that need other kinds of support. Recurring friction within a group may call for longer-term [team building](/topics/team-building) once the immediate dispute is settled. Tension linked to identity, fairness or exclusion should be handled with expertise in [diversity and inclusion](/topics/diversity-inclusion), and conflict that arises during reorganisations is often a sign that [change management](/topics/change-management) needs attention. Organisations also increasingly train managers in conflict skills so that disagreements are handled early, before they need outside help.',
    "When hiring, check the facilitator's training in mediation or conflict resolution, their approach to confidentiality, and how they decide whether a situation is suitable for facilitated conversation. Some matters, such as serious misconduct, harassment or formal grievances, need an HR or legal process rather than mediation, and an ethical practitioner will say so. Agree in advance on who receives any report and what it will contain.",
  ],
  benefits: [
    'Disputes addressed early, before they escalate into formal grievances or resignations',
    'A confidential, impartial process that people are more willing to trust',
    'Practical written agreements about future behaviour and communication',
    'Reduced time that managers spend handling ongoing tension',
    'Restored working relationships and team productivity',
    'Managers and teams who learn skills for handling future disagreements themselves',
  ],
  keySkills: [
    'Mediation and interest-based negotiation',
    'Active listening and reframing',
    'Maintaining impartiality under pressure',
    'Managing strong emotions in the room',
    'Pre-meeting preparation with individual parties',
    'Drafting clear, balanced agreements',
    'Assessing when a situation requires a formal process',
  ],
  methodologies: [
    {
      name: 'Interest-based relational approach',
      description:
        'Separates people from problems, focuses on the interests behind stated positions, and treats maintaining the relationship as a priority alongside resolving the issue.',
    },
    {
      name: 'Facilitative mediation',
      description:
        'The mediator manages the process and helps parties communicate and generate their own options, without giving opinions on who is right or what the outcome should be.',
    },
    {
      name: 'Nonviolent Communication',
      description:
        'A structured way of expressing observations, feelings, needs and requests that helps people speak honestly without blaming and listen without becoming defensive.',
    },
    {
      name: 'Thomas-Kilmann conflict modes',
      description:
        'Describes five approaches to conflict: competing, collaborating, compromising, avoiding and accommodating. Useful for helping teams discuss their habitual responses.',
    },
    {
      name: 'Restorative circles',
      description:
        'A structured group process in which everyone affected by an incident shares its impact and contributes to agreeing how to repair harm and move forward.',
    },
  ],
  tools: [
    {
      name: 'Thomas-Kilmann Instrument (TKI)',
      description:
        'A self-assessment that shows individuals their preferred conflict-handling styles, often used in team workshops.',
    },
    {
      name: 'Conflict mapping',
      description:
        'A visual tool for identifying the parties, relationships, issues, interests and history involved in a dispute.',
    },
    {
      name: 'Interest and position worksheets',
      description:
        'Preparation templates that help each party separate what they are asking for from why it matters to them.',
    },
    {
      name: 'Written agreement templates',
      description:
        'Structured formats for recording commitments, review dates and what happens if the agreement is not kept.',
    },
    {
      name: 'Secure video platforms',
      description:
        'Zoom or Microsoft Teams with private breakout rooms for remote mediation, including separate caucus sessions.',
    },
  ],
  faq: [
    {
      question: 'When should we bring in an external facilitator?',
      answer:
        'Consider it when the people involved no longer trust internal managers or HR to be neutral, when previous attempts to resolve the issue have failed, or when the conflict involves senior leaders whom colleagues cannot easily challenge.',
    },
    {
      question: 'Is mediation confidential?',
      answer:
        'Usually yes. What is said in individual and joint sessions is kept confidential, and only the final agreement is shared with the people the parties agree to inform. The confidentiality terms should be written down and agreed by everyone at the start.',
    },
    {
      question: 'Does participation have to be voluntary?',
      answer:
        'Mediation works best when it is voluntary. An organisation can strongly encourage it, but people who feel forced rarely commit to the agreement. Facilitators typically speak to each party individually first to check willingness.',
    },
    {
      question: 'What if the conflict involves bullying or harassment?',
      answer:
        'Serious allegations usually need a formal investigation, not mediation. Bringing the parties together can be harmful if there is a significant power imbalance or a safety concern. A responsible facilitator will recommend the appropriate route.',
    },
  ],
  processPhases: [
    {
      phase: 'Intake and assessment',
      description: 'Understand the situation and decide whether facilitation is appropriate.',
      activities: [
        'Briefing with the commissioning manager or HR',
        'Agreeing confidentiality and reporting terms',
        'Assessing suitability and power dynamics',
      ],
    },
    {
      phase: 'Individual preparation',
      description: 'Meet each party separately to build trust and clarify issues.',
      activities: [
        'Confidential one-to-one conversations',
        'Exploring interests, concerns and hopes',
        'Preparing for the joint conversation',
      ],
    },
    {
      phase: 'Joint conversation',
      description: 'Bring parties together in a structured, safe setting.',
      activities: [
        'Agreeing ground rules',
        'Uninterrupted time for each party to speak',
        'Identifying shared interests and options',
        'Private caucus sessions when needed',
      ],
    },
    {
      phase: 'Agreement and follow-up',
      description: 'Record commitments and check they hold.',
      activities: [
        'Drafting a written agreement',
        'Setting review dates',
        'Follow-up check-in after several weeks',
      ],
    },
  ],
  caseStudies: [
    {
      title: 'Repairing a relationship between two department heads',
      description:
        'In a university, disagreements between the heads of admissions and marketing had split their teams. A mediator held individual sessions with each, followed by two joint meetings.',
      outcome:
        'The heads agreed on a shared calendar for campaigns, a weekly 30-minute check-in and a way to escalate disagreements, and later co-presented the new process to both teams.',
    },
    {
      title: 'Resolving tension in a hospital laboratory team',
      description:
        'After a shift schedule change at a hospital, a laboratory team of 20 had split into two camps. A facilitator ran confidential interviews and then two group sessions using restorative circles.',
      outcome:
        'The team jointly redesigned the shift handover process, and the lab manager received coaching on addressing early signs of tension directly.',
    },
  ],
  quickFacts: [
    { label: 'Typical engagement', value: '2–6 sessions over a few weeks' },
    { label: 'Group size', value: '2 parties to whole teams' },
    { label: 'Common formats', value: 'In person preferred, remote possible' },
    { label: 'Confidentiality', value: 'Agreed in writing at the start' },
  ],
};
