/**
 * The browser entry: TanStack Start's default one, except that hydration waits for the locale's
 * messages, which the page does not carry (server/messages.ts; its preload link fetches them early).
 */
import { StartClient } from '@tanstack/react-start/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadPageMessages } from './server/messages';

void loadPageMessages(document).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    );
  }),
);
