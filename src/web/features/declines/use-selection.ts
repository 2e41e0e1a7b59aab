import { useMemo, useState } from 'react';

/** The applicants selected for a bulk decline, limited to those on the page shown (`visible`). */
export function useSelection(visible: string[] | undefined) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const ids = useMemo(() => (visible ?? []).filter((id) => picked.has(id)), [visible, picked]);
  return {
    ids,
    has: (id: string) => picked.has(id),
    set: (id: string, on: boolean) =>
      setPicked((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    clear: () => setPicked(new Set()),
  };
}
