import { GetObjectCommand, NoSuchKey, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { DEFAULT_STATUS, STATUS_FILE_KEY, type StatusFile, StatusFileSchema } from './schema';

/** The maintenance switch as status.json holds it (off when the file is missing). */
export async function readMaintenanceSwitch(s3: S3Client, bucket: string): Promise<StatusFile> {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: STATUS_FILE_KEY }));
    return StatusFileSchema.parse(JSON.parse(await object.Body!.transformToString()));
  } catch (error) {
    if (error instanceof NoSuchKey) return DEFAULT_STATUS;
    throw error;
  }
}

/** Browsers and the CDN must see a flip within a minute, so the file is cached for 30 s at most. */
export async function writeMaintenanceSwitch(s3: S3Client, bucket: string, status: StatusFile): Promise<void> {
  const body = JSON.stringify(StatusFileSchema.parse(status));
  await s3.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: STATUS_FILE_KEY,
      Body: body,
      ContentType: 'application/json',
      CacheControl: 'public, max-age=30',
    }),
  );
}
