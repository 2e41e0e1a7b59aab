/** The red count on a header icon; hidden from screen readers, whose label says the number. */
export function UnreadCount({ count, testId }: { count: number; testId: string }) {
  return count > 0 ? (
    <span
      aria-hidden
      data-testid={testId}
      className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-bold text-white ring-2 ring-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  ) : null;
}
