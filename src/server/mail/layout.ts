import { SITE_NAME } from '../../shared/constants';
import { translate } from '../../shared/i18n/catalogue';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import type { MailMessage } from './mailer';
import { mailMessages } from './messages';

/** A paragraph, or someone else's words shown as a quote. */
export type MailBlock = string | { quote: string };

export interface MailContent {
  to: string;
  /** The recipient's language (left out: English): the layout's own words and the HTML's lang. */
  locale?: Locale;
  subject: string;
  replyTo?: string;
  /** The first line, e.g. "Hello Ada,". */
  greeting: string;
  /** What the mail says, before its button. */
  paragraphs: MailBlock[];
  /** The one thing to do: a button in HTML, the label and the URL on lines of their own in text. */
  action?: { label: string; url: string };
  /** What follows the button. */
  after?: string[];
  /** Why the reader got this mail, and how to stop it. */
  footer: string;
}

// The product's look: the indigo accent of the web app on slate text, white card on a light page.
const ACCENT = '#4f46e5';
const TEXT = '#0f172a';
const MUTED = '#64748b';
const BORDER = '#e2e8f0';
const PAGE = '#f8fafc';
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Inter, Roboto, Helvetica, Arial, sans-serif";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(/\n/g, '<br>');

const signature = (locale: Locale) => translate(locale, mailMessages, 'layout.signature');

function text(content: MailContent, locale: Locale): string {
  const blocks = content.paragraphs.map((block) =>
    typeof block === 'string'
      ? block
      : block.quote
          .split('\n')
          .map((line) => `> ${line}`)
          .join('\n'),
  );
  const action = content.action ? [`${content.action.label}:\n${content.action.url}`] : [];
  return [
    content.greeting,
    ...blocks,
    ...action,
    ...(content.after ?? []),
    signature(locale),
    `--\n${content.footer}`,
  ].join('\n\n');
}

function html(content: MailContent, locale: Locale): string {
  const paragraph = (value: string, style = '') =>
    `<p style="margin:0 0 16px;${style}">${escapeHtml(value)}</p>`;
  const blocks = content.paragraphs.map((block) =>
    typeof block === 'string'
      ? paragraph(block)
      : `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:3px solid ${ACCENT};color:${TEXT};background:${PAGE}">${escapeHtml(block.quote)}</blockquote>`,
  );
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${ACCENT};color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>` +
      paragraph(
        translate(locale, mailMessages, 'layout.openLink', { url: content.action.url }),
        `font-size:13px;color:${MUTED};word-break:break-all`,
      )
    : '';
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${PAGE};font-family:${FONT};color:${TEXT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PAGE}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid ${BORDER};border-radius:12px">
<tr><td style="padding:20px 32px;border-bottom:1px solid ${BORDER};font-size:18px;font-weight:700;color:${ACCENT}">${SITE_NAME}</td></tr>
<tr><td style="padding:32px;font-size:16px;line-height:1.6">
${paragraph(content.greeting)}${blocks.join('')}${action}${(content.after ?? []).map((value) => paragraph(value)).join('')}${paragraph(signature(locale), 'margin-top:24px')}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid ${BORDER};font-size:12px;line-height:1.5;color:${MUTED}">${escapeHtml(content.footer)}</td></tr>
</table></td></tr></table>
</body></html>`;
}

/** One mail in the product's look: a plain-text part and an HTML part from the same content. */
export function composeMail(content: MailContent): MailMessage {
  const locale = content.locale ?? DEFAULT_LOCALE;
  return {
    to: content.to,
    subject: content.subject,
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
    text: text(content, locale),
    html: html(content, locale),
  };
}
