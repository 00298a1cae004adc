import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
}

/** Where sent mail goes: SMTP through nodemailer's pooled transport. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The SMTP reply of a refused message, as nodemailer reports it. */
export interface SmtpFailure {
  responseCode?: number;
  command?: string;
  message: string;
}

/** A permanent refusal of the recipient itself (5xx to RCPT TO): retrying cannot help. */
export function isRecipientRejected(error: unknown): boolean {
  const failure = error as SmtpFailure;
  return typeof failure?.responseCode === 'number' && failure.responseCode >= 500 && failure.command === 'RCPT TO';
}

export function createSmtpTransport(options: { url: string; from: string; maxConnections: number }): MailTransport {
  const url = new URL(options.url);
  const transporter = nodemailer.createTransport(
    {
      host: url.hostname,
      port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
      secure: url.protocol === 'smtps:',
      auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
      pool: true,
      maxConnections: options.maxConnections,
      // A server that hangs must not hold a worker: the message is retried later.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
    { from: options.from },
  );
  return {
    async send(mail) {
      await transporter.sendMail({ ...mail, messageId: mail.messageId });
    },
    close() {
      transporter.close();
    },
  };
}
