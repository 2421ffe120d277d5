import type { ExemptionAttachment } from '@tracker/contracts/http/exemptions';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../components/activities/lib/format';
import { getExemptionAttachmentDownload } from '../../../components/exemptions/api/download-exemption-attachment';
import { useExemptionAttachments } from '../../../components/exemptions/api/get-exemption-attachments';
import { Spinner } from '../../../components/spinner';
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
  // Links are short-lived: one is asked for each time a file is shown, and never cached.
  const link = useQuery({
    queryKey: ['/api/exemptions/attachments', file.id, 'download'],
    queryFn: () => getExemptionAttachmentDownload(file.id),
    gcTime: 0,
    staleTime: 0,
  });
  if (link.isPending) return <Spinner />;
  if (link.isError || !link.data?.downloadUrl) return <p role="alert">{t('decision.previewError')}</p>;
  const url = link.data.downloadUrl;
  return (
    <figure className="state-portal__preview">
      {kind === 'image' ? (
        <img src={url} alt={t('decision.previewOf', { name: file.originalName })} />
      ) : kind === 'pdf' ? (
        <iframe src={url} title={t('decision.previewOf', { name: file.originalName })} />
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
