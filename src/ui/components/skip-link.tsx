import { useTranslation } from 'react-i18next';
import { SHELL } from '../theme/shell-styles';

/** First focusable element: jumps keyboard users past the navigation. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main" className={SHELL.skipLink}>
      {t('app.skipToContent')}
    </a>
  );
}
