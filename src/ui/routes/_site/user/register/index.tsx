import { createFileRoute } from '@tanstack/react-router';
import { RegisterChoicePage } from '../../../../pages/accounts/register-choice-page';
import { accountHead } from '../../../../routing/account-routes';
import { headTranslator } from '../../../../routing/head-translator';

export const Route = createFileRoute('/_site/user/register/')({
  head: ({ match, matches }) => accountHead(headTranslator(matches)('accounts.register.title'), match.context.site.name),
  component: RegisterChoicePage,
});
