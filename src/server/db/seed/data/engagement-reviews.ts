// Long on purpose: the demo's reviews are data (texts in two languages, ratings, replies), read as one story.
/**
 * The sample completed engagements and their reviews (docs/decisions/042): several facilitators with one to
 * six published reviews in both directions, in English and some German, a reply or two, one review hidden by
 * the operator, clients who booked the same facilitator again, and answered six-week follow-ups for one
 * facilitator. Dated by days before the seed runs.
 */
import type { FollowUpAnswer, OutcomeMetAnswer } from '../../../../shared/review-options';

export interface SeedReviewOfFacilitator {
  rating: number;
  criteria: { preparation: number; facilitation: number; communication: number; outcomes: number };
  outcomes: OutcomeMetAnswer[];
  wouldHireAgain: boolean;
  body: string;
  /** The facilitator's public reply. */
  reply?: string;
  /** Hidden by the operator for breaking the review guidelines (it leaves a trace and the averages). */
  hiddenReason?: string;
}

export interface SeedReviewOfOrganisation {
  rating: number;
  criteria: { brief: number; communication: number; terms: number };
  body: string;
}

export interface SeedEngagement {
  key: string;
  facilitatorKey: string;
  companyKey: string;
  /** Completed this many days before the seed runs (the last session a day before). */
  completedDaysAgo: number;
  sessionDays: number;
  dayRateMinor: number;
  location: string;
  outcomes: string[];
  ofFacilitator?: SeedReviewOfFacilitator;
  ofOrganisation?: SeedReviewOfOrganisation;
  /** The client's six-week answers, one per outcome (only past FOLLOW_UP_AFTER_DAYS). */
  followUp?: FollowUpAnswer[];
}

const great = { preparation: 5, facilitation: 5, communication: 5, outcomes: 5 };
const good = { preparation: 4, facilitation: 5, communication: 4, outcomes: 4 };
const fairBrief = { brief: 4, communication: 4, terms: 5 };
const greatClient = { brief: 5, communication: 5, terms: 5 };

