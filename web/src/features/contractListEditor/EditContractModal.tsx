import { CONTRACT_CATEGORIES, CONTRACT_LOGO_MAX_BYTES, type ContractMeta, type RankedContract } from '@portal/core/entities/stats';
import { useState } from 'react';
import { apiKey, apiKeys } from '../../api/keys';
import { useApi } from '../../api/useApi';
import { useApiWrite } from '../../api/apiWrite';
import { Button } from '../../components/Button/Button';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { FileField } from '../../components/FileField/FileField';
import { Modal } from '../../components/Modal/Modal';
import { RadioGroup } from '../../components/RadioGroup/RadioGroup';
import { SelectField } from '../../components/Select/Select';
import { TextField } from '../../components/TextField/TextField';
import { useMessages } from '../../i18n/messages';
import { contractFormData, contractFormErrors, formOf, type ContractForm } from './contractEdit';
import { contractMessages } from './messages';
import * as styles from './ContractListEditor.css';

const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/svg+xml'] as const;

/**
 * The contract edit modal (admin spec §2.4): GC members (the first council chosen by default, its
 * name and logo applied by the server) or Not GC members (project name and logo). The contract is
 * read fresh (a signed-in read, never cached) for the version the save sends back in If-Match.
 */
export function EditContractModal(props: { contract: RankedContract; onClose: () => void; onSaved: () => void }) {
  const fresh = useApi(apiKey('GET /v1/status/contract/{id}', { id: props.contract.id }), {
    revalidateOnFocus: false,
    dedupingInterval: 0,
  });
  return <ContractEditor key={fresh.data ? 'loaded' : 'loading'} {...props} meta={fresh.data ?? null} />;
}

function ContractEditor({ contract, meta, onClose, onSaved }: { contract: RankedContract; meta: ContractMeta | null; onClose: () => void; onSaved: () => void }) {
  const send = useApiWrite();
  const t = useMessages(contractMessages);
  const councils = useApi(apiKeys.councilList(), { revalidateOnFocus: false });
  const [form, setForm] = useState<ContractForm | null>(meta ? formOf(meta) : null);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);

  const councilOptions = (councils.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const errors = form ? contractFormErrors(form) : {};
  const valid = Object.keys(errors).length === 0;
  const shown = (field: keyof typeof errors) => {
    const key = touched ? errors[field] : undefined;
    return key && t(key);
  };

  const save = async () => {
    if (!form || !meta) return;
    setTouched(true);
    if (!valid) return;
    setSaving(true);
    const saved = await send(
      'PUT /v1/status/contract/{id}',
      { params: { id: contract.id }, body: contractFormData(form), ifMatch: meta.version ?? 0 },
      { done: t('toast.edited'), failed: t('toast.editFailed') },
    );
    if (saved.ok) onSaved();
    setSaving(false);
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('edit.title')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('edit.cancel')}
          </Button>
          <Button variant="primary" onClick={() => void save()} disabled={!form || saving || (touched && !valid)} aria-busy={saving}>
            {t('edit.save')}
          </Button>
        </>
      }
    >
      {!form ? (
        <div role="status" aria-label={t('edit.loading')} style={{ minHeight: 200 }} />
      ) : (
        <div className={styles.modalBody} data-testid="contract-edit-form">
          <p className={styles.readOnly}>{contract.address}</p>
          <RadioGroup<'member' | 'other'>
            label={t('edit.project')}
            direction="row"
            value={form.member ? 'member' : 'other'}
            options={[
              { value: 'member', label: t('edit.members') },
              { value: 'other', label: t('edit.notMembers') },
            ]}
            onChange={(choice) =>
              setForm({ ...form, member: choice === 'member', councilId: choice === 'member' ? (form.councilId ?? councils.data?.[0]?.id ?? null) : null })
            }
          />
          {form.member ? (
            <SelectField<string>
              label={t('edit.member')}
              required
              value={form.councilId === null ? '' : String(form.councilId)}
              options={councilOptions}
              error={shown('council')}
              onChange={(id) => setForm({ ...form, councilId: Number(id) })}
            />
          ) : (
            <>
              <TextField label={t('edit.projectName')} required value={form.company} error={shown('company')} onChange={(e) => setForm({ ...form, company: e.target.value })} />
              <FileField
                label={t('edit.logo')}
                hint={t('edit.logoHint')}
                accept={LOGO_TYPES}
                maxBytes={CONTRACT_LOGO_MAX_BYTES}
                messages={{ size: t('error.logoTooLarge') }}
                value={form.logo}
                onChange={(logo) => setForm({ ...form, logo, removeLogo: false })}
              />
              {meta?.sq_logo && !form.logo && (
                <Checkbox label={t('edit.removeLogo')} checked={form.removeLogo} onChange={(removeLogo) => setForm({ ...form, removeLogo })} />
              )}
            </>
          )}
          <TextField label={t('edit.serviceName')} required value={form.service} error={shown('service')} onChange={(e) => setForm({ ...form, service: e.target.value })} />
          <SelectField<string>
            label={t('edit.category')}
            required
            value={form.category}
            placeholder={t('edit.selectCategory')}
            options={CONTRACT_CATEGORIES.map((c) => ({ value: c, label: c }))}
            error={shown('category')}
            onChange={(category) => setForm({ ...form, category: category as ContractForm['category'] })}
          />
          {(contract.bq_company || contract.bq_service || contract.bq_category1 || contract.bq_category2) && (
            <p className={styles.readOnly} data-testid="warehouse-fields">
              {t('edit.warehouse', { fields: [contract.bq_company, contract.bq_service, contract.bq_category1, contract.bq_category2].filter(Boolean).join(' · ') })}
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}
