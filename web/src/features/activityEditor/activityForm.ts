import type { ActivityRecord, Attachment } from '@portal/core/entities/activity';
import { ACTIVITY_LIMITS, ACTIVITY_MESSAGES, contentLengthMessage, contractsProblem, isContentLengthValid, isThumbnailTooSmall, urlProblem } from '@portal/core/entities/activityForm';

/**
 * The Add an Activity form as data (admin §2.7, §4.5, §5): what the author typed, its problems by
 * the rules the API applies, and — when editing — only the fields that changed.
 */

export type LinkInput =
  | { kind: 'link'; title: string; url: string }
  /** A PDF: a new file, or the one already stored (`stored`) when editing. */
  | { kind: 'file'; title: string; file: File | null; stored: { url: string; filename: string | undefined } | null };

export type ContractMode = 'manual' | 'csv';

export type ActivityFormState = {
  title: string;
  content: string;
  thumbnail: File | null;
  /** The chosen raster thumbnail's size in pixels once read (null for SVG, or while it is read). */
  thumbnailPixels: { width: number; height: number } | null;
  /** The stored thumbnail (editing); cleared when the author removes it. */
  thumbnailUrl: string;
  detailOpen: boolean;
  links: LinkInput[];
  mode: ContractMode;
  manual: string[];
  csv: { filename: string | null; contracts: string[] };
  /** What collapsing the detail put aside, and what switching the contract source put aside. */
  stashedDetail: Pick<ActivityFormState, 'links' | 'mode' | 'manual' | 'csv'> | null;
  stashedMode: { manual: string[] | null; csv: { filename: string | null; contracts: string[] } | null };
};

export const emptyLink = (): LinkInput => ({ kind: 'link', title: '', url: '' });

export function newForm(): ActivityFormState {
  return {
    title: '',
    content: '',
    thumbnail: null,
    thumbnailPixels: null,
    thumbnailUrl: '',
    detailOpen: true,
    links: [emptyLink()],
    mode: 'manual',
    manual: [''],
    csv: { filename: null, contracts: [] },
    stashedDetail: null,
    stashedMode: { manual: null, csv: null },
  };
}

export function formOf(record: ActivityRecord): ActivityFormState {
  const fromCsv = record.csv_filename !== null;
  return {
    ...newForm(),
    title: record.title,
    content: record.content,
    thumbnailUrl: record.featured_image,
    links: record.attachments.length > 0 ? record.attachments.map(linkOf) : [emptyLink()],
    mode: fromCsv ? 'csv' : 'manual',
    manual: fromCsv || record.contracts.length === 0 ? [''] : [...record.contracts],
    csv: fromCsv ? { filename: record.csv_filename, contracts: [...record.contracts] } : { filename: null, contracts: [] },
  };
}

function linkOf(attachment: Attachment): LinkInput {
  return attachment.type === 'url'
    ? { kind: 'link', title: attachment.title, url: attachment.url }
    : { kind: 'file', title: attachment.title, file: null, stored: { url: attachment.url, filename: attachment.filename } };
}

/** Collapsing puts the detail aside (and sends none of it); expanding brings it back (§4.5). */
export function toggleDetail(form: ActivityFormState): ActivityFormState {
  if (form.detailOpen) {
    const { links, mode, manual, csv } = form;
    return { ...form, detailOpen: false, stashedDetail: { links, mode, manual, csv }, links: [emptyLink()], mode: 'manual', manual: [''], csv: { filename: null, contracts: [] } };
  }
  return { ...form, detailOpen: true, ...(form.stashedDetail ?? {}), stashedDetail: null };
}

/** Switching the contract source keeps each side's input to restore when switching back (§4.5). */
export function switchMode(form: ActivityFormState, mode: ContractMode): ActivityFormState {
  if (mode === form.mode) return form;
  if (mode === 'csv') {
    return { ...form, mode, stashedMode: { ...form.stashedMode, manual: form.manual }, manual: [''], csv: form.stashedMode.csv ?? { filename: null, contracts: [] } };
  }
  return { ...form, mode, stashedMode: { ...form.stashedMode, csv: form.csv }, csv: { filename: null, contracts: [] }, manual: form.stashedMode.manual ?? [''] };
}

export function contractsOf(form: ActivityFormState): { contracts: string[]; csv_filename: string | null } {
  if (!form.detailOpen) return { contracts: [], csv_filename: null };
  if (form.mode === 'csv') return form.csv.filename === null ? { contracts: [], csv_filename: null } : { contracts: form.csv.contracts, csv_filename: form.csv.filename };
  return { contracts: form.manual.map((a) => a.trim()).filter((a) => a !== ''), csv_filename: null };
}

