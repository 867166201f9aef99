import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHARE_CHANNELS, shareLinks } from '../../../../src/domain/job/share-links';

const URL_ = 'https://www.jobs-suedwest.de/de/job/pflegefachkraft-42?x=1&y=2';
const TITLE = 'Pflegefachkraft (m/w/d) & mehr';

describe('share links', () => {
  it('one link per channel of spec §9, in order, on the networks’ share endpoints', () => {
    const links = shareLinks(URL_, TITLE);
    expect(links.map((l) => l.channel)).toEqual([...SHARE_CHANNELS]);
    const href = Object.fromEntries(links.map((l) => [l.channel, new URL(l.href)]));
    expect(href.facebook!.origin + href.facebook!.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(href.facebook!.searchParams.get('u')).toBe(URL_);
    expect(href.linkedin!.searchParams.get('url')).toBe(URL_);
    expect(href.twitter!.searchParams.get('url')).toBe(URL_);
    expect(href.twitter!.searchParams.get('text')).toBe(TITLE);
    expect(href.xing!.host).toBe('www.xing.com');
    expect(href.xing!.searchParams.get('url')).toBe(URL_);
    expect(href.whatsapp!.searchParams.get('text')).toBe(`${TITLE} ${URL_}`);
    expect(href.bluesky!.origin + href.bluesky!.pathname).toBe('https://bsky.app/intent/compose');
    expect(href.bluesky!.searchParams.get('text')).toBe(`${TITLE} ${URL_}`);
    expect(href.email!.protocol).toBe('mailto:');
  });

  it('carries any title and URL intact (encoded, never breaking the query)', () => {
    fc.assert(
      fc.property(fc.webUrl(), fc.string(), (url, title) => {
        for (const link of shareLinks(url, title)) {
          const parsed = new URL(link.href);
          const carried = link.channel === 'email' ? parsed.searchParams.get('body') : [...parsed.searchParams.values()].join(' ');
          expect(carried).toContain(url);
        }
      }),
    );
  });
});
