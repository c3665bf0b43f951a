import type { DesignDrawn, GenerationJob, JobResponse, JobStatus } from '@inkforge/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { announce } from '@/lib/announce';
import { notifyError } from '@/lib/notify';
import { notificationKeys } from '@/lib/query-keys';
import { generateDesign, type GenerateDesignInput } from './api/generate-design';
import { generateFromFile, type GenerateFromFileInput } from './api/generate-from-file';
import { getJob } from '@/lib/api/get-job';
import { pollJob } from '@/lib/poll-job';
import { JOBS_QUERY_KEY } from './api/list-jobs';
import { readActiveJob, writeActiveJob } from './active-job';
import { notifyGenerateError, notifyJobFailed } from './generation-errors';

export interface GenerationState {
  busy: boolean;
  job: { jobId: string; status: JobStatus } | null;
  imageUrl: string | null;
  /** Offline designs: what the engine drew and the words it could not (shown on the card). */
  drawn: DesignDrawn | null;
  /** While a job runs: the latest partial image of the design forming, if the provider sent one. */
  partialUrl: string | null;
  /** The job is still running after longer than usual: the screen says so until it ends. */
  longWait: boolean;
  prompt: string;
  generationType: string;
}

const idle: GenerationState = {
  busy: false,
  job: null,
  imageUrl: null,
  drawn: null,
  partialUrl: null,
  longWait: false,
  prompt: '',
  generationType: '',
};

/**
 * One generation at a time: submit, then (for a job) poll until it completes or fails, however
 * long that takes, with the spec's toasts for each ending. A job being waited for survives a reload: the
 * page resumes it on return. `onCreditsChanged` refreshes the balance.
 */
export function useGeneration(onCreditsChanged: () => void) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<GenerationState>(idle);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  // A job's end is in its history and in the header bell.
  const refreshHistory = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  }, [queryClient]);

  const follow = useCallback(
    async (jobId: string, fallback: string) => {
      const controller = new AbortController();
      abort.current = controller;
      setState((s) => ({ ...s, busy: true, job: { jobId, status: 'queued' } }));
      const result = await pollJob(jobId, {
        fetchJob: getJob,
        signal: controller.signal,
        onLongWait: () => setState((s) => ({ ...s, longWait: true })),
        onUpdate: (job: JobResponse) =>
          setState((s) => ({
            ...s,
            job: { jobId, status: job.status },
            drawn: ('drawn' in job && job.drawn) || s.drawn,
            partialUrl: ('partialImageUrl' in job && job.partialImageUrl) || s.partialUrl,
          })),
      });
      if (result.kind === 'cancelled') return;
      setState((s) => ({ ...s, partialUrl: null, longWait: false }));
      writeActiveJob(null);
      refreshHistory();
      if (result.kind === 'completed') {
        setState((s) => ({ ...s, busy: false, imageUrl: result.imageUrl }));
        announce('Your design is ready.');
      } else {
        setState((s) => ({ ...s, busy: false }));
        if (result.kind === 'failed')
          notifyJobFailed(result.job.error ?? fallback, result.job.errorCode);
        if (result.kind === 'check-failed') {
          notifyError(
            'Status Check Failed',
            'Could not check the generation status. It is kept in your generation history.',
          );
        }
      }
      onCreditsChanged();
    },
    [onCreditsChanged, refreshHistory],
  );

  // A reload during a generation picks the job up again, once per mount (the latest `follow`
  // is read through a ref so a new callback identity does not start a second poll).
  const followRef = useRef(follow);
  useEffect(() => {
    followRef.current = follow;
  }, [follow]);
  useEffect(() => {
    const active = readActiveJob();
    if (!active) return;
    setState({ ...idle, prompt: active.prompt, generationType: active.generationType });
    void followRef.current(active.jobId, 'An error occurred during generation');
    return () => abort.current?.abort();
  }, []);

  const started = useCallback(
    (jobId: string, prompt: string, generationType: string) => {
      writeActiveJob({ jobId, prompt, generationType });
      refreshHistory();
      onCreditsChanged();
    },
    [onCreditsChanged, refreshHistory],
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
          refreshHistory();
          onCreditsChanged();
          return;
        }
        started(answer.jobId, input.prompt, input.generationType);
        await follow(answer.jobId, 'An error occurred during generation');
      } catch (error) {
        setState((s) => ({ ...s, busy: false }));
        notifyGenerateError(error);
      }
    },
    [follow, onCreditsChanged, refreshHistory, started],
  );

  const generateFile = useCallback(
    async (input: GenerateFromFileInput) => {
      const fallback =
        input.type === 'photo' ? 'Unable to process photo' : 'Unable to process sketch';
      setState({ ...idle, busy: true, generationType: input.type });
      try {
        const { jobId } = await generateFromFile(input);
        started(jobId, '', input.type);
        await follow(jobId, fallback);
      } catch (error) {
        setState((s) => ({ ...s, busy: false }));
        notifyGenerateError(error, fallback);
      }
    },
    [follow, started],
  );

  const setImage = useCallback((imageUrl: string) => setState((s) => ({ ...s, imageUrl })), []);

  /** Shows a finished job from the history again, with the result card's actions. */
  const reopen = useCallback((job: GenerationJob, imageUrl: string) => {
    setState({
      busy: false,
      job: { jobId: job.jobId, status: job.status },
      imageUrl,
      drawn: job.drawn ?? null,
      partialUrl: null,
      longWait: false,
      prompt: job.prompt,
      generationType: job.generationType,
    });
  }, []);

  return { state, generate, generateFile, setImage, reopen };
}
