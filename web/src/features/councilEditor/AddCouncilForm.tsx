import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MAX_COUNCIL_DESCRIPTION_LENGTH, MAX_COUNCIL_SUMMARY_LENGTH } from '@portal/core/entities/council';
import { CouncilCreateSchema, MAX_NEW_COUNCIL_NAME_LENGTH, MAX_NEW_COUNCIL_WEBSITES } from '@portal/core/entities/councilInput';
import { apiKeys } from '../../api/keys';
import { useApi, useInvalidate } from '../../api/useApi';
import { keyGroups } from '../../api/keys';
import { Button } from '../../components/Button/Button';
import { FileField } from '../../components/FileField/FileField';
import { Icon } from '../../components/Icon/Icon';
import { TextArea } from '../../components/TextArea/TextArea';
import { TextField } from '../../components/TextField/TextField';
import { useIsTablet } from '../../hooks/useMediaQuery';
import { CategoryPicker, StatusField, siteConfOf, type StatusChoice } from './CouncilFields';
import { saveCouncilDraft } from './councilEditorApi';
import { councilManagePath, MY_PAGE_PATH } from './councilPaths';
import { fieldErrors } from './fieldErrors';
import { useMessages } from '../../i18n/messages';
import { councilEditorMessages, problemText } from './messages';
import { detailsOf, NoticeDialog, type Notice } from './NoticeDialog';
import * as styles from './councilEditor.css';

/** §5 "Thumbnail: PNG, JPEG, JPG or SVG" (stated in the hint: at least 120x120, square); the server judges the bytes. */
export const THUMBNAIL_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export const THUMBNAIL_MAX_BYTES = 3.8 * 1024 * 1024;

/**
 * Add Governance Council Member (admin-area §2.5, §5 "New council"): every field with its limit and
 * counter, Save Draft (enabled once the form is valid), Cancel back to My Page; on success "Save
 * complete" and the new council's page.
 */
export function AddCouncilForm() {
  const navigate = useNavigate();
  const t = useMessages(councilEditorMessages);
  // Creating a council is a site admin's, on a desktop only (§6).
  const desktop = !useIsTablet();
  const invalidate = useInvalidate();
  const { data: categories } = useApi(apiKeys.categories());
  const [name, setName] = useState('');
  const [categoryIds, setCategoryIds] = useState<number[]>([]);
  const [summary, setSummary] = useState('');
  const [description, setDescription] = useState('');
  const [address, setAddress] = useState('');
  const [status, setStatus] = useState<StatusChoice>('OnBoarding');
  const [websites, setWebsites] = useState<string[]>(['']);
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [createdId, setCreatedId] = useState<number | null>(null);

  const metadata = useMemo(
    () => ({
      name,
      categories: categoryIds,
      summary,
      description,
      address,
      site_conf: siteConfOf(status),
      websites: websites.filter((url) => url.trim() !== '').map((url) => ({ url: url.trim() })),
    }),
    [name, categoryIds, summary, description, address, status, websites],
  );
  const errors = fieldErrors(CouncilCreateSchema, metadata);
  const valid = Object.keys(errors).length === 0;
  const shown = (field: string) => (touched[field] ? problemText(t, errors[field]) : undefined);
  const touch = (field: string) => setTouched((current) => ({ ...current, [field]: true }));
  // Websites are filtered before parsing, so each field's index maps to the kept ones.
  const websiteError = (index: number) => {
    if (!touched[`websites.${index}`] || websites[index]!.trim() === '') return undefined;
    const kept = websites.slice(0, index).filter((url) => url.trim() !== '').length;
    return problemText(t, errors[`websites.${kept}.url`]);
  };

  async function save() {
    setSaving(true);
    try {
      const { id } = await saveCouncilDraft(metadata, thumbnail);
      await invalidate(keyGroups.councils);
      setCreatedId(id);
      setNotice({ title: 'notice.saveComplete', message: 'notice.added' });
    } catch (error) {
      setNotice({ title: 'notice.registerError', message: 'notice.somethingWrong', details: detailsOf(error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className={styles.stack}
      onSubmit={(event) => {
        event.preventDefault();
        if (desktop && valid && !saving) void save();
      }}
    >
      <TextField
        label={t('field.name')}
        required
        value={name}
        maxLength={MAX_NEW_COUNCIL_NAME_LENGTH + 1}
        hint={`${name.length}/${MAX_NEW_COUNCIL_NAME_LENGTH + 1}`}
        error={shown('name')}
        onChange={(e) => setName(e.target.value)}
        onBlur={() => touch('name')}
      />
      <FileField
        label={t('field.thumbnail')}
        hint={t('field.thumbnailHint')}
        accept={THUMBNAIL_TYPES}
        maxBytes={THUMBNAIL_MAX_BYTES}
        messages={{ size: t('field.thumbnailSize') }} value={thumbnail} onChange={setThumbnail} />
      <CategoryPicker categories={categories ?? []} value={categoryIds} onChange={(ids) => (setCategoryIds(ids), touch('categories'))} error={shown('categories')} />
      <TextArea
        label={t('field.summary')}
        required
        rows={4}
        value={summary}
        maxLength={MAX_COUNCIL_SUMMARY_LENGTH}
        error={shown('summary')}
        onChange={(e) => setSummary(e.target.value)}
        onBlur={() => touch('summary')}
      />
      <TextArea
        label={t('field.description')}
        required
        rows={8}
        value={description}
        maxLength={MAX_COUNCIL_DESCRIPTION_LENGTH}
        error={shown('description')}
        onChange={(e) => setDescription(e.target.value)}
        onBlur={() => touch('description')}
      />
      <TextField label={t('field.nodeAddress')} required value={address} hint={t('field.addressHint')} error={shown('address')} onChange={(e) => setAddress(e.target.value.trim())} onBlur={() => touch('address')} />
      <StatusField value={status} onChange={setStatus} />
      {websites.map((url, index) => (
        <div key={index} className={styles.linkRow}>
          <TextField
            label={t('field.website', { n: index + 1 })}
            type="url"
            value={url}
            error={websiteError(index)}
            onChange={(e) => setWebsites((list) => list.map((u, i) => (i === index ? e.target.value : u)))}
            onBlur={() => touch(`websites.${index}`)}
          />
          {websites.length > 1 ? (
            // Beside its own field, as in Edit Links.
            <Button variant="outline" iconOnly aria-label={t('field.removeWebsite', { n: index + 1 })}
              title={t('field.removeWebsite', { n: index + 1 })} className={styles.removeLink} onClick={() => setWebsites((list) => list.filter((_, i) => i !== index))}>
              <Icon name="close" size={16} />
            </Button>
          ) : null}
        </div>
      ))}
      {websites.length < MAX_NEW_COUNCIL_WEBSITES ? (
        <div>
          <Button size="sm" variant="outline" onClick={() => setWebsites((list) => [...list, ''])}>
            {t('field.addWebsite')}
          </Button>
        </div>
      ) : null}
      <div className={styles.row}>
        <Button variant="outline" onClick={() => navigate(MY_PAGE_PATH)}>
          {t('add.cancel')}
        </Button>
        {desktop ? (
          <Button variant="primary" type="submit" disabled={!valid || saving}>
            {t('add.saveDraft')}
          </Button>
        ) : null}
      </div>
      <NoticeDialog
        notice={notice}
        onClose={() => {
          setNotice(null);
          if (createdId !== null) navigate(councilManagePath(createdId));
        }}
      />
    </form>
  );
}
