/** The site's name in its two colours: FacilitatorHub. */
const BRAND = ['Facilitator', 'Hub'] as const;

export function Logo() {
  return (
    <>
      <svg aria-hidden viewBox="0 0 32 32" className="h-8 w-8">
        <rect width="32" height="32" rx="8" fill="#4f46e5" />
        <circle cx="11" cy="13" r="4" fill="#fff" />
        <circle cx="21" cy="13" r="4" fill="#c7d2fe" />
        <path
          d="M5 26c1-4 3.5-6 6-6s5 2 6 6M15 26c1-4 3.5-6 6-6s5 2 6 6"
          stroke="#fff"
          strokeWidth="2.2"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <span className="text-lg font-bold tracking-tight text-slate-900">
        {/* The brand, the same in every language. */}
        {BRAND[0]}
        <span className="text-indigo-600">{BRAND[1]}</span>
      </span>
    </>
  );
}
