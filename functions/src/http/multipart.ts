import busboy from 'busboy';
import type { Request } from 'express';
import { MAX_UPLOAD_BYTES } from '@inkforge/domain';
import { AppError } from '../app-error';

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  /** What the browser claimed; never trusted (validate-upload checks the bytes). */
  claimedType: string;
  data: Buffer;
}

export interface MultipartBody {
  file: UploadedFile | undefined;
  /** Every non-empty file of the field, in the order sent (at most `maxFiles`). */
  files: UploadedFile[];
  fields: Record<string, string>;
}

export interface MultipartOptions {
  /** The one file field read; any other file field is refused. */
  fileField: string;
  maxBytes?: number;
  /** Files the field may hold (1 unless said), and the refusal past them. */
  maxFiles?: number;
  tooManyFiles?: AppError;
  /**
   * Refuses a chosen file of no bytes with this; without it such a file is skipped. A part with
   * no file name and no bytes is a file field left empty (browsers send one): never a file.
   */
  emptyFile?: AppError;
  /** The most bytes the files may hold together, and the refusal past them. */
  maxTotalBytes?: number;
  tooLargeInAll?: AppError;
  /**
   * What was read, as it arrives. With it, a refused file does not stop the reading: the rest of
   * the body is read (files past the refusal dropped) so a form can come back with its fields.
   */
  seen?: MultipartSeen;
}

export interface MultipartSeen {
  fields: Record<string, string>;
  /** File parts that named a file (chosen by the client), kept or not. */
  chosenFiles: number;
}

const MAX_FIELDS = 30;
const MAX_FIELD_BYTES = 16 * 1024;

function unreadable(): AppError {
  return new AppError('VALIDATION_FAILED', 'The upload could not be read. Please try again.');
}

/** Cloud Functions reads the body before express sees it and leaves it on `rawBody`. */
function rawBodyOf(req: Request): Buffer | undefined {
  const raw = (req as Request & { rawBody?: unknown }).rawBody;
  return Buffer.isBuffer(raw) ? raw : undefined;
}

/**
 * Reads one file and its text fields from a multipart request. Every failure is an AppError
 * (413 past the size limit, 400 otherwise), never a 500; the file is cut off at the limit
 * instead of being buffered whole.
 */
export function parseMultipart(req: Request, options: MultipartOptions): Promise<MultipartBody> {
  const maxBytes = options.maxBytes ?? MAX_UPLOAD_BYTES;
  if (!req.is('multipart/form-data')) {
    return Promise.reject(
      new AppError('VALIDATION_FAILED', 'Send the image as multipart/form-data.'),
    );
  }
  return new Promise((resolve, reject) => {
    let settled = false;
    const { seen } = options;
    let refusal: AppError | undefined;
    const fail = (err: AppError) => {
      if (settled || refusal) return;
      // Reading on: the refusal is answered when the body is read, beside its fields.
      if (seen) {
        refusal = err;
        return;
      }
      settled = true;
      req.unpipe?.();
      reject(err);
    };
    /** A body that cannot be read further: answered now, refusal or not. */
    const abort = (err: AppError) => {
      if (settled) return;
      settled = true;
      req.unpipe?.();
      reject(refusal ?? err);
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          files: options.maxFiles ?? 1,
          fileSize: maxBytes,
          fields: MAX_FIELDS,
          fieldSize: MAX_FIELD_BYTES,
        },
      });
    } catch {
      abort(unreadable());
      return;
    }
    const fields: Record<string, string> = seen?.fields ?? {};
    const files: UploadedFile[] = [];
    let totalBytes = 0;
    let pending: Promise<void> = Promise.resolve();

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(new AppError('VALIDATION_FAILED', `${name} is too long.`));
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== options.fileField) {
        stream.resume();
        fail(new AppError('VALIDATION_FAILED', `Unexpected file field "${name}".`));
        return;
      }
      const chunks: Buffer[] = [];
      const before = pending;
      if (seen && info.filename) seen.chosenFiles += 1;
      pending = new Promise<void>((done) => {
        stream.on('data', (chunk: Buffer) => {
          totalBytes += chunk.length;
          if (options.maxTotalBytes !== undefined && totalBytes > options.maxTotalBytes) {
            fail(options.tooLargeInAll ?? new AppError('FILE_TOO_LARGE'));
          }
          // Past a refusal the bytes are dropped: only the fields are still wanted.
          if (!refusal) chunks.push(chunk);
        });
        stream.on('limit', () => fail(new AppError('FILE_TOO_LARGE')));
        stream.on('error', () => {
          fail(unreadable());
          done();
        });
        stream.on('close', () => {
          files.push({
            fieldName: name,
            fileName: info.filename ?? '',
            claimedType: info.mimeType ?? '',
            data: Buffer.concat(chunks),
          });
          done();
        });
      }).then(() => before);
    });
    parser.on('filesLimit', () =>
      fail(options.tooManyFiles ?? new AppError('VALIDATION_FAILED', 'Send one file at a time.')),
    );
    parser.on('fieldsLimit', () => fail(new AppError('VALIDATION_FAILED', 'Too many fields.')));
    parser.on('error', () => abort(unreadable()));
    parser.on('close', () => {
      void pending.then(() => {
        if (settled) return;
        settled = true;
        if (refusal) {
          reject(refusal);
          return;
        }
        const sent = files.filter((f) => f.data.length > 0);
        const chosenEmpty = files.some((f) => f.data.length === 0 && f.fileName !== '');
        if (options.emptyFile && chosenEmpty) {
          reject(options.emptyFile);
          return;
        }
        resolve({ file: sent[0], files: sent, fields });
      });
    });

    const raw = rawBodyOf(req);
    if (raw) parser.end(raw);
    else {
      req.on('error', () => abort(unreadable()));
      req.pipe(parser);
    }
  });
}
