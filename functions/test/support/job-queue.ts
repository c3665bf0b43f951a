import type { JobQueue, JobTask } from '../../src/adapters/firebase/job-queue';

/**
 * The queue's contract without Cloud Tasks, for in-process tests: it records one task per
 * job id (a second enqueue of the same id is dropped, like Cloud Tasks' 409) and the test
 * delivers tasks itself, as often as it wants to.
 */
export interface RecordingQueue extends JobQueue {
  tasks: JobTask[];
  failNext: boolean;
}

export function createRecordingQueue(): RecordingQueue {
  const queue: RecordingQueue = {
    tasks: [],
    failNext: false,
    async enqueue(task) {
      if (queue.failNext) {
        queue.failNext = false;
        throw new Error('queue unavailable');
      }
      if (!queue.tasks.some((t) => t.jobId === task.jobId)) queue.tasks.push(task);
    },
  };
  return queue;
}
