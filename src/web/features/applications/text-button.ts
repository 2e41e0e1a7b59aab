/** A button that looks like a link (Read full cover letter, Show all applications, Team notes). */
export const TEXT_BUTTON =
  'cursor-pointer rounded-sm text-sm font-semibold text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
