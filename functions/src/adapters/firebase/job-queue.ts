import { getFunctions } from 'firebase-admin/functions';

/** What a runJob task carries: where the job lives. The job document holds the rest. */
export interface JobTask {
  uid: string;
  jobId: string;
}

export interface JobQueue {
  /** One task per job: the job id is the task id, so a second enqueue is a no-op. */
  enqueue(task: JobTask): Promise<void>;
}

const RUN_JOB_FUNCTION = 'runJob';

function codeOf(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

/** Cloud Tasks through firebase-admin; the Tasks emulator delivers it on the local stack. */
export function createJobQueue(region = 'us-central1'): JobQueue {
  const queue = getFunctions().taskQueue(`locations/${region}/functions/${RUN_JOB_FUNCTION}`);
  return {
    async enqueue(task) {
      try {
        await queue.enqueue({ ...task }, { id: task.jobId });
      } catch (err) {
        if (codeOf(err) === 'functions/task-already-exists') return;
        throw err;
      }
    },
  };
}
