import type { ProfileSection } from '../../../domain/organization/profile-sections';
import { isProfileSection } from '../../../domain/organization/profile-sections';
import { isEntityId } from '../../../domain/shared/entity-id';

/** What the edit page's address says about the last change of a list (set by the lists' endpoint). */
export interface SectionFeedback {
  readonly notice?: string;
  readonly list?: ProfileSection;
  readonly error?: string;
  /** The entry whose own form was refused (a further location's edit form); none: the list's add form. */
  readonly item?: string;
  /** The refused fields: field → code, with the list's limit for LIMIT_REACHED. */
  readonly fieldErrors: ReadonlyArray<{ readonly field: string; readonly code: string; readonly limit: number | null }>;
}

const CODE = /^[A-Za-z_]{1,40}$/;

/** `?sectionNotice=…&sectionError=…&sectionList=…&sectionItem=…&sectionErrors=field.CODE.limit,…` → the feedback; anything malformed is ignored. */
export function parseSectionFeedback(search: Record<string, unknown>): SectionFeedback {
  const str = (key: string): string | undefined => {
    const value = search[key];
    return typeof value === 'string' && value.length <= 500 ? value : undefined;
  };
  const notice = str('sectionNotice');
  const error = str('sectionError');
  const list = str('sectionList');
  // The router reads a plain number in the address as a number.
  const rawItem = search.sectionItem;
  const item = typeof rawItem === 'number' && Number.isSafeInteger(rawItem) ? String(rawItem) : str('sectionItem');
  const fieldErrors = (str('sectionErrors') ?? '')
    .split(',')
    .map((part) => part.split('.'))
    .filter(([field, code]) => field !== undefined && code !== undefined && /^[A-Za-z_]{1,40}$/.test(field) && CODE.test(code))
    .map(([field, code, limit]) => ({ field: field!, code: code!, limit: limit && /^\d{1,4}$/.test(limit) ? Number(limit) : null }));
  return {
    ...(notice && CODE.test(notice) ? { notice } : {}),
    ...(error && CODE.test(error) ? { error } : {}),
    ...(isProfileSection(list) ? { list } : {}),
    ...(item && isEntityId(item) ? { item } : {}),
    fieldErrors,
  };
}
