import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlobNotFoundError } from '../../src/storage/blob.js';
import { createBlobStore } from '../../src/runtime/create-blob-store.js';
import { createS3BlobStore, s3ClientConfig } from '../../src/storage/blob-s3.js';

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString();
}

function fakeClient(answer: (command: unknown) => unknown) {
  const send = vi.fn(async (command: unknown) => answer(command));
  return { client: { send } as unknown as S3Client, send };
}

describe('S3 blob store commands', () => {
  it('puts with bucket, key, body, content type and length', async () => {
    const { client, send } = fakeClient(() => ({}));
    const store = createS3BlobStore(client, 'attachments');
    const body = Buffer.from('hello');
    await store.put('activities/a/file.txt', body, 'text/plain');
    const command = send.mock.calls[0]?.[0];
    expect(command).toBeInstanceOf(PutObjectCommand);
    expect((command as PutObjectCommand).input).toEqual({
      Bucket: 'attachments',
      Key: 'activities/a/file.txt',
      Body: body,
      ContentType: 'text/plain',
      ContentLength: 5,
    });
  });

  it('streams the body of GetObject', async () => {
    const { client, send } = fakeClient(() => ({
      Body: Readable.from([Buffer.from('stored '), Buffer.from('bytes')]),
    }));
    const store = createS3BlobStore(client, 'attachments');
    expect(await text(await store.get('k.txt'))).toBe('stored bytes');
    const command = send.mock.calls[0]?.[0] as GetObjectCommand;
    expect(command).toBeInstanceOf(GetObjectCommand);
    expect(command.input).toEqual({ Bucket: 'attachments', Key: 'k.txt' });
  });

  it('turns a web-stream body into a Node stream', async () => {
    const web = new Response('from a web stream').body!;
    const { client } = fakeClient(() => ({ Body: { transformToWebStream: () => web } }));
    const store = createS3BlobStore(client, 'b');
    expect(await text(await store.get('k'))).toBe('from a web stream');
  });

  it('maps NoSuchKey to BlobNotFoundError and passes other failures on', async () => {
    const missing = Object.assign(new Error('The specified key does not exist.'), {
      name: 'NoSuchKey',
      $metadata: { httpStatusCode: 404 },
    });
    const { client } = fakeClient(() => {
      throw missing;
    });
    await expect(createS3BlobStore(client, 'b').get('k')).rejects.toBeInstanceOf(BlobNotFoundError);

    const denied = Object.assign(new Error('Access Denied'), {
      name: 'AccessDenied',
      $metadata: { httpStatusCode: 403 },
    });
    const failing = fakeClient(() => {
      throw denied;
    });
    await expect(createS3BlobStore(failing.client, 'b').get('k')).rejects.toBe(denied);
  });

  it('deletes with DeleteObject and pings with HeadBucket', async () => {
    const { client, send } = fakeClient(() => ({}));
    const store = createS3BlobStore(client, 'attachments');
    await store.delete('old.txt');
    await store.ping();
    const [deleteCommand, headCommand] = send.mock.calls.map((call) => call[0]);
    expect(deleteCommand).toBeInstanceOf(DeleteObjectCommand);
    expect((deleteCommand as DeleteObjectCommand).input).toEqual({ Bucket: 'attachments', Key: 'old.txt' });
    expect(headCommand).toBeInstanceOf(HeadBucketCommand);
    expect((headCommand as HeadBucketCommand).input).toEqual({ Bucket: 'attachments' });
  });

  it('refuses unsafe keys before calling S3', async () => {
    const { client, send } = fakeClient(() => ({}));
    const store = createS3BlobStore(client, 'b');
    await expect(store.put('../x', Buffer.from(''), 'text/plain')).rejects.toThrow(RangeError);
    await expect(store.get('/abs')).rejects.toThrow(RangeError);
    await expect(store.delete('a\u0000b')).rejects.toThrow(RangeError);
    expect(send).not.toHaveBeenCalled();
  });
});

describe('S3 client configuration', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('maps endpoint, region, credentials and path style', () => {
    expect(
      s3ClientConfig({
        DATA_DIR: '.data',
        S3_BUCKET: 'b',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: true,
      }),
    ).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    const plain = s3ClientConfig({ DATA_DIR: '.data', S3_BUCKET: 'b' });
    expect(plain).toEqual({ region: 'us-east-1', forcePathStyle: false });
  });

  it('builds an S3 store from config when S3_BUCKET is set', async () => {
    const seen: Array<{ forcePathStyle: unknown; region: unknown; command: unknown }> = [];
    vi.spyOn(S3Client.prototype, 'send').mockImplementation(async function (
      this: S3Client,
      command: unknown,
    ) {
      seen.push({ forcePathStyle: this.config.forcePathStyle, region: await this.config.region(), command });
      return {};
    } as never);
    const store = createBlobStore({
      DATA_DIR: '.data',
      S3_BUCKET: 'tracker-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'us-west-2',
      S3_FORCE_PATH_STYLE: true,
    });
    expect(store.bucket).toBe('tracker-files');
    await store.ping();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.forcePathStyle).toBe(true);
    expect(seen[0]?.region).toBe('us-west-2');
    expect(seen[0]?.command).toBeInstanceOf(HeadBucketCommand);
  });
});
