import { useId, useRef, useState } from 'react';
import { Button } from '../../components/Button/Button';
import { Icon } from '../../components/Icon/Icon';
import { Popover } from '../../components/Popover/Popover';
import { PopoverAnchor } from '../../components/Popover/PopoverAnchor';
import { Tooltip } from '../../components/Tooltip/Tooltip';
import { SettingsForm } from './SettingsForm';
import { useMessages } from '../../i18n/messages';
import { shellMessages } from './messages';

/** The gear button and its popover (desktop and tablet; the mobile menu holds the same form). */
export function SettingsMenu({ hintOpen }: { hintOpen: boolean }) {
  const t = useMessages(shellMessages);
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  return (
    <PopoverAnchor>
      <Tooltip content={t('settings.hint')} open={hintOpen && !open} interactive={false}>
        {(describedBy) => (
          <Button
            ref={triggerRef}
            variant="ghost"
            iconOnly
            aria-label={t('settings')}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            aria-describedby={describedBy}
            onClick={() => setOpen((current) => !current)}
          >
            <Icon name="settings" />
          </Button>
        )}
      </Tooltip>
      <Popover open={open} onClose={() => setOpen(false)} triggerRef={triggerRef} id={panelId} label={t('settings')}>
        <SettingsForm onDone={close} />
      </Popover>
    </PopoverAnchor>
  );
}
