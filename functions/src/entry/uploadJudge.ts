import { serverConfig } from '@portal/core/config';
import { createS3 } from '@portal/core/storage/s3';
import { judgeRequestOf, UploadJudgeEvent, type UploadVerdict } from '@portal/core/uploads/judge';
import { judgeInProcess } from '@portal/core/storage/judgeInProcess';

const config = serverConfig();
const judge = judgeInProcess(createS3({ region: config.AWS_REGION, endpoint: config.S3_ENDPOINT }), config.UPLOADS_BUCKET);

/**
 * The uploads judge on Lambda: the API invokes it with a file (base64) or a pending key and gets the
 * verdict back. Hostile bytes are parsed here only, by a function that may read pending uploads and
 * nothing else. An event of any other shape is a caller's bug: it throws (a function error).
 */
export async function handler(event: unknown): Promise<UploadVerdict> {
  const parsed = UploadJudgeEvent.safeParse(event);
  if (!parsed.success) throw new Error(`Not an uploads judge event: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return judge(judgeRequestOf(parsed.data));
}
