// Preloaded into the Firebase emulators' process (node --import) by startStack. The Functions
// emulator starts one worker process per in-flight request and never queues: a burst of 60
// concurrent calls loads 60 copies of the functions bundle at once, which on a laptop's two
// cores takes minutes, so Hosting's proxy gives up (504) and memory runs out (121 workers,
// 12.6 GB were seen). Production instead serves a burst from a few warm instances. Here each
// function gets at most INKFORGE_FUNCTIONS_MAX_WORKERS workers (startStack sets 6); a request that
// finds them all busy waits for the next one to become idle, in arrival order. This reaches
// into firebase-tools internals (RuntimeWorkerPool), which is why firebase-tools is pinned.
import { createRequire } from 'node:module';
import path from 'node:path';

// The CLI loads firebase-tools as CommonJS: patch that same module instance.
const requireHere = createRequire(import.meta.url);

const MAX_WORKERS = Math.max(1, Number(process.env.INKFORGE_FUNCTIONS_MAX_WORKERS ?? 6));
const workerModule = path.join(
  path.dirname(requireHere.resolve('firebase-tools/package.json')),
  'lib/emulator/functionsRuntimeWorker.js',
);
const { RuntimeWorkerPool, RuntimeWorkerState } = requireHere(workerModule);
const pool = RuntimeWorkerPool.prototype;
const { readyForWork, submitRequest } = pool;

function live(self, triggerId, runtime) {
  return self
    .getTriggerWorkers(triggerId, runtime)
    .filter(
      (w) => w.state !== RuntimeWorkerState.FINISHING && w.state !== RuntimeWorkerState.FINISHED,
    );
}

// "Ready" also when the cap is reached: the emulator then starts no new worker and submits.
pool.readyForWork = function (triggerId, runtime) {
  if (readyForWork.call(this, triggerId, runtime)) return true;
  return live(this, triggerId, runtime).length >= MAX_WORKERS;
};

// One queue per pool and function, so a busy function never holds up another.
const queues = new WeakMap();
function queueOf(self, triggerId, runtime) {
  const byKey = queues.get(self) ?? new Map();
  queues.set(self, byKey);
  const key = self.getKey(triggerId, runtime);
  const queue = byKey.get(key) ?? [];
  byKey.set(key, queue);
  return queue;
}

function serve(self, queue) {
  while (queue.length > 0) {
    const next = queue[0];
    if (!self.getIdleWorker(next.triggerId, next.runtime)) {
      // None idle for the first in line: look again shortly (a worker turns idle by its state).
      setTimeout(() => serve(self, queue), 25);
      return;
    }
    queue.shift();
    next.start();
  }
}

// Waits for an idle worker instead of failing when every worker of the function is busy.
pool.submitRequest = function (triggerId, req, resp, body, debug, runtime) {
  const queue = queueOf(this, triggerId, runtime);
  if (queue.length === 0 && this.getIdleWorker(triggerId, runtime)) {
    return submitRequest.call(this, triggerId, req, resp, body, debug, runtime);
  }
  return new Promise((resolve, reject) => {
    const start = () =>
      submitRequest.call(this, triggerId, req, resp, body, debug, runtime).then(resolve, reject);
    queue.push({ triggerId, runtime, start });
    if (queue.length === 1) serve(this, queue);
  });
};
