import { INCOME_EMPLOYER_MAX_LENGTH, INCOME_GROSS_AMOUNT_MAX_CENTS } from '@tracker/contracts/constants';
import { moneyWords } from '@tracker/contracts/rules/determination-words';
import { hoursNumber } from '../format.js';
import { productName } from '../product.js';
import { activityTypeNames } from '../labels.js';
import { quoted, type SmsReplies } from './replies.js';

const example = 'p. ej. TRABAJO 3 Acomodé estantes';
const payExample = 'p. ej. PAGO 620.50 Walmart';

function hours(value: number): string {
  return `${hoursNumber(value, 'es')} ${value === 1 ? 'hora' : 'horas'}`;
}

export const es: SmsReplies = {
  help: `${productName}: envíe TIPO HORAS Descripción, ${example}. Tipos: BUSQUEDA, TRABAJO, CAPACITACION, VOLUNTARIO. Para pagos, envíe PAGO MONTO Empleador, p. ej. PAGO 620 Walmart. Envíe ESTADO para ver su mes. Responda STOP para no recibir más. Pueden aplicarse tarifas de mensajes y datos.`,
  optedOut: `${productName}: ya no le enviaremos mensajes. Responda START para recibirlos de nuevo.`,
  optedIn: `${productName}: volverá a recibir nuestros mensajes. Responda AYUDA para obtener ayuda, STOP para no recibir más.`,
  unknownNumber: (registerUrl) =>
    `${productName}: este número no está vinculado a ninguna cuenta. Regístrese en ${registerUrl} con este número de celular para informar horas por mensaje.`,
  sharedNumber: (loginUrl) =>
    `${productName}: este número está en más de una cuenta, así que no sabemos de quién son las horas. Inicie sesión en ${loginUrl} para informarlas.`,
  // Without accents, so it stays one GSM-7 message of 160 characters rather than a 70-character one.
  unconfirmedNumber: (profileUrl) =>
    `${productName}: para informar horas por mensaje, confirme este celular en su perfil: ${profileUrl}`,
  problem(problem, word) {
    switch (problem) {
      case 'empty':
        return `No pudimos leer el mensaje. Envíe TIPO HORAS Descripción, ${example}. Responda AYUDA para obtener ayuda.`;
      case 'too-long':
        return `Message too long: el mensaje debe tener 160 caracteres como máximo, ${example}.`;
      case 'unknown-type':
        return `"${quoted(word)}" no es un tipo. Empiece con BUSQUEDA, TRABAJO, CAPACITACION o VOLUNTARIO, ${example}.`;
      case 'missing-hours':
        return `Agregue las horas después del tipo, ${example}.`;
      case 'invalid-hours':
        return `"${quoted(word)}" no es un número de horas. Envíe horas como 2 o 1.5, p. ej. TRABAJO 1.5 Acomodé estantes.`;
      case 'hours-out-of-range':
        return `Las horas deben ser de 0.5 a 24 por mensaje, p. ej. TRABAJO 8 Acomodé estantes.`;
      case 'hours-not-in-steps':
        return `Las horas van en medias horas, como 1, 1.5 o 2, p. ej. TRABAJO 1.5 Acomodé estantes.`;
      case 'missing-description':
        return `Agregue lo que hizo después de las horas, ${example}.`;
      case 'missing-amount':
        return `Agregue el monto después de PAGO, ${payExample}.`;
      case 'invalid-amount':
        return `"${quoted(word)}" no es un monto. Envíe dólares, más de $0, con 2 decimales como máximo, hasta ${moneyWords(INCOME_GROSS_AMOUNT_MAX_CENTS, 'es')}, ${payExample}.`;
      case 'missing-employer':
        return `Agregue quién le pagó después del monto, ${payExample}.`;
      case 'employer-too-long':
        return `El nombre del empleador es muy largo: use ${INCOME_EMPLOYER_MAX_LENGTH} caracteres como máximo, ${payExample}.`;
    }
  },
  received: (type, value) =>
    `Recibido: ${hours(value)} de ${activityTypeNames.es[type]}. Le avisaremos por mensaje cuando quede registrado.`,
  payReceived: (cents, employer) =>
    `Recibido: pago de ${moneyWords(cents, 'es')} de ${quoted(employer)}. Le avisaremos por mensaje cuando quede registrado.`,
};
