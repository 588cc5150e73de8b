import { useId, useState } from 'react';
import type { CouncilRecord } from '@portal/core/entities/council';
import { CouncilProfileEditSchema, MAX_COUNCIL_DESCRIPTION_LENGTH, MAX_COUNCIL_SUMMARY_LENGTH } from '@portal/core/entities/council';
import { COUNCIL_MESSAGES, CouncilInfoEditSchema, CouncilLinksEditSchema, MAX_COUNCIL_COMMUNITIES, MAX_COUNCIL_NAME_LENGTH, MAX_COUNCIL_WEBSITES, NO_DATE_SENTINEL } from '@portal/core/entities/councilInput';
import { apiKeys } from '../../api/keys';
import { useApi } from '../../api/useApi';
import { Button } from '../../components/Button/Button';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { FileField } from '../../components/FileField/FileField';
import { Icon } from '../../components/Icon/Icon';
import { Modal } from '../../components/Modal/Modal';
import { SelectField } from '../../components/Select/Select';
import { TextArea } from '../../components/TextArea/TextArea';
import { TextField } from '../../components/TextField/TextField';
import { THUMBNAIL_MAX_BYTES, THUMBNAIL_TYPES } from './AddCouncilForm';
import { useMessages } from '../../i18n/messages';
import { councilEditorMessages, problemText, type CouncilEditorKey } from './messages';
import { CategoryPicker, StatusField, siteConfOf, statusOf, type StatusChoice } from './CouncilFields';
import { fieldErrors } from './fieldErrors';
import { useDebounced } from './useDebounced';
import * as styles from './councilEditor.css';

/** What a dialog hands back to save: the shape's metadata and, for the profile, a new thumbnail. */
export type CouncilSave = (metadata: unknown, thumbnail?: File | null) => Promise<boolean>;

type DialogProps = { council: CouncilRecord; open: boolean; onClose: () => void; onSave: CouncilSave };

function Footer({ onClose, disabled, onSave, label = 'dialog.save' }: { onClose: () => void; disabled: boolean; onSave: () => void; label?: 'dialog.save' | 'dialog.publish' }) {
  const t = useMessages(councilEditorMessages);
  return (
    <div className={styles.row}>
      <Button variant="outline" onClick={onClose}>
        {t('dialog.cancel')}
      </Button>
      <Button variant="primary" disabled={disabled} onClick={onSave}>
        {t(label)}
      </Button>
    </div>
  );
}

/** Shape (a) without the description: categories and summary (§5 "Profile"), and the thumbnail. */
export function ProfileDialog({ council, open, onClose, onSave }: DialogProps) {
  const t = useMessages(councilEditorMessages);
  const { data: categories } = useApi(apiKeys.categories());
  const [ids, setIds] = useState(council.categories.map((c) => c.id));
  const [summary, setSummary] = useState(council.summary);
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const metadata = { categories: ids, summary, description: council.description };
  const errors = fieldErrors(CouncilProfileEditSchema, metadata);
  const save = async () => {
    setBusy(true);
    if (await onSave(metadata, thumbnail)) onClose();
    setBusy(false);
  };
  return (
    <Modal open={open} onClose={onClose} title={t('manage.editProfile')} footer={<Footer onClose={onClose} disabled={busy || Object.keys(errors).length > 0} onSave={() => void save()} />}>
      <div className={styles.stack}>
        <FileField
          label={t('field.thumbnail')}
          hint={t('field.thumbnailHint')}
          accept={THUMBNAIL_TYPES}
          maxBytes={THUMBNAIL_MAX_BYTES}
          messages={{ size: t('field.thumbnailSize') }} value={thumbnail} onChange={setThumbnail} />
        <CategoryPicker categories={categories ?? []} value={ids} onChange={setIds} error={problemText(t, errors['categories'])} />
        <TextArea
          label={t('field.summary')}
          required
          rows={4}
          value={summary}
          maxLength={MAX_COUNCIL_SUMMARY_LENGTH}
          error={problemText(t, errors['summary'])} onChange={(e) => setSummary(e.target.value)} />
      </div>
    </Modal>
  );
}

/** Shape (a) for the description (§5 "Description: required"). */
export function DescriptionDialog({ council, open, onClose, onSave }: DialogProps) {
  const t = useMessages(councilEditorMessages);
  const [description, setDescription] = useState(council.description);
  const [busy, setBusy] = useState(false);
  const metadata = { categories: council.categories.map((c) => c.id), summary: council.summary, description };
  const errors = fieldErrors(CouncilProfileEditSchema, metadata);
  const save = async () => {
    setBusy(true);
    if (await onSave(metadata)) onClose();
    setBusy(false);
  };
  return (
    <Modal open={open} onClose={onClose} title={t('manage.editDescription')} footer={<Footer onClose={onClose} disabled={busy || Object.keys(errors).length > 0} onSave={() => void save()} />}>
      <TextArea
        label={t('field.description')}
        required
        rows={12}
        value={description}
        maxLength={MAX_COUNCIL_DESCRIPTION_LENGTH}
        error={problemText(t, errors['description'])} onChange={(e) => setDescription(e.target.value)} />
    </Modal>
  );
}

