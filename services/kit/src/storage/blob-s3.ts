import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { BlobConfig, BlobStore } from './blob.js';
import { BlobNotFoundError, assertBlobKey } from './blob-key.js';

/** The S3 client settings for `config`: endpoint, region, credentials and path-style addressing. */
export function s3ClientConfig(config: BlobConfig): S3ClientConfig {
  const settings: S3ClientConfig = {
    region: config.S3_REGION ?? 'us-east-1',
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? false,
  };
  if (config.S3_ENDPOINT) {
    settings.endpoint = config.S3_ENDPOINT;
    // S3-compatible stores (MinIO, Ceph) may reject the newer default checksum headers.
    settings.requestChecksumCalculation = 'WHEN_REQUIRED';
    settings.responseChecksumValidation = 'WHEN_REQUIRED';
  }
  if (config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    settings.credentials = {
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    };
  }
  return settings;
}

/** An S3 client built from `config`. */
export function s3ClientFor(config: BlobConfig): S3Client {
  return new S3Client(s3ClientConfig(config));
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: unknown; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

type S3Body = Readable | { transformToWebStream(): ReadableStream } | undefined;

function toReadable(body: S3Body): Readable {
  if (body instanceof Readable) return body;
  if (body && typeof body.transformToWebStream === 'function') {
    return Readable.fromWeb(body.transformToWebStream() as Parameters<typeof Readable.fromWeb>[0]);
  }
  return Readable.from([]);
}

/** The S3 store over `client` and `bucket`. */
export function createS3BlobStore(client: Pick<S3Client, 'send'>, bucket: string): BlobStore {
  return {
    bucket,

    async put(key, body, contentType) {
      assertBlobKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },

    async get(key) {
      assertBlobKey(key);
      try {
        const output = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return toReadable(output.Body as S3Body);
      } catch (error) {
        if (isMissing(error)) throw new BlobNotFoundError(key);
        throw error;
      }
    },

    async delete(key) {
      assertBlobKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async ping() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}
