import { exemptionStatusNames, activityTypeNames } from '../labels.js';
import { dayAndMonth, hoursNumber, longDate, monthName, monthOnly, shortDate } from '../format.js';
import { firstFitting } from '../sms/text-budget.js';
import type { Notice, NoticeWording } from '../notice.js';
import { moneyWords } from '@tracker/contracts/rules/determination-words';
import { productName } from '../product.js';
import { writeVerificationEs } from './es-verification.js';
import { metRouteWords, standingSentence } from './standing.js';
import type { NoticeTemplates } from './template.js';

// Texts in Spanish keep to words GSM-7 can carry (it has é, ñ, ü, ¿ and ¡, but not á, í, ó or ú):
// one letter outside it turns the whole text into UCS-2, 67 characters a message instead of 153.
// The wording is chosen for it ("mande", "datos", "para no recibir mensajes") rather than written
// without its accents.
const stop = 'Para no recibir mensajes, responda STOP.';

function hours(value: number): string {
  return `${hoursNumber(value, 'es')} ${value === 1 ? 'hora' : 'horas'}`;
}

/** `Faltan 3 horas`, `Falta 1 hora`. */
function stillMissing(value: number): string {
  return `${value === 1 ? 'Falta' : 'Faltan'} ${hours(value)}`;
}

function monthOf(isoDate: string) {
  return { year: Number(isoDate.slice(0, 4)), month: Number(isoDate.slice(5, 7)) };
}

type ExemptionStatusNotice = Extract<Notice, { topic: 'exemption-status' }>;

/** As in English: a decision or a request for more is texted, without the reviewer's own words. */
function exemptionStatusText(notice: ExemptionStatusNotice): string | null {
  const request = (name: string | null) => (name === null ? 'su solicitud' : `su solicitud ${name}`);
  const say = (sentence: (subject: string) => string) =>
    firstFitting(
      `${productName}: ${sentence(request(notice.exemptionName))} ${stop}`,
      `${productName}: ${sentence(request(null))} ${stop}`,
    );
  switch (notice.status) {
    case 'waiting_on_enrollee': {
      const by = notice.replyBy ? ` hasta el ${dayAndMonth(notice.replyBy, 'es')}` : '';
      return say(
        (subject) =>
          `${subject} necesita datos suyos${by}. Vea su panel o mande una foto del documento con la palabra DOCUMENTO.`,
      );
    }
    case 'approved': {
      const term = notice.isPermanent
        ? ' Es permanente.'
        : notice.expirationDate
          ? ` Vale hasta el ${longDate(notice.expirationDate, 'es')}.`
          : '';
      return say((subject) => `${subject} fue aprobada.${term}`);
    }
    case 'denied':
      return say((subject) => `${subject} fue denegada. Vea el motivo en su panel.`);
    default:
      return null;
  }
}

function exemptionStatus(notice: ExemptionStatusNotice): NoticeWording {
  const name = notice.exemptionName;
  const title = `Su solicitud de exención ${name}: ${exemptionStatusNames.es[notice.status]}`;
  const paragraphs: string[] = [];
  switch (notice.status) {
    case 'approved':
      paragraphs.push(`Se aprobó su solicitud de la exención ${name}.`);
      if (notice.isPermanent) paragraphs.push('Es permanente.');
      else if (notice.expirationDate)
        paragraphs.push(`Está vigente hasta el ${longDate(notice.expirationDate, 'es')}.`);
      break;
    case 'denied':
      paragraphs.push(`Se denegó su solicitud de la exención ${name}.`);
      if (notice.denialReason) paragraphs.push(`Motivo: ${notice.denialReason}`);
      break;
    case 'waiting_on_enrollee':
      paragraphs.push(`La persona que revisa su solicitud de la exención ${name} necesita más información.`);
      if (notice.waitingMessage) paragraphs.push(`Mensaje de la revisión: ${notice.waitingMessage}`);
      if (notice.replyBy) paragraphs.push(`Responda a más tardar el ${longDate(notice.replyBy, 'es')}.`);
      paragraphs.push(
        'Actualice su solicitud en su panel y vuelva a enviarla. También puede mandarnos la foto de un documento por mensaje de texto con la palabra DOCUMENTO.',
      );
      break;
    case 'under_review':
      paragraphs.push(`Su solicitud de la exención ${name} está en revisión.`);
      break;
    case 'requested':
      paragraphs.push(`Su solicitud de la exención ${name} está otra vez pendiente de revisión.`);
      if (notice.resetMessage) paragraphs.push(`Mensaje de la revisión: ${notice.resetMessage}`);
      break;
    case 'expired':
      paragraphs.push(
        `Su exención ${name} venció. Si todavía cumple los requisitos, puede pedir una renovación en su panel.`,
      );
      break;
    case 'withdrawn':
      paragraphs.push(`Se retiró su solicitud de la exención ${name}.`);
      break;
  }
  return { title, paragraphs, text: exemptionStatusText(notice) };
}

