import { parcelNamed } from '@county/shared/owner-alerts';
import { publicUrl } from '../public-origin.ts';
import type { AlertContacts } from './contacts.ts';
import type { Change } from './changes.ts';
import type { QueuedMail } from './queue.ts';

// The words of owner-alert e-mails in the language the person signed up in. Plain text: it reads
// the same in every mail program and carries nothing from the roll that could be taken for markup.

export interface MailLinks {
  confirm?: string;
  manage: string;
  unsubscribe: string;
  card: string;
}

export interface Rendered {
  subject: string;
  text: string;
}

const WORDS = {
  en: {
    confirmSubject: (p: string) => `Confirm owner alerts for parcel ${p}`,
    confirmIntro: (p: string) =>
      `Someone (we hope you) asked for an e-mail whenever a deed, a new owner or a new mailing address is recorded for parcel ${p}. Nothing will be sent about this parcel until you confirm.`,
    confirmAction: 'Open this link within 48 hours and press its Confirm button (the link works once):',
    confirmIgnore: 'If you did not ask for this, ignore this e-mail: the address will not be used.',
    alertSubject: (p: string) => `Owner alert: a change recorded on parcel ${p}`,
    alertIntro: (p: string) => `The latest update of the property roll changed parcel ${p}:`,
    sale: (s: Extract<Change, { kind: 'sale' }>['sale']) =>
      `- A new sale or deed${s.date ? ` dated ${s.date.slice(0, 10)}` : ''}, instrument number ${s.instrument ?? 'not given'}${s.bookPage ? `, book/page ${s.bookPage}` : ''}.`,
    owner: (c: { before: string; after: string }) =>
      c.after ? `- The owner's name changed from "${c.before}" to "${c.after}".` : "- The owner's name changed.",
    mail: (c: { before: string; after: string }) =>
      c.after ? `- The mailing address changed from "${c.before}" to "${c.after}".` : '- The mailing address changed.',
    card: 'The property record card, where each instrument number opens the recorded document:',
    unknown: (c: AlertContacts) =>
      `If you do not recognise this change, call the Clerk's fraud line at ${c.clerkFraudLine} and the Property Appraiser's office at ${c.officePhone}.`,
    manage: 'See or stop the alerts of this address:',
    unsubscribe: 'Stop alerts about this parcel:',
    why: 'Your e-mail address is used only for these alerts.',
  },
  es: {
    confirmSubject: (p: string) => `Confirme las alertas al propietario de la parcela ${p}`,
    confirmIntro: (p: string) =>
      `Alguien (esperamos que usted) pidió un correo cada vez que se registre una escritura, un nuevo propietario o una nueva dirección postal de la parcela ${p}. No se enviará nada sobre esta parcela hasta que usted confirme.`,
    confirmAction: 'Abra este enlace dentro de 48 horas y pulse su botón Confirmar (el enlace sirve una sola vez):',
    confirmIgnore: 'Si no lo pidió, ignore este correo: la dirección no se usará.',
    alertSubject: (p: string) => `Alerta al propietario: un cambio registrado en la parcela ${p}`,
    alertIntro: (p: string) => `La última actualización del registro de propiedades cambió la parcela ${p}:`,
    sale: (s: Extract<Change, { kind: 'sale' }>['sale']) =>
      `- Una nueva venta o escritura${s.date ? ` con fecha ${s.date.slice(0, 10)}` : ''}, número de instrumento ${s.instrument ?? 'no indicado'}${s.bookPage ? `, libro/página ${s.bookPage}` : ''}.`,
    owner: (c: { before: string; after: string }) =>
      c.after ? `- El nombre del propietario cambió de "${c.before}" a "${c.after}".` : '- El nombre del propietario cambió.',
    mail: (c: { before: string; after: string }) =>
      c.after ? `- La dirección postal cambió de "${c.before}" a "${c.after}".` : '- La dirección postal cambió.',
    card: 'La ficha de la propiedad, donde cada número de instrumento abre el documento registrado:',
    unknown: (c: AlertContacts) =>
      `Si no reconoce este cambio, llame a la línea de fraude del Secretario del Tribunal (Clerk) al ${c.clerkFraudLine} y a la oficina del Tasador de Propiedades al ${c.officePhone}.`,
    manage: 'Vea o detenga las alertas de esta dirección:',
    unsubscribe: 'Detener las alertas de esta parcela:',
    why: 'Su dirección de correo se usa solo para estas alertas.',
  },
} as const;

export function renderMail(mail: QueuedMail, links: MailLinks, contacts: AlertContacts): Rendered {
  const w = WORDS[mail.lang];
  const parcel = parcelNamed(mail.parcelId, mail.address);
  const footer = ['', w.manage, links.manage, '', w.unsubscribe, links.unsubscribe, '', w.why];
  if (mail.kind === 'confirm') {
    return {
      subject: w.confirmSubject(parcel),
      text: [w.confirmIntro(parcel), '', w.confirmAction, links.confirm ?? '', '', w.confirmIgnore, ...footer].join('\n'),
    };
  }
  const lines = mail.changes.map((c) => (c.kind === 'sale' ? w.sale(c.sale) : c.kind === 'owner' ? w.owner(c) : w.mail(c)));
  const text = [w.alertIntro(parcel), '', ...lines, '', w.card, links.card, '', w.unknown(contacts), ...footer];
  return { subject: w.alertSubject(parcel), text: text.join('\n') };
}

/** The absolute addresses an e-mail carries, all from PUBLIC_ORIGIN (public-origin.ts). */
export function mailLinks(
  config: { site: { publicOrigin: string } },
  mail: QueuedMail,
  tokens: { confirm?: string; manage: string; unsubscribe: string },
): MailLinks {
  const q = encodeURIComponent;
  return {
    confirm: tokens.confirm ? publicUrl(config, `/owner-alert/confirm?token=${q(tokens.confirm)}`, mail.lang) : undefined,
    manage: publicUrl(config, `/owner-alert/manage?token=${q(tokens.manage)}`, mail.lang),
    unsubscribe: publicUrl(config, `/owner-alert/unsubscribe?token=${q(tokens.unsubscribe)}`, mail.lang),
    card: publicUrl(config, `/propertycard?pid=${q(mail.parcelId)}`, mail.lang),
  };
}
