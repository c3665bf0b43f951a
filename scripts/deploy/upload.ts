// What `firebase deploy` sends and runs, reproduced offline with firebase-tools' own code (the
// version is pinned exactly in package.json, so these internals do not move under us).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
const require = createRequire(import.meta.url);

interface FunctionsCodebase {
  source: string;
  ignore: string[];
  predeploy?: string[];
}

export interface FirebaseJson {
  hosting: {
    public: string;
    predeploy?: string[];
    headers?: { source?: string; regex?: string; headers: { key: string; value: string }[] }[];
    rewrites?: {
      source?: string;
      regex?: string;
      destination?: string;
      function?: { functionId: string; region?: string };
    }[];
  };
  functions: FunctionsCodebase[];
}

export function firebaseJson(): FirebaseJson {
  return JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as FirebaseJson;
}

export function tempDir(name: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `inkforge-${name}-`));
}

export interface Run {
  status: number | null;
  output: string;
}

/** Runs a command as the CLI or Cloud Build would, with exactly the environment given. */
export function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Run {
  const result = spawnSync(cmd, args, { cwd, env, encoding: 'utf8', timeout: 300_000 });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** The CLI runs each predeploy command in a shell from the project folder. */
export function runPredeploy(commands: string[] = []): void {
  for (const command of commands) {
    const result = run('sh', ['-c', command], ROOT, { ...process.env, PROJECT_DIR: ROOT });
    if (result.status !== 0) throw new Error(`predeploy "${command}" failed:\n${result.output}`);
  }
}

type PrepareUpload = (
  projectDir: string,
  sourceDir: string,
  config: FunctionsCodebase,
  additionalSources: string[],
  runtimeConfig: undefined,
  options: { exportType: 'tar.gz' },
) => Promise<{ pathToSource: string }>;

/** The functions upload, packed by the CLI's own code and unpacked into a fresh folder. */
export async function packFunctionsUpload(codebase: FunctionsCodebase): Promise<string> {
  const { prepareFunctionsUpload } =
    require('firebase-tools/lib/deploy/functions/prepareFunctionsUpload.js') as {
      prepareFunctionsUpload: PrepareUpload;
    };
  const packed = await prepareFunctionsUpload(
    ROOT,
    path.join(ROOT, codebase.source),
    { ...codebase, ignore: [...codebase.ignore] },
    [],
    undefined,
    { exportType: 'tar.gz' },
  );
  const dir = tempDir('functions-upload');
  mkdirSync(dir, { recursive: true });
  const untar = run('tar', ['-xzf', packed.pathToSource, '-C', dir], dir, process.env);
  if (untar.status !== 0) throw new Error(`could not unpack the upload: ${untar.output}`);
  return dir;
}

export function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });
}

/** A production-like environment: no emulator, no local-stack variable, a real-looking project. */
export function productionEnv(projectId: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GCLOUD_PROJECT: projectId,
    ...extra,
  };
}
