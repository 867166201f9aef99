import type { Completeness } from '../../../domain/resume/resume-completeness';
import type {
  EducationEntry,
  JobPreferences,
  LanguageSkill,
  PersonalInfo,
  ResumeContent,
  ResumeVisibility,
  WorkExperienceEntry,
} from '../../../domain/resume/resume';
import type { BoardContext } from '../board-context';

/** Personal info as the board gets it: whether there is a picture and its address, not where it is stored. */
export type BoardPersonalInfo = Omit<PersonalInfo, 'picture'> & { readonly hasPicture: boolean; readonly pictureUrl: string | null };
export type BoardResumeContent = Omit<ResumeContent, 'personalInfo'> & { readonly personalInfo: BoardPersonalInfo };

export interface BoardResume {
  readonly ownerId: string;
  readonly visibility: ResumeVisibility;
  readonly blockedOrganizations: readonly { readonly id: string; readonly name: string }[];
  readonly completedAt: string | null;
  readonly updatedAt: string | null;
  readonly content: BoardResumeContent;
  /** What recruiters see of it anonymously. */
  readonly anonymous: BoardResumeContent;
  readonly completeness: Completeness;
}

export interface ResumeChoice {
  readonly id: string;
  /** occupations | employmentType | degreeLevel | fieldsOfStudy | language */
  readonly vocabulary: string;
  readonly label: string;
}

export interface ResumeOptions {
  readonly terms: readonly ResumeChoice[];
  readonly languages: readonly ResumeChoice[];
}

/** A write as the platform takes it: every section given replaces the stored one. Entry id '' = new. */
export interface ResumeUpdate {
  readonly personalInfo?: Omit<PersonalInfo, 'picture'>;
  readonly jobPreferences?: JobPreferences;
  readonly education?: readonly EducationEntry[];
  readonly workExperience?: readonly WorkExperienceEntry[];
  readonly languages?: {
    readonly languages: readonly LanguageSkill[];
    readonly languagesFree: readonly string[];
    readonly languageNotes: string;
  };
  readonly skills?: { readonly skills: readonly string[]; readonly skillsFree: readonly string[]; readonly skillsNotes: string };
  readonly visibility?: ResumeVisibility;
  readonly blockedOrganizationIds?: readonly string[];
  readonly completed?: boolean;
}

export interface ResumeFieldError {
  readonly field: string | null;
  readonly code: string;
}

/** The platform's resume API as the board uses it. */
export interface ResumeGateway {
  /** The signed-in user's resume; null for guests. */
  mine(ctx: BoardContext): Promise<BoardResume | null>;
  options(ctx: BoardContext): Promise<ResumeOptions>;
  update(
    update: ResumeUpdate,
    ctx: BoardContext,
  ): Promise<{ readonly resume: BoardResume | null; readonly errors: readonly ResumeFieldError[] }>;
  organizations(search: string, ctx: BoardContext): Promise<{ readonly id: string; readonly name: string }[]>;
  /** Puts the picture on (the file goes multipart to the platform) or, with null, takes it off. */
  setPicture(file: File | null, ctx: BoardContext): Promise<{ readonly errors: readonly ResumeFieldError[] }>;
}
