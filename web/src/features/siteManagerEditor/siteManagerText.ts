/** The Site Manager tab's words (admin §2.4, §8 "Site manager"). */
export const SITE_MANAGER_TEXT = {
  siteAdmins: 'Site Admins',
  siteManagers: 'Site Managers',
  add: 'Add a Site Manager',
  edit: 'Edit',
  delete: 'Delete',
  save: 'Save',
  cancel: 'Cancel',
  addressLabel: 'Wallet address',
  invalidAddress: 'Invalid address',
  editTitle: 'Edit a Site Manager',
  deleteTitle: 'Delete a Site Manager',
  deleteQuestion: 'Are you sure you want to delete? You can\u2019t undo this action.',
  saveComplete: 'Save complete',
  saveError: 'Save error',
  error: 'Error',
  none: 'There are no accounts.',
} as const;

/** A chain address (0x and 40 hex digits), the same rule the server applies. */
export function isChainAddress(value: string): boolean {
  return /^0x[0-9a-fA-F]{40}$/.test(value.trim());
}
