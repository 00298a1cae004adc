import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMessage {
  parsed: ParsedMail;
  /** The envelope recipients (RCPT TO), which need not match the To header. */
  recipients: string[];
}

export interface RunningCatcher {
  /** The nodemailer connection URL of this catcher. */
  url: string;
  close(): Promise<void>;
}

/**
 * A local SMTP server that accepts every message and hands it, parsed, to `onMessage`. The
 * sender gets its "250 OK" only after `onMessage` has finished, so a message is either kept or
 * sent again. Used as the development mail catcher and as the sink of the tests.
 */
export async function startSmtpCatcher(options: {
  onMessage(message: CaughtMessage): Promise<void> | void;
  port?: number;
  /** Answer this instead of accepting (tests of refusals): e.g. {code: 451, message: 'try later'}. */
  refuse?: () => { code: number; message: string } | null;
}): Promise<RunningCatcher> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    // On close, wait this long for senders to hang up before cutting them off.
    closeTimeout: 2000,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.();
      if (refusal) return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => options.onMessage({ parsed, recipients: session.envelope.rcptTo.map((to) => to.address) }))
        .then(
          () => callback(),
          (error: unknown) => callback(Object.assign(new Error(`could not keep the message: ${String(error)}`), { responseCode: 451 })),
        );
    },
  });
  server.on('error', () => {
    // A client that drops its connection mid-message is the client's problem, not the server's.
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
