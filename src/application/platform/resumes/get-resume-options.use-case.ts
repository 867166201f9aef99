import type { Vocabulary } from '../../../domain/job/taxonomy';
import type { ResumeRepository, ResumeTermOption } from './resume-repository.port';

/** The vocabularies a resume uses (desired occupation, employment type, degree, field of study). */
export const RESUME_VOCABULARIES: readonly Vocabulary[] = ['occupations', 'employmentType', 'degreeLevel', 'fieldsOfStudy'];

/** The resume form's choices: the job taxonomies' terms (the same words jobs are classified with). */
export class GetResumeOptions {
  constructor(private readonly resumes: ResumeRepository) {}

  async execute(): Promise<ResumeTermOption[]> {
    return this.resumes.terms(RESUME_VOCABULARIES);
  }
}
