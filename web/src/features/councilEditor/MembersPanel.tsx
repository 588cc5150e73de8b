import { useState } from 'react';
import type { Account, SiteAccount } from '@portal/core/entities/account';
import { ACCOUNT_LEVEL, COUNCIL_SEATS } from '@portal/core/entities/account';
import { Address } from '@portal/core/entities/primitives';
import { truncateAddress } from '@portal/core/format';
import { keyGroups } from '../../api/keys';
import { useApi, useInvalidate } from '../../api/useApi';
import { AddressChip } from '../../components/AddressChip/AddressChip';
import { Button } from '../../components/Button/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import { Modal } from '../../components/Modal/Modal';
import { TextField } from '../../components/TextField/TextField';
import { addMember, councilEditorKeys, removeMember, updateMember, type MemberInput } from './councilEditorApi';
import { useMessages } from '../../i18n/messages';
import { councilEditorMessages, type CouncilEditorKey } from './messages';
import { detailsOf, NoticeDialog, type Notice } from './NoticeDialog';
import * as styles from './councilEditor.css';

type Level = 0 | 1;
type Editing = { level: Level; member: SiteAccount | null };

/**
 * Admin Member and Manager Member lists (admin-area §2.6, §5 "Members"): 1 admin and 2 managers, Add
 * disabled when full, Edit, and Remove after "Remove a Member". Site operators manage both; a
 * council's admin manages its managers; the server checks both again.
 */
export function MembersPanel({ councilId, account, desktop }: { councilId: number; account: Account; desktop: boolean }) {
  const t = useMessages(councilEditorMessages);
  const { data: members } = useApi(councilEditorKeys.members(councilId));
  const invalidate = useInvalidate();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<SiteAccount | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const siteOperator = account.roles.includes('siteAdmin') || account.roles.includes('siteManager');
  const mayManage = (level: Level) => desktop && (siteOperator || (level === ACCOUNT_LEVEL.manager && account.roles.includes('gcAdmin') && account.council_id === councilId));

  async function run(action: () => Promise<unknown>, failureTitle: CouncilEditorKey): Promise<boolean> {
    try {
      await action();
      await invalidate(keyGroups.councils);
      setNotice({ title: 'notice.saveComplete' });
      return true;
    } catch (error) {
      setNotice({ title: failureTitle, message: 'notice.somethingWrong', details: detailsOf(error) });
      return false;
    }
  }

  const list = (level: Level, title: CouncilEditorKey) => {
    const held = (members ?? []).filter((m) => m.level === level);
    const full = held.length >= COUNCIL_SEATS[level];
    return (
      <div className={styles.stack}>
        <div className={styles.sectionHead}>
          <h3 className={styles.sectionTitle}>{t(title)}</h3>
          {mayManage(level) ? (
            <Button size="sm" variant="outline" disabled={full} onClick={() => setEditing({ level, member: null })}>
              {t(level === 0 ? 'members.addAdmin' : 'members.addManager')}
            </Button>
          ) : null}
        </div>
        {held.length === 0 ? <p className={styles.muted}>{t('members.none')}</p> : null}
        <ul className={styles.stack}>
          {held.map((member) => (
            <li key={member.id} className={styles.row}>
              {/* Cut 10+10 as the public pages show addresses, so a phone does not scroll sideways (issue 25 §10). */}
              <AddressChip address={member.address} />
              {mayManage(level) ? (
                <>
                  <Button size="sm" variant="outline" onClick={() => setEditing({ level, member })}>
                    {t('members.edit')}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setRemoving(member)}>
                    {t('members.remove')}
                  </Button>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    );
  };

  return (
    <section className={styles.panel} aria-label={t('members.title')}>
      <h2 className={styles.sectionTitle}>{t('members.title')}</h2>
      {list(0, 'members.admin')}
      {list(1, 'members.manager')}
      {editing ? (
        <MemberDialog
          editing={editing}
          onClose={() => setEditing(null)}
          onSave={async (address) => {
            const input: MemberInput = { address, council_id: councilId, level: editing.level, type: 1 };
            const member = editing.member;
            const ok = await run(() => (member ? updateMember(member, input) : addMember(input)), 'notice.saveError');
            if (ok) setEditing(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('members.removeTitle')}
        confirmLabel={t('members.removeConfirm')}
        cancelLabel={t('members.removeCancel')}
        onCancel={() => setRemoving(null)}
        busy={removeBusy}
        onConfirm={() => {
          const member = removing!;
          setRemoveBusy(true);
          // The confirmation closes once the list no longer shows the member: closing first gave focus
          // back to the member's Remove, which the refresh then took away, dropping focus to <body>.
          void run(() => removeMember({ id: member.id, address: member.address, council_id: member.council_id, level: member.level as Level, type: 1 }), 'notice.error').then(() => {
            setRemoveBusy(false);
            setRemoving(null);
          });
        }}
      >
        <p>{t('members.removeText')}</p>
        <p>{removing ? truncateAddress(removing.address) : ''}</p>
      </ConfirmDialog>
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </section>
  );
}

function MemberDialog({ editing, onClose, onSave }: { editing: Editing; onClose: () => void; onSave: (address: string) => Promise<void> }) {
  const t = useMessages(councilEditorMessages);
  const [address, setAddress] = useState(editing.member?.address ?? '');
  const [busy, setBusy] = useState(false);
  const valid = Address.safeParse(address).success;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('member.title', { action: editing.member ? 'edit' : 'add', level: editing.level === 0 ? 'admin' : 'manager' })}
      footer={
        <div className={styles.row}>
          <Button variant="outline" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button
            variant="primary"
            disabled={!valid || busy}
            onClick={() => {
              setBusy(true);
              void onSave(address).finally(() => setBusy(false));
            }}
          >
            {t('dialog.save')}
          </Button>
        </div>
      }
    >
      <TextField
        label={t('member.address')}
        value={address}
        hint={t('field.addressHint')}
        error={address !== '' && !valid ? t('member.invalid') : undefined} onChange={(e) => setAddress(e.target.value.trim())} />
    </Modal>
  );
}
