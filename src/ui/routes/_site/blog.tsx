import { Outlet, createFileRoute, notFound } from '@tanstack/react-router';

/** Every /blog path: a 404 on sites whose `features.blog` is off. */
export const Route = createFileRoute('/_site/blog')({
  beforeLoad: ({ context }) => {
    if (!context.site.features.blog) throw notFound();
  },
  component: Outlet,
});
