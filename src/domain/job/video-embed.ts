/** A video the page may embed: only these hosts, in their privacy-friendly player variants. */
export interface VideoEmbed {
  readonly provider: 'youtube' | 'vimeo';
  /** The player URL for an iframe (youtube-nocookie.com, Vimeo with do-not-track). */
  readonly src: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

/**
 * The embeddable player for a job's videoUrl, or null when the URL is not an https link to a YouTube
 * or Vimeo video (the page then shows a plain link). Only the video id is carried over, never the rest
 * of what a recruiter typed, so nothing else reaches the iframe's src.
 */
export function videoEmbed(videoUrl: string | null | undefined): VideoEmbed | null {
  if (!videoUrl) return null;
  let url: URL;
  try {
    url = new URL(videoUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let youtube: string | undefined;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtube =
      url.pathname === '/watch'
        ? (url.searchParams.get('v') ?? undefined)
        : parts[0] === 'embed' || parts[0] === 'shorts'
          ? parts[1]
          : undefined;
  } else if (host === 'youtu.be') {
    youtube = parts[0];
  }
  if (youtube !== undefined)
    return YOUTUBE_ID.test(youtube) ? { provider: 'youtube', src: `https://www.youtube-nocookie.com/embed/${youtube}` } : null;
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = host === 'player.vimeo.com' ? (parts[0] === 'video' ? parts[1] : undefined) : parts[0];
    return id && VIMEO_ID.test(id) ? { provider: 'vimeo', src: `https://player.vimeo.com/video/${id}?dnt=1` } : null;
  }
  return null;
}
