/**
 * The rules of the Add an Activity form (admin-area §5 "Activity", §9), shared by the API, which
 * judges, and the web, which mirrors them so the author sees the same sentence before saving.
 */

export const ACTIVITY_LIMITS = {
  titleMax: 200,
  /** "Longer than 1 and under 2501 characters." */
  contentMin: 2,
  contentMax: 2500,
  attachments: 3,
  manualContracts: 5,
  csvContracts: 100,
  attachmentMaxBytes: 10 * 1024 * 1024,
  thumbnailMaxBytes: 3.8 * 1024 * 1024,
  thumbnailMinWidth: 816,
  thumbnailMinHeight: 436,
} as const;

export const ACTIVITY_MESSAGES = {
  titleRequired: 'Please enter a title.',
  titleTooLong: `Please enter a title of up to ${ACTIVITY_LIMITS.titleMax} characters.`,
  contentRequired: 'Please enter the content.',
  /** The counter's red text; the count and the limit follow it. */
  contentLength: 'Please check the length of your content -',
  tooManyAttachments: `Please add up to ${ACTIVITY_LIMITS.attachments} links or files.`,
  attachmentNeedsSource: 'Please enter a URL or upload a file.',
  checkUrl: 'Please check the URL.',
  urlScheme: 'URL must start with http:// or https://',
  fileSize: 'File size must be 10 MB or less.',
  pdfOnly: 'Please upload a PDF file.',
  thumbnailSize: 'Please upload a file less than 4 MB',
  thumbnailType: 'Please upload a PNG, JPEG, JPG or SVG file.',
  /** The spec's words for the minimum (admin §5 "816x436 or larger"): it gives no sentence of its own. */
  thumbnailDimensions: `Please upload an image of ${ACTIVITY_LIMITS.thumbnailMinWidth}x${ACTIVITY_LIMITS.thumbnailMinHeight} or larger.`,
  invalidAddresses: 'Please enter valid addresses.',
  duplicateAddresses: 'Please delete duplicate addresses.',
  tooManyManualContracts: `Please enter up to ${ACTIVITY_LIMITS.manualContracts} contract addresses.`,
  tooManyCsvContracts: 'Please enter up to 100 contract addresses in a .csv file.',
  emptyCsv: 'Please do not upload an empty CSV file.',
  csvOnly: 'Please upload a .csv file.',
} as const;

/** Whether a raster thumbnail of this size in pixels falls short of the minimum (a vector image has none to fall short of). */
export function isThumbnailTooSmall(width: number, height: number): boolean {
  return width < ACTIVITY_LIMITS.thumbnailMinWidth || height < ACTIVITY_LIMITS.thumbnailMinHeight;
}

/** Characters as the author counts them (an emoji is one), so the counter and the server agree. */
export function contentLength(content: string): number {
  return [...content].length;
}

/** "2,501/2,500" after the red text, as the counter shows it. */
export function contentLengthMessage(content: string): string {
  return `${ACTIVITY_MESSAGES.contentLength} ${contentLength(content).toLocaleString('en-US')}/${ACTIVITY_LIMITS.contentMax.toLocaleString('en-US')}`;
}

export function isContentLengthValid(content: string): boolean {
  const length = contentLength(content);
  return length >= ACTIVITY_LIMITS.contentMin && length <= ACTIVITY_LIMITS.contentMax;
}

/** The stored content: zero-width spaces (pasted from other editors) become normal spaces (admin §3). */
export function normalizeContent(content: string): string {
  return content.replace(/\u200B/g, ' ');
}

/** What is wrong with a link attachment's URL, or null when it is a usable http(s) URL. */
export function urlProblem(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return ACTIVITY_MESSAGES.urlScheme;
  try {
    const parsed = new URL(url);
    if (!parsed.hostname.includes('.') && parsed.hostname !== 'localhost') return ACTIVITY_MESSAGES.checkUrl;
    return null;
  } catch {
    return ACTIVITY_MESSAGES.checkUrl;
  }
}

/** The same test as the Address schema: 0x and 40 hex digits. */
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export type ContractSource = 'manual' | 'csv';

/** What is wrong with a contract list, or null: each a valid address, none twice, within the source's limit. */
export function contractsProblem(addresses: readonly string[], source: ContractSource): string | null {
  if (source === 'csv' && addresses.length === 0) return ACTIVITY_MESSAGES.emptyCsv;
  if (source === 'csv' && addresses.length > ACTIVITY_LIMITS.csvContracts) return ACTIVITY_MESSAGES.tooManyCsvContracts;
  if (source === 'manual' && addresses.length > ACTIVITY_LIMITS.manualContracts) return ACTIVITY_MESSAGES.tooManyManualContracts;
  if (addresses.some((a) => !ADDRESS.test(a))) return ACTIVITY_MESSAGES.invalidAddresses;
  const seen = new Set(addresses.map((a) => a.toLowerCase()));
  if (seen.size !== addresses.length) return ACTIVITY_MESSAGES.duplicateAddresses;
  return null;
}

/**
 * The contract addresses of a CSV file: its first row only, split on commas, each cell trimmed
 * (quotes removed), blank cells dropped. Judging them is contractsProblem's job.
 */
export function contractsFromCsv(text: string): string[] {
  const firstRow = text.replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '';
  return firstRow
    .split(',')
    .map((cell) => cell.trim().replace(/^"(.*)"$/, '$1').trim())
    .filter((cell) => cell.length > 0);
}

/** The sample CSV template (admin §9: 4 sample addresses), one row. */
export const SAMPLE_CONTRACTS_CSV =
  '0x0000000000000000000000000000000000000001,0x0000000000000000000000000000000000000002,0x0000000000000000000000000000000000000003,0x0000000000000000000000000000000000000004\n';
