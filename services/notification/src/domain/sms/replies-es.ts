import {
  INCOME_EMPLOYER_MAX_LENGTH,
  INCOME_GROSS_AMOUNT_MAX_CENTS,
} from '@tracker/contracts/constants/income';
import { moneyWords } from '@tracker/contracts/rules/determination-words';
import { hoursNumber } from '../format.js';
import { productName } from '../product.js';
import { activityTypeNames } from '../labels.js';
import { quoted, type SmsReplies } from './reply-texts.js';

const example = 'p. ej. TRABAJO 3 Acomodé estantes';
const payExample = 'p. ej. PAGO 620.50 Walmart';

function hours(value: number): string {
  return `${hoursNumber(value, 'es')} ${value === 1 ? 'hora' : 'horas'}`;
}

// Answers keep to words GSM-7 carries (é, ñ, ü, ¿ and ¡, but not á, í, ó or ú), as the notices do, so
// each holds 153 characters a message rather than 67; the activity types keep the web app's names.
export const es: SmsReplies = {
  help: `${productName}: mande TIPO HORAS Detalle, ${example}. Tipos: BUSQUEDA, TRABAJO, CAPACITACION, VOLUNTARIO. Para pagos, mande PAGO MONTO Empleador. Mande ESTADO para ver su mes. Para no recibir mensajes, responda STOP. Pueden aplicarse tarifas de mensajes y datos.`,
  optedOut: `${productName}: ya no le enviaremos mensajes. Responda START para recibirlos de nuevo.`,
  optedIn: `${productName}: le volveremos a mandar mensajes. Responda AYUDA para obtener ayuda, STOP para no recibirlos.`,
  unknownNumber: (registerUrl) =>
    `${productName}: este celular no figura en ninguna cuenta. Para informar horas por mensaje, cree una cuenta con este celular en ${registerUrl}`,
  sharedNumber: (loginUrl) =>
    `${productName}: este celular figura en varias cuentas, por eso no podemos registrar horas por mensaje. Entre a ${loginUrl} para informarlas.`,
  unconfirmedNumber: (profileUrl) =>
    `${productName}: para informar horas por mensaje, confirme este celular en su perfil: ${profileUrl}`,
  problem(problem, word) {
    switch (problem) {
      case 'empty':
        return `No pudimos leer el mensaje. Mande TIPO HORAS Detalle, ${example}. Responda AYUDA para obtener ayuda.`;
      case 'too-long':
        return `Message too long: use 160 caracteres o menos, ${example}.`;
      case 'unknown-type':
        return `"${quoted(word)}" no es un tipo. Empiece con BUSQUEDA, TRABAJO, CAPACITACION o VOLUNTARIO, ${example}.`;
      case 'missing-hours':
        return `Agregue las horas después del tipo, ${example}.`;
      case 'invalid-hours':
        return `"${quoted(word)}" no es una cantidad de horas. Mande horas como 2 o 1.5, p. ej. TRABAJO 1.5 Acomodé estantes.`;
      case 'hours-out-of-range':
        return `Las horas deben ser de 0.5 a 24 por mensaje, p. ej. TRABAJO 8 Acomodé estantes.`;
      case 'hours-not-in-steps':
        return `Las horas van en medias horas, como 1, 1.5 o 2, p. ej. TRABAJO 1.5 Acomodé estantes.`;
      case 'missing-description':
        return `Agregue lo que hizo después de las horas, ${example}.`;
      case 'missing-amount':
        return `Agregue el monto después de PAGO, ${payExample}.`;
      case 'invalid-amount':
        return `"${quoted(word)}" no es un monto. Mande una cantidad mayor que $0, con hasta 2 decimales y de hasta ${moneyWords(INCOME_GROSS_AMOUNT_MAX_CENTS, 'es')}, ${payExample}.`;
      case 'missing-employer':
        return `Agregue el nombre del empleador después del monto, ${payExample}.`;
      case 'employer-too-long':
        return `El nombre del empleador es muy largo: use ${INCOME_EMPLOYER_MAX_LENGTH} caracteres o menos, ${payExample}.`;
    }
  },
  received: (type, value) =>
    `Recibido: ${hours(value)} de ${activityTypeNames.es[type]}. Le avisaremos por mensaje cuando quede registrado.`,
  payReceived: (cents, employer) =>
    `Recibido: pago de ${moneyWords(cents, 'es')} de ${quoted(employer)}. Le avisaremos por mensaje cuando quede registrado.`,
};
