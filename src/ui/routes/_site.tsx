import { Outlet, createFileRoute, notFound } from '@tanstack/react-router';

/**
 * Pathless layout around every page. A locale prefix the site does not speak (`/fr/…` on a de/en site,
 * any prefix on a single-locale site) is a 404 here, below the root, so the 404 page still gets the
 * shell, the messages and the HTTP status.
 */
export const Route = createFileRoute('/_site')({
  beforeLoad: ({ context }) => {
    if (!context.localeSupported) throw notFound();
  },
  component: Outlet,
});
