import type { Language } from '@tracker/contracts/constants/accounts';
import { useTranslation } from 'react-i18next';
import '../i18n';

export const RESOURCE_TYPES = ['whitepaper', 'guide', 'report', 'factsheet'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** The library offers only the types it holds, plus all. */
export const RESOURCE_FILTERS = ['all', 'whitepaper', 'guide'] as const;
export type ResourceFilter = (typeof RESOURCE_FILTERS)[number];

/** Documents that can be read inline; each has article text per language and a PDF per language. */
export const ARTICLE_IDS = ['white-paper', 'feature-guide'] as const;
export type ArticleId = (typeof ARTICLE_IDS)[number];

type ResourceTag = 'policy' | 'coverage' | 'exemptions' | 'howTo' | 'reviewers';

/** A resource entry with the spec's fields, its title, description and tags in the reader's language. */
export interface ResourceEntry {
  id: ArticleId;
  title: string;
  description: string;
  /** Publication date, ISO `yyyy-mm-dd`. */
  date: string;
  type: ResourceType;
  externalUrl: string | null;
  downloadUrl: string;
  tags: string[];
  featured: boolean;
}

interface ResourceSource {
  id: ArticleId;
  date: string;
  type: ResourceType;
  externalUrl: string | null;
  tags: ResourceTag[];
  featured: boolean;
}

const LIBRARY: readonly ResourceSource[] = [
  {
    id: 'white-paper',
    date: '2026-09-15',
    type: 'whitepaper',
    externalUrl: null,
    tags: ['policy', 'coverage', 'exemptions'],
    featured: true,
  },
  {
    id: 'feature-guide',
    date: '2026-10-01',
    type: 'guide',
    externalUrl: null,
    tags: ['howTo', 'exemptions', 'reviewers'],
    featured: false,
  },
];

/** Where the PDF of a document in one language is served; `web/scripts/make-downloads.mjs` writes it. */
export function downloadUrl(id: ArticleId, language: Language): string {
  return `/downloads/${id}-${language}.pdf`;
}

/** The library in the interface language. */
export function useResourceEntries(): ResourceEntry[] {
  const { t, i18n } = useTranslation('resources');
  const language: Language = i18n.language === 'es' ? 'es' : 'en';
  return LIBRARY.map((source) => ({
    ...source,
    title: t(`entries.${source.id}.title`),
    description: t(`entries.${source.id}.description`),
    downloadUrl: downloadUrl(source.id, language),
    tags: source.tags.map((tag) => t(`tags.${tag}`)),
  }));
}
