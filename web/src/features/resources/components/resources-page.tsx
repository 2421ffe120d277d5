import type { Language } from '@tracker/contracts/constants/accounts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/document-title';
import { SiteFooter } from '../../../components/site-footer';
import { PageMain } from '../../../components/page-main';
import { trackEvent } from '../../../lib/analytics';
import { type ArticleId, type ResourceFilter, useResourceEntries } from '../data/resource-entries';
import '../i18n';
import '../resources.css';
import { ArticleView } from './article-view';
import { ResourceCard } from './resource-card';
import { ResourceFilterButtons } from './resource-filter';

/** `/resources`: the library, filtered by type; View shows a document in place of the list. */
export function ResourcesPage() {
  const { t, i18n } = useTranslation('resources');
  const language: Language = i18n.language === 'es' ? 'es' : 'en';
  const entries = useResourceEntries();
  const [filter, setFilter] = useState<ResourceFilter>('all');
  const [openId, setOpenId] = useState<ArticleId | null>(null);
  const viewButtons = useRef(new Map<ArticleId, HTMLButtonElement>());
  const returnFocusTo = useRef<ArticleId | null>(null);

  const open = entries.find((entry) => entry.id === openId);
  useDocumentTitle(open ? open.title : t('title'));

  useEffect(() => {
    // Back to the list: the reader continues from the button that opened the document.
    if (openId === null && returnFocusTo.current) {
      viewButtons.current.get(returnFocusTo.current)?.focus();
      returnFocusTo.current = null;
    }
  }, [openId]);

  const registerViewButton = useCallback((id: ArticleId, button: HTMLButtonElement | null) => {
    if (button) viewButtons.current.set(id, button);
    else viewButtons.current.delete(id);
  }, []);

  const shown = filter === 'all' ? entries : entries.filter((entry) => entry.type === filter);

  return (
    <>
      <PageMain className="grid-container app-page resources-page">
        <h1>{t('title')}</h1>
        {open ? (
          <ArticleView
            entry={open}
            language={language}
            onBack={() => {
              returnFocusTo.current = open.id;
              setOpenId(null);
            }}
          />
        ) : (
          <>
            <p className="usa-intro">{t('intro')}</p>
            <ResourceFilterButtons
              value={filter}
              onChange={(next) => {
                setFilter(next);
                trackEvent('resource_filter', { type: next });
              }}
            />
            <p className="resources-count" role="status">
              {t(shown.length === 1 ? 'count.one' : 'count.other', { count: shown.length })}
            </p>
            <ul className="usa-card-group resources-list">
              {shown.map((entry) => (
                <ResourceCard
                  key={entry.id}
                  entry={entry}
                  language={language}
                  viewButtonRef={(button) => registerViewButton(entry.id, button)}
                  onView={() => {
                    trackEvent('resource_view', { id: entry.id, language });
                    setOpenId(entry.id);
                  }}
                />
              ))}
            </ul>
          </>
        )}
      </PageMain>
      <SiteFooter />
    </>
  );
}
