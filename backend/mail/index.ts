// What the rest of the backend uses of mail (backend/mail/README.md): areas queue messages and
// send them again; the process wires the outbox handler and, in the demo, the catcher.
export { enqueueMail, sendMailAgain, MAIL_SEND, type QueuedMail } from './enqueue-mail';
export type { MailAttachment, MailMessage } from './message';
export { mailSender, type MailerOptions, type MailSendAnswer } from './mail-outbox';
export { smtpSecretsFrom, NO_SMTP_SECRETS, MAIL_NOT_CONFIGURED, isMailNotConfigured, type SmtpSecrets } from './sender-settings';
export { startMailCatcher, catcherSender, type MailCatcher } from './catcher';
