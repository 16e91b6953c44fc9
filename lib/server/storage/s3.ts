import "server-only";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { checkedKey, mediaPath, type Storage, type StoredObject } from "./storage";

export type S3Config = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** The bucket's public base address (a CDN or the bucket's website), without a trailing slash. */
  publicUrl?: string;
  /** Keys are stored under this prefix (the private uploads' `private/`). */
  keyPrefix?: string;
};

/** An S3-compatible bucket (AWS, MinIO, R2, ...), path-style addressing so any endpoint works. */
export function s3Storage(config: S3Config): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: true,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
  const Bucket = config.bucket;
  const prefix = config.keyPrefix ?? "";
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: prefix + checkedKey(key),
          Body: body,
          ContentType: contentType,
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async get(key): Promise<StoredObject | null> {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: prefix + checkedKey(key) }));
        if (!object.Body) return null;
        return {
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          contentType: object.ContentType ?? "application/octet-stream",
          size: object.ContentLength ?? 0,
        };
      } catch (error) {
        if (
          error instanceof NoSuchKey ||
          (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
        )
          return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: prefix + checkedKey(key) }));
    },
    publicUrl: (key) => (config.publicUrl ? `${config.publicUrl}/${checkedKey(key)}` : mediaPath(key)),
  };
}
