import type { BoardContext } from '../board-context';
import type { ResumeFieldError, ResumeGateway } from './resume-gateway.port';

/** The edit page's picture box: a new picture (sent on to the platform, which checks and re-encodes it) or none. */
export class ChangeMyResumePicture {
  constructor(private readonly resumes: Pick<ResumeGateway, 'setPicture'>) {}

  async execute(input: { readonly file: File | null }, ctx: BoardContext): Promise<readonly ResumeFieldError[]> {
    return (await this.resumes.setPicture(input.file, ctx)).errors;
  }
}
