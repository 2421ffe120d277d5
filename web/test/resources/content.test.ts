/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Article } from '../../src/features/resources/api/get-article';
import { ARTICLE_IDS, downloadUrl } from '../../src/features/resources/data/resource-entries';
import enFeatureGuide from '../../src/features/resources/content/en/feature-guide.json';
import enWhitePaper from '../../src/features/resources/content/en/white-paper.json';
import esFeatureGuide from '../../src/features/resources/content/es/feature-guide.json';
import esWhitePaper from '../../src/features/resources/content/es/white-paper.json';
import en from '../../src/locales/en/resources.json';
import es from '../../src/locales/es/resources.json';
import { keysOf, placeholdersOf, textsOf } from '../support/keys';

const ARTICLES = {
  en: { 'white-paper': enWhitePaper as Article, 'feature-guide': enFeatureGuide as Article },
  es: { 'white-paper': esWhitePaper as Article, 'feature-guide': esFeatureGuide as Article },
};

function words(article: Article): number {
  const texts = [article.subtitle];
  for (const section of article.sections) {
    texts.push(section.heading);
    for (const block of section.blocks) texts.push(...('items' in block ? block.items : [block.text]));
  }
  return texts.join(' ').split(/\s+/).length;
}

/** The shape of an article without its words: sections, block types and list lengths. */
function outline(article: Article) {
  return article.sections.map((section) =>
    section.blocks.map((block) => ('items' in block ? `${block.type}:${block.items.length}` : block.type)),
  );
}

describe('resources translations', () => {
  it('has every resources string in both languages', () => {
    expect(keysOf(es)).toEqual(keysOf(en));
  });

  it('gives a Spanish text for every key, none empty or left in English', () => {
    const english = new Set(textsOf(en));
    for (const text of textsOf(es)) expect(text.trim()).not.toBe('');
    expect(textsOf(es).filter((text) => english.has(text))).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const enValues = textsOf(en);
    textsOf(es).forEach((text, index) =>
      expect(placeholdersOf(text)).toEqual(placeholdersOf(enValues[index]!)),
    );
  });

  it('has a title and a description for every document', () => {
    for (const id of ARTICLE_IDS) {
      expect(en.entries[id].title).not.toBe('');
      expect(es.entries[id].description).not.toBe('');
    }
  });
});

describe('resource documents', () => {
  it('has the same structure in English and Spanish, so neither language misses a part', () => {
    for (const id of ARTICLE_IDS) expect(outline(ARTICLES.es[id])).toEqual(outline(ARTICLES.en[id]));
  });

  it('uses only the block types the page and the PDF script know', () => {
    for (const language of ['en', 'es'] as const) {
      for (const id of ARTICLE_IDS) {
        for (const section of ARTICLES[language][id].sections) {
          for (const block of section.blocks) {
            expect(['paragraph', 'subheading', 'list', 'steps']).toContain(block.type);
          }
        }
      }
    }
  });

  it('keeps the white paper at 800 to 1500 words and the guide at 600 to 1000', () => {
    for (const language of ['en', 'es'] as const) {
      expect(words(ARTICLES[language]['white-paper'])).toBeGreaterThanOrEqual(800);
      expect(words(ARTICLES[language]['white-paper'])).toBeLessThanOrEqual(1500);
      expect(words(ARTICLES[language]['feature-guide'])).toBeGreaterThanOrEqual(600);
      expect(words(ARTICLES[language]['feature-guide'])).toBeLessThanOrEqual(1000);
    }
  });

  it('states the facts of the rule in the white paper', () => {
    const text = JSON.stringify(ARTICLES.en['white-paper']);
    for (const fact of [
      '19 to 64',
      '1 January 2027',
      '80 hours a month',
      '20 hours a month',
      'by the 15th of each month',
      '30-day window',
      'at least every six months',
      'look back 1 to 3 months',
      'former foster youth under 26',
      'SNAP or TANF',
      '`WORK 3 Stocked shelves`',
      '`HELP`',
      'Future',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('has a tagged PDF in public/downloads for every document and language', () => {
    const publicDir = join(__dirname, '../../public');
    for (const language of ['en', 'es'] as const) {
      for (const id of ARTICLE_IDS) {
        const pdf = readFileSync(join(publicDir, downloadUrl(id, language)));
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        // Tagged, in the document's language, so screen readers read it in the right voice.
        expect(pdf.toString('latin1')).toContain(`/Lang (${language})`);
        expect(pdf.toString('latin1')).toContain('/StructTreeRoot');
      }
    }
  });
});