type CommunityRow = { typeId: string; title: string; url: string };

/** What a community row still needs before Save, in the words its field shows. */
function communityGaps(row: CommunityRow): { type?: string; url?: string } {
  return {
    ...(row.typeId === '' ? { type: COUNCIL_MESSAGES.snsTypeRequired } : {}),
    ...(row.url.trim() === '' ? { url: COUNCIL_MESSAGES.urlRequired } : {}),
  };
}

/**
 * Shape (b): up to 3 websites and 10 community links, each URL judged 400 ms after typing stops. A
 * community row missing its SNS type or URL does not silently block Save: Save names what is missing
 * under the field and moves the focus there.
 */
export function LinksDialog({ council, open, onClose, onSave }: DialogProps) {
  const t = useMessages(councilEditorMessages);
  const { data: types } = useApi(apiKeys.communities());
  const idPrefix = useId();
  const [websites, setWebsites] = useState<string[]>(council.websites.map((w) => w.url));
  const titleAt = (url: string) => {
    const title = council.websites.find((w) => w.url === url)?.title;
    return title ? { title } : {};
  };
  const [rows, setRows] = useState<CommunityRow[]>(council.communities.flatMap((c) => c.links.map((l) => ({ typeId: String(c.id), title: l.title, url: l.url }))));
  const [showGaps, setShowGaps] = useState(false);
  const [busy, setBusy] = useState(false);
  const filled = rows.filter((r) => r.typeId !== '' && r.url.trim() !== '');
  const metadata = {
    // A website's title has no field here: one kept at its URL keeps its title (saving must not drop it).
    websites: websites.filter((u) => u.trim() !== '').map((url) => ({ url: url.trim(), ...titleAt(url.trim()) })),
    communities: [...new Set(filled.map((r) => r.typeId))].map((typeId) => ({
      id: Number(typeId),
      links: filled.filter((r) => r.typeId === typeId).map((r) => ({ url: r.url.trim(), title: r.title.trim() })),
    })),
  };
  const errors = fieldErrors(CouncilLinksEditSchema, metadata);
  const settled = useDebounced({ websites, rows });
  const urlError = (url: string) => {
    if (url.trim() === '') return undefined;
    const check = fieldErrors(CouncilLinksEditSchema, { websites: [{ url }], communities: [] });
    return problemText(t, check['websites.0.url']);
  };
  const typeOptions = [...(types ?? [])].sort((a, b) => Number(a.name === 'Other') - Number(b.name === 'Other')).map((type) => ({ value: String(type.id), label: type.name }));
  const typeId = (index: number) => `${idPrefix}-community-${index}-type`;
  const urlId = (index: number) => `${idPrefix}-community-${index}-url`;
  const save = async () => {
    const first = rows.findIndex((r) => Object.keys(communityGaps(r)).length > 0);
    if (first >= 0) {
      setShowGaps(true);
      document.getElementById(rows[first]!.typeId === '' ? typeId(first) : urlId(first))?.focus();
      return;
    }
    setBusy(true);
    if (await onSave(metadata)) onClose();
    setBusy(false);
  };
  const remove = (label: string, onClick: () => void) => (
    <Button variant="outline" iconOnly aria-label={label} title={label} className={styles.removeLink} onClick={onClick}>
      <Icon name="close" size={16} />
    </Button>
  );
  return (
    <Modal open={open} onClose={onClose} title={t('manage.editLinks')} footer={<Footer onClose={onClose} disabled={busy || Object.keys(errors).length > 0} onSave={() => void save()} />}>
      <div className={styles.linkGroups}>
        <div className={styles.stack}>
          {websites.map((url, index) => (
            <div key={`w${index}`} className={styles.linkRow}>
              <TextField label={t('field.website', { n: index + 1 })} type="url" value={url} error={urlError(settled.websites[index] ?? '')} onChange={(e) => setWebsites((list) => list.map((u, i) => (i === index ? e.target.value : u)))} />
              {remove(t('field.removeWebsite', { n: index + 1 }), () => setWebsites((list) => list.filter((_, i) => i !== index)))}
            </div>
          ))}
          {websites.length < MAX_COUNCIL_WEBSITES ? (
            <div>
              <Button size="sm" variant="outline" onClick={() => setWebsites((list) => [...list, ''])}>
                {t('field.addWebsite')}
              </Button>
            </div>
          ) : null}
        </div>
        <div className={styles.stack}>
          {rows.map((row, index) => {
            const gaps = showGaps ? communityGaps(row) : {};
            const update = (change: Partial<CommunityRow>) => setRows((list) => list.map((r, i) => (i === index ? { ...r, ...change } : r)));
            return (
              <div key={`c${index}`} className={styles.community}>
                <div className={styles.communityHead}>
                  <SelectField id={typeId(index)} label={t('links.communityType', { n: index + 1 })}
                    placeholder={t('links.sns')}
                    value={row.typeId}
                    options={typeOptions}
                    error={problemText(t, gaps.type)} onChange={(value) => update({ typeId: value })} />
                  <TextField label={t('links.communityTitle', { n: index + 1 })} value={row.title} onChange={(e) => update({ title: e.target.value })} />
                </div>
                <div className={styles.linkRow}>
                  <TextField id={urlId(index)} label={t('links.communityUrl', { n: index + 1 })}
                    type="url"
                    value={row.url}
                    error={problemText(t, gaps.url) ?? urlError(settled.rows[index]?.url ?? '')} onChange={(e) => update({ url: e.target.value })} />
                  {remove(t('links.removeCommunity', { n: index + 1 }), () => setRows((list) => list.filter((_, i) => i !== index)))}
                </div>
              </div>
            );
          })}
          {rows.length < MAX_COUNCIL_COMMUNITIES ? (
            <div>
              <Button size="sm" variant="outline" onClick={() => setRows((list) => [...list, { typeId: '', title: '', url: '' }])}>
                {t('links.addCommunity')}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}

/**
 * A date typed as the site writes dates (yyyy-MM-dd), not the browser's date picker, which reads and
 * shows the locale's order (mm/dd/yyyy in en-US). The schema judges the text.
 */
const DAY_INPUT = { inputMode: 'numeric', maxLength: 10, autoComplete: 'off' } as const;

const dayOf = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
const today = () => new Date().toISOString().slice(0, 10);

/** Shape (c), site admins only: name, status, node address, joined and resigned dates each with "none" (§4.3). */
export function InfoDialog({ council, open, onClose, onSave, title = 'manage.editInfo', publish = false }: DialogProps & { title?: CouncilEditorKey; publish?: boolean }) {
  const t = useMessages(councilEditorMessages);
  const saveLabel = publish ? 'dialog.publish' : 'dialog.save';
  const [name, setName] = useState(council.name);
  const [status, setStatus] = useState<StatusChoice>(statusOf(council.site_conf));
  const [address, setAddress] = useState(council.address ?? '');
  const [joined, setJoined] = useState(dayOf(council.joined_at) || (publish ? today() : ''));
  const [joinedNone, setJoinedNone] = useState(!publish && council.joined_at === null);
  const [resigned, setResigned] = useState(dayOf(council.resigned_at));
  const [resignedNone, setResignedNone] = useState(council.resigned_at === null);
  const [busy, setBusy] = useState(false);
  const asDate = (day: string, none: boolean) => (none ? NO_DATE_SENTINEL : `${day}T00:00:00Z`);
  const metadata = { name, site_conf: siteConfOf(status), address, joined_at: asDate(joined, joinedNone), resigned_at: asDate(resigned, resignedNone) };
  const errors = fieldErrors(CouncilInfoEditSchema, metadata);
  const save = async () => {
    setBusy(true);
    if (await onSave(metadata)) onClose();
    setBusy(false);
  };
  return (
    <Modal open={open} onClose={onClose} title={t(title)} footer={<Footer onClose={onClose} label={saveLabel} disabled={busy || Object.keys(errors).length > 0 || (publish && joinedNone)} onSave={() => void save()} />}>
      <div className={styles.stack}>
        <TextField
          label={t('field.name')}
          required
          value={name}
          maxLength={MAX_COUNCIL_NAME_LENGTH + 1}
          hint={`${name.length}/${MAX_COUNCIL_NAME_LENGTH}`}
          error={problemText(t, errors['name'])} onChange={(e) => setName(e.target.value)} />
        <StatusField value={status} onChange={setStatus} />
        <TextField label={t('field.nodeAddress')} required value={address} error={problemText(t, errors['address'])} onChange={(e) => setAddress(e.target.value.trim())} />
        <div className={styles.dates}>
          <div className={styles.dateField}>
            <TextField
              label={t('info.joinedDate')}
              {...DAY_INPUT}
              placeholder={t('field.datePlaceholder')}
              value={joined}
              disabled={joinedNone}
              error={joinedNone ? undefined : problemText(t, errors['joined_at'])} onChange={(e) => setJoined(e.target.value)} />
            {publish ? null : <Checkbox label={t('info.joinedNone')} checked={joinedNone} onChange={setJoinedNone} />}
          </div>
          <div className={styles.dateField}>
            <TextField
              label={t('info.resignedDate')}
              {...DAY_INPUT}
              placeholder={t('field.datePlaceholder')}
              value={resigned}
              disabled={resignedNone}
              error={resignedNone ? undefined : problemText(t, errors['resigned_at'])} onChange={(e) => setResigned(e.target.value)} />
            <Checkbox label={t('info.resignedNone')} checked={resignedNone} onChange={setResignedNone} />
          </div>
        </div>
      </div>
    </Modal>
  );
}
