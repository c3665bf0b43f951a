// The endpoint manifest the CLI reads from the functions bundle before it deploys anything.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { productionEnv, run, tempDir } from './upload';

export interface Endpoint {
  availableMemoryMb?: number | null;
  timeoutSeconds?: number | null;
  maxInstances?: number | null;
  concurrency?: number | null;
  cpu?: number | string | null;
  secretEnvironmentVariables?: { key: string }[];
  region?: string[];
  httpsTrigger?: object;
  taskQueueTrigger?: {
    invoker?: string[] | null;
    rateLimits?: { maxConcurrentDispatches?: number | null } | null;
  };
  scheduleTrigger?: object;
}

export interface Manifest {
  endpoints: Record<string, Endpoint>;
  params?: { name: string; type?: string; default?: unknown }[];
}

/** Runs the SDK's discovery in the installed upload exactly as the CLI does. */
export function discoverEndpoints(uploadDir: string, projectId: string): Manifest {
  const manifestPath = path.join(tempDir('manifest'), 'functions.json');
  const bin = path.join(uploadDir, 'node_modules', '.bin', 'firebase-functions');
  const result = run(
    bin,
    [uploadDir],
    uploadDir,
    productionEnv(projectId, {
      FUNCTIONS_CONTROL_API: 'true',
      FUNCTIONS_MANIFEST_OUTPUT_PATH: manifestPath,
    }),
  );
  if (result.status !== 0) throw new Error(`discovery failed:\n${result.output}`);
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
}

export function secretsOf(endpoint: Endpoint | undefined): string[] {
  return (endpoint?.secretEnvironmentVariables ?? []).map((s) => s.key).sort();
}