export const esNotices: NoticeTemplates = {
  openApp: `Abrir ${productName}`,
  write(notice, appUrl) {
    switch (notice.topic) {
      case 'exemption-status':
        return exemptionStatus(notice);
      case 'exemption-note':
        return {
          title: notice.exemptionName
            ? `Nueva nota sobre su solicitud de exención ${notice.exemptionName}`
            : 'Nueva nota sobre su solicitud de exención',
          paragraphs: ['La persona que revisa su solicitud le envió esta nota:', notice.noteText],
          text: null,
        };
      case 'sms-activity': {
        const month = monthName(monthOf(notice.date), 'es');
        const type = activityTypeNames.es[notice.type];
        const total = `${hoursNumber(notice.monthHours, 'es')} de ${hours(notice.requiredHours)}`;
        const logged = `Se registraron ${hours(notice.hours)} de ${type} el ${longDate(notice.date, 'es')} a partir de su mensaje.`;
        const prefix = `${productName}: registramos ${hours(notice.hours)} de ${type} el ${shortDate(notice.date, 'es')}.`;
        if (notice.standing === undefined) {
          return {
            title: 'Actividad registrada por mensaje de texto',
            paragraphs: [logged, `Su total de ${month}: ${total}.`],
            // The month goes unnamed here: with it, the longest type and month would not fit one text.
            text: firstFitting(`${prefix} Total del mes: ${total}. ${stop}`, `${prefix} ${stop}`),
          };
        }
        const standing = standingSentence({ ...notice, standing: notice.standing }, 'es', true);
        return {
          title: 'Actividad registrada por mensaje de texto',
          paragraphs: [logged, `${standing}.`],
          // A type whose name GSM-7 cannot carry (Búsqueda, Capacitación) makes the text UCS-2: the
          // month's standing, which ESTADO also gives, then stays off so the text keeps to its budget.
          text: firstFitting(`${prefix} ${standing}. ${stop}`, `${prefix} ${stop}`),
        };
      }
      case 'sms-income': {
        const amount = moneyWords(notice.grossAmountCents, 'es');
        const standing = standingSentence({ ...notice, date: notice.payDate }, 'es', false);
        return {
          title: 'Pago registrado por mensaje de texto',
          paragraphs: [
            `Se registró un pago de ${amount} el ${longDate(notice.payDate, 'es')} a partir de su mensaje.`,
            `${standing}.`,
          ],
          text: `${productName}: registramos un pago de ${amount} el ${shortDate(notice.payDate, 'es')}. ${standing}. ${stop}`,
        };
      }
      case 'deadline': {
        const due = notice.month === undefined ? monthOf(notice.deadline) : monthOf(notice.month);
        const month = monthName(due, 'es');
        const logged = `${hoursNumber(notice.currentHours, 'es')} de ${hours(notice.requiredHours)}`;
        const pay = notice.incomeCentsStillNeeded ? moneyWords(notice.incomeCentsStillNeeded, 'es') : null;
        const missing = `${stillMissing(notice.hoursStillNeeded)}${pay === null ? '' : ` o ${pay} de pago`}`;
        const more = `${hours(notice.hoursStillNeeded)} más${pay === null ? '' : `, o ${pay} más de pago,`}`;
        return {
          title: `${missing} antes del ${longDate(notice.deadline, 'es')}`,
          paragraphs: [
            `Ha registrado ${logged} requeridas en ${month}.`,
            `Registre ${more} antes del ${longDate(notice.deadline, 'es')}, o pida una exención si le corresponde.`,
          ],
          text: `${productName}: ${missing.toLowerCase()} de ${monthOnly(due, 'es')}; el plazo es el ${dayAndMonth(notice.deadline, 'es')}. Registradas: ${logged}. Mande ESTADO para ver su mes. ${stop}`,
        };
      }
      case 'month-met': {
        const month = monthName(monthOf(notice.month), 'es');
        const route = metRouteWords.es[notice.route];
        return {
          title: `Ya cumplió con ${month}`,
          paragraphs: [
            `Cumplió el requisito de ${month} por ${route}.`,
            'No le queda nada por hacer para ese mes.',
          ],
          text: `${productName}: requisito de ${monthOnly(monthOf(notice.month), 'es')} cumplido por ${route}. No le queda nada por hacer para ese mes. ${stop}`,
        };
      }
      case 'exemption-expiring': {
        const ends = longDate(notice.expirationDate, 'es');
        return {
          title: `Su exención ${notice.exemptionName} termina el ${ends}`,
          paragraphs: [
            `Su exención ${notice.exemptionName} está vigente hasta el ${ends}. Después, el requisito de trabajo vuelve a aplicarse.`,
            'Si todavía cumple los requisitos, puede pedir una renovación en su panel.',
          ],
          text: `${productName}: su periodo exento termina el ${dayAndMonth(notice.expirationDate, 'es')}. Si sigue calificando, pida renovarlo en su panel. ${stop}`,
        };
      }
      case 'turning-19': {
        const birthday = longDate(notice.birthday, 'es');
        return {
          title: `El requisito de trabajo se aplica a usted desde el ${birthday}`,
          paragraphs: [
            `Usted cumple 19 años el ${birthday}. Desde ese día debe registrar ${hours(notice.requiredHours)} de trabajo, búsqueda de empleo, capacitación o voluntariado cada mes, salvo que tenga una exención.`,
          ],
          text: `${productName}: cumple 19 años el ${shortDate(notice.birthday, 'es')}. Desde entonces debe registrar ${hours(notice.requiredHours)} al mes, salvo que esté exento. ${stop}`,
        };
      }
      case 'verification-asked':
      case 'verification-met':
      case 'verification-noncompliant':
      case 'verification-notice':
      case 'verification-reminder':
      case 'verification-hearing':
        return writeVerificationEs(notice, appUrl);
    }
  },
};
