import { createLocalBlobStore } from '../storage/blob-local.js';
import { createS3BlobStore, s3ClientFor } from '../storage/blob-s3.js';
import type { BlobConfig, BlobStore } from '../storage/blob.js';

/** S3 when `S3_BUCKET` is set, else files under `DATA_DIR/files`. */
export function createBlobStore(config: BlobConfig): BlobStore {
  if (config.S3_BUCKET) return createS3BlobStore(s3ClientFor(config), config.S3_BUCKET);
  return createLocalBlobStore(config.DATA_DIR);
}
