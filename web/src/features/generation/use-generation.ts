import type { GenerationJob, JobStatus } from '@inkforge/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { announce } from '@/lib/announce';
import { notifyError } from '@/lib/notify';
import { generateDesign, type GenerateDesignInput } from './api/generate-design';
import { generateFromFile, type GenerateFromFileInput } from './api/generate-from-file';
import { getJob } from './api/get-job';
import { notifyGenerateError, notifyJobFailed } from './generation-errors';
import { pollJob } from './poll-job';

export interface GenerationState {
  busy: boolean;
  job: { jobId: string; status: JobStatus } | null;
  imageUrl: string | null;
  prompt: string;
  generationType: string;
}

const idle: GenerationState = {
  busy: false,
  job: null,
  imageUrl: null,
  prompt: '',
  generationType: '',
};

/**
 * One generation at a time: submit, then (for a job) poll until it completes, fails or times
 * out, with the spec's toasts for each ending. `onCreditsChanged` refreshes the balance.
 */
export function useGeneration(onCreditsChanged: () => void) {
  const [state, setState] = useState<GenerationState>(idle);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const follow = useCallback(
    async (jobId: string, fallback: string) => {
      const controller = new AbortController();
      abort.current = controller;
      setState((s) => ({ ...s, job: { jobId, status: 'queued' } }));
      const result = await pollJob(jobId, {
        fetchJob: getJob,
        signal: controller.signal,
        onUpdate: (job: GenerationJob) =>
          setState((s) => ({ ...s, job: { jobId, status: job.status } })),
      });
      if (result.kind === 'cancelled') return;
      if (result.kind === 'completed') {
        setState((s) => ({ ...s, busy: false, imageUrl: result.imageUrl }));
        announce('Your design is ready.');
      } else {
        setState((s) => ({ ...s, busy: false }));
        if (result.kind === 'failed') notifyJobFailed(result.job.error ?? fallback);
        if (result.kind === 'timeout') {
          notifyError(
            'Generation Timeout',
            'The generation is taking longer than expected. Please try again.',
          );
        }
        if (result.kind === 'check-failed') {
          notifyError('Status Check Failed', 'Could not check the generation status.');
        }
      }
      onCreditsChanged();
    },
    [onCreditsChanged],
  );

  const generate = useCallback(
    async (input: GenerateDesignInput) => {
      setState({ ...idle, busy: true, prompt: input.prompt, generationType: input.generationType });
      try {
        const answer = await generateDesign(input);
        if ('imageUrl' in answer) {
          setState((s) => ({
            ...s,
            busy: false,
            imageUrl: answer.imageUrl,
            job: { jobId: answer.jobId, status: 'completed' },
          }));
          onCreditsChanged();
          return;
        }
        onCreditsChanged();
        await follow(answer.jobId, 'An error occurred during generation');
      } catch (error) {
        setState((s) => ({ ...s, busy: false }));
        notifyGenerateError(error);
      }
    },
    [follow, onCreditsChanged],
  );

  const generateFile = useCallback(
    async (input: GenerateFromFileInput) => {
      const fallback =
        input.type === 'photo' ? 'Unable to process photo' : 'Unable to process sketch';
      setState({ ...idle, busy: true, generationType: input.type });
      try {
        const { jobId } = await generateFromFile(input);
        onCreditsChanged();
        await follow(jobId, fallback);
      } catch (error) {
        setState((s) => ({ ...s, busy: false }));
        notifyGenerateError(error, fallback);
      }
    },
    [follow, onCreditsChanged],
  );

  const setImage = useCallback((imageUrl: string) => setState((s) => ({ ...s, imageUrl })), []);

  return { state, generate, generateFile, setImage };
}
