/**
 * A voting agenda before it is on chain (admin spec §3 "Proposal draft", §4.6, §5 "Proposal draft
 * form", §7.4): what a site admin writes, what the secretary's approvers sign, and what confirm
 * proposes. The API's input schemas carry every §5 rule with the message the form shows.
 */
import * as z from 'zod';
import { Address, DecimalString, TxHash } from './primitives';
import { CategoryDetailsSchema, ExtraLinkSchema, type CategoryDetails } from './proposal';

export const DAY_SECONDS = 86_400;
export const MAX_DRAFT_DAYS = 28;
export const MAX_CONTEXT_CHARS = 20_000;
export const MAX_EXTRA_LINKS = 3;
export const MAX_EXTRA_LINK_TITLE_BYTES = 20;
export const MAX_TAGS = 3;

/** §5 / §8 messages (the check-digits, check-URL and check-JSON messages, and the form's others). */
export const DRAFT_MESSAGES = {
  titleRequired: 'Please enter a title',
  councilRequired: 'Please choose the proposer council or the foundation',
  categoryRequired: 'Please choose a category',
  checkDigits: 'Please enter digits only (0 through 9)',
  checkUrl: 'URL must start with http:// or https://',
  checkJson: 'Transaction details must be JSON',
  contextRequired: 'Please enter the context and proposal',
  contextTooLong: 'Please enter up to 20,000 characters',
  period: 'Please choose between 1 and 28 days',
  detailsRequired: 'Please enter the category details',
  detailsMismatch: 'The category details do not match the category',
  amount: 'Please enter an amount above 0',
  linkTitle: 'A link title must be at most 20 bytes',
  tooManyLinks: 'Please enter up to 3 extra links',
  tags: 'Please choose 1 to 3 tags',
} as const;

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /^https?:\/\//.test(value);
  } catch {
    return false;
  }
};
const HttpUrl = z.string().refine(isHttpUrl, DRAFT_MESSAGES.checkUrl);

/** Parses JSON text inside a zod pipeline; bad JSON is `message`. */
const jsonText = (message: string) =>
  z.string().transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
  });

/** A period in seconds: whole days, 1 to 28 of them (the form's options). */
const Period = z
  .number()
  .int(DRAFT_MESSAGES.period)
  .refine((s) => s % DAY_SECONDS === 0 && s >= DAY_SECONDS && s <= MAX_DRAFT_DAYS * DAY_SECONDS, DRAFT_MESSAGES.period);

const CustomRow = z.strictObject({
  target: Address,
  value: DecimalString,
  calldata: z.string().regex(/^0x([0-9a-fA-F]{2})*$/, 'Invalid calldata'),
});

/** category_details as the form sends it; a custom transaction's rows may come as JSON text (the form's textarea). */
const CategoryDetailsInput = z.discriminatedUnion('txType', [
  z.strictObject({ txType: z.literal('TEXT_ONLY') }),
  z.strictObject({
    txType: z.literal('DISBURSEMENT'),
    amount: DecimalString.refine((a) => /[1-9]/.test(a), DRAFT_MESSAGES.amount),
    recipientAccount: Address,
    withdrawingAccount: Address,
  }),
  z.strictObject({
    txType: z.literal('CUSTOM_TRANSACTION'),
    transactionCode: z
      .unknown()
      .transform((code, ctx) => {
        if (typeof code !== 'string') return code;
        try {
          return JSON.parse(code) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: DRAFT_MESSAGES.checkJson });
          return z.NEVER;
        }
      })
      .pipe(z.array(CustomRow, { error: DRAFT_MESSAGES.checkJson }).min(1, DRAFT_MESSAGES.checkJson)),
  }),
]);

const CATEGORY_OF_TX_TYPE = { TEXT_ONLY: 1, DISBURSEMENT: 3, CUSTOM_TRANSACTION: 4 } as const;

const ExtraLinkInput = z.strictObject({
  url: z.string(),
  title: z.string().default(''),
});

const ExtraLinks = jsonText(DRAFT_MESSAGES.checkJson)
  .pipe(z.array(ExtraLinkInput).max(MAX_EXTRA_LINKS, DRAFT_MESSAGES.tooManyLinks))
  // Only slots with a url are kept (§5: "only those with a url are sent").
  .transform((links) => links.filter((link) => link.url.trim() !== ''))
  .pipe(
    z.array(
      z.strictObject({
        url: HttpUrl,
        title: z.string().refine((t) => new TextEncoder().encode(t).length <= MAX_EXTRA_LINK_TITLE_BYTES, DRAFT_MESSAGES.linkTitle),
      }),
    ),
  );

