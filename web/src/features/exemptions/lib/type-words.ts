import type { ExemptionType } from '@tracker/contracts/http/exemption-types';
import type { UserExemption } from '@tracker/contracts/http/exemptions';

/** Spanish for a language tag such as `es` or `es-MX`; everything else reads the English. */
const isSpanish = (language: string) => language.toLowerCase().startsWith('es');

/** The first of the texts with something in it, trimmed; null when none has. */
function firstWritten(...texts: Array<string | null | undefined>): string | null {
  for (const text of texts) {
    const trimmed = text?.trim();
    if (trimmed) return trimmed;
  }
  return null;
}

/**
 * The name an enrollee reads for the type of a request, in the page's language: the Spanish name on a
 * Spanish page when the catalogue has one, the English name otherwise, never the abbreviation.
 * `unknown` ("Unknown Exemption") stands in when the request names no type the catalogue knows.
 */
export function requestTypeName(
  request: Pick<UserExemption, 'medicaidExemptionName' | 'medicaidExemptionNameEs'> | undefined,
  language: string,
  unknown: string,
): string {
  if (!request) return unknown;
  const spanish = isSpanish(language) ? request.medicaidExemptionNameEs : null;
  return firstWritten(spanish, request.medicaidExemptionName) ?? unknown;
}

/** What an enrollee reads about a catalogue type, in the page's language (the English where no Spanish). */
export interface TypeWords {
  name: string;
  description: string | null;
  proofHint: string | null;
}

export function typeWords(
  type: Pick<
    ExemptionType,
    'exemptionName' | 'exemptionNameEs' | 'description' | 'descriptionEs' | 'proofHint' | 'proofHintEs'
  >,
  language: string,
  unknown: string,
): TypeWords {
  const es = isSpanish(language);
  return {
    name: firstWritten(es ? type.exemptionNameEs : null, type.exemptionName) ?? unknown,
    description: firstWritten(es ? type.descriptionEs : null, type.description),
    proofHint: firstWritten(es ? type.proofHintEs : null, type.proofHint),
  };
}