/** The link slots that say something (a blank slot is not sent). */
export function filledLinks(form: ActivityFormState): LinkInput[] {
  if (!form.detailOpen) return [];
  return form.links.filter((l) => l.title.trim() !== '' || (l.kind === 'link' ? l.url.trim() !== '' : l.file !== null || l.stored !== null));
}

export type FormProblems = {
  title?: string;
  content?: string;
  thumbnail?: string;
  links: (string | undefined)[];
  contracts?: string;
};

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'];

export function problemsOf(form: ActivityFormState): FormProblems {
  const problems: FormProblems = { links: form.links.map(() => undefined) };
  if (form.title.trim() === '') problems.title = ACTIVITY_MESSAGES.titleRequired;
  if (form.content.trim() === '') problems.content = ACTIVITY_MESSAGES.contentRequired;
  else if (!isContentLengthValid(form.content)) problems.content = contentLengthMessage(form.content);
  if (form.thumbnail) {
    if (!IMAGE_TYPES.includes(form.thumbnail.type) && !/\.(png|jpe?g|svg)$/i.test(form.thumbnail.name)) problems.thumbnail = ACTIVITY_MESSAGES.thumbnailType;
    else if (form.thumbnail.size > ACTIVITY_LIMITS.thumbnailMaxBytes) problems.thumbnail = ACTIVITY_MESSAGES.thumbnailSize;
    else if (form.thumbnailPixels && isThumbnailTooSmall(form.thumbnailPixels.width, form.thumbnailPixels.height)) problems.thumbnail = ACTIVITY_MESSAGES.thumbnailDimensions;
  }
  if (form.detailOpen) {
    form.links.forEach((link, index) => {
      if (link.kind === 'link') {
        if (link.url.trim() === '') problems.links[index] = link.title.trim() !== '' ? ACTIVITY_MESSAGES.attachmentNeedsSource : undefined;
        else problems.links[index] = urlProblem(link.url.trim()) ?? undefined;
      } else if (link.file) {
        if (link.file.type !== 'application/pdf' && !/\.pdf$/i.test(link.file.name)) problems.links[index] = ACTIVITY_MESSAGES.pdfOnly;
        else if (link.file.size > ACTIVITY_LIMITS.attachmentMaxBytes) problems.links[index] = ACTIVITY_MESSAGES.fileSize;
      } else if (!link.stored && link.title.trim() !== '') {
        problems.links[index] = ACTIVITY_MESSAGES.attachmentNeedsSource;
      }
    });
    const { contracts, csv_filename } = contractsOf(form);
    const problem = form.mode === 'csv' && form.csv.filename === null ? null : contractsProblem(contracts, csv_filename === null ? 'manual' : 'csv');
    if (problem) problems.contracts = problem;
  }
  return problems;
}

export function isValid(problems: FormProblems): boolean {
  return !problems.title && !problems.content && !problems.thumbnail && !problems.contracts && problems.links.every((p) => p === undefined);
}

/** An attachment as the API takes it; `upload` is filled in once a new PDF has been posted to the bucket. */
export type AttachmentPayload =
  | { type: 'url'; title: string; url: string }
  | { type: 'pdf'; title: string; upload: string; filename: string }
  | { type: 'pdf'; title: string; url: string; filename?: string };

export type ActivityChanges = {
  title?: string;
  content?: string;
  contracts?: string[];
  csv_filename?: string | null;
  featured_image?: 'none';
  /** Present when the attachments changed: the new list, PDFs still to upload marked by their slot. */
  attachments?: LinkInput[];
};

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** What an edit sends (§2.7: only changed fields). */
export function changesOf(original: ActivityRecord, form: ActivityFormState): ActivityChanges {
  const changes: ActivityChanges = {};
  if (form.title.trim() !== original.title) changes.title = form.title.trim();
  if (form.content !== original.content) changes.content = form.content;
  const { contracts, csv_filename } = contractsOf(form);
  if (!sameList(contracts, original.contracts)) changes.contracts = contracts;
  if (csv_filename !== original.csv_filename) changes.csv_filename = csv_filename;
  if (original.featured_image !== '' && form.thumbnailUrl === '' && !form.thumbnail) changes.featured_image = 'none';
  const links = filledLinks(form);
  const unchanged =
    links.length === original.attachments.length &&
    links.every((link, i) => {
      const before = original.attachments[i]!;
      if (link.title.trim() !== before.title) return false;
      return link.kind === 'link' ? before.type === 'url' && link.url.trim() === before.url : before.type === 'pdf' && link.file === null && link.stored?.url === before.url;
    });
  if (!unchanged) changes.attachments = links;
  return changes;
}
