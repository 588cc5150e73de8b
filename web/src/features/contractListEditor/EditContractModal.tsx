import { CONTRACT_CATEGORIES, CONTRACT_EDIT_MESSAGES, CONTRACT_LOGO_MAX_BYTES, type ContractMeta, type RankedContract } from '@portal/core/entities/stats';
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
import { CONTRACT_TOASTS, contractFormData, contractFormErrors, formOf, type ContractForm } from './contractEdit';
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
  const councils = useApi(apiKeys.councilList(), { revalidateOnFocus: false });
  const [form, setForm] = useState<ContractForm | null>(meta ? formOf(meta) : null);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);

  const councilOptions = (councils.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const errors = form ? contractFormErrors(form) : {};
  const valid = Object.keys(errors).length === 0;
  const shown = (key: keyof typeof errors) => (touched ? errors[key] : undefined);

  const save = async () => {
    if (!form || !meta) return;
    setTouched(true);
    if (!valid) return;
    setSaving(true);
    const saved = await send(
      'PUT /v1/status/contract/{id}',
      { params: { id: contract.id }, body: contractFormData(form), ifMatch: meta.version ?? 0 },
      { done: CONTRACT_TOASTS.edited, failed: CONTRACT_TOASTS.editFailed },
    );
    if (saved.ok) onSaved();
    setSaving(false);
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="Edit Contract"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="primary" onClick={() => void save()} disabled={!form || saving || (touched && !valid)} aria-busy={saving}>
            Save
          </Button>
        </>
      }
    >
      {!form ? (
        <div role="status" aria-label="Loading the contract" style={{ minHeight: 200 }} />
      ) : (
        <div className={styles.modalBody} data-testid="contract-edit-form">
          <p className={styles.readOnly}>{contract.address}</p>
          <RadioGroup<'member' | 'other'>
            label="Project"
            direction="row"
            value={form.member ? 'member' : 'other'}
            options={[
              { value: 'member', label: 'GC members' },
              { value: 'other', label: 'Not GC members' },
            ]}
            onChange={(choice) =>
              setForm({ ...form, member: choice === 'member', councilId: choice === 'member' ? (form.councilId ?? councils.data?.[0]?.id ?? null) : null })
            }
          />
          {form.member ? (
            <SelectField<string>
              label="GC member"
              required
              value={form.councilId === null ? '' : String(form.councilId)}
              options={councilOptions}
              error={shown('council')}
              onChange={(id) => setForm({ ...form, councilId: Number(id) })}
            />
          ) : (
            <>
              <TextField label="Project name" required value={form.company} error={shown('company')} onChange={(e) => setForm({ ...form, company: e.target.value })} />
              <FileField
                label="Logo"
                hint="PNG, JPEG, JPG or SVG, at least 120x120, square"
                accept={LOGO_TYPES}
                maxBytes={CONTRACT_LOGO_MAX_BYTES}
                messages={{ size: CONTRACT_EDIT_MESSAGES.logoTooLarge }}
                value={form.logo}
                onChange={(logo) => setForm({ ...form, logo, removeLogo: false })}
              />
              {meta?.sq_logo && !form.logo && (
                <Checkbox label="Remove the current logo" checked={form.removeLogo} onChange={(removeLogo) => setForm({ ...form, removeLogo })} />
              )}
            </>
          )}
          <TextField label="Service name" required value={form.service} error={shown('service')} onChange={(e) => setForm({ ...form, service: e.target.value })} />
          <SelectField<string>
            label="Category"
            required
            value={form.category}
            placeholder="Select a category"
            options={CONTRACT_CATEGORIES.map((c) => ({ value: c, label: c }))}
            error={shown('category')}
            onChange={(category) => setForm({ ...form, category: category as ContractForm['category'] })}
          />
          {(contract.bq_company || contract.bq_service || contract.bq_category1 || contract.bq_category2) && (
            <p className={styles.readOnly} data-testid="warehouse-fields">
              Data warehouse: {[contract.bq_company, contract.bq_service, contract.bq_category1, contract.bq_category2].filter(Boolean).join(' · ')}
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}
