import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A message as the server took it: the envelope's recipients and the message as sent. */
export type ReceivedMail = { recipients: string[]; raw: string };

export type SmtpInbox = {
  url: string;
  /** Every message accepted so far, as sent. */
  received: ReceivedMail[];
  /** Every message accepted while `parsing`, parsed too. */
  messages: (ParsedMail & ReceivedMail)[];
  /** Parse each message as it comes (on by default); a test of thousands turns it off and reads `received`, which parsing would slow severalfold. */
  parsing: boolean;
  /** While true, every message is refused with a temporary failure, as a server in trouble does. */
  refusing: boolean;
  /** Recipients refused at RCPT TO with this reply code (550: no such mailbox; 452: mailbox full, try later). */
  refusedRecipients: Map<string, number>;
  /** While set, every message is refused after its DATA with this reply code (554: rejected as a whole). */
  dataRefusal: number | undefined;
  close: () => Promise<void>;
};

/** A real SMTP server in this process, on a free loopback port, that keeps what it is sent. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const inbox: SmtpInbox = {
    url: "",
    received: [],
    messages: [],
    parsing: true,
    refusing: false,
    refusedRecipients: new Map(),
    dataRefusal: undefined,
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = inbox.refusedRecipients.get(address.address.toLowerCase());
      if (code === undefined) return callback();
      callback(Object.assign(new Error(code >= 500 ? "No such mailbox here" : "Mailbox full, try again later"), { responseCode: code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (inbox.refusing) {
          callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
          return;
        }
        if (inbox.dataRefusal !== undefined) {
          callback(Object.assign(new Error("Message rejected"), { responseCode: inbox.dataRefusal }));
          return;
        }
        const raw = Buffer.concat(chunks);
        const received = { recipients: session.envelope.rcptTo.map((to) => to.address), raw: raw.toString("utf8") };
        inbox.received.push(received);
        if (!inbox.parsing) return callback();
        simpleParser(raw).then(
          (parsed) => {
            inbox.messages.push(Object.assign(parsed, received));
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  inbox.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  inbox.close = () => new Promise((resolve) => server.close(() => resolve()));
  return inbox;
}
