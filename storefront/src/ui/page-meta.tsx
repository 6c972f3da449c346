import { SITE } from '../app/site-config';

export interface PageMetaProps {
  title: string;
  description: string;
  /** The route path, e.g. `/spaces`; the canonical URL is built from it. */
  path: string;
  noindex?: boolean;
  /** The share image: the site's own unless the page has a picture (an absolute path on this site). */
  image?: string | null;
  /** `article` for a blog post; `website` otherwise. */
  type?: 'website' | 'article';
}

/** The head tags PageMeta writes, so a page rendered over another page's static HTML can drop that page's copies. */
export const PAGE_META_TAGS =
  'title, meta[name="description"], meta[name="robots"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"]';

/**
 * Title, description, canonical, robots and social-share tags of one page. React 19 hoists these into <head>
 * on the client; the prerender step moves them there in the static HTML.
 */
export function PageMeta({ title, description, path, noindex, image: picture, type = 'website' }: PageMetaProps) {
  const fullTitle = path === '/' ? `${SITE.name} | Coworking in Syokimau, Nairobi` : `${title} | ${SITE.name}`;
  const url = `${SITE.url}${path === '/' ? '/' : path}`;
  const image = `${SITE.url}${picture ?? '/og-image.svg'}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="robots" content={noindex ? 'noindex, nofollow' : 'index, follow'} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={SITE.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:locale" content="en_KE" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}
