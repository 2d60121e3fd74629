import type { FastifyBaseLogger } from 'fastify';

/** The channels that leave the platform: a text message to a phone, a mail to an address. */
export type OutboundChannel = 'sms' | 'email';

export interface OutboundMessage {
  channel: OutboundChannel;
  /** A mobile number for sms, an e-mail address for email. */
  to: string;
  /** The mail subject; SMS providers ignore it. */
  subject?: string;
  text: string;
}

/**
 * Sends SMS and e-mail. A real provider (an SMS gateway, an SMTP server) plugs in by implementing this and being
 * handed to the context in app.ts; `send` throws when the provider refuses, so the caller can record the failure.
 */
export interface MessageSender {
  send(message: OutboundMessage): Promise<void>;
}

/**
 * The default: nothing leaves the machine, the message is written to the server log (level info, message
 * `outbound sms` / `outbound email`), where an operator or a test can read it. It never reaches the client.
 */
export class LogSender implements MessageSender {
  /** The messages of this instance, newest last: tests read codes from here instead of the log stream. */
  readonly sent: OutboundMessage[] = [];

  constructor(private readonly log: FastifyBaseLogger) {}

  async send(message: OutboundMessage): Promise<void> {
    this.sent.push(message);
    if (this.sent.length > 1000) this.sent.shift();
    this.log.info({ to: message.to, subject: message.subject, text: message.text }, `outbound ${message.channel}`);
  }
}
