import { createFileRoute, redirect } from '@tanstack/react-router';

/** /user: the dashboard when signed in, else the login page. */
export const Route = createFileRoute('/_site/user/')({
  beforeLoad: ({ context }) => {
    throw redirect({ to: context.session ? '/dashboard' : '/user/login', statusCode: 302 });
  },
});
