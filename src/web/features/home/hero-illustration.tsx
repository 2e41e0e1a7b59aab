/**
 * A facilitator at a whiteboard of sticky notes with a small group: drawn
 * inline so the page fetches no image. Decorative only.
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 520 440"
      className={className}
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
    >
      {/* backdrop */}
      <circle cx="262" cy="214" r="196" fill="#eef2ff" />
      <circle cx="452" cy="360" r="46" fill="#e0e7ff" />

      {/* whiteboard */}
      <rect x="42" y="54" width="318" height="222" rx="18" fill="#ffffff" stroke="#e2e8f0" strokeWidth="2" />
      <rect x="42" y="54" width="318" height="34" rx="18" fill="#f8fafc" />
      <rect x="42" y="76" width="318" height="12" fill="#f8fafc" />
      <line x1="42" y1="88" x2="360" y2="88" stroke="#e2e8f0" strokeWidth="2" />
      <circle cx="64" cy="71" r="5" fill="#fca5a5" />
      <circle cx="80" cy="71" r="5" fill="#fcd34d" />
      <circle cx="96" cy="71" r="5" fill="#6ee7b7" />

      {/* column headings */}
      <rect x="66" y="104" width="74" height="7" rx="3.5" fill="#cbd5e1" />
      <rect x="212" y="104" width="58" height="7" rx="3.5" fill="#cbd5e1" />

      {/* sticky notes: ideas */}
      <g>
        <rect x="66" y="122" width="48" height="46" rx="5" fill="#fcd34d" />
        <rect x="74" y="134" width="30" height="4" rx="2" fill="#b45309" opacity=".45" />
        <rect x="74" y="144" width="22" height="4" rx="2" fill="#b45309" opacity=".45" />
      </g>
      <g transform="rotate(-5 146 146)">
        <rect x="122" y="124" width="48" height="46" rx="5" fill="#6ee7b7" />
        <rect x="130" y="136" width="30" height="4" rx="2" fill="#047857" opacity=".45" />
        <rect x="130" y="146" width="18" height="4" rx="2" fill="#047857" opacity=".45" />
      </g>
      <g transform="rotate(4 90 202)">
        <rect x="66" y="180" width="48" height="46" rx="5" fill="#7dd3fc" />
        <rect x="74" y="192" width="30" height="4" rx="2" fill="#0369a1" opacity=".45" />
        <rect x="74" y="202" width="24" height="4" rx="2" fill="#0369a1" opacity=".45" />
      </g>
      <g>
        <rect x="124" y="182" width="48" height="46" rx="5" fill="#c4b5fd" />
        <rect x="132" y="194" width="30" height="4" rx="2" fill="#6d28d9" opacity=".45" />
        <rect x="132" y="204" width="20" height="4" rx="2" fill="#6d28d9" opacity=".45" />
      </g>

      {/* arrow from ideas to the chosen concept */}
      <path
        d="M182 172c14-10 20-12 30-12"
        stroke="#6366f1"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeDasharray="5 6"
      />
      <path
        d="m206 152 9 8-10 7"
        stroke="#6366f1"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />

      {/* chosen concept with a check and a dot vote */}
      <g transform="rotate(-3 250 160)">
        <rect x="220" y="124" width="64" height="70" rx="6" fill="#fde68a" />
        <rect x="230" y="138" width="40" height="5" rx="2.5" fill="#b45309" opacity=".5" />
        <rect x="230" y="150" width="32" height="5" rx="2.5" fill="#b45309" opacity=".5" />
        <rect x="230" y="162" width="36" height="5" rx="2.5" fill="#b45309" opacity=".5" />
        <circle cx="232" cy="182" r="4" fill="#4f46e5" />
        <circle cx="244" cy="182" r="4" fill="#4f46e5" />
        <circle cx="256" cy="182" r="4" fill="#4f46e5" />
      </g>
      <circle cx="290" cy="124" r="13" fill="#10b981" />
      <path
        d="m284 124 4.5 4.5 8-9"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />

      {/* progress chart */}
      <path
        d="M224 252 254 236 280 242 316 214"
        stroke="#818cf8"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="224" cy="252" r="4" fill="#6366f1" />
      <circle cx="254" cy="236" r="4" fill="#6366f1" />
      <circle cx="280" cy="242" r="4" fill="#6366f1" />
      <circle cx="316" cy="214" r="5" fill="#4f46e5" />

      {/* facilitator */}
      <rect x="404" y="300" width="17" height="88" rx="8" fill="#1e293b" />
      <rect x="428" y="300" width="17" height="88" rx="8" fill="#1e293b" />
      <rect x="398" y="380" width="26" height="12" rx="6" fill="#0f172a" />
      <rect x="426" y="380" width="26" height="12" rx="6" fill="#0f172a" />
      <rect x="392" y="168" width="66" height="146" rx="28" fill="#4f46e5" />
      <path d="M400 196 368 158" stroke="#4f46e5" strokeWidth="16" strokeLinecap="round" />
      <circle cx="364" cy="152" r="9" fill="#e8b08c" />
      <path d="M450 200c10 28 10 52 2 72" stroke="#4338ca" strokeWidth="14" strokeLinecap="round" />
      <rect x="414" y="150" width="22" height="24" rx="8" fill="#e8b08c" />
      <circle cx="425" cy="134" r="25" fill="#e8b08c" />
      <path d="M400 132c0-18 12-28 26-28 15 0 25 10 25 24-8-8-20-10-32-6-6 2-12 6-19 10Z" fill="#1e293b" />
      <rect x="404" y="218" width="42" height="6" rx="3" fill="#6366f1" />

      {/* participants, seen from behind, facing the board */}
      <rect x="30" y="372" width="320" height="14" rx="7" fill="#cbd5e1" />
      <g>
        <path d="M64 372a38 34 0 0 1 76 0Z" fill="#10b981" />
        <circle cx="102" cy="318" r="21" fill="#334155" />
      </g>
      <g>
        <path d="M152 372a38 34 0 0 1 76 0Z" fill="#f59e0b" />
        <circle cx="190" cy="316" r="21" fill="#a16207" />
        <circle cx="190" cy="296" r="10" fill="#a16207" />
      </g>
      <g>
        <path d="M240 372a38 34 0 0 1 76 0Z" fill="#8b5cf6" />
        <circle cx="278" cy="318" r="21" fill="#475569" />
      </g>

      {/* "session booked" card */}
      <g>
        <rect
          x="356"
          y="26"
          width="148"
          height="58"
          rx="14"
          fill="#c7d2fe"
          opacity=".6"
          transform="translate(3 4)"
        />
        <rect x="356" y="26" width="148" height="58" rx="14" fill="#ffffff" stroke="#e0e7ff" />
        <circle cx="382" cy="55" r="13" fill="#d1fae5" />
        <path
          d="m376 55 4.5 4.5 8-8.5"
          stroke="#059669"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="404" y="44" width="82" height="7" rx="3.5" fill="#334155" />
        <rect x="404" y="58" width="58" height="6" rx="3" fill="#cbd5e1" />
      </g>

      {/* speech bubble */}
      <g>
        <rect
          x="458"
          y="110"
          width="50"
          height="34"
          rx="12"
          fill="#ffffff"
          stroke="#e2e8f0"
          strokeWidth="2"
        />
        <path
          d="m468 144-6 10 14-10"
          fill="#ffffff"
          stroke="#e2e8f0"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <rect x="466" y="144" width="14" height="3" fill="#ffffff" />
        <circle cx="472" cy="127" r="3" fill="#6366f1" />
        <circle cx="483" cy="127" r="3" fill="#6366f1" />
        <circle cx="494" cy="127" r="3" fill="#6366f1" />
      </g>
    </svg>
  );
}
