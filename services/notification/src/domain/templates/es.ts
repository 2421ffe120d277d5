import { linkLifetimeHours } from '../link-lifetimes.js';
import { productName } from '../product.js';
import { esNotices } from './es-notices.js';
import type { LanguageTemplates } from './template.js';

function expiresIn(hours: number): string {
  return `Este enlace vence en ${hours} ${hours === 1 ? 'hora' : 'horas'}.`;
}

export const es: LanguageTemplates = {
  greeting: (firstName) => (firstName ? `Hola, ${firstName}:` : 'Hola:'),
  linkFallback: (linkCount) =>
    linkCount === 1
      ? 'Si el botón no funciona, copie y pegue este enlace en su navegador:'
      : 'Si los botones no funcionan, copie y pegue estos enlaces en su navegador:',
  signOff: 'Gracias,',
  team: `El equipo de ${productName}`,
  footer: 'Este mensaje se envió automáticamente. Las respuestas a esta dirección no se leen.',
  kinds: {
    'verify-email': {
      subject: 'Confirme su correo electrónico',
      intro: [
        `Confirme que esta es su dirección de correo electrónico para ${productName}. Solo le tomará un clic.`,
      ],
      actions: [{ label: 'Confirmar mi correo electrónico', link: 'verifyEmail' }],
      outro: [expiresIn(linkLifetimeHours.verifyEmail), 'Si usted no lo pidió, puede ignorar este mensaje.'],
    },
    'reset-password': {
      subject: 'Restablezca su contraseña',
      intro: [
        `Recibimos una solicitud para restablecer la contraseña de su cuenta de ${productName}.`,
        'Para elegir una contraseña nueva, use el enlace de abajo.',
      ],
      actions: [{ label: 'Elegir una contraseña nueva', link: 'resetPassword' }],
      outro: [
        expiresIn(linkLifetimeHours.resetPassword),
        'Si usted no pidió restablecer su contraseña, puede ignorar este mensaje. Su contraseña sigue siendo la misma.',
      ],
    },
    'account-exists': {
      subject: 'Alguien intentó registrarse con su correo electrónico',
      intro: [
        `Alguien intentó crear una cuenta nueva de ${productName} con esta dirección de correo electrónico. Usted ya tiene una cuenta, así que no creamos otra.`,
        'Si fue usted, puede iniciar sesión. Si olvidó su contraseña, puede restablecerla.',
      ],
      actions: [
        { label: 'Iniciar sesión', link: 'login' },
        { label: 'Restablecer mi contraseña', link: 'forgotPassword' },
      ],
      outro: ['Si no fue usted, no tiene que hacer nada. Su cuenta no ha cambiado.'],
    },
    'username-taken': {
      subject: 'No pudimos crear su cuenta',
      intro: [
        `Gracias por registrarse en ${productName}. El nombre de usuario que eligió ya está en uso, así que no pudimos crear su cuenta.`,
        'Regístrese de nuevo y elija otro nombre de usuario.',
      ],
      actions: [{ label: 'Registrarme de nuevo', link: 'register' }],
      outro: ['Si usted no intentó registrarse, puede ignorar este mensaje.'],
    },
    'email-in-use': {
      subject: 'Alguien intentó usar su correo electrónico',
      intro: [
        `Alguien intentó cambiar el correo electrónico de otra cuenta de ${productName} a esta dirección. Esta dirección ya pertenece a su cuenta, así que no cambiamos nada.`,
      ],
      actions: [{ label: 'Iniciar sesión', link: 'login' }],
      outro: ['No tiene que hacer nada. Su cuenta no ha cambiado.'],
    },
    'password-changed': {
      subject: 'Se cambió su contraseña',
      intro: [
        `La contraseña de su cuenta de ${productName} se acaba de cambiar.`,
        'Si usted hizo este cambio, no tiene que hacer nada.',
        'Si no fue usted, restablezca su contraseña de inmediato para que solo usted pueda entrar a su cuenta.',
      ],
      actions: [{ label: 'Restablecer mi contraseña', link: 'forgotPassword' }],
      outro: [],
    },
  },
  notices: esNotices,
};
