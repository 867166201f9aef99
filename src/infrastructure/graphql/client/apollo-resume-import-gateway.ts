import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type { BoardResumeImport, ResumeImportGateway } from '../../../application/board/resumes/resume-import-gateway.port';
import { isLanguageLevel } from '../../../domain/job/job-details';
import type { ResumeImportProposal } from '../../../domain/resume/cv-import/resume-import';
import { ConfirmMyResumeImportDocument, ImportMyResumeCvDocument, MyResumeImportDocument } from './generated/operations';
import { dataOrSignedOut, dataOrThrow, runOperation } from './run-operation';

const period = (p: { start: string; end?: string | null }) => ({ start: p.start, end: p.end ?? null });

/** ResumeImportGateway over the platform API; the upload goes multipart through the upload link. */
export class ApolloResumeImportGateway implements ResumeImportGateway {
  constructor(private readonly client: ApolloClient) {}

  async upload(file: File, ctx: BoardContext) {
    const answer = dataOrThrow('importMyResumeCv', await runOperation(this.client, 'mutation', ImportMyResumeCvDocument, { file }, ctx));
    const result = answer.importMyResumeCv;
    return { importId: result.import?.id ?? null, errors: result.errors.map((e) => ({ field: e.field ?? null, code: e.code })) };
  }

  async find(id: string, ctx: BoardContext): Promise<BoardResumeImport | null> {
    // Personal: a guest is not asked about, a session that just ended reads as a guest (no import).
    if (!ctx.token) return null;
    const found = dataOrSignedOut(
      'myResumeImport',
      await runOperation(this.client, 'query', MyResumeImportDocument, { id }, ctx),
    )?.myResumeImport;
    if (!found) return null;
    const p = found.proposal;
    // Field by field: Apollo adds __typename to every object, and the proposal goes back as an input.
    return {
      id: found.id,
      fileName: found.fileName,
      size: found.size,
      confirmedAt: found.confirmedAt ?? null,
      proposal: {
        firstName: p.firstName,
        lastName: p.lastName,
        email: p.email,
        phone: p.phone,
        workExperience: p.workExperience.map((w) => ({
          jobTitle: w.jobTitle,
          companyName: w.companyName,
          location: w.location,
          period: period(w.period),
          occupationId: w.occupationId ?? null,
        })),
        education: p.education.map((e) => ({
          institution: e.institution,
          studyProgram: e.studyProgram,
          location: e.location,
          period: period(e.period),
          degreeLevelId: e.degreeLevelId ?? null,
          fieldOfStudyId: e.fieldOfStudyId ?? null,
        })),
        languages: p.languages.map((l) => ({ code: l.code, level: isLanguageLevel(l.level) ? l.level : null })),
        skills: [...p.skills],
      },
    };
  }

  async confirm(id: string, proposal: ResumeImportProposal, ctx: BoardContext) {
    const answer = dataOrThrow(
      'confirmMyResumeImport',
      await runOperation(this.client, 'mutation', ConfirmMyResumeImportDocument, { id, proposal }, ctx),
    );
    return { errors: answer.confirmMyResumeImport.errors.map((e) => ({ field: e.field ?? null, code: e.code })) };
  }
}
