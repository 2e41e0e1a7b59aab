import { TOPIC_SUMMARY } from './topic-summaries';
import type { Topic } from './topic-types';

export const agileScrum: Topic = {
  ...TOPIC_SUMMARY['agile-scrum'],
  longDescription: [
    'Agile is a set of values and principles for delivering work in small increments, learning from feedback and adapting plans as understanding improves. Scrum is the most widely used agile framework, organising work into short sprints with defined roles and events: sprint planning, daily scrums, sprint reviews and retrospectives. Although agile began in software development, teams in marketing, HR, operations and public services now use its practices for any work where requirements are uncertain and fast feedback is valuable.',
    'Facilitation sits at the heart of agile. Every Scrum event is a facilitated conversation, and the quality of those conversations largely determines whether a team improves or simply goes through the motions. Organisations hire agile facilitators and coaches to run training, to facilitate events while teams learn the practices, to run large-scale planning sessions across many teams, and to coach Scrum Masters and product owners. Experienced practitioners focus on outcomes rather than ceremony, and adapt practices to fit the team rather than applying a rulebook.',
    'Agile adoption rarely succeeds if it is treated as a process change for delivery teams alone. Teams need the trust and openness to raise problems in retrospectives, which is why agile work often includes elements of [team building](/topics/team-building). Moving a department or organisation to agile ways of working is a significant shift in roles, governance and culture that benefits from deliberate [change management](/topics/change-management). Agile practices are also a core component of most [digital transformation](/topics/digital-transformation) programmes.',
    "When hiring, look for practitioners with hands-on experience working in or with agile teams, not only certifications. Ask how they would adapt Scrum to your context, how they handle teams that are skeptical after a previous failed rollout, and how they will make themselves unnecessary over time. A good agile facilitator builds the team's own ability to run its events and improve its process, rather than becoming a permanent dependency.",
  ],
  benefits: [
    'Working results delivered in short cycles instead of one large release at the end',
    'Earlier feedback from customers and stakeholders, reducing wasted effort',
    'Greater transparency about progress, risks and priorities',
    'Retrospectives that drive steady, team-owned improvement',
    'Better coordination across teams through shared planning events',
    'Teams that can respond to changing priorities without chaos',
  ],
  keySkills: [
    'Facilitating Scrum events and retrospectives',
    'Backlog refinement and user story writing',
    'Coaching Scrum Masters and product owners',
    'Large-scale planning facilitation',
    'Kanban and flow metrics',
    'Agile training design and delivery',
    'Adapting practices to non-software teams',
    'Working with leaders on agile governance',
  ],
  methodologies: [
    {
      name: 'Scrum',
      description:
        'A framework of short sprints, three accountabilities (product owner, Scrum Master and developers) and regular events for planning, inspection and adaptation. Defined in the Scrum Guide.',
    },
    {
      name: 'Kanban',
      description:
        'A flow-based method that visualises work, limits work in progress and uses metrics such as cycle time to improve delivery. Well suited to operational and support teams.',
    },
    {
      name: 'SAFe',
      description:
        'The Scaled Agile Framework coordinates many teams through program increments and a joint PI planning event. Used by larger organisations, though it requires careful tailoring.',
    },
    {
      name: 'Large-Scale Scrum (LeSS)',
      description:
        'Applies Scrum to several teams working on one product with a single product backlog and product owner, emphasising simplicity and descaling of organisational complexity.',
    },
    {
      name: 'Liberating Structures',
      description:
        'A collection of simple facilitation patterns, such as 1-2-4-All and TRIZ, that agile facilitators use to make retrospectives and planning more inclusive.',
    },
  ],
  tools: [
    {
      name: 'Jira',
      description: 'Widely used work tracking tool for backlogs, sprints, boards and reports.',
    },
    {
      name: 'Trello',
      description: 'Simple card-based boards for teams starting with Kanban or visual task management.',
    },
    {
      name: 'Miro',
      description: 'Online whiteboard for remote retrospectives, story mapping and PI planning boards.',
    },
    {
      name: 'Azure DevOps Boards',
      description:
        'Backlog and sprint management integrated with development pipelines, common in Microsoft environments.',
    },
    {
      name: 'Retrospective formats',
      description:
        'Templates such as Start-Stop-Continue, Sailboat and 4Ls that keep retrospectives fresh and focused.',
    },
  ],
  faq: [
    {
      question: 'What is the difference between a Scrum Master and an agile coach?',
      answer:
        'A Scrum Master usually serves one or a few teams, facilitating events and removing obstacles. An agile coach typically works across several teams and with leadership, helping the organisation adopt agile ways of working more broadly.',
    },
    {
      question: 'Can agile work outside software development?',
      answer:
        'Yes. Marketing, HR, finance and public service teams successfully use Kanban boards, short planning cycles and retrospectives. Practices usually need adapting, for example using longer cycles or fewer events.',
    },
    {
      question: 'Which certifications matter?',
      answer:
        'Certifications such as Professional Scrum Master, Certified ScrumMaster or SAFe credentials show baseline knowledge. Practical experience with real teams and strong facilitation skills are more important indicators of quality.',
    },
    {
      question: 'How long does an agile adoption take?',
      answer:
        'A single team can learn the basics of Scrum within a few sprints, but becoming consistently effective typically takes several months. Organisation-wide change, including governance and funding models, usually takes years.',
    },
  ],
  processPhases: [
    {
      phase: 'Assess',
      description: 'Understand the current way of working and the goals for agile adoption.',
      activities: [
        'Interviews with teams and leaders',
        'Observing existing meetings and workflows',
        'Agreeing goals and measures',
      ],
    },
    {
      phase: 'Launch',
      description: 'Equip teams with the basics and start working in cycles.',
      activities: [
        'Agile and Scrum fundamentals training',
        'Team chartering and role clarity',
        'Building the initial backlog',
        'Facilitating the first sprint events',
      ],
    },
    {
      phase: 'Coach',
      description: 'Support teams as they develop their own practice.',
      activities: [
        'Observing and giving feedback on events',
        'Coaching Scrum Masters and product owners',
        'Introducing flow metrics',
      ],
    },
    {
      phase: 'Scale and sustain',
      description: 'Extend practices across teams and build internal capability.',
      activities: [
        'Cross-team planning events',
        'Communities of practice',
        'Handing facilitation over to internal staff',
      ],
    },
  ],
  caseStudies: [
    {
      title: 'Agile delivery for a government digital service',
      description:
        'A government department rebuilding its permit application service engaged a facilitator to train three teams and facilitate their sprint events for the first four months.',
      outcome:
        'The teams released a simplified first version of the application to a pilot region after three months, and two internal staff were coached to take over as Scrum Masters.',
    },
    {
      title: 'Kanban for a marketing team',
      description:
        "A consumer goods company's marketing team was overwhelmed by ad hoc requests. A facilitator helped them set up a Kanban board, work-in-progress limits and a weekly prioritisation meeting with stakeholders.",
      outcome:
        'Requests became visible in one place, the team agreed on clear intake rules with product managers, and campaign launches became more predictable over the following quarter.',
    },
  ],
  quickFacts: [
    { label: 'Typical engagement', value: '2-day training to 6-month coaching' },
    { label: 'Group size', value: 'Teams of 3–10; planning events up to 100+' },
    { label: 'Common formats', value: 'In person, remote, hybrid' },
    { label: 'Common certifications', value: 'PSM, CSM, SAFe' },
  ],
};
