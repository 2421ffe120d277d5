import type { UserExemption } from '@tracker/contracts/http/exemptions';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth';
import { EXEMPTIONS_ANCHOR, useRevealWhenTargeted } from '../../../lib/dashboard-anchors';
import { ExemptionForm } from './exemption-form';
import { ExemptionTable } from './exemption-table';
import '../exemption-management-i18n';
import '../exemption-management.css';

type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; exemption: UserExemption };

/** The section's content: the request form (new or edit) and the table of requests. */
export function ExemptionManagement() {
  const { t } = useTranslation('exemption-management');
  const { user } = useCurrentUser();
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const opener = useRef<HTMLElement | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const place = useRef<HTMLDivElement>(null);
  // The state-check card's "Ask for an exemption" leads here, to the button that opens the form.
  useRevealWhenTargeted(EXEMPTIONS_ANCHOR, place, { focus: addButton });

  // Closing the form returns focus to the button that opened it, or to Request an Exemption.
  useEffect(() => {
    const open = form.mode !== 'closed';
    if (wasOpen.current && !open) {
      (opener.current?.isConnected ? opener.current : addButton.current)?.focus();
    }
    wasOpen.current = open;
  }, [form.mode]);

  const openForm = (next: FormState, from: HTMLElement) => {
    opener.current = from;
    setForm(next);
  };
  const close = () => setForm({ mode: 'closed' });

  return (
    <div id={EXEMPTIONS_ANCHOR} ref={place} className="dashboard-exemptions">
      <p className="dashboard-exemptions__intro">{t('intro')}</p>
      {form.mode === 'closed' ? (
        <button
          type="button"
          ref={addButton}
          className="usa-button"
          onClick={(event) => openForm({ mode: 'create' }, event.currentTarget)}
        >
          {t('add')}
        </button>
      ) : (
        <ExemptionForm
          key={form.mode === 'edit' ? form.exemption.id : 'new'}
          exemption={form.mode === 'edit' ? form.exemption : undefined}
          onDone={close}
        />
      )}
      <ExemptionTable
        currentUserId={user?.id ?? ''}
        onEdit={(exemption, from) => openForm({ mode: 'edit', exemption }, from)}
        onDeleted={(exemption) => {
          if (form.mode === 'edit' && form.exemption.id === exemption.id) close();
        }}
      />
    </div>
  );
}
