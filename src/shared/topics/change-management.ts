import { TOPIC_SUMMARY } from './topic-summaries';
import type { Topic } from './topic-types';

export const changeManagement: Topic = {
  ...TOPIC_SUMMARY['change-management'],
  longDescription: [
    'Change management is the discipline of helping people and organisations move from the way things are done today to a new way of working. The change might be a restructuring, a merger, a new system, a relocation, a new operating model or a shift in culture. In each case the technical plan is only half the work. The other half is helping people understand why the change is happening, what it means for them, and what support they will get to make it work.',
    'Facilitators play a distinctive role in change programmes. Rather than announcing decisions and hoping for compliance, they create structured opportunities for people to engage: leadership alignment sessions, impact assessment workshops with affected teams, listening sessions, and design workshops in which employees help shape how the change is implemented. This involvement surfaces practical problems early, reduces rumors and anxiety, and builds a group of people who understand and support the change.',
    'Change work connects with several other areas. Major changes usually start with decisions made during [strategic planning](/topics/strategic-planning), and a strategy that is never translated into changes in how people work remains on paper. Line managers are the people employees most often turn to for information during change, so [leadership development](/topics/leadership-development) that prepares managers for difficult conversations is often built into the programme. Technology-driven change, such as moving to new platforms, is a large part of most [digital transformation](/topics/digital-transformation) efforts.',
    'Resistance is a normal response to change, not a sign that people are difficult. People may resist because they were not consulted, because they can see real flaws in the plan, because they fear losing status or competence, or simply because they are tired after several changes in a row. Experienced change facilitators treat resistance as information. They help leaders listen to concerns, distinguish between what can and cannot be changed, and communicate honestly about both.',
    'When hiring, look for a facilitator who asks about the business case, the decisions that are already fixed and those that are still open, and the capacity of the organisation to absorb change. Beware of engagements that promise to make people accept a decision that has already been made without any room for input; consultation that is not genuine tends to increase distrust. The strongest change facilitators are honest with sponsors about risks, realistic about timelines, and focused on helping the organisation build the capability to lead future changes itself.',
  ],
  benefits: [
    'Faster and more complete adoption of new systems, structures and processes',
    'Practical implementation problems surfaced by the people who do the work',
    'Leaders aligned on the case for change and able to explain it consistently',
    'Reduced anxiety and rumor through honest, two-way communication',
    'Managers equipped to support their teams through transition',
    'Lessons captured so the organisation handles future change better',
  ],
  keySkills: [
    'Stakeholder mapping and engagement planning',
    'Change impact assessment',
    'Facilitating leadership alignment sessions',
    'Running listening sessions and large-group workshops',
    'Working constructively with resistance',
    'Designing change communication and feedback loops',
    'Coaching sponsors and line managers',
    'Measuring adoption and readiness',
  ],
  methodologies: [
    {
      name: "Kotter's 8-step model",
      description:
        'Create urgency, build a guiding coalition, form a vision, enlist volunteers, remove barriers, generate short-term wins, sustain acceleration and institute the change. Useful for large, leader-driven programmes.',
    },
    {
      name: 'ADKAR',
      description:
        'Awareness, desire, knowledge, ability and reinforcement. A Prosci model focused on individual change, helping teams diagnose where people are getting stuck and what support they need.',
    },
    {
      name: "Lewin's unfreeze-change-refreeze",
      description:
        'A classic three-stage model that highlights the need to prepare people for change and to consolidate new behaviours afterwards. Often used as a simple framing for teams.',
    },
    {
      name: 'Bridges transition model',
      description:
        'Distinguishes the external change from the internal transition people go through: endings, the neutral zone and new beginnings. Helpful for leaders supporting people emotionally.',
    },
    {
      name: 'Large-group interventions',
      description:
        'Approaches such as Open Space Technology, World Cafe and Future Search that involve a large cross-section of the organisation in shaping the change together.',
    },
  ],
  tools: [
    {
      name: 'Stakeholder map',
      description:
        'A grid of stakeholders by influence and impact, used to plan engagement and track how views shift over time.',
    },
    {
      name: 'Change impact assessment',
      description:
        'A structured template that records how each group is affected in terms of processes, roles, systems, skills and behaviours.',
    },
    {
      name: 'Change readiness survey',
      description:
        'A short, repeatable survey that gauges understanding, commitment and confidence among affected groups.',
    },
    {
      name: 'Miro',
      description:
        'Online whiteboard for remote impact workshops, journey maps of the future state and action planning.',
    },
    {
      name: 'Mentimeter',
      description:
        'Anonymous live polling and Q&A for town halls and listening sessions, so people can raise concerns openly.',
    },
  ],
  faq: [],
  processPhases: [
    {
      phase: 'Prepare and align',
      description: 'Clarify the case for change and align the sponsoring leaders.',
      activities: [
        'Sponsor interviews',
        'Leadership alignment workshop',
        'Defining what is fixed and what is open',
        'Agreeing success measures',
      ],
    },
    {
      phase: 'Assess impact',
      description: 'Understand who is affected and how.',
      activities: [
        'Stakeholder mapping',
        'Impact assessment workshops with affected teams',
        'Readiness survey baseline',
      ],
    },
    {
      phase: 'Engage and design',
      description: 'Involve people in shaping how the change will work in practice.',
      activities: [
        'Listening sessions and town halls',
        'Co-design workshops on processes and roles',
        'Change champion network',
        'Communication plan with feedback loops',
      ],
    },
    {
      phase: 'Implement and support',
      description: 'Help people make the transition and solve problems quickly.',
      activities: [
        'Manager briefing and coaching',
        'Training and floor support',
        'Regular issue review sessions',
      ],
    },
    {
      phase: 'Reinforce and learn',
      description: 'Make the change stick and capture lessons.',
      activities: [
        'Adoption and readiness measurement',
        'Recognition of early successes',
        'Retrospective with sponsors and champions',
      ],
    },
  ],
  caseStudies: [
    {
      title: 'Consolidating regional offices for an affordable housing nonprofit',
      description:
        'An affordable housing nonprofit decided to merge five regional offices into two hubs. A facilitator ran impact workshops with each office and co-design sessions on new tenant service processes.',
      outcome:
        'Staff identified tenant contact problems that the original plan had missed, the rollout was adjusted to phase the moves over two quarters, and the hubs opened without a backlog of unanswered tenant queries.',
    },
    {
      title: 'Introducing a new operating model in a professional services firm',
      description:
        'A consulting firm moved from office-based practice groups to cross-office industry teams. A facilitator ran a leadership alignment process, then Open Space sessions with staff across all offices.',
      outcome:
        'Partners agreed on a consistent explanation of the change, staff proposed the team structures for two of the five industries, and a readiness survey showed growing confidence across three rounds.',
    },
    {
      title: 'Supporting a hospital through a new staff scheduling system',
      description:
        'A hospital replacing paper-based shift scheduling engaged a change facilitator to work with nurse managers, nurses and the IT project team over six months.',
      outcome:
        'Unit-level champions helped refine the rollout sequence, and the hospital kept weekly issue reviews going for two months after go-live to resolve problems quickly.',
    },
  ],
  quickFacts: [
    { label: 'Typical engagement', value: '3–12 months alongside a programme' },
    { label: 'Group size', value: 'Small leadership teams to whole organisations' },
    { label: 'Common formats', value: 'Workshops, town halls, hybrid' },
    { label: 'Common triggers', value: 'Restructurings, mergers, new systems' },
  ],
};
