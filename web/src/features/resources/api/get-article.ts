import type { Language } from '@tracker/contracts/constants/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleId } from '../data/resource-entries';

/** Inline markup in article text: `**bold**` and `` `code` ``; the PDF script reads the same files. */
export type ArticleBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'subheading'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'steps'; items: string[] };

export interface ArticleSection {
  heading: string;
  blocks: ArticleBlock[];
}

/** A document's body; its title is the resource entry's title. */
export interface Article {
  subtitle: string;
  sections: ArticleSection[];
}

// Each document and language is its own small chunk, fetched only when someone opens it.
const loaders = import.meta.glob<Article>('../content/*/*.json', { import: 'default' });

export async function getArticle(id: ArticleId, language: Language): Promise<Article> {
  const load = loaders[`../content/${language}/${id}.json`];
  if (!load) throw new Error(`No ${language} text for ${id}`);
  return load();
}

export function articleQueryOptions(id: ArticleId, language: Language) {
  return queryOptions({
    queryKey: ['resources', 'article', id, language],
    queryFn: () => getArticle(id, language),
    staleTime: Infinity,
  });
}

export function useArticle(id: ArticleId, language: Language) {
  return useQuery(articleQueryOptions(id, language));
}
