/**
 * The quick-apply flow: basic info → questions → file upload → review → success. Each step is
 * its own address and announces a page view (the tracking issue listens).
 */
export const QUICK_APPLY_STEPS = ['basic-info', 'questions', 'file-upload', 'review', 'success'] as const;
export type QuickApplyStep = (typeof QUICK_APPLY_STEPS)[number];

export const isQuickApplyStep = (value: unknown): value is QuickApplyStep =>
  typeof value === 'string' && (QUICK_APPLY_STEPS as readonly string[]).includes(value);

/** The steps a job's flow walks: without qualifying questions there is no questions step. */
export const stepsFor = (hasQuestions: boolean): readonly QuickApplyStep[] =>
  hasQuestions ? QUICK_APPLY_STEPS : QUICK_APPLY_STEPS.filter((s) => s !== 'questions');

export const nextStep = (steps: readonly QuickApplyStep[], step: QuickApplyStep): QuickApplyStep | null =>
  steps[steps.indexOf(step) + 1] ?? null;
export const previousStep = (steps: readonly QuickApplyStep[], step: QuickApplyStep): QuickApplyStep | null => {
  const i = steps.indexOf(step);
  return i > 0 ? (steps[i - 1] ?? null) : null;
};

/** A page view of the apply flow, as the tracking issue will receive it. */
export interface ApplyPageView {
  readonly event: 'job_apply_start' | 'page_view' | 'job_apply_complete';
  readonly step: QuickApplyStep | 'form';
  readonly jobId: string;
  readonly path: string;
}

/** The first step starts an application, success completes it; the steps between are page views. */
export function applyPageView(step: QuickApplyStep | 'form', jobId: string, path: string): ApplyPageView {
  const event = step === 'basic-info' || step === 'form' ? 'job_apply_start' : step === 'success' ? 'job_apply_complete' : 'page_view';
  return { event, step, jobId, path };
}
