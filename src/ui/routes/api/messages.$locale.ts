import { createFileRoute } from '@tanstack/react-router';
import { isLocale } from '../../../domain/shared/locale';
import { supportsLocale } from '../../../domain/site/site-config';
import { board } from '../../server/board-context.server';

/**
 * `GET /api/messages/{locale}` → `{ messages: "<JSON text of translations>" }`. Pages fetch it
 * with `?v=` naming the current text (server/messages.ts): that URL is cached for good; any other for an
 * hour (after a deploy an old version's URL gets the new text).
 */
export const Route = createFileRoute('/api/messages/$locale')({
  server: {
    handlers: {
      GET: async ({ params, request }) => {
        const b = await board();
        const locale = params.locale;
        if (!isLocale(locale) || !supportsLocale(b.site, locale)) {
          return Response.json({ error: 'Unknown locale' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
        }
        const { versionedMessages } = await import('../../server/message-catalog.server');
        const { body, version } = versionedMessages(b.site.key, locale);
        const current = new URL(request.url).searchParams.get('v') === version;
        return new Response(body, {
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          },
        });
      },
    },
  },
});
