// Replays `firebase deploy` of one task-queue function through the installed CLI's own release
// code (manifest → build → backend → fabricator → IAM policy edits), offline: every Google API
// the fabricator reaches is a fake that keeps the IAM policies, so a test can read who may
// invoke the function and enqueue its tasks after each deploy.
import { createRequire } from 'node:module';
import type { Manifest } from './manifest';

const require = createRequire(import.meta.url);
const cli = (file: string) => require(`firebase-tools/lib/${file}`) as Record<string, unknown>;

interface Binding {
  role: string;
  members: string[];
}
interface Policy {
  bindings?: Binding[];
  etag?: string;
  version?: number;
}
interface BackendEndpoint {
  id: string;
  region: string;
  codebase?: string;
  taskQueueTrigger?: { invoker?: string[] | null };
}
type Fabricator = {
  createEndpoint(endpoint: BackendEndpoint, v1: unknown, v2: unknown): Promise<void>;
  updateEndpoint(update: { endpoint: BackendEndpoint }, v1: unknown, v2: unknown): Promise<void>;
};

const RUN_INVOKER = 'roles/run.invoker';
const ENQUEUER = 'roles/cloudtasks.enqueuer';

/** Who holds `role` in `policy`. */
function membersOf(policy: Policy | undefined, role: string): string[] {
  return [...(policy?.bindings?.find((b) => b.role === role)?.members ?? [])].sort();
}

/** The endpoint the CLI would deploy for `functionId`, converted by the CLI's own code. */
function endpointOf(manifest: Manifest, functionId: string, projectId: string): BackendEndpoint {
  const { buildFromV1Alpha1 } = cli('deploy/functions/runtimes/discovery/v1alpha1.js') as {
    buildFromV1Alpha1(m: unknown, project: string, region: string, runtime: string): unknown;
  };
  const { toBackend, REGION_TBD } = cli('deploy/functions/build.js') as {
    toBackend(
      build: unknown,
      params: Record<string, unknown>,
    ): {
      endpoints: Record<string, Record<string, BackendEndpoint>>;
    };
    REGION_TBD: string;
  };
  const build = buildFromV1Alpha1(manifest, projectId, REGION_TBD, 'nodejs22');
  const backend = toBackend(build, {});
  const endpoint = Object.values(backend.endpoints)
    .flatMap((byId) => Object.values(byId))
    .find((e) => e.id === functionId);
  if (!endpoint) throw new Error(`${functionId} is not in the manifest`);
  return { ...endpoint, codebase: 'default' };
}

interface ReplayStep {
  /** `deploy`: the CLI creates the function (first time) or updates it; `grant`: a person runs
   * `gcloud functions add-invoker-policy-binding` with `member`. */
  kind: 'deploy' | 'grant';
  member?: string;
}

interface ReplayResult {
  step: ReplayStep;
  /** `roles/run.invoker` on the function's Cloud Run service after the step. */
  invokers: string[];
  /** `roles/cloudtasks.enqueuer` on its queue after the step. */
  enqueuers: string[];
}

/** Patches `target[key]` for the duration of a replay; returns the undo. */
function patch(target: Record<string, unknown>, key: string, value: unknown): () => void {
  const original = target[key];
  target[key] = value;
  return () => {
    target[key] = original;
  };
}

/**
 * Runs `steps` against a fake project where nothing exists yet and returns the IAM members after
 * each. The CLI's IAM helpers (`run.setInvokerCreate/Update`, `cloudtasks.setEnqueuer`,
 * `proto.getInvokerMembers`) run unchanged; only their HTTP calls are answered here.
 */
