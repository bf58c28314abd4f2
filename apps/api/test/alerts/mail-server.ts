import { SMTPServer } from 'smtp-server';

// A real SMTP server for the tests (the smtp-server package): it keeps every message it accepts,
// and can be stopped and started again on the same port to play a mail server that is down.

export interface ReceivedMail {
  to: string;
  headers: Map<string, string>;
  text: string;
}

/** Quoted-printable as nodemailer writes it: soft breaks dropped, =XX bytes decoded as UTF-8. */
function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const flat = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < flat.length; i++) {
    const hex = flat[i] === '=' ? flat.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(flat[i] ?? ''));
  }
  return Buffer.from(bytes).toString('utf8');
}

export function parseMail(raw: string, to: string): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n') >= 0 ? raw.indexOf('\r\n\r\n') : raw.indexOf('\n\n');
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.set(line.slice(0, at).toLowerCase(), line.slice(at + 1).trim());
  }
  const body = raw.slice(split).trim();
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text = encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { to, headers, text };
}

export class TestMailServer {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          this.received.push(parseMail(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo[0]?.address ?? ''));
          callback();
        });
      },
    });
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    const address = (server as unknown as { server: { address(): { port: number } } }).server.address();
    this.port = address.port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Takes the messages received so far. */
  take(): ReceivedMail[] {
    return this.received.splice(0);
  }
}
