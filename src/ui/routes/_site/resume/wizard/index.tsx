import { createFileRoute, notFound, redirect } from '@tanstack/react-router';

/** /resume/wizard (localized /lebenslauf/wizard, /cv/wizard): starts at its first step. */
export const Route = createFileRoute('/_site/resume/wizard/')({
  loader: ({ context }) => {
    if (!context.site.features.resume) throw notFound();
    throw redirect({ to: '/resume/wizard/$step', params: { step: 'import' }, statusCode: 302 });
  },
});
