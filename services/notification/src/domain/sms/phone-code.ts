import type { Language } from '@tracker/contracts/constants/accounts';
import { productName } from '../product.js';

/**
 * The text that carries a code confirming a phone number. Both languages keep to the GSM-7 alphabet
 * (the Spanish one says `clave`, not `código`), so each is one message of up to 160 characters
 * rather than of 70.
 */
export function phoneCodeText(language: Language, code: string, minutesLeft: number): string {
  if (language === 'es') {
    const minutes = `${minutesLeft} ${minutesLeft === 1 ? 'minuto' : 'minutos'}`;
    return `${productName}: su clave es ${code}. Vence en ${minutes}. No la comparta con nadie.`;
  }
  const minutes = `${minutesLeft} ${minutesLeft === 1 ? 'minute' : 'minutes'}`;
  return `${productName} code: ${code}. It expires in ${minutes}. Do not share it.`;
}

/**
 * Whole minutes until `expiresAt`, rounded up, so a code redelivered late states the time it really
 * has left; at least 1 while it is still valid.
 */
export function minutesLeft(expiresAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 60_000));
}
