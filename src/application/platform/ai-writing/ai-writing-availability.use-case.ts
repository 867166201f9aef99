/**
 * Whether the writing helper can be offered: a model endpoint is configured. The wizard shows its
 * buttons only then; whether a given recruiter may use it is decided when they ask.
 */
export class AiWritingAvailability {
  constructor(private readonly configured: boolean) {}

  execute(): boolean {
    return this.configured;
  }
}
