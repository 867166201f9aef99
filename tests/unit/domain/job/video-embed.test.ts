import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { videoEmbed } from '../../../../src/domain/job/video-embed';

describe('video embeds', () => {
  it('embeds YouTube through youtube-nocookie and Vimeo with do-not-track', () => {
    const yt = { provider: 'youtube', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' };
    expect(videoEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42')).toEqual(yt);
    expect(videoEmbed('https://youtu.be/dQw4w9WgXcQ')).toEqual(yt);
    expect(videoEmbed('https://www.youtube.com/embed/dQw4w9WgXcQ')).toEqual(yt);
    expect(videoEmbed('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toEqual(yt);
    expect(videoEmbed('https://vimeo.com/76979871')).toEqual({ provider: 'vimeo', src: 'https://player.vimeo.com/video/76979871?dnt=1' });
    expect(videoEmbed('https://player.vimeo.com/video/76979871')).toEqual({
      provider: 'vimeo',
      src: 'https://player.vimeo.com/video/76979871?dnt=1',
    });
  });

  it('refuses other hosts, plain http, bad ids and nonsense', () => {
    for (const url of [
      null,
      '',
      'not a url',
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
      'https://vimeo.com/abc',
      'javascript:alert(1)',
    ]) {
      expect(videoEmbed(url), String(url)).toBeNull();
    }
  });

  it('only ever produces player URLs on the two allowed hosts', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string()), (raw) => {
        const embed = videoEmbed(raw);
        if (embed)
          expect(embed.src).toMatch(
            /^https:\/\/(www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}|player\.vimeo\.com\/video\/\d+\?dnt=1)$/,
          );
      }),
    );
  });
});
