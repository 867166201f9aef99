import type { WizardOptions } from '../../../application/board/job-posting/job-posting-gateway.port';
import { salaryRangeText } from '../../../domain/ai-writing/salary-range';
import { SALARY_UNITS, type SalaryUnit } from '../../../domain/job/job';
import type { Locale } from '../../../domain/shared/locale';
import type { JobWizardValues } from '../../forms/job-wizard-schema';

const number = (raw: string): number | null => (raw.trim() && Number.isFinite(Number(raw)) ? Number(raw) : null);

/**
 * The job's facts as the wizard holds them right now, for a writing request: whatever steps the
 * recruiter has filled in (a draft needs only the title). Nothing but the job's own fields goes in.
 */
export function writingFactsOf(values: JobWizardValues, options: WizardOptions, locale: Locale): Record<string, string> {
  const unit = (SALARY_UNITS as readonly string[]).includes(values.salaryUnit) ? (values.salaryUnit as SalaryUnit) : 'YEAR';
  const range = salaryRangeText(number(values.salaryMin), number(values.salaryMax), values.salaryCurrency || 'EUR', unit, locale);
  const chosen = (vocabulary: string) =>
    options.terms
      .filter((t) => t.vocabulary === vocabulary && values.termIds.includes(t.id))
      .map((t) => t.label)
      .join(', ');
  return {
    organizationId: values.organizationId,
    title: values.title,
    organizationName: options.organizations.find((o) => o.id === values.organizationId)?.name ?? '',
    location: [values.locality, values.administrativeArea].filter((p) => p.trim()).join(', '),
    employmentType: chosen('employmentType'),
    skills: [values.skills, values.skillsText].filter((p) => p.trim()).join(', '),
    salary: range || values.salaryText,
  };
}
