/**
 * The generation being waited for, kept across a reload so the page can pick it up again: the
 * job runs on the server whether or not the tab stays open, and the artist has paid for it.
 */
export interface ActiveJob {
  jobId: string;
  prompt: string;
  generationType: string;
}

const KEY = 'inkforge.activeGeneration';

export function readActiveJob(): ActiveJob | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && 'jobId' in parsed) {
      const { jobId, prompt, generationType } = parsed as Record<string, unknown>;
      if (typeof jobId === 'string') {
        return {
          jobId,
          prompt: typeof prompt === 'string' ? prompt : '',
          generationType: typeof generationType === 'string' ? generationType : '',
        };
      }
    }
  } catch {
    // Storage blocked or a damaged value: nothing to resume.
  }
  return null;
}

export function writeActiveJob(job: ActiveJob | null): void {
  try {
    if (job) localStorage.setItem(KEY, JSON.stringify(job));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the job is still in the history.
  }
}
