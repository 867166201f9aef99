import type { TFunction } from 'i18next';

/** A role as the console names it: "Site admin (default)", "Job editor (every site)". */
export function staffRoleLabel(t: TFunction, role: { readonly role: string; readonly siteKey: string | null }): string {
  const name = t(`staff.roles.${role.role}`, { defaultValue: role.role });
  if (role.role === 'site_admin' || role.role === 'job_editor') return `${name} (${role.siteKey ?? t('staff.roles.everySite')})`;
  return name;
}
