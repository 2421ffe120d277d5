import type { ExemptionNote } from '@tracker/contracts/http/exemptions';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { formatTimestamp } from '../../../lib/format';
import { Spinner } from '../../../components/spinner';
import { useCreateExemptionNote } from '../api/create-exemption-note';
import { useDeleteExemptionNote } from '../api/delete-exemption-note';
import { useUpdateExemptionNote } from '../api/update-exemption-note';
import { useExemptionNotesOfRequest } from '../api/list-exemption-notes-of-request';
import { type ExemptionViewer, mayAddToExemption, mayDeleteNote, mayEditNote } from '../lib/permissions';
import '../i18n';
import '../exemptions.css';

type HeadingLevel = 2 | 3 | 4 | 5;

interface ExemptionNotesProps {
  exemptionId: string;
  viewer: ExemptionViewer;
  /** The request is decided (approved or denied); only matters to an enrollee. */
  locked: boolean;
  currentUserId: string;
  /** The level of this block's headings, to fit the page around it. */
  headingLevel?: HeadingLevel;
}

/**
 * The notes on a request. The requester sees the notes meant for them and may add their own; a
 * reviewer sees internal notes and notes to the requester, each with its own form.
 */
export function ExemptionNotes({
  exemptionId,
  viewer,
  locked,
  currentUserId,
  headingLevel = 3,
}: ExemptionNotesProps) {
  const { t } = useTranslation('exemptions');
  const notes = useExemptionNotesOfRequest(exemptionId);
  const all = notes.data ?? [];
  // The server keeps internal notes from requesters; the screen does not rely on that alone.
  const shared = all.filter((note) => !note.isInternal);
  const internal = all.filter((note) => note.isInternal);
  const section = { exemptionId, viewer, locked, currentUserId, headingLevel };

  if (notes.isPending) return <Spinner />;
  if (notes.isError) {
    return (
      <div className="usa-alert usa-alert--error usa-alert--slim exemption-notes" role="alert">
        <div className="usa-alert__body">
          <p className="usa-alert__text">
            {t('notes.loadError')} {serverMessage(notes.error) ?? ''}
          </p>
        </div>
      </div>
    );
  }
  if (viewer === 'admin') {
    return (
      <div className="exemption-notes">
        <NoteSection
          {...section}
          kind="internal"
          title={t('notes.internalTitle')}
          hint={t('notes.internalHint')}
          notes={internal}
        />
        <NoteSection
          {...section}
          kind="requester"
          title={t('notes.requesterTitle')}
          hint={t('notes.requesterHint')}
          notes={shared}
        />
      </div>
    );
  }
  return (
    <div className="exemption-notes">
      <NoteSection {...section} kind="enrollee" title={t('notes.title')} notes={shared} />
    </div>
  );
}

/** Which form a section has: the requester's, a reviewer's internal one, or a reviewer's note to the requester. */
type SectionKind = 'enrollee' | 'internal' | 'requester';

interface NoteSectionProps extends Required<ExemptionNotesProps> {
  kind: SectionKind;
  title: string;
  hint?: string;
  notes: readonly ExemptionNote[];
}

