import { useState } from 'react';
import { ACCOUNT_LEVEL, ACCOUNT_TYPE, type SiteAccount } from '@portal/core/entities/account';
import { apiWrite } from '../../api/apiWrite';
import { apiKey } from '../../api/keys';
import { useApi } from '../../api/useApi';
import { Button } from '../../components/Button/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import { Modal } from '../../components/Modal/Modal';
import { TextField } from '../../components/TextField/TextField';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { useAccount } from '../../shared/session/sessionStore';
import { media } from '../../styles/breakpoints';
import * as styles from './SiteManagerTab.css';
import { useMessages } from '../../i18n/messages';
import { siteManagerMessages } from './messages';
import { isChainAddress } from './siteManagerText';

/** GET /v1/admin/accounts: the site operators (admin §7.5). Its own key; only this tab reads it. */
export const siteOperatorsKey = () => apiKey('GET /v1/admin/accounts');

type Editing = { mode: 'add' } | { mode: 'edit'; account: SiteAccount };
/** A result to acknowledge: its title, whether it says something went wrong, and the server's words. */
type Notice = { title: 'notice.saveComplete' | 'notice.saveError' | 'notice.error'; wrong?: boolean; details?: string };

/** The form of Add and Edit: the address must be a chain address before Save can be pressed (admin §2.4). */
function ManagerForm({ editing, onClose, onSaved, onFailed }: { editing: Editing; onClose: () => void; onSaved: () => void; onFailed: (details: string) => void }) {
  const t = useMessages(siteManagerMessages);
  const [address, setAddress] = useState(editing.mode === 'edit' ? editing.account.address : '');
  const [busy, setBusy] = useState(false);
  const valid = address.trim() !== '' && isChainAddress(address);
  const save = async () => {
    if (!valid) return;
    setBusy(true);
    const body = { address: address.trim(), council_id: 0, level: ACCOUNT_LEVEL.manager, type: ACCOUNT_TYPE.site };
    try {
      if (editing.mode === 'add') await apiWrite('POST /v1/accounts', { body });
      // Over the version this tab read: someone's save since answers 409 with its message.
      else await apiWrite('PUT /v1/accounts/{id}', { params: { id: editing.account.id }, body, ifMatch: editing.account.version ?? 0 });
      onSaved();
    } catch (error) {
      onFailed((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t(editing.mode === 'add' ? 'add' : 'form.editTitle')}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('form.cancel')}
          </Button>
          <Button variant="primary" disabled={!valid || busy} aria-busy={busy || undefined} onClick={() => void save()}>
            {t('form.save')}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField
          label={t('form.address')}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          placeholder="0x…"
          autoComplete="off"
          spellCheck={false}
          required
          error={address.trim() !== '' && !valid ? t('form.invalidAddress') : undefined}
        />
      </form>
    </Modal>
  );
}

type RowActions = { onEdit: (account: SiteAccount) => void; onDelete: (account: SiteAccount) => void };

function AccountList({ kind, accounts, actions }: { kind: 'siteAdmins' | 'siteManagers'; accounts: SiteAccount[]; actions?: RowActions }) {
  const t = useMessages(siteManagerMessages);
  const id = `site-accounts-${kind}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {t(kind)}
      </h2>
      {accounts.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={id}>
          {accounts.map((account) => (
            <li key={account.id} className={styles.row} data-account={account.id}>
              <span className={styles.address}>{account.address}</span>
              {actions && (
                <span className={styles.actions}>
                  <Button size="sm" variant="outline" aria-label={t('editLabel', { address: account.address })} onClick={() => actions.onEdit(account)}>
                    {t('edit')}
                  </Button>
                  <Button size="sm" variant="outline" aria-label={t('deleteLabel', { address: account.address })} onClick={() => actions.onDelete(account)}>
                    {t('delete')}
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * My Page's Site Manager tab (admin §2.4): the Site Admins (level 0) and Site Managers (level 1)
 * with their addresses. A site admin on a desktop may add, edit and delete site managers; the
 * server checks the same rule on every write.
 */
export default function SiteManagerTab() {
  const me = useAccount();
  const t = useMessages(siteManagerMessages);
  const desktop = useMediaQuery(media.desktop);
  const { data, error, mutate } = useApi(siteOperatorsKey());
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<SiteAccount | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const manages = desktop && me?.isSiteAdmin === true;

  const remove = async (account: SiteAccount) => {
    setDeleteBusy(true);
    try {
      await apiWrite('DELETE /v1/accounts/{id}', { params: { id: account.id } });
      setDeleting(null);
      setNotice({ title: 'notice.saveComplete' });
    } catch (failure) {
      setDeleting(null);
      setNotice({ title: 'notice.error', wrong: true, details: (failure as Error).message });
    } finally {
      setDeleteBusy(false);
      void mutate();
    }
  };

  if (error) return <p role="alert">{t('notice.somethingWrong')}</p>;
  if (!data) return <div role="status" aria-label={t('loading')} aria-busy="true" />;
  const admins = data.filter((account) => account.type === ACCOUNT_TYPE.site && account.level === ACCOUNT_LEVEL.admin);
  const managers = data.filter((account) => account.type === ACCOUNT_TYPE.site && account.level === ACCOUNT_LEVEL.manager);

  return (
    <div className={styles.tab}>
      <div className={styles.head}>
        <h2 className={styles.heading}>{t('title')}</h2>
        {manages && (
          <Button variant="primary" onClick={() => setEditing({ mode: 'add' })}>
            {t('add')}
          </Button>
        )}
      </div>
      <AccountList kind="siteAdmins" accounts={admins} />
      <AccountList
        kind="siteManagers"
        accounts={managers}
        actions={manages ? { onEdit: (account) => setEditing({ mode: 'edit', account }), onDelete: setDeleting } : undefined}
      />
      {editing && (
        <ManagerForm
          key={editing.mode === 'edit' ? editing.account.id : 'add'}
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setNotice({ title: 'notice.saveComplete' });
            void mutate();
          }}
          onFailed={(details) => setNotice({ title: 'notice.saveError', wrong: true, details })}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title')}
        confirmLabel={t('delete')}
        cancelLabel={t('delete.cancel')}
        busy={deleteBusy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      >
        <p>{t('delete.question')}</p>
        {deleting && <p className={styles.address}>{deleting.address}</p>}
      </ConfirmDialog>
      <Modal
        open={notice !== null}
        onClose={() => setNotice(null)}
        title={notice ? t(notice.title) : ''}
        size="sm"
        role="alertdialog"
        footer={
          <Button variant="primary" onClick={() => setNotice(null)}>
            {t('notice.ok')}
          </Button>
        }
      >
        {notice?.wrong && <p>{t('notice.somethingWrong')}</p>}
        {notice?.details && <p className={styles.details}>{notice.details}</p>}
      </Modal>
    </div>
  );
}
