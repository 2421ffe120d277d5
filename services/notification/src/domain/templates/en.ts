import { linkLifetimeHours } from '../link-lifetimes.js';
import { productName } from '../product.js';
import { enNotices } from './en-notices.js';
import type { LanguageTemplates } from './template.js';

function expiresIn(hours: number): string {
  return `This link expires in ${hours} ${hours === 1 ? 'hour' : 'hours'}.`;
}

export const en: LanguageTemplates = {
  greeting: (firstName) => (firstName ? `Hi ${firstName},` : 'Hello,'),
  linkFallback: (linkCount) =>
    linkCount === 1
      ? 'If the button does not work, copy this link into your browser:'
      : 'If the buttons do not work, copy these links into your browser:',
  signOff: 'Thank you,',
  team: `The ${productName} team`,
  footer: 'This message was sent automatically. Replies to this address are not read.',
  kinds: {
    'verify-email': {
      subject: 'Please confirm your e-mail address',
      intro: [`Please confirm that this is your e-mail address for ${productName}. It only takes one click.`],
      actions: [{ label: 'Confirm my e-mail address', link: 'verifyEmail' }],
      outro: [
        expiresIn(linkLifetimeHours.verifyEmail),
        'If you did not ask for this, you can ignore this e-mail.',
      ],
    },
    'reset-password': {
      subject: 'Reset your password',
      intro: [
        `We received a request to reset the password of your ${productName} account.`,
        'To choose a new password, use the link below.',
      ],
      actions: [{ label: 'Choose a new password', link: 'resetPassword' }],
      outro: [
        expiresIn(linkLifetimeHours.resetPassword),
        'If you did not ask to reset your password, you can ignore this e-mail. Your password stays the same.',
      ],
    },
    'account-exists': {
      subject: 'Someone tried to register with your e-mail address',
      intro: [
        `Someone tried to create a new ${productName} account with this e-mail address. You already have an account, so we did not create a second one.`,
        'If it was you, you can log in. If you forgot your password, you can reset it.',
      ],
      actions: [
        { label: 'Log in', link: 'login' },
        { label: 'Reset my password', link: 'forgotPassword' },
      ],
      outro: ['If it was not you, you do not need to do anything. Your account has not changed.'],
    },
    'username-taken': {
      subject: 'We could not create your account',
      intro: [
        `Thank you for signing up for ${productName}. The username you chose is already taken, so we could not create your account.`,
        'Please register again and choose a different username.',
      ],
      actions: [{ label: 'Register again', link: 'register' }],
      outro: ['If you did not try to register, you can ignore this e-mail.'],
    },
    'email-in-use': {
      subject: 'Someone tried to use your e-mail address',
      intro: [
        `Someone tried to change the e-mail address of another ${productName} account to this one. This address already belongs to your account, so nothing was changed.`,
      ],
      actions: [{ label: 'Log in', link: 'login' }],
      outro: ['You do not need to do anything. Your account has not changed.'],
    },
    'password-changed': {
      subject: 'Your password was changed',
      intro: [
        `The password of your ${productName} account was just changed.`,
        'If you made this change, you do not need to do anything.',
        'If you did not, please reset your password right away, so that only you can get into your account.',
      ],
      actions: [{ label: 'Reset my password', link: 'forgotPassword' }],
      outro: [],
    },
  },
  notices: enNotices,
};
