import { SITE_NAME } from '../../shared/constants';

interface PageMetaProps {
  /** Page title without the site name; omit on the home page. */
  title?: string;
  description?: string;
}

/** React 19 hoists <title> and <meta> into <head>, so every page declares its own. */
export function PageMeta({ title, description }: PageMetaProps) {
  const fullTitle = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} — hire expert facilitators`;
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      <meta property="og:title" content={fullTitle} />
      {description ? <meta property="og:description" content={description} /> : null}
    </>
  );
}
