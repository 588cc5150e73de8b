import {
  CONTRACT_CATEGORIES,
  CONTRACT_NAME_MAX,
  NOT_A_COUNCIL,
  type ContractEdit,
  type ContractMeta,
  type RankedContract,
} from '@portal/core/entities/stats';

/** The admin list asks for 50 (the public one 30); ten cards a page; rank 31 and beyond dimmed. */
export const ADMIN_RANK_LIMIT = 50;
export const CARDS_PER_PAGE = 10;
export const DIM_FROM_RANK = 31;
/** After a bulk category change the list is read again this much later (admin spec §9). */
export const CATEGORY_REFETCH_MS = 300;

export const UNCATEGORIZED = 'UNCATEGORIZED';
export type CategoryFilter = 'ALL' | (typeof CONTRACT_CATEGORIES)[number] | typeof UNCATEGORIZED;
export const CATEGORY_FILTERS: readonly CategoryFilter[] = ['ALL', ...CONTRACT_CATEGORIES, UNCATEGORIZED];

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

/** The contracts catalogue's keys of the form's messages (the spec's words, core's CONTRACT_EDIT_MESSAGES in English). */
export type ContractErrorKey =
  | 'error.serviceRequired'
  | 'error.serviceTooLong'
  | 'error.categoryRequired'
  | 'error.councilRequired'
  | 'error.companyRequired'
  | 'error.companyTooLong';
export type ContractFormErrors = Partial<Record<'company' | 'service' | 'category' | 'council', ContractErrorKey>>;

/** Admin spec §5, contract edit: each field's message, as its key in the contracts catalogue. */
export function contractFormErrors(form: ContractForm): ContractFormErrors {
  const errors: ContractFormErrors = {};
  const service = form.service.trim();
  if (service === '') errors.service = 'error.serviceRequired';
  else if (service.length > CONTRACT_NAME_MAX) errors.service = 'error.serviceTooLong';
  if (form.category === '') errors.category = 'error.categoryRequired';
  if (form.member) {
    if (form.councilId === null) errors.council = 'error.councilRequired';
  } else {
    const company = form.company.trim();
    if (company === '') errors.company = 'error.companyRequired';
    else if (company.length > CONTRACT_NAME_MAX) errors.company = 'error.companyTooLong';
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
