import type { ApiOperation } from './operation.js';
import { accountOperations } from './operations/account.js';
import { activityOperations } from './operations/activities.js';
import { administrationOperations } from './operations/administration.js';
import { apiDescriptionOperations } from './operations/api-description.js';
import { complianceOperations } from './operations/compliance.js';
import { exemptionOperations } from './operations/exemptions.js';
import { notificationOperations } from './operations/notifications.js';
import { payOperations } from './operations/pay.js';
import { verificationOperations } from './operations/verification.js';

// Every call of the API, for the OpenAPI document. Server code only: the web app never imports this,
// so none of it reaches the browser.

/** The groups operations are listed in, in this order, with what each holds. */
export const apiTags: ReadonlyArray<{ name: string; description: string }> = [
  {
    name: 'Account',
    description: 'Sign-in, registration, the links e-mails carry, and the signed-in person’s own account.',
  },
  {
    name: 'Activities',
    description: 'Hours of work, training, job search and volunteering, with their proof.',
  },
  {
    name: 'Pay',
    description: 'Paycheques and their paystubs: where the rules count pay, it meets a month too.',
  },
  {
    name: 'Compliance',
    description: 'How each month stands under the rules, the monthly report, and the rules themselves.',
  },
  { name: 'Exemption types', description: 'The exemptions people may ask for, as the state keeps them.' },
  { name: 'Exemptions', description: 'Exemption requests with their notes and documents.' },
  { name: 'Exemption review', description: 'Reviewers deciding exemption requests.' },
  { name: 'Notifications', description: 'The in-app notifications of the signed-in person.' },
  { name: 'Texts', description: 'Logging hours by text message: the number to text and Twilio’s webhook.' },
  { name: 'Feedback', description: 'Feedback about the app, and its list for staff.' },
  {
    name: 'Verification',
    description:
      'The state verifying compliance at application and renewal: requests, the state’s own data, ' +
      'notices and fair hearings.',
  },
  { name: 'Work queue', description: 'Every case waiting on a reviewer, in one order.' },
  { name: 'Usage', description: 'Usage counts kept without a third party.' },
  {
    name: 'Administration',
    description: 'Staff’s calls about people: accounts, roles, impersonation, the audit trail.',
  },
  { name: 'API description', description: 'This description, as a document and as a page.' },
];

/** Every operation of the API, grouped by area. */
export const apiCatalogue: readonly ApiOperation[] = [
  ...accountOperations,
  ...activityOperations,
  ...payOperations,
  ...complianceOperations,
  ...exemptionOperations,
  ...notificationOperations,
  ...verificationOperations,
  ...administrationOperations,
  ...apiDescriptionOperations,
];
