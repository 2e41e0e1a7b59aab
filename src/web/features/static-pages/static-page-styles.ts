/** Shared Tailwind class strings for the static (legal, marketing and resource) pages. */
export const containerClass = 'mx-auto max-w-3xl px-4 py-12 sm:px-6';
export const wideContainerClass = 'mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8';
export const h1Class = 'text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl';
export const h2Class = 'mt-10 text-xl font-semibold text-slate-900';
export const h3Class = 'mt-6 text-lg font-semibold text-slate-900';
export const paragraphClass = 'mt-4 leading-7 text-slate-700';
export const leadClass = 'mt-4 text-lg leading-8 text-slate-700';
export const metaClass = 'mt-2 text-sm text-slate-600';
export const listClass = 'mt-4 list-disc space-y-2 pl-6 leading-7 text-slate-700';
export const linkClass = 'font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900';
export const primaryButtonClass =
  'inline-flex items-center justify-center rounded-lg bg-indigo-600 px-5 py-3 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
export const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-5 py-3 text-sm font-semibold text-slate-900 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