function NoteSection({
  exemptionId,
  viewer,
  locked,
  currentUserId,
  headingLevel,
  kind,
  title,
  hint,
  notes,
}: NoteSectionProps) {
  const { t, i18n } = useTranslation('exemptions');
  const toast = useToast();
  const remove = useDeleteExemptionNote(exemptionId);
  const [editingId, setEditingId] = useState<string | null>(null);
  // After Save or Cancel the focus goes back to the note's Edit button, where the person was.
  const [refocusId, setRefocusId] = useState<string | null>(null);
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const authorOf = (note: ExemptionNote) =>
    note.authorUserId === currentUserId
      ? t('notes.you')
      : (note.authorUsername ?? note.authorUserId.slice(0, 8));

  const onDelete = (note: ExemptionNote) =>
    remove.mutate(note.id, {
      onSuccess: () => toast({ title: t('notes.deleted'), description: t('notes.deletedBody') }),
      onError: (error) =>
        toast({
          title: t('notes.deleteFailed'),
          description:
            serverMessage(error) ??
            (isApiError(error) ? t('notes.httpStatus', { status: error.status }) : undefined),
          variant: 'destructive',
        }),
    });

  return (
    <section className="exemption-notes__section" aria-labelledby={headingId}>
      <Heading id={headingId} className="exemption-notes__heading">
        {title}
      </Heading>
      {hint && <p className="exemption-notes__hint">{hint}</p>}
      {notes.length === 0 ? (
        <p className="exemption-notes__empty">{t('notes.empty')}</p>
      ) : (
        <ul className="exemption-notes__list" aria-labelledby={headingId}>
          {notes.map((note) => {
            const author = authorOf(note);
            const date = formatTimestamp(note.createdAt, i18n.language);
            return (
              <li
                key={note.id}
                className={`exemption-notes__item${note.isInternal ? ' exemption-notes__item--internal' : ''}`}
              >
                <p className="exemption-notes__meta">
                  <span className="exemption-notes__author">{author}</span>,{' '}
                  <time dateTime={note.createdAt}>{date}</time>
                </p>
                {editingId === note.id ? (
                  <NoteEditForm
                    exemptionId={exemptionId}
                    note={note}
                    context={t('notes.deleteContext', { author, date })}
                    onClose={() => {
                      setEditingId(null);
                      setRefocusId(note.id);
                    }}
                  />
                ) : (
                  <p className="exemption-notes__text">{note.noteText}</p>
                )}
                {editingId !== note.id && mayEditNote(note, viewer, locked, currentUserId) && (
                  <EditNoteButton
                    label={t('notes.edit')}
                    context={t('notes.editContext', { author, date })}
                    onClick={() => setEditingId(note.id)}
                    focus={refocusId === note.id}
                    onFocused={() => setRefocusId(null)}
                  />
                )}
                {editingId !== note.id && mayDeleteNote(note, viewer, locked, currentUserId) && (
                  <button
                    type="button"
                    className="usa-button usa-button--unstyled"
                    disabled={remove.isPending}
                    onClick={() => onDelete(note)}
                  >
                    {t('notes.delete')}{' '}
                    <span className="usa-sr-only">{t('notes.deleteContext', { author, date })}</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {mayAddToExemption(viewer, locked) ? (
        <NoteForm exemptionId={exemptionId} kind={kind} />
      ) : (
        <p className="exemption-notes__hint">{t('notes.locked')}</p>
      )}
    </section>
  );
}

const FORM_TEXT: Record<SectionKind, { label: string; button: string }> = {
  enrollee: { label: 'notes.add', button: 'notes.save' },
  internal: { label: 'notes.addInternal', button: 'notes.saveInternal' },
  requester: { label: 'notes.addForRequester', button: 'notes.send' },
};

/** One note form; Save stays disabled until there is text other than spaces. */
function NoteForm({ exemptionId, kind }: { exemptionId: string; kind: SectionKind }) {
  const { t } = useTranslation('exemptions');
  const toast = useToast();
  const add = useCreateExemptionNote(exemptionId);
  const [text, setText] = useState('');
  const id = useId();
  const blank = text.trim() === '';

  const failureToast = (error: unknown) => {
    const status = isApiError(error) ? error.status : undefined;
    if (kind === 'requester') {
      return toast({
        title: t('notes.sendFailed'),
        description: serverMessage(error),
        variant: 'destructive',
      });
    }
    toast({
      title:
        kind === 'internal' && status !== undefined
          ? t('notes.addFailedStatus', { status })
          : t('notes.addFailed'),
      description: serverMessage(error),
      variant: 'destructive',
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || add.isPending) return;
    add.mutate(
      {
        exemptionId,
        noteText: text,
        authorType: kind === 'enrollee' ? 'enrollee' : 'state_admin',
        isInternal: kind === 'internal',
      },
      {
        onSuccess: () => {
          setText('');
          toast(
            kind === 'requester'
              ? { title: t('notes.sent'), description: t('notes.sentBody') }
              : { title: t('notes.added'), description: t('notes.addedBody') },
          );
        },
        onError: failureToast,
      },
    );
  };

  return (
    <form className="exemption-notes__form" onSubmit={onSubmit} noValidate>
      <label className="usa-label" htmlFor={id}>
        {t(FORM_TEXT[kind].label)}
      </label>
      <textarea
        id={id}
        className="usa-textarea"
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="exemption-actions">
        <button type="submit" className="usa-button usa-button--small" disabled={blank || add.isPending}>
          {add.isPending ? t('notes.saving') : t(FORM_TEXT[kind].button)}
        </button>
      </div>
    </form>
  );
}

/** A note's Edit button; takes the focus when `focus` says editing that note has just ended. */
function EditNoteButton({
  label,
  context,
  onClick,
  focus,
  onFocused,
}: {
  label: string;
  context: string;
  onClick: () => void;
  focus: boolean;
  onFocused: () => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focus) return;
    button.current?.focus();
    onFocused();
  }, [focus, onFocused]);
  return (
    <button
      ref={button}
      type="button"
      className="usa-button usa-button--unstyled exemption-notes__edit"
      onClick={onClick}
    >
      {label} <span className="usa-sr-only">{context}</span>
    </button>
  );
}

/**
 * A note's text in place, for its author to change. Save stays disabled while the text is blank; the
 * server's message for a refused text shows at the field, and the text is kept to try again.
 */
function NoteEditForm({
  exemptionId,
  note,
  context,
  onClose,
}: {
  exemptionId: string;
  note: ExemptionNote;
  context: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('exemptions');
  const toast = useToast();
  const update = useUpdateExemptionNote(exemptionId);
  const [text, setText] = useState(note.noteText);
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const blank = text.trim() === '';

  useEffect(() => field.current?.focus(), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || update.isPending) return;
    update.mutate(
      { id: note.id, noteText: text },
      {
        onSuccess: () => {
          toast({ title: t('notes.updated'), description: t('notes.updatedBody') });
          onClose();
        },
        onError: (failure) => {
          const fieldError = isApiError(failure) ? failure.fieldErrors.noteText : undefined;
          if (fieldError) setError(translateMessage(fieldError));
          toast({
            title: t('notes.updateFailed'),
            description: serverMessage(failure),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <form className="exemption-notes__form" onSubmit={onSubmit} noValidate>
      <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
        <label className="usa-label" htmlFor={id}>
          {t('notes.editLabel')} <span className="usa-sr-only">{context}</span>
        </label>
        {error && (
          <span className="usa-error-message" id={`${id}-error`} role="alert">
            {error}
          </span>
        )}
        <textarea
          ref={field}
          id={id}
          className={`usa-textarea${error ? ' usa-input--error' : ''}`}
          rows={3}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
      </div>
      <div className="exemption-actions">
        <button type="submit" className="usa-button usa-button--small" disabled={blank || update.isPending}>
          {update.isPending ? t('notes.saving') : t('notes.saveEdit')}
        </button>
        <button type="button" className="usa-button usa-button--small usa-button--outline" onClick={onClose}>
          {t('notes.cancelEdit')}
        </button>
      </div>
    </form>
  );
}
