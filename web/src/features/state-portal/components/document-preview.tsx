import type { ExemptionAttachment } from '@tracker/contracts/http/exemptions';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../lib/format';
import { useExemptionAttachments } from '../../../components/exemptions/api/get-exemption-attachments';
import { Spinner } from '../../../components/spinner';
import { useAttachmentContent } from '../api/get-attachment-content';
import '../i18n';

/** Types the browser shows by itself (the same the server sends inline). */
function previewOf(fileType: string): 'image' | 'pdf' | null {
  if (fileType === 'application/pdf') return 'pdf';
  return ['image/jpeg', 'image/png', 'image/gif'].includes(fileType) ? 'image' : null;
}

/**
 * The request's documents, the first one that can be shown open beside the decision, so a reviewer
 * reads the proof without leaving the case.
 */
export function DocumentPreview({ exemptionId }: { exemptionId: string }) {
  const { t, i18n } = useTranslation('state-portal');
  const headingId = useId();
  const files = useExemptionAttachments(exemptionId);
  const [chosen, setChosen] = useState<string | null>(null);
  const list = files.data ?? [];
  const shown = list.find((file) => file.id === chosen) ?? list.find((file) => previewOf(file.fileType));

  return (
    <section className="state-portal__panel state-portal__documents" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('decision.documents')}</h2>
      {files.isPending ? (
        <Spinner />
      ) : files.isError ? (
        <p role="alert">{t('decision.documentsError')}</p>
      ) : list.length === 0 ? (
        <p>{t('decision.noDocuments')}</p>
      ) : (
        <>
          <ul className="usa-list usa-list--unstyled state-portal__document-list">
            {list.map((file) => (
              <li key={file.id}>
                <button
                  type="button"
                  className="usa-button usa-button--unstyled"
                  aria-pressed={shown?.id === file.id}
                  onClick={() => setChosen(file.id)}
                >
                  {file.originalName}
                </button>{' '}
                <span className="state-portal__muted">
                  {formatFileSize(file.fileSize, i18n.language)}
                  {file.description ? ` · ${file.description}` : ''}
                </span>
              </li>
            ))}
          </ul>
          {shown && <Preview key={shown.id} file={shown} />}
        </>
      )}
    </section>
  );
}

function Preview({ file }: { file: ExemptionAttachment }) {
  const { t } = useTranslation('state-portal');
  const kind = previewOf(file.fileType);
  const content = useAttachmentContent(file);
  const url = useObjectUrl(content.data);
  if (content.isError) return <p role="alert">{t('decision.previewError')}</p>;
  if (!url) return <Spinner />;
  const label = t('decision.previewOf', { name: file.originalName });
  return (
    <figure className="state-portal__preview">
      {kind === 'image' ? (
        <img src={url} alt={label} />
      ) : kind === 'pdf' ? (
        <iframe src={url} title={label} />
      ) : (
        <p>{t('decision.noPreview')}</p>
      )}
      <figcaption>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('decision.openFile', { name: file.originalName })}
        </a>
      </figcaption>
    </figure>
  );
}

/**
 * A `blob:` address of `blob` for as long as the screen shows it. The file's own address cannot be
 * framed (the gateway denies framing and files come sandboxed), while an address the page made itself
 * can; it is revoked when the file changes or the screen goes, so the document does not linger.
 */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [blob]);
  return url;
}
