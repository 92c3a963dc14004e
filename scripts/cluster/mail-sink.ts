/**
 * Cluster mode's stand-in for an SMTP relay: services send real SMTP (as in production) and every
 * message lands in a folder instead of someone's inbox.
 *
 *   node scripts/cluster/mail-sink.ts PORT DIR
 *
 * Each message is DIR/<time>-<n>.eml; one line per message goes to stdout (the cluster's log).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const [portArg, dir] = process.argv.slice(2);
if (!portArg || !dir) {
  console.error('usage: node scripts/cluster/mail-sink.ts PORT DIR');
  process.exit(2);
}
mkdirSync(dir, { recursive: true });
let count = 0;

const server = new SMTPServer({
  // Loopback only, nothing to protect: no authentication, and no TLS to negotiate.
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  size: 10 * 1024 * 1024,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks);
      const file = join(dir, `${new Date().toISOString().replaceAll(':', '-')}-${++count}.eml`);
      writeFileSync(file, raw);
      const subject = /^Subject: (.*)$/im.exec(raw.toString('utf8'))?.[1] ?? '';
      const to = session.envelope.rcptTo.map((r) => r.address).join(', ');
      console.log(JSON.stringify({ time: Date.now(), msg: 'mail received', to, subject, file }));
      callback();
    });
  },
});

server.listen(Number(portArg), '127.0.0.1', () => {
  console.log(JSON.stringify({ time: Date.now(), msg: `mail sink listening on 127.0.0.1:${portArg}`, dir }));
});
server.on('error', (err) => console.error(err));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
