import type { Readable } from 'node:stream';
import type { CommonConfig } from '../runtime/config.js';

export { BlobNotFoundError, assertBlobKey } from './blob-key.js';

/** Stored files (attachments): S3 when configured, else a local folder. Keys are paths like `a/b/c.pdf`. */
export interface BlobStore {
  /** The S3 bucket, or `local` for the folder store; attachment rows record it. */
  bucket: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Streams the stored bytes; rejects with `BlobNotFoundError` when there are none. */
  get(key: string): Promise<Readable>;
  /** Removes the blob; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Rejects when the store cannot be used. */
  ping(): Promise<void>;
}

/** The settings `createBlobStore` reads (a subset of `CommonConfig`). */
export type BlobConfig = Pick<CommonConfig, 'DATA_DIR'> &
  Partial<
    Pick<
      CommonConfig,
      | 'S3_BUCKET'
      | 'S3_ENDPOINT'
      | 'S3_REGION'
      | 'S3_ACCESS_KEY_ID'
      | 'S3_SECRET_ACCESS_KEY'
      | 'S3_FORCE_PATH_STYLE'
    >
  >;
