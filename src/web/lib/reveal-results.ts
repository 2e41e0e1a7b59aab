/**
 * Scrolls a list's top (its count or heading) into view after its page or its filters changed, unless it
 * is there already with room for the first results under it: on a phone the results sit below the search
 * form, and "Next page" below the list, so the change would otherwise happen off screen. The element's
 * scroll margin keeps it clear of the sticky header.
 */
export function revealResults(element: HTMLElement | null) {
  if (!element) return;
  const { top } = element.getBoundingClientRect();
  const clearOfHeader = top >= parseFloat(getComputedStyle(element).scrollMarginTop || '0');
  if (clearOfHeader && top <= window.innerHeight * 0.75) return;
  element.scrollIntoView({ block: 'start' });
}