const Tags = jsonText(DRAFT_MESSAGES.checkJson).pipe(
  z
    .array(z.number().int().min(1).max(5))
    .min(1, DRAFT_MESSAGES.tags)
    .max(MAX_TAGS, DRAFT_MESSAGES.tags)
    .refine((tags) => new Set(tags).size === tags.length, DRAFT_MESSAGES.tags),
);

/** The draft-creation payload of §3, field by field as the form sends it. */
const draftFields = {
  title: z.string().trim().min(1, DRAFT_MESSAGES.titleRequired),
  subtitle: z.string().trim(),
  council_id: z.number({ error: DRAFT_MESSAGES.councilRequired }).int().nonnegative(DRAFT_MESSAGES.councilRequired),
  category_id: z.union([z.literal(1), z.literal(3), z.literal(4)], { error: DRAFT_MESSAGES.categoryRequired }),
  category_details: z
    .string({ error: DRAFT_MESSAGES.detailsRequired })
    .transform((text, ctx) => {
      if (text.trim() === '') {
        ctx.addIssue({ code: 'custom', message: DRAFT_MESSAGES.detailsRequired });
        return z.NEVER;
      }
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: DRAFT_MESSAGES.checkJson });
        return z.NEVER;
      }
    })
    .pipe(CategoryDetailsInput),
  voting_delay: Period,
  voting_period: Period,
  contents: z.string().trim().min(1, DRAFT_MESSAGES.contextRequired).max(MAX_CONTEXT_CHARS, DRAFT_MESSAGES.contextTooLong),
  forum_link: z.string().trim().min(1, DRAFT_MESSAGES.checkUrl).pipe(HttpUrl),
  extra_link: ExtraLinks,
  tags: Tags,
  kgp: z
    .string()
    .trim()
    .refine((k) => /^\d*$/.test(k), DRAFT_MESSAGES.checkDigits),
};

function checkCategory(
  draft: { category_id?: 1 | 3 | 4; category_details?: z.infer<typeof CategoryDetailsInput> },
  ctx: z.core.$RefinementCtx,
) {
  if (draft.category_id !== undefined && draft.category_details !== undefined && CATEGORY_OF_TX_TYPE[draft.category_details.txType] !== draft.category_id) {
    ctx.addIssue({ code: 'custom', path: ['category_details'], message: DRAFT_MESSAGES.detailsMismatch });
  }
}

export const ProposalDraftInputSchema = z
  .strictObject({
    ...draftFields,
    // Optional on create only; an edit that leaves them out leaves them as they are.
    subtitle: draftFields.subtitle.default(''),
    extra_link: draftFields.extra_link.default([]),
    kgp: draftFields.kgp.default(''),
  })
  .superRefine(checkCategory);
export type ProposalDraftInput = z.output<typeof ProposalDraftInputSchema>;

/** PUT: only the changed fields (§4.6); category and details change together. */
export const ProposalDraftEditSchema = z
  .strictObject(draftFields)
  .partial()
  .superRefine((edit, ctx) => {
    if ((edit.category_id === undefined) !== (edit.category_details === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['category_details'], message: DRAFT_MESSAGES.detailsMismatch });
    }
    checkCategory(edit, ctx);
  })
  .refine((edit) => Object.keys(edit).length > 0, 'Nothing to change');
export type ProposalDraftEdit = z.output<typeof ProposalDraftEditSchema>;

/** The category details as stored and shown: a custom transaction's rows parsed. */
export function storedCategoryDetails(details: z.infer<typeof CategoryDetailsInput>): CategoryDetails {
  return CategoryDetailsSchema.parse(details);
}

/** The content the approvers approve; its hash goes on chain inside the description. */
export const DraftContentSchema = z.strictObject({
  title: z.string(),
  subtitle: z.string(),
  kgp: z.string().regex(/^\d*$/),
  council_id: z.number().int().nonnegative(),
  categoryId: z.union([z.literal(1), z.literal(3), z.literal(4)]),
  categoryDetails: CategoryDetailsSchema,
  voting_delay: z.number().int().positive(),
  voting_period: z.number().int().positive(),
  contextAndProposal: z.string(),
  forumLink: z.string(),
  extraLinks: z.array(ExtraLinkSchema),
  tags: z.array(z.number().int()),
});
export type DraftContent = z.infer<typeof DraftContentSchema>;

