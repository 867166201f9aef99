import type { EducationEntry, ResumeContent, WorkExperienceEntry } from './resume';

/*
 * Adding, changing, removing and moving the repeatable entries (education, work experience). Entry ids
 * are small numbers unique within the resume, taken as the next one after the largest in use (the domain
 * has no randomness); they only need to tell the entries of one resume apart.
 */

export type EntrySection = 'education' | 'workExperience';
export const ENTRY_SECTIONS: readonly EntrySection[] = ['education', 'workExperience'];
export const isEntrySection = (v: unknown): v is EntrySection => v === 'education' || v === 'workExperience';

export type EntryOf<S extends EntrySection> = S extends 'education' ? EducationEntry : WorkExperienceEntry;

export function nextEntryId(content: Pick<ResumeContent, 'education' | 'workExperience'>): string {
  let max = 0;
  for (const e of [...content.education, ...content.workExperience]) max = Math.max(max, Number(e.id) || 0);
  return String(max + 1);
}

type Entries<S extends EntrySection> = readonly EntryOf<S>[];

/** The entry put in place of the one with its id, or appended when its id is new. */
export function upsertEntry<E extends { readonly id: string }>(list: readonly E[], entry: E): E[] {
  const at = list.findIndex((e) => e.id === entry.id);
  return at < 0 ? [...list, entry] : list.map((e, i) => (i === at ? entry : e));
}

export function removeEntry<E extends { readonly id: string }>(list: readonly E[], id: string): E[] {
  return list.filter((e) => e.id !== id);
}

/** Swaps the entry with its neighbour; at either end nothing moves. */
export function moveEntry<E extends { readonly id: string }>(list: readonly E[], id: string, direction: 'up' | 'down'): E[] {
  const at = list.findIndex((e) => e.id === id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  [out[at], out[to]] = [out[to] as E, out[at] as E];
  return out;
}

export function withEntries<S extends EntrySection>(content: ResumeContent, section: S, entries: Entries<S>): ResumeContent {
  return { ...content, [section]: entries };
}

/** Gives entries without an id (new ones, e.g. from a form or an import) the next free ids, in order. */
export function assignEntryIds<C extends ResumeContent>(content: C): C {
  let next = Number(nextEntryId(content));
  const give = <E extends { readonly id: string }>(list: readonly E[]): E[] =>
    list.map((e) => (e.id === '' ? { ...e, id: String(next++) } : e));
  const education = give(content.education);
  return { ...content, education, workExperience: give(content.workExperience) };
}