export const SEED_ENGAGEMENTS: SeedEngagement[] = [
  // Lena Fischer: six reviews, Northwind Labs booked her three times, her follow-ups answered.
  {
    key: 'lena-northwind-strategy',
    facilitatorKey: 'lena-fischer',
    companyKey: 'northwind-labs',
    completedDaysAgo: 160,
    sessionDays: 2,
    dayRateMinor: 180_000,
    location: 'Berlin',
    outcomes: [
      'A product strategy the leadership team agrees on',
      'Owners and dates for the first three bets',
    ],
    ofFacilitator: {
      rating: 5,
      criteria: great,
      outcomes: ['yes', 'yes'],
      wouldHireAgain: true,
      body: 'Lena prepared the two days with more care than we expected: interviews with every lead beforehand, a clear agenda, and a calm hand when the discussion got heated. We left with a strategy everyone signed.',
      reply:
        'Thank you, it was a pleasure to work with a team that argues this honestly. Looking forward to the next round!',
    },
    ofOrganisation: {
      rating: 5,
      criteria: greatClient,
      body: 'A clear brief, quick answers and an invoice paid within a week. Northwind Labs knows what it wants from a workshop.',
    },
    followUp: ['yes', 'partly'],
  },
  {
    key: 'lena-northwind-retro',
    facilitatorKey: 'lena-fischer',
    companyKey: 'northwind-labs',
    completedDaysAgo: 95,
    sessionDays: 1,
    dayRateMinor: 180_000,
    location: 'Berlin',
    outcomes: ['A shared view of what slowed the last release', 'Three experiments for the next quarter'],
    ofFacilitator: {
      rating: 5,
      criteria: great,
      outcomes: ['yes', 'yes'],
      wouldHireAgain: true,
      body: 'Our second retrospective with Lena, and again worth every minute. She kept forty people engaged for a whole day and the three experiments are already running.',
    },
    ofOrganisation: {
      rating: 5,
      criteria: greatClient,
      body: 'Working with Northwind again was easy: the same people, the same clarity, everything ready on the day.',
    },
    followUp: ['yes', 'yes'],
  },
  {
    key: 'lena-northwind-offsite',
    facilitatorKey: 'lena-fischer',
    companyKey: 'northwind-labs',
    completedDaysAgo: 20,
    sessionDays: 2,
    dayRateMinor: 190_000,
    location: 'Potsdam',
    outcomes: ['An agreed hiring plan for next year', 'A shared picture of the team in two years'],
    ofFacilitator: {
      rating: 4,
      criteria: good,
      outcomes: ['partly', 'yes'],
      wouldHireAgain: true,
      body: 'Good offsite with a strong first day. The second afternoon ran long and we did not finish the hiring plan, but Lena sent a clear summary with the open questions the following morning.',
    },
  },
  {
    key: 'lena-fernhill-kickoff',
    facilitatorKey: 'lena-fischer',
    companyKey: 'fernhill-partners',
    completedDaysAgo: 70,
    sessionDays: 1,
    dayRateMinor: 170_000,
    location: 'Hamburg',
    outcomes: ['Gemeinsame Ziele für das Projekt', 'Klare Rollen im Kernteam'],
    ofFacilitator: {
      rating: 5,
      criteria: great,
      outcomes: ['yes', 'yes'],
      wouldHireAgain: true,
      body: 'Frau Fischer hat unseren Projektstart hervorragend moderiert. Die Vorbereitung war gründlich, die Methoden passten zur Gruppe, und am Ende hatten alle dieselben Ziele vor Augen.',
      reply: 'Vielen Dank für das Vertrauen – ich freue mich zu hören, dass das Kernteam gut gestartet ist.',
    },
    ofOrganisation: {
      rating: 4,
      criteria: fairBrief,
      body: 'Ein freundliches Team mit einem klaren Auftrag. Die Abstimmung der Termine hat etwas gedauert, sonst lief alles reibungslos.',
    },
  },
  {
    key: 'lena-ashgrove-design',
    facilitatorKey: 'lena-fischer',
    companyKey: 'ashgrove-health',
    completedDaysAgo: 55,
    sessionDays: 1,
    dayRateMinor: 175_000,
    location: 'Remote',
    outcomes: ['A tested prototype of the patient intake flow', 'A list of what the clinicians need first'],
    ofFacilitator: {
      rating: 5,
      criteria: great,
      outcomes: ['yes', 'yes'],
      wouldHireAgain: true,
      body: 'A remote design sprint day that actually worked. Lena kept the clinicians and the engineers talking to each other and we tested a prototype with five patients by the end of the week.',
    },
    followUp: ['too_early', 'yes'],
  },
  {
    key: 'lena-larkspur-board',
    facilitatorKey: 'lena-fischer',
    companyKey: 'larkspur-foundation',
    completedDaysAgo: 30,
    sessionDays: 1,
    dayRateMinor: 160_000,
    location: 'Berlin',
    outcomes: ['Priorities for the next funding round', 'A timeline the board agrees on'],
    ofFacilitator: {
      rating: 4,
      criteria: good,
      outcomes: ['yes', 'partly'],
      wouldHireAgain: true,
      body: 'Lena helped our board agree on funding priorities in a single day, which none of us thought possible. Some exercises felt rushed, but the result is solid.',
    },
    ofOrganisation: {
      rating: 5,
      criteria: greatClient,
      body: 'A thoughtful board that did its homework before the session. The foundation paid promptly and was generous with feedback.',
    },
  },
  // Marcus Bell: three reviews, Harbourline Bank booked him twice.
  {
    key: 'marcus-harbourline-leadership',
    facilitatorKey: 'marcus-bell',
    companyKey: 'harbourline-bank',
    completedDaysAgo: 120,
    sessionDays: 2,
    dayRateMinor: 220_000,
    location: 'Toronto',
    outcomes: ['A leadership charter for the new division', 'Agreed decision rights'],
    ofFacilitator: {
      rating: 5,
      criteria: great,
      outcomes: ['yes', 'partly'],
      wouldHireAgain: true,
      body: 'Marcus brought structure to a leadership team that had never worked together. The charter we wrote with him is still on the wall, and the decision rights settled two long arguments.',
    },
    ofOrganisation: {
      rating: 4,
      criteria: { brief: 3, communication: 4, terms: 5 },
      body: 'The brief changed twice in the week before the session, but the bank paid on time and the participants were well prepared.',
    },
  },
  {
    key: 'marcus-harbourline-followup',
    facilitatorKey: 'marcus-bell',
    companyKey: 'harbourline-bank',
    completedDaysAgo: 40,
    sessionDays: 1,
    dayRateMinor: 220_000,
    location: 'Toronto',
    outcomes: ['A review of the charter after six months', 'Next steps for the second half of the year'],
    ofFacilitator: {
      rating: 4,
      criteria: good,
      outcomes: ['yes', 'yes'],
      wouldHireAgain: true,
      body: 'A useful follow-up day. Marcus remembered every detail from the first session and held us to what we had promised each other.',
    },
    ofOrganisation: {
      rating: 5,
      criteria: greatClient,
      body: 'This time the brief was clear from the start and the logistics were perfect. A pleasure to come back.',
    },
  },
  {
    key: 'marcus-metro-consultation',
    facilitatorKey: 'marcus-bell',
    companyKey: 'metro-civic-agency',
    completedDaysAgo: 65,
    sessionDays: 1,
    dayRateMinor: 200_000,
    location: 'Toronto',
    outcomes: ['Input from residents on the transit plan', 'A summary residents can read'],
    ofFacilitator: {
      rating: 3,
      criteria: { preparation: 4, facilitation: 3, communication: 3, outcomes: 3 },
      outcomes: ['partly', 'yes'],
      wouldHireAgain: false,
      body: 'The consultation gathered a lot of input, but a few loud voices dominated the evening and quieter residents left early. We had hoped for more structure in the small groups.',
      reply:
        'Thank you for the honest feedback. With a group of that size I would now plan more table hosts; I have shared a few ideas with your team.',
    },
  },
  // Nadia Brunner: German reviews, one hidden by the operator.
  {
    key: 'nadia-juniper-team',
    facilitatorKey: 'nadia-brunner',
    companyKey: 'juniper-market',
    completedDaysAgo: 80,
    sessionDays: 2,
    dayRateMinor: 210_000,
    location: 'Zürich',
    outcomes: ['Vereinbarte Teamregeln', 'Ein Plan für die Zusammenarbeit der Filialen'],
    ofFacilitator: {
      rating: 5,
      criteria: great,
      outcomes: ['yes', 'yes'],
      wouldHireAgain: true,
      body: 'Frau Brunner hat unsere beiden Teams mit viel Feingefühl zusammengebracht. Die Regeln, die wir gemeinsam erarbeitet haben, werden im Alltag tatsächlich gelebt.',
    },
    ofOrganisation: {
      rating: 5,
      criteria: greatClient,
      body: 'Ein sehr gut vorbereiteter Auftrag mit offenen, neugierigen Teilnehmenden. Gerne wieder.',
    },
  },
  {
    key: 'nadia-brightforge-change',
    facilitatorKey: 'nadia-brunner',
    companyKey: 'brightforge-industrial',
    completedDaysAgo: 45,
    sessionDays: 1,
    dayRateMinor: 210_000,
    location: 'Basel',
    outcomes: ['Ein gemeinsames Bild der Veränderung', 'Verantwortliche für die ersten Schritte'],
    ofFacilitator: {
      rating: 4,
      criteria: good,
      outcomes: ['yes', 'yes'],
      wouldHireAgain: true,
      body: 'Ein gut strukturierter Tag mit klaren Ergebnissen. Die Nachbereitung kam schnell und war vollständig.',
    },
  },
  {
    key: 'nadia-openharvest-retreat',
    facilitatorKey: 'nadia-brunner',
    companyKey: 'open-harvest',
    completedDaysAgo: 35,
    sessionDays: 1,
    dayRateMinor: 200_000,
    location: 'Remote',
    outcomes: ['A shared roadmap for the volunteer programme', 'Roles for the volunteer leads'],
    ofFacilitator: {
      rating: 1,
      criteria: { preparation: 1, facilitation: 1, communication: 1, outcomes: 1 },
      outcomes: ['no', 'no'],
      wouldHireAgain: false,
      body: 'Do not book her. Call our office instead and we will tell you what we really think of this person and her private life.',
      hiddenReason: 'Personal remarks about the facilitator that have nothing to do with the engagement.',
    },
    ofOrganisation: {
      rating: 4,
      criteria: fairBrief,
      body: 'A committed team of volunteers. The session moved online at short notice, which everyone handled well.',
    },
  },
  // Priya Raman: two reviews.
  {
    key: 'priya-lakeshore-curriculum',
    facilitatorKey: 'priya-raman',
    companyKey: 'lakeshore-university',
    completedDaysAgo: 50,
    sessionDays: 2,
    dayRateMinor: 120_000,
    location: 'Remote',
    outcomes: ['A draft curriculum for the new programme', 'Agreement on assessment'],
    ofFacilitator: {
      rating: 5,
      criteria: great,
      outcomes: ['yes', 'yes'],
      wouldHireAgain: true,
      body: 'Priya guided twelve professors from four faculties to a shared curriculum draft in two remote days. Her preparation and her patience were remarkable.',
    },
    ofOrganisation: {
      rating: 4,
      criteria: fairBrief,
      body: 'Engaged faculty and a clear goal. Scheduling across time zones was tricky, but the university handled it well.',
    },
  },
  {
    key: 'priya-ashgrove-retro',
    facilitatorKey: 'priya-raman',
    companyKey: 'ashgrove-health',
    completedDaysAgo: 25,
    sessionDays: 1,
    dayRateMinor: 120_000,
    location: 'Remote',
    outcomes: ['Lessons from the clinic roll-out', 'Changes for the next roll-out'],
    ofFacilitator: {
      rating: 4,
      criteria: good,
      outcomes: ['yes', 'partly'],
      wouldHireAgain: true,
      body: 'A calm and well-run retrospective on a difficult project. We would have liked a bit more time for actions at the end.',
    },
  },
  // Sofia Marín: one review.
  {
    key: 'sofia-fernhill-innovation',
    facilitatorKey: 'sofia-marin',
    companyKey: 'fernhill-partners',
    completedDaysAgo: 28,
    sessionDays: 1,
    dayRateMinor: 150_000,
    location: 'Madrid',
    outcomes: ['Ten ideas worth testing', 'An owner for each idea'],
    ofFacilitator: {
      rating: 5,
      criteria: great,
      outcomes: ['yes', 'yes'],
      wouldHireAgain: true,
      body: 'Sofia ran an energising innovation day for our Madrid office. Everyone left with ideas and, for once, with owners for them.',
    },
    ofOrganisation: {
      rating: 5,
      criteria: greatClient,
      body: 'Fernhill Partners gave me a great brief and a room full of curious people. Paid on the day the invoice arrived.',
    },
  },
];
