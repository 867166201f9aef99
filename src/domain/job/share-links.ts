/** Sharing channels, in the order the page shows them. */
export const SHARE_CHANNELS = ['facebook', 'linkedin', 'email', 'twitter', 'whatsapp', 'xing', 'bluesky'] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

export interface ShareLink {
  readonly channel: ShareChannel;
  readonly href: string;
}

const q = encodeURIComponent;

/**
 * Share URLs of a page: the networks' own share endpoints (plain links, no scripts of theirs on our
 * pages), and a mailto: for e-mail. `url` should be the absolute canonical URL; `title` is the text.
 */
export function shareLinks(url: string, title: string): ShareLink[] {
  const text = `${title} ${url}`;
  const hrefs: Record<ShareChannel, string> = {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${q(url)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`,
    email: `mailto:?subject=${q(title)}&body=${q(url)}`,
    twitter: `https://twitter.com/intent/tweet?text=${q(title)}&url=${q(url)}`,
    whatsapp: `https://wa.me/?text=${q(text)}`,
    xing: `https://www.xing.com/spi/shares/new?url=${q(url)}`,
    bluesky: `https://bsky.app/intent/compose?text=${q(text)}`,
  };
  return SHARE_CHANNELS.map((channel) => ({ channel, href: hrefs[channel] }));
}
