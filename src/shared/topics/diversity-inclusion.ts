import { TOPIC_SUMMARY } from './topic-summaries';
import type { Topic } from './topic-types';

export const diversityInclusion: Topic = {
  ...TOPIC_SUMMARY['diversity-inclusion'],
  longDescription: [
    'Diversity and inclusion work helps organisations build workplaces where people of different backgrounds, identities, abilities and perspectives are treated fairly and can contribute fully. Diversity describes the mix of people in an organisation; inclusion describes whether those people are heard, respected and able to progress. Facilitated D&I work focuses on the behaviours, practices and systems that determine how people actually experience work, from who speaks in meetings to how promotions are decided.',
    'Engagements vary widely. Some organisations want workshops that build awareness of bias and the skills to interrupt it. Others need facilitated listening sessions to understand the experiences of under-represented groups, support in reviewing hiring and promotion processes, or help for leadership teams to agree on priorities and accountability. Good D&I facilitators handle sensitive topics with care, create conditions where people can speak honestly without being put on the spot, and avoid approaches that shame participants or treat inclusion as a one-off compliance exercise.',
    'Inclusion is closely linked to how leaders behave, so D&I work is frequently integrated into [leadership development](/topics/leadership-development) programmes. Awareness sessions are most effective when designed with the same rigor as any other [training and development](/topics/training-development) initiative, with clear objectives and follow-up. When tensions between groups or individuals have already surfaced, facilitators may draw on [conflict resolution](/topics/conflict-resolution) practices to help people rebuild trust.',
    'When hiring, look for a facilitator who asks about your data, your existing policies and the experiences of your employees before proposing a session, and who can explain how their approach leads to changes in practice, not only awareness. Check their experience with your sector and context, including relevant legal frameworks, and discuss how they will handle disagreement or discomfort in the room. Lived experience and professional expertise are both valuable, and many teams benefit from co-facilitation.',
  ],
  benefits: [
    'Fairer hiring, promotion and allocation of opportunities',
    'Better decisions from teams that draw on a wider range of perspectives',
    'Employees who feel able to raise concerns and contribute ideas',
    'Leaders who understand and can act on inclusion issues in their teams',
    'Clear priorities and accountability rather than scattered activities',
    'Reduced risk of discrimination claims and reputational damage',
  ],
  keySkills: [
    'Facilitating sensitive and emotionally charged conversations',
    'Designing psychologically safe learning environments',
    'Working with workforce and engagement data',
    'Inclusive meeting and workshop design',
    'Reviewing people processes for bias',
    'Cultural competence across different contexts',
    'Handling disagreement and pushback constructively',
  ],
  methodologies: [
    {
      name: 'Inclusive behaviours frameworks',
      description:
        'Define the specific, observable behaviours expected of leaders and colleagues, such as sharing airtime and seeking dissenting views, and build practice and feedback around them.',
    },
    {
      name: 'Bias interruption in processes',
      description:
        'Rather than relying only on individual awareness, teams examine hiring, performance and promotion processes for points where bias can enter and redesign them with structured criteria.',
    },
    {
      name: 'Listening circles and focus groups',
      description:
        'Structured, confidential sessions that gather the experiences of employees, particularly under-represented groups, to inform priorities.',
    },
    {
      name: 'Intercultural Development Continuum',
      description:
        'A model describing how people and groups make sense of cultural difference, used to tailor development to where a group currently is.',
    },
    {
      name: 'Allyship and bystander intervention',
      description:
        'Practical training in how colleagues can support one another and respond when they witness exclusion, microaggressions or harassment.',
    },
  ],
  tools: [
    {
      name: 'Intercultural Development Inventory (IDI)',
      description:
        'A validated assessment of intercultural competence, administered and debriefed by qualified practitioners.',
    },
    {
      name: 'Harvard Implicit Association Test',
      description:
        'A freely available research tool sometimes used to prompt reflection on unconscious associations; best used with care and a clear debrief.',
    },
    {
      name: 'Inclusion surveys',
      description:
        'Employee surveys with inclusion and belonging questions, analysed by demographic group where numbers allow anonymity.',
    },
    {
      name: 'Mentimeter',
      description:
        'Anonymous polling that lets participants share views on sensitive topics without being identified.',
    },
    {
      name: 'Structured interview guides',
      description:
        'Standard questions and scoring criteria that make hiring decisions more consistent and easier to review.',
    },
  ],
  faq: [
    {
      question: 'Does unconscious bias training work?',
      answer:
        'Awareness training alone tends to have limited lasting effect on behaviour. It is more effective when combined with practical skills, changes to processes such as hiring and promotion, and accountability for leaders.',
    },
    {
      question: 'Should sessions be mandatory?',
      answer:
        'It depends on the goal. Mandatory sessions ensure coverage but can create resistance. Many organisations make leader sessions required while offering voluntary, smaller sessions for others. A facilitator can help you design an approach that fits your culture.',
    },
    {
      question: 'How do we handle resistance or backlash?',
      answer:
        'Acknowledge concerns openly, focus on fairness and shared goals, and avoid framing that blames groups. Skilled facilitators create room for questions and disagreement while keeping conversations respectful and grounded in evidence.',
    },
    {
      question: 'How do we measure progress?',
      answer:
        'Combine representation data across levels with inclusion survey results, promotion and retention rates by group, and qualitative feedback. Track trends over time rather than relying on a single snapshot.',
    },
  ],
  processPhases: [
    {
      phase: 'Understand the current state',
      description: 'Gather evidence on representation and experience.',
      activities: [
        'Review of workforce and survey data',
        'Listening sessions and interviews',
        'Review of key people processes',
      ],
    },
    {
      phase: 'Align leadership',
      description: 'Agree on priorities, goals and accountability at the top.',
      activities: [
        'Leadership workshop on findings',
        'Setting priorities and measures',
        'Defining leader commitments',
      ],
    },
    {
      phase: 'Build capability',
      description: 'Equip leaders and employees with skills for inclusion.',
      activities: [
        'Inclusive leadership sessions',
        'Bystander and allyship workshops',
        'Inclusive meeting practices',
      ],
    },
    {
      phase: 'Change systems and review',
      description: 'Embed inclusion in processes and check progress.',
      activities: [
        'Redesigning hiring and promotion steps',
        'Supporting employee resource groups',
        'Regular progress reviews with leaders',
      ],
    },
  ],
  caseStudies: [
    {
      title: 'Inclusive hiring in a technology scale-up',
      description:
        'A software scale-up noticed that its engineering hires came from a narrow set of backgrounds. A facilitator worked with hiring managers to redesign job postings, interview questions and scoring criteria, and ran practice sessions on structured interviewing.',
      outcome:
        'Every engineering role now uses a structured interview guide and a shared scoring rubric, and the company reviews its candidate pipeline data each quarter.',
    },
    {
      title: 'Listening sessions in a public library service',
      description:
        'A library service held facilitated listening circles with staff from different roles and backgrounds after an engagement survey showed lower belonging scores in some groups.',
      outcome:
        'Leaders agreed on three priorities, including fairer access to development opportunities for part-time staff, and reported back to employees on progress at six and twelve months.',
    },
  ],
  quickFacts: [
    { label: 'Typical engagement', value: 'Half-day sessions to year-long programmes' },
    { label: 'Group size', value: '8–30 per session' },
    { label: 'Common formats', value: 'In person, remote, co-facilitated' },
    { label: 'Key principle', value: 'Change practices, not just awareness' },
  ],
};