export function draftContent(input: ProposalDraftInput): DraftContent {
  return DraftContentSchema.parse({
    title: input.title,
    subtitle: input.subtitle,
    kgp: input.kgp,
    council_id: input.council_id,
    categoryId: input.category_id,
    categoryDetails: storedCategoryDetails(input.category_details),
    voting_delay: input.voting_delay,
    voting_period: input.voting_period,
    contextAndProposal: input.contents,
    forumLink: input.forum_link,
    extraLinks: input.extra_link.map((l) => ({ title: l.title, url: l.url })),
    tags: input.tags,
  });
}

/** An approval the server verified: who signed, with what weight, over which transaction. */
export const DraftApprovalSchema = z.strictObject({
  signer: Address,
  /** 65 bytes r‖s‖v (v 27/28) for the contract kind; the Klaytn kind keeps V as signed. */
  signature: z.strictObject({ V: z.string(), R: z.string(), S: z.string() }),
  approved_at: z.iso.datetime(),
});

/** The secretary transaction the approvals are for, fixed at the first approval (they sign these bytes). */
export const DraftTransactionSchema = z.strictObject({
  from: Address,
  to: Address,
  input: z.string().regex(/^0x([0-9a-fA-F]{2})*$/),
  nonce: z.string().regex(/^\d+$/),
  gas: z.string().regex(/^\d+$/),
  gasPrice: z.string().regex(/^\d+$/),
});
export type DraftTransaction = z.infer<typeof DraftTransactionSchema>;

/** EIP-712 typed data as eth_signTypedData_v4 takes it: uint256 values as decimal strings (JSON has no bigint). */
const ApprovalTypedDataSchema = z.strictObject({
  domain: z.record(z.string(), z.unknown()),
  types: z.record(z.string(), z.array(z.strictObject({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  message: z.strictObject({ to: Address, value: z.string(), data: z.string(), nonce: z.string() }),
});

/** What an approver's wallet is asked to sign: typed data for the multisig contract, a hash for a Klaytn account key. */
export const SigningRequestSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('contract'), typedData: ApprovalTypedDataSchema }),
  z.strictObject({ kind: z.literal('klaytnAccount'), sigHash: z.string().regex(/^0x[0-9a-fA-F]{64}$/) }),
]);
export type SigningRequest = z.infer<typeof SigningRequestSchema>;

/** GET …/tx: the secretary transaction the approvers sign, and what their wallet is asked to sign. */
export const SigningTransactionSchema = DraftTransactionSchema.extend({ signing: SigningRequestSchema });
export type SigningTransaction = z.infer<typeof SigningTransactionSchema>;

/** What the table keeps of a draft. */
export const StoredDraftSchema = z.strictObject({
  id: z.number().int().positive(),
  content: DraftContentSchema,
  /** Counts edits: approvals made before the last edit signed other bytes. */
  revision: z.number().int().nonnegative(),
  transaction: DraftTransactionSchema.nullable(),
  approvals: z.array(DraftApprovalSchema),
  confirm_tx_hash: TxHash.nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type StoredDraft = z.infer<typeof StoredDraftSchema>;

/** §3 "Proposal draft", as GET answers it. */
export const ProposalDraftSchema = z.strictObject({
  id: z.number().int().positive(),
  title: z.string(),
  subtitle: z.string(),
  kgp: z.string(),
  council: z.strictObject({ id: z.number().int().nonnegative(), name: z.string(), thumbnail: z.string() }),
  categoryId: z.union([z.literal(1), z.literal(3), z.literal(4)]),
  categoryDetails: CategoryDetailsSchema,
  voting_delay: z.number().int().positive(),
  voting_period: z.number().int().positive(),
  contextAndProposal: z.string(),
  forumLink: z.string(),
  extraLinks: z.array(ExtraLinkSchema),
  tags: z.array(z.number().int()),
  draft_approval_threshold: z.number().int().positive(),
  approvers: z.array(z.strictObject({ address: Address, signed: z.boolean(), weight: z.number().int().positive() })),
  /** Signed weight, capped at the threshold. */
  signed_weight: z.number().int().nonnegative(),
  transaction_count: z.number().int().nonnegative(),
  content_hash: z.string(),
  confirm_tx_hash: TxHash.nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type ProposalDraft = z.infer<typeof ProposalDraftSchema>;

/** DELETE /v1/proposals/drafts/{draftId}: the id of the draft removed. */
export const DraftRemovedSchema = z.strictObject({ id: z.number().int().positive() });
