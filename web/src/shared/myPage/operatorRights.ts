import type { Account } from '@portal/core/entities/account';

/**
 * What admin §6 lets a signed-in account do in the Admin area, by its roles (not by isSiteOperator,
 * which the server also sets for a secretary's approver: an account of the site side, spec §3).
 * The server's access markers (core/src/api) refuse the rest with 403; these keep the screens from
 * offering it.
 */

/** A site admin or a site manager (glossary "site operator"): the full tab set, release notes. */
export const isSiteOperatorRole = (account: Account | null | undefined): boolean =>
  !!account && (account.roles.includes('siteAdmin') || account.roles.includes('siteManager'));

/** Writes release notes (§6 "release-note creation and edit"; POST/PUT/DELETE /v1/release_note). */
export const mayWriteReleaseNotes = isSiteOperatorRole;

/** Writes agenda drafts and councils (§6 site admin: "create councils", "create … proposal drafts"). */
export const isSiteAdminRole = (account: Account | null | undefined): boolean => !!account && account.roles.includes('siteAdmin');

/** The notices a screen shows instead of a form its viewer may not send (the Add GC wording, §2.5). */
export const ROLE_NOTICES = {
  addCouncil: 'Only a site admin may add a council.',
  newVoting: 'Only a site admin may create a voting agenda.',
  releaseNote: 'Only a site admin or a site manager may write release notes.',
} as const;