export async function replayDeploys(
  manifest: Manifest,
  functionId: string,
  steps: ReplayStep[],
  project = { id: 'inkforge-rehearsal', number: '000000000000' },
): Promise<ReplayResult[]> {
  const template = endpointOf(manifest, functionId, project.id);
  const service = `projects/${project.id}/locations/${template.region}/services/${functionId.toLowerCase()}`;
  const queue = `projects/${project.id}/locations/${template.region}/queues/${functionId}`;
  const policies = new Map<string, Policy>();
  const policy = (name: string): Policy => policies.get(name) ?? { bindings: [], etag: '' };
  const setPolicy = (name: string, next: Policy) =>
    policies.set(name, { ...next, bindings: next.bindings ?? [] });

  const { Client } = cli('apiv2.js') as { Client: { prototype: Record<string, unknown> } };
  const gcfV2 = cli('gcp/cloudfunctionsv2.js');
  const poller = cli('operation-poller.js');
  const cloudtasks = cli('gcp/cloudtasks.js');
  const created = new Set<string>();
  const undo = [
    // The Cloud Run IAM calls of `run.setInvokerCreate/Update`; anything else would be the
    // network, which a rehearsal never reaches.
    patch(
      Client.prototype,
      'request',
      (req: { method: string; path: string; body?: { policy: Policy } }) => {
        const [name = '', verb] = req.path.split(':');
        if (verb === 'getIamPolicy') return Promise.resolve({ status: 200, body: policy(name) });
        if (verb === 'setIamPolicy' && req.body) {
          setPolicy(name, req.body.policy);
          return Promise.resolve({ status: 200, body: req.body.policy });
        }
        return Promise.reject(new Error(`unexpected call to Google: ${req.method} ${req.path}`));
      },
    ),
    patch(gcfV2, 'createFunction', () => {
      created.add(functionId);
      return Promise.resolve({ name: 'operations/create' });
    }),
    patch(gcfV2, 'updateFunction', () => Promise.resolve({ name: 'operations/update' })),
    patch(poller, 'pollOperation', () =>
      Promise.resolve({ serviceConfig: { service, uri: `https://${functionId}.run.app` } }),
    ),
    patch(cloudtasks, 'upsertQueue', () => Promise.resolve(false)),
    patch(cloudtasks, 'getIamPolicy', (name: string) => Promise.resolve(policy(name))),
    patch(cloudtasks, 'setIamPolicy', (name: string, next: Policy) => {
      setPolicy(name, next);
      return Promise.resolve(next);
    }),
  ];
  try {
    const { Fabricator } = cli('deploy/functions/release/fabricator.js') as {
      Fabricator: new (args: object) => Fabricator;
    };
    const inline = { run: <T>(fn: () => Promise<T>) => fn() };
    const fabricator = new Fabricator({
      executor: inline,
      functionExecutor: inline,
      runFunctionExecutor: inline,
      sources: { default: { storage: { bucket: 'rehearsal', object: 'source.zip' } } },
      appEngineLocation: template.region,
      projectNumber: project.number,
      projectId: project.id,
    });
    const scraper = { withToken: <T>(fn: (token?: string) => T) => fn(), poller: () => {} };
    const results: ReplayResult[] = [];
    for (const step of steps) {
      const endpoint = structuredClone(template);
      if (step.kind === 'grant') {
        // What `gcloud functions add-invoker-policy-binding` does: add one member, keep the rest.
        const current = policy(service);
        const others = (current.bindings ?? []).filter((b) => b.role !== RUN_INVOKER);
        const members = [...membersOf(current, RUN_INVOKER), step.member ?? ''];
        setPolicy(service, { ...current, bindings: [...others, { role: RUN_INVOKER, members }] });
      } else if (created.has(functionId)) {
        await fabricator.updateEndpoint({ endpoint }, scraper, scraper);
      } else {
        await fabricator.createEndpoint(endpoint, scraper, scraper);
      }
      results.push({
        step,
        invokers: membersOf(policies.get(service), RUN_INVOKER),
        enqueuers: membersOf(policies.get(queue), ENQUEUER),
      });
    }
    return results;
  } finally {
    for (const restore of undo.reverse()) restore();
  }
}
