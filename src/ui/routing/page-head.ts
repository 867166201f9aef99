/** The head of a page (spec §2): title, description, optional og:image, canonical link, robots. */
export interface PageHeadInput {
  readonly title: string;
  readonly description?: string | undefined;
  readonly canonical?: string | undefined;
  readonly ogImage?: string | undefined;
  readonly noindex?: boolean;
}

export function pageHead(input: PageHeadInput) {
  const meta: Array<Record<string, string>> = [{ title: input.title }, { property: 'og:title', content: input.title }];
  if (input.description) meta.push({ name: 'description', content: input.description }, { property: 'og:description', content: input.description });
  if (input.ogImage) meta.push({ property: 'og:image', content: input.ogImage });
  if (input.canonical) meta.push({ property: 'og:url', content: input.canonical });
  if (input.noindex) meta.push({ name: 'robots', content: 'noindex' });
  const links = input.canonical ? [{ rel: 'canonical', href: input.canonical }] : [];
  return { meta, links };
}

/** `Page – Site`, or only the site name on its home page. */
export const pageTitle = (page: string | null, siteName: string): string => (page ? `${page} – ${siteName}` : siteName);
