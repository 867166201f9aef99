import { useTranslation } from 'react-i18next';
import type { BoardProduct } from '../../../application/board/commerce/commerce-gateway.port';

/** What a product gives, in a sentence of the page's language. */
export function useProductText(): (p: BoardProduct) => string {
  const { t } = useTranslation();
  return (p) => {
    switch (p.kind) {
      case 'job_bundle':
        return t('commerce.product.units_job_bundle', { count: p.units, days: p.runtimeDays });
      case 'resume_credits':
        return t('commerce.product.units_resume_credits', { count: p.units });
      case 'upgrade':
        return t(p.upgradeKind === 'featured' ? 'commerce.product.upgrade_featured' : 'commerce.product.upgrade_top', {
          days: p.runtimeDays,
        });
      case 'subscription':
        return t('commerce.product.subscription', { days: p.runtimeDays, jobSlots: p.jobSlots, resumeSlots: p.resumeContactSlots });
    }
  };
}
