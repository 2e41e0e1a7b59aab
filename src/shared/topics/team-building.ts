import { TOPIC_SUMMARY } from './topic-summaries';
import type { Topic } from './topic-types';

export const teamBuilding: Topic = {
  ...TOPIC_SUMMARY['team-building'],
  longDescription: [
    'Team building is the deliberate work of helping a group of people become an effective team: clear on its purpose, honest with one another, and explicit about how it makes decisions and handles friction. The term is often associated with escape rooms and away days, and social time has its place, but the facilitated sessions that make a lasting difference are usually focused on real work issues such as roles, priorities, communication habits and trust.',
    'Organisations typically bring in a facilitator at predictable moments: a new team is formed, a merger or reorganisation brings groups together, a new leader arrives, the team is moving to hybrid working, or performance has slipped and people sense that something between them is not working. An external facilitator is valuable because they can name patterns that insiders are reluctant to raise, and because the team leader can take part as a member rather than running the session.',
    'Skilled team facilitators read the room constantly. They design activities that create enough psychological safety for candid conversation without forcing people to disclose more than they want to. When a session uncovers deeper tension between individuals, they know when to pause and recommend [conflict resolution](/topics/conflict-resolution) support instead of pushing on. Team work also often overlaps with [leadership development](/topics/leadership-development), because the way a leader listens, delegates and responds to bad news shapes the team more than any workshop can.',
    'The most useful engagements end with concrete agreements: a team charter, decision rights, meeting norms or a short list of commitments that the team reviews together a few weeks later. When hiring, ask how the facilitator will find out what is really going on before the session, usually through short confidential interviews or a survey, and how they plan to help the team follow through afterwards.',
  ],
  benefits: [
    'Faster integration of new team members, new leaders and merged groups',
    'Clearer roles and decision rights, with less duplicated or dropped work',
    'More candid conversations about problems before they escalate',
    'Written working agreements the team owns and can revisit',
    'Better collaboration across locations and in hybrid teams',
    "A shared understanding of each person's strengths and working preferences",
  ],
  keySkills: [
    'Pre-session diagnosis through interviews and surveys',
    'Creating psychological safety in a group',
    'Designing experiential activities with meaningful debriefs',
    'Reading group dynamics and adjusting in the moment',
    'Working with personality and team-profile instruments',
    'Facilitating working agreements and team charters',
    'Recognising when an issue needs one-to-one or conflict support',
  ],
  methodologies: [
    {
      name: 'Tuckman stages of group development',
      description:
        'Forming, storming, norming and performing. A simple model that helps teams see that friction is a normal stage of development and discuss where they currently are.',
    },
    {
      name: "Lencioni's five dysfunctions model",
      description:
        'Looks at absence of trust, fear of conflict, lack of commitment, avoidance of accountability and inattention to results. Often used as the structure for an off-site.',
    },
    {
      name: 'Team charter and working agreements',
      description:
        'A facilitated process in which the team defines its purpose, goals, roles, decision rules and norms, and writes them down in a form it can revisit.',
    },
    {
      name: 'Experiential learning cycle',
      description:
        "Based on Kolb's cycle: a shared challenge is followed by structured reflection, so that insights about communication and leadership are drawn from what actually happened.",
    },
    {
      name: 'Appreciative Inquiry',
      description:
        'A strengths-based approach that starts from what the team does well at its best, then builds a shared picture of how to do more of it.',
    },
  ],
  tools: [
    {
      name: 'Team Canvas',
      description:
        'A one-page canvas covering goals, values, roles, rules and needs, useful for a first charter conversation.',
    },
    {
      name: 'Mentimeter',
      description:
        'Live polling for anonymous pulse checks, word clouds and ranking exercises during sessions.',
    },
    {
      name: 'Miro',
      description:
        'Online whiteboard for remote retrospectives, mapping team timelines and drafting working agreements together.',
    },
    {
      name: 'DiSC and MBTI profiles',
      description:
        'Widely used self-report instruments that give teams a shared language for working-style differences; best used as conversation starters, not labels.',
    },
    {
      name: 'Personal user manuals',
      description:
        'A short template in which each person describes how they like to work, communicate and receive feedback.',
    },
  ],
  faq: [
    {
      question: 'Is team building just social activities?',
      answer:
        'Social activities can help people get to know each other, but on their own they rarely change how a team works. Effective sessions combine some shared experience with structured conversations about goals, roles, trust and ways of working.',
    },
    {
      question: 'Should the team leader attend?',
      answer:
        'Usually yes, as a participant. The facilitator will typically brief the leader beforehand on how to model openness and avoid dominating. In some cases, such as when trust in the leader is the issue, part of the session may be run without them.',
    },
    {
      question: 'How do we measure whether it worked?',
      answer:
        'Agree on a few indicators before the session, such as a short team health survey, meeting effectiveness ratings or progress on specific commitments, and repeat them six to eight weeks later in a follow-up check-in.',
    },
    {
      question: 'Can team building be done remotely?',
      answer:
        'Yes, with shorter sessions, more small-group breakouts and activities designed for video rather than adapted from in-person games. Many distributed teams combine regular remote sessions with an occasional in-person gathering.',
    },
  ],
  processPhases: [
    {
      phase: 'Diagnose',
      description: "Understand the team's context, history and the real issues before designing anything.",
      activities: [
        'Briefing with the team leader and sponsor',
        'Confidential interviews or a team survey',
        'Summary of themes shared with the leader',
      ],
    },
    {
      phase: 'Design',
      description: "Build a session around the team's specific needs and goals.",
      activities: [
        'Agreeing session objectives and success measures',
        'Selecting activities and debrief questions',
        'Planning venue, timing and accessibility',
      ],
    },
    {
      phase: 'Deliver',
      description: 'Run the session, balancing shared experience with honest conversation.',
      activities: [
        'Opening and agreeing ground rules',
        'Experiential activities and structured reflection',
        'Drafting a charter or working agreements',
        'Closing commitments from each member',
      ],
    },
    {
      phase: 'Follow through',
      description: 'Help the team turn agreements into habits.',
      activities: [
        'Written summary and agreed actions',
        'Check-in session after six to eight weeks',
        'Repeat pulse survey and adjustments',
      ],
    },
  ],
  caseStudies: [
    {
      title: 'Bringing two finance teams together after a merger',
      description:
        'Following the merger of two logistics firms, a facilitator interviewed all 14 members of the combined finance team and ran a two-day off-site focused on processes, roles and unspoken assumptions about "how we do things here".',
      outcome:
        'The team agreed on a single month-end close process and a decision-rights matrix, and a follow-up survey after two months showed members felt clearer about who owned what.',
    },
    {
      title: 'Resetting a remote product team',
      description:
        'A product team spread across four time zones had fallen into long meetings and missed handovers. A facilitator ran three remote sessions of 90 minutes each over three weeks.',
      outcome:
        'The team wrote a working agreement covering core overlap hours, asynchronous updates and meeting rules, and cut its recurring meetings from six to three per week.',
    },
  ],
  quickFacts: [
    { label: 'Typical engagement', value: 'Half-day to 2-day off-site' },
    { label: 'Group size', value: '5–25 participants' },
    { label: 'Common formats', value: 'In person, remote, hybrid' },
    { label: 'Common triggers', value: 'New team, new leader, merger' },
  ],
};
