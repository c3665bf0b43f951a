import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUCKET_TTL_FIELD } from './token-bucket.repository';

const indexes = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../firestore.indexes.json'), 'utf8'),
) as { fieldOverrides?: { collectionGroup: string; fieldPath: string; ttl?: boolean }[] };

describe('rate-limit buckets', () => {
  it('are deleted by a TTL policy on the field the code sets, declared for the deploy', () => {
    expect(indexes.fieldOverrides).toContainEqual(
      expect.objectContaining({
        collectionGroup: 'rateLimits',
        fieldPath: BUCKET_TTL_FIELD,
        ttl: true,
      }),
    );
  });
});
