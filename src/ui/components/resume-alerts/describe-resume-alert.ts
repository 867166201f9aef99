import type { TFunction } from 'i18next';
import type { BoardResumeAlert } from '../../../application/board/resume-alerts/resume-alert-gateway.port';
import { RESUME_LANGUAGES } from '../../../domain/resume/resume-languages';
import { translate, type Locale } from '../../../domain/shared/locale';
import { placeParamsOf, type ResumeSearchParams } from '../../routing/resume-search-query';

/** An alert's search in words: the keywords, every chosen filter value by its name, and the place with its radius. */
export function describeResumeAlert(alert: BoardResumeAlert, t: TFunction, locale: Locale): string {
  const { place, radiusKm } = alert;
  return [
    alert.keywords,
    ...alert.careerStatus.map((s) => t(`resumes.careerStatus.${s}`)),
    ...alert.languages.map((code) => (RESUME_LANGUAGES[code] ? translate(RESUME_LANGUAGES[code]!, locale) : code)),
    ...alert.skills,
    ...alert.occupations.map((o) => o.label),
    place &&
      (radiusKm !== null
        ? t('search.placeRadiusChip', { label: place.label, km: radiusKm })
        : t('search.placeChip', { label: place.label })),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The alert's search as /resumes parameters. */
export const paramsOfResumeAlert = (alert: BoardResumeAlert): ResumeSearchParams => ({
  keywords: alert.keywords,
  careerStatus: alert.careerStatus,
  languages: alert.languages,
  skills: alert.skills,
  occupations: alert.occupationIds,
  ...placeParamsOf(alert.place, alert.radiusKm),
  page: 1,
});
