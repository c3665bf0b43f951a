import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { status } = require('@grpc/grpc-js');

function grpcError(code, details) {
  return Object.assign(new Error(details), { code, details });
}

export const abortedError = (details) => grpcError(status.ABORTED, details);
export const invalidArgument = (details) => grpcError(status.INVALID_ARGUMENT, details);
export const alreadyExists = (details) => grpcError(status.ALREADY_EXISTS, details);
export const notFound = (details) => grpcError(status.NOT_FOUND, details);
export const failedPrecondition = (details) => grpcError(status.FAILED_PRECONDITION, details);

/** Any thrown value as a gRPC status error (the server's own errors carry a numeric code). */
export function toGrpcError(err) {
  if (err && typeof err.code === 'number') return grpcError(err.code, err.details ?? err.message);
  return grpcError(status.INTERNAL, err instanceof Error ? err.message : String(err));
}
