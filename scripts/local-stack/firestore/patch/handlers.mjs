import { createRequire } from 'node:module';
import { invalidArgument, toGrpcError } from './errors.mjs';
import { runQuery } from './query.mjs';
import { applyWrite, checkPreconditions, writePath } from './writes.mjs';

const require = createRequire(import.meta.url);
const v1 = require('@firestore-emulator/proto/dist/google/firestore/v1/firestore');
const { Empty } = require('@firestore-emulator/proto/dist/google/protobuf/empty');
const { status } = require('@grpc/grpc-js');

function timestamp(date) {
  const ms = date.getTime();
  return { seconds: Math.floor(ms / 1000), nanos: (ms % 1000) * 1_000_000 };
}

function unary(fn) {
  return (call, callback) => {
    fn(call.request).then(
      (response) => callback(null, response),
      (err) => callback(toGrpcError(err), null),
    );
  };
}

function streaming(fn) {
  return (call) => {
    fn(call.request, (message) => call.write(message)).then(
      () => call.end(),
      (err) => call.emit('error', toGrpcError(err)),
    );
  };
}

/**
 * Replacement gRPC handlers for the operations whose semantics the app depends on. They use
 * the server's own in-memory state (FirestoreState) and leave every other method untouched.
 */
export function createHandlers(state, registry) {
  const versions = new Map();
  const versionOf = (path) => versions.get(path) ?? 0;

  // A transaction either comes by id or is begun lazily by its first read.
  function transactionFor(request) {
    if (request.has_new_transaction) {
      return {
        tx: registry.begin({ readOnly: request.new_transaction.has_read_only }),
        isNew: true,
      };
    }
    if (request.has_transaction) return { tx: registry.get(request.transaction), isNew: false };
    return { tx: null, isNew: false };
  }

  async function lockForRead(tx, paths) {
    if (!tx || tx.readOnly) return;
    await registry.lockAll(tx, paths);
    for (const path of paths) {
      if (!tx.readVersions.has(path)) tx.readVersions.set(path, versionOf(path));
    }
  }

  function commitNow(tx, writes) {
    if (tx) {
      for (const [path, version] of tx.readVersions) {
        if (versionOf(path) !== version) {
          throw Object.assign(new Error('Document changed since the transaction read it.'), {
            code: status.ABORTED,
          });
        }
      }
    }
    checkPreconditions(state, writes);
    const date = new Date();
    const results = writes.map((write) => {
      const path = writePath(write);
      versions.set(path, versionOf(path) + 1);
      return applyWrite(state, date, write).toObject();
    });
    return v1.CommitResponse.fromObject({
      commit_time: timestamp(date),
      write_results: results,
    });
  }

  return {
    BeginTransaction: unary(async (request) => {
      const readOnly = request.has_options && request.options.has_read_only;
      const tx = registry.begin({ readOnly });
      return v1.BeginTransactionResponse.fromObject({ transaction: tx.id });
    }),

    BatchGetDocuments: streaming(async (request, write) => {
      const { tx, isNew } = transactionFor(request);
      if (isNew) write(v1.BatchGetDocumentsResponse.fromObject({ transaction: tx.id }));
      await lockForRead(tx, request.documents);
      const readTime = timestamp(new Date());
      for (const path of request.documents) {
        const document = state.getDocument(path);
        write(
          v1.BatchGetDocumentsResponse.fromObject(
            document.metadata.hasExist
              ? { found: document.toV1DocumentObject(), read_time: readTime }
              : { missing: path, read_time: readTime },
          ),
        );
      }
    }),

    Commit: unary(async (request) => {
      const tx = request.transaction?.length ? registry.get(request.transaction) : null;
      const paths = request.writes.map(writePath);
      try {
        if (tx) await registry.lockAll(tx, paths);
        else await registry.waitUntilFree(paths);
        return commitNow(tx, request.writes);
      } finally {
        if (tx) registry.finish(tx);
      }
    }),

    Rollback: unary(async (request) => {
      if (request.transaction?.length) {
        try {
          registry.finish(registry.get(request.transaction));
        } catch {
          // Rolling back an already aborted transaction is a no-op, as in Firestore.
        }
      }
      return Empty.fromObject({});
    }),

    RunQuery: streaming(async (request, write) => {
      if (!request.has_structured_query) throw invalidArgument('Only structured queries.');
      const { tx, isNew } = transactionFor(request);
      const query = request.structured_query;
      let docs = runQuery(state, request.parent, query);
      if (tx && !tx.readOnly) {
        // Lock what matched, then re-run: a commit may have landed while we waited.
        await lockForRead(
          tx,
          docs.map((d) => d.getPath()),
        );
        docs = runQuery(state, request.parent, query);
        await lockForRead(
          tx,
          docs.map((d) => d.getPath()),
        );
      }
      const base = { read_time: timestamp(new Date()), skipped_results: 0 };
      if (isNew) Object.assign(base, { transaction: tx.id });
      if (docs.length === 0) write(v1.RunQueryResponse.fromObject({ ...base, done: true }));
      docs.forEach((doc, i) => {
        const message = v1.RunQueryResponse.fromObject({ ...base, done: i === docs.length - 1 });
        // The document message as the state builds it, not converted to an object and back.
        message.document = doc.toV1Document();
        write(message);
      });
    }),

    RunAggregationQuery: streaming(async (request, write) => {
      const { tx, isNew } = transactionFor(request);
      const { structured_query: query, aggregations } = request.structured_aggregation_query;
      const docs = runQuery(state, request.parent, query);
      await lockForRead(
        tx,
        docs.map((d) => d.getPath()),
      );
      const fields = Object.fromEntries(
        aggregations.map((agg) => [agg.alias, aggregate(agg, docs)]),
      );
      const message = {
        result: { aggregate_fields: fields },
        read_time: timestamp(new Date()),
      };
      if (isNew) message.transaction = tx.id;
      write(v1.RunAggregationQueryResponse.fromObject(message));
    }),

    BatchWrite: unary(async (request) => {
      const date = new Date();
      const statuses = [];
      const results = [];
      for (const w of request.writes) {
        const path = writePath(w);
        try {
          await registry.waitUntilFree([path]);
          checkPreconditions(state, [w]);
          versions.set(path, versionOf(path) + 1);
          results.push(applyWrite(state, date, w).toObject());
          statuses.push({ code: 0 });
        } catch (err) {
          results.push({});
          statuses.push({ code: toGrpcError(err).code, message: String(err.message) });
        }
      }
      return v1.BatchWriteResponse.fromObject({ write_results: results, status: statuses });
    }),
  };
}

function numberOf(doc, path) {
  const field = doc.getField(path);
  if (field?.type === 'integer_value' || field?.type === 'double_value') return field.value;
  return undefined;
}

function aggregate(agg, docs) {
  if (agg.has_count) {
    const upTo = agg.count.has_up_to ? Number(agg.count.up_to.value) : Infinity;
    return { integer_value: Math.min(docs.length, upTo) };
  }
  const spec = agg.has_sum ? agg.sum : agg.avg;
  const numbers = docs
    .map((d) => numberOf(d, spec.field.field_path))
    .filter((n) => n !== undefined);
  const sum = numbers.reduce((a, b) => a + b, 0);
  if (agg.has_sum) return Number.isInteger(sum) ? { integer_value: sum } : { double_value: sum };
  return numbers.length ? { double_value: sum / numbers.length } : { null_value: 0 };
}
