import type { Language } from '@tracker/contracts/constants/accounts';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { type ArticleBlock, useArticle } from '../api/get-article';
import type { ResourceEntry } from '../data/resource-entries';
import { DownloadLink } from './download-link';
import { formatResourceDate } from './format-date';
import { RichText } from './rich-text';

function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case 'subheading':
      return (
        <h4>
          <RichText text={block.text} />
        </h4>
      );
    case 'list':
    case 'steps': {
      const List = block.type === 'steps' ? 'ol' : 'ul';
      return (
        <List>
          {block.items.map((item) => (
            <li key={item}>
              <RichText text={item} />
            </li>
          ))}
        </List>
      );
    }
  }
}

interface ArticleViewProps {
  entry: ResourceEntry;
  language: Language;
  onBack: () => void;
}

/** A resource read in the page, in place of the list; its heading takes focus so reading starts there. */
export function ArticleView({ entry, language, onBack }: ArticleViewProps) {
  const { t } = useTranslation('resources');
  const article = useArticle(entry.id, language);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const backButton = (
    <button type="button" className="usa-button usa-button--outline resource-article__back" onClick={onBack}>
      <span aria-hidden="true">← </span>
      {t('back')}
    </button>
  );

  return (
    <article className="resource-article" aria-labelledby={headingId}>
      {backButton}
      <p className="resource-article__kind">{t(`types.${entry.type}`)}</p>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="resource-article__title">
        {entry.title}
      </h2>
      {article.isPending && <Spinner label={t('loadingDocument')} />}
      {article.isError && (
        <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('loadError')}</p>
            <button
              type="button"
              className="usa-button usa-button--unstyled"
              onClick={() => void article.refetch()}
            >
              {t('retry')}
            </button>
          </div>
        </div>
      )}
      {article.data && (
        <>
          <p className="usa-intro resource-article__subtitle">{article.data.subtitle}</p>
          <div className="resource-article__meta">
            <p>{t('published', { date: formatResourceDate(entry.date, language) })}</p>
            <DownloadLink entry={entry} language={language} />
          </div>
          <div className="usa-prose resource-article__body">
            {article.data.sections.map((section) => (
              <section key={section.heading}>
                <h3>{section.heading}</h3>
                {section.blocks.map((block, index) => (
                  <Block key={index} block={block} />
                ))}
              </section>
            ))}
          </div>
          {backButton}
        </>
      )}
    </article>
  );
}
