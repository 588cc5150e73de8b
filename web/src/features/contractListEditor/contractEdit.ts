import {
  CONTRACT_CATEGORIES,
  CONTRACT_EDIT_MESSAGES,
  CONTRACT_NAME_MAX,
  NOT_A_COUNCIL,
  type ContractEdit,
  type ContractMeta,
  type RankedContract,
} from '@portal/core/entities/stats';
import { SOMETHING_WRONG_BARE } from '../../shared/messages';

/** The admin list asks for 50 (the public one 30); ten cards a page; rank 31 and beyond dimmed. */
export const ADMIN_RANK_LIMIT = 50;
export const CARDS_PER_PAGE = 10;
export const DIM_FROM_RANK = 31;
/** After a bulk category change the list is read again this much later (admin spec §9). */
export const CATEGORY_REFETCH_MS = 300;

export const UNCATEGORIZED = 'UNCATEGORIZED';
export type CategoryFilter = 'ALL' | (typeof CONTRACT_CATEGORIES)[number] | typeof UNCATEGORIZED;
export const CATEGORY_FILTERS: readonly CategoryFilter[] = ['ALL', ...CONTRACT_CATEGORIES, UNCATEGORIZED];

export const NO_PROJECT_NAME = 'No project name';
export const NO_SERVICE_NAME = 'No service name';

/** Admin spec §8 "Treasury and contracts". */
export const CONTRACT_TOASTS = {
  categoryChanged: 'Successfully changed.',
  categoryFailed: 'Failed to change.',
  edited: 'Successfully changed.',
  editFailed: SOMETHING_WRONG_BARE,
} as const;

/** The cards the category filter and the service-name search leave. */
export function filterContracts(items: readonly RankedContract[], category: CategoryFilter, search: string): RankedContract[] {
  const needle = search.trim().toLowerCase();
  return items.filter((item) => {
    if (category === UNCATEGORIZED ? item.sq_category !== null : category !== 'ALL' && item.sq_category !== category) return false;
    return needle === '' || (item.sq_service ?? '').toLowerCase().includes(needle);
  });
}

/** The edit modal's form. */
export type ContractForm = {
  member: boolean;
  councilId: number | null;
  company: string;
  service: string;
  category: ContractEdit['sq_category'] | '';
  logo: File | null;
  removeLogo: boolean;
};

export function formOf(meta: ContractMeta): ContractForm {
  return {
    member: meta.council_id !== NOT_A_COUNCIL,
    councilId: meta.council_id === NOT_A_COUNCIL ? null : meta.council_id,
    company: meta.sq_company ?? '',
    service: meta.sq_service ?? '',
    category: meta.sq_category ?? '',
    logo: null,
    removeLogo: false,
  };
}

export type ContractFormErrors = Partial<Record<'company' | 'service' | 'category' | 'council', string>>;

/** Admin spec §5, contract edit, with the spec's messages. */
export function contractFormErrors(form: ContractForm): ContractFormErrors {
  const errors: ContractFormErrors = {};
  const service = form.service.trim();
  if (service === '') errors.service = CONTRACT_EDIT_MESSAGES.serviceRequired;
  else if (service.length > CONTRACT_NAME_MAX) errors.service = CONTRACT_EDIT_MESSAGES.serviceTooLong;
  if (form.category === '') errors.category = CONTRACT_EDIT_MESSAGES.categoryRequired;
  if (form.member) {
    if (form.councilId === null) errors.council = 'Please select a council';
  } else {
    const company = form.company.trim();
    if (company === '') errors.company = CONTRACT_EDIT_MESSAGES.companyRequired;
    else if (company.length > CONTRACT_NAME_MAX) errors.company = CONTRACT_EDIT_MESSAGES.companyTooLong;
  }
  return errors;
}

/** The form data of PUT /v1/status/contract/{id}: `metadata` JSON and the logo as `thumbnail` (the version read travels in If-Match). */
export function contractFormData(form: ContractForm): FormData {
  const metadata: ContractEdit = {
    council_id: form.member ? form.councilId! : NOT_A_COUNCIL,
    ...(form.member ? {} : { sq_company: form.company.trim() }),
    ...(!form.member && form.removeLogo && !form.logo ? { sq_logo: 'none' as const } : {}),
    sq_service: form.service.trim(),
    sq_category: form.category as ContractEdit['sq_category'],
  };
  const data = new FormData();
  data.set('metadata', JSON.stringify(metadata));
  if (!form.member && form.logo) data.set('thumbnail', form.logo);
  return data;
}
