import { ACTIVITY_TYPE_LABELS, type ActivityType } from '@tracker/contracts/constants/activities';
import { type ExemptionStatus } from '@tracker/contracts/constants/exemptions';
import { type Language } from '@tracker/contracts/constants/accounts';

/** Activity types as people read them, in the words the web app uses. */
export const activityTypeNames: Record<Language, Record<ActivityType, string>> = {
  en: ACTIVITY_TYPE_LABELS,
  es: {
    job_search: 'Búsqueda de empleo',
    employment: 'Empleo',
    training: 'Capacitación',
    volunteer: 'Trabajo voluntario',
  },
};

/** Exemption statuses as the web app's badges name them. */
export const exemptionStatusNames: Record<Language, Record<ExemptionStatus, string>> = {
  en: {
    requested: 'Pending Review',
    under_review: 'Under Review',
    waiting_on_enrollee: 'Waiting on Enrollee',
    approved: 'Approved',
    denied: 'Denied',
    expired: 'Expired',
    withdrawn: 'Withdrawn',
  },
  es: {
    requested: 'Pendiente de revisión',
    under_review: 'En revisión',
    waiting_on_enrollee: 'Esperando al solicitante',
    approved: 'Aprobada',
    denied: 'Denegada',
    expired: 'Vencida',
    withdrawn: 'Retirada',
  },
};
