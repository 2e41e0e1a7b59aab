/** The longest return address a form or a link may carry. */
export const LOCAL_PATH_MAX = 2000;

/**
 * Whether `value` is a path on this site ("/jobs?q=retreat"), safe to send a visitor back to: it starts with
 * one slash, and nothing in it could make a browser leave the site ("//evil.example", "/\evil.example")
 * or split a header (control characters).
 */
export function isLocalPath(value: string): boolean {
  return (
    value.length <= LOCAL_PATH_MAX &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses.
    !/[\u0000-\u001f\u007f]/.test(value)
  );
}
