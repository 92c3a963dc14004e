import { pino, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs; one child logger per service so every line names its source. */
export function createLogger(options: {
  name: string;
  level: string;
  /** Where lines go; standard output by default (tests collect them). */
  destination?: { write(line: string): void };
}): Logger {
  const settings = {
    name: options.name,
    level: options.level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-internal-token"]',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
        // Personal data a log call might carry by mistake: addresses, phones, whole request bodies.
        'email',
        '*.email',
        'to',
        '*.to',
        'phoneNumber',
        '*.phoneNumber',
        'body',
        '*.body',
      ],
      censor: '[redacted]',
    },
  };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}
