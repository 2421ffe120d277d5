/** The longest wait a rate limit of the server names. */
const MAX_WAIT_MINUTES = 60;

/**
 * Spanish for a server sentence that ends with the minutes left ("… Please try again in 12
 * minutes."): the count is part of the sentence, so each count is its own entry.
 */
export function waitMessages(englishStart: string, spanishStart: string): Record<string, string> {
  const messages: Record<string, string> = {};
  for (let n = 1; n <= MAX_WAIT_MINUTES; n++) {
    messages[`${englishStart} ${n} ${n === 1 ? 'minute' : 'minutes'}.`] =
      `${spanishStart} ${n} ${n === 1 ? 'minuto' : 'minutos'}.`;
  }
  return messages;
}

/** The lock-out after failed logins; a wrong current password on the profile counts as one too. */
export function loginLockoutMessages(): Record<string, string> {
  return waitMessages(
    'Too many failed login attempts. Please try again in',
    'Demasiados intentos fallidos. Inténtelo de nuevo en',
  );
}

/** The cap on e-mails and texts asked for from one network (registration, links, phone codes). */
export function messageAllowanceMessages(): Record<string, string> {
  return waitMessages(
    'Too many e-mails and texts were requested from your network. Please try again in',
    'Se pidieron demasiados correos y mensajes de texto desde su red. Inténtelo de nuevo en',
  );
}

/** The cap on confirmation codes texted to one number. */
export function phoneCodeWaitMessages(): Record<string, string> {
  return waitMessages(
    'Too many codes were sent to this number. Please try again in',
    'Se enviaron demasiados códigos a este número. Inténtelo de nuevo en',
  );
}
