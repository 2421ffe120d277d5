import type { ExemptionAttachment } from '@tracker/contracts/http/exemptions';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { formatFileSize } from '../../../lib/format';
import { useAttachmentContent } from '../api/get-attachment-content';
import { useExemptionAttachments } from '../api/list-exemption-attachments';
import '../i18n';
import '../request-documents.css';

/** Types the browser shows by itself (the same the server sends inline). */
function previewOf(fileType: string): 'image' | 'pdf' | null {
  if (fileType === 'application/pdf') return 'pdf';
  return ['image/jpeg', 'image/png', 'image/gif'].includes(fileType) ? 'image' : null;
}

/**
 * A request's documents, the first one that can be shown open below the list, so a reviewer reads
 * the proof without leaving the case. The page that shows it gives it its heading.
 */
export function RequestDocuments({ exemptionId }: { exemptionId: string }) {
  const { t, i18n } = useTranslation('exemptions');
  const files = useExemptionAttachments(exemptionId);
  const [chosen, setChosen] = useState<string | null>(null);
  const list = files.data ?? [];
  const shown = list.find((file) => file.id === chosen) ?? list.find((file) => previewOf(file.fileType));

  if (files.isPending) return <Spinner />;
  if (files.isError) return <p role="alert">{t('documents.loadError')}</p>;
  if (list.length === 0) return <p>{t('documents.none')}</p>;
  return (
    <>
      <ul className="usa-list usa-list--unstyled request-documents__list">
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
            <span className="request-documents__about">
              {formatFileSize(file.fileSize, i18n.language)}
              {file.description ? ` · ${file.description}` : ''}
            </span>
          </li>
        ))}
      </ul>
      {shown && <Preview key={shown.id} file={shown} />}
    </>
  );
}

function Preview({ file }: { file: ExemptionAttachment }) {
  const { t } = useTranslation('exemptions');
  const kind = previewOf(file.fileType);
  const content = useAttachmentContent(file);
  const url = useObjectUrl(content.data);
  if (content.isError) return <p role="alert">{t('documents.previewError')}</p>;
  if (!url) return <Spinner />;
  const label = t('documents.previewOf', { name: file.originalName });
  return (
    <figure className="request-documents__preview">
      {kind === 'image' ? (
        <img src={url} alt={label} />
      ) : kind === 'pdf' ? (
        <iframe src={url} title={label} />
      ) : (
        <p>{t('documents.noPreview')}</p>
      )}
      <figcaption>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('documents.openFile', { name: file.originalName })}
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
