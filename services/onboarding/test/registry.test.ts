import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  isValidRegistrationNumber,
  isValidRomanianCui,
  ZCompanyRegistryInfoSchema,
} from '@conform/contracts';
import { ConfigError, parseConfig } from '@conform/server-kit';
import { startTestService, type TestService } from '@conform/server-kit/testing';
import request from 'supertest';
import { onboardingService } from '../src/app.ts';
import { ZOnboardingConfigSchema } from '../src/config.ts';
import { parseLocality } from '../src/registry/anaf-protocol.ts';
import { LOCAL_REGISTRY_RECORDS } from '../src/registry/local-records.ts';

/** Starts an HTTP server on a free loopback port; `handler` can be swapped later. */
async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  let current = handler;
  const server: Server = createServer((req, res) => current(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    use: (next: typeof handler) => (current = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const s = '\u015F'; // ANAF spells ș with a cedilla
const S = '\u015E';

/** ANAF's v9 answer for one company, as recorded (fields the platform does not read included). */
function anafFound(cui: number, date: string) {
  return {
    date_generale: {
      cui,
      data: date,
      denumire: `${S}TEFAN & FIUL CONSTRUC${'\u0162'}II SRL`,
      adresa: `JUD. CLUJ, MUN. CLUJ-NAPOCA, STR. MEMORANDUMULUI, NR.28, AP.4`,
      nrRegCom: 'J12/3456/2019',
      telefon: '0264123456',
      fax: '',
      codPostal: '400114',
      act: '',
      stare_inregistrare: 'INREGISTRAT din data 04.11.2019',
      data_inregistrare: '2019-11-04',
      cod_CAEN: '4120',
      iban: '',
      statusRO_e_Factura: true,
    },
    inregistrare_scop_Tva: { scpTVA: true, perioade_TVA: [] },
    stare_inactiv: {
      dataInactivare: '',
      dataReactivare: '',
      dataPublicare: '',
      dataRadiere: '',
      statusInactivi: false,
    },
    adresa_sediu_social: {
      sdenumire_Strada: `Str. M\u0103r\u0103${s}e${s}ti`,
      snumar_Strada: '28',
      sdenumire_Localitate: 'Mun. Cluj-Napoca',
      scod_Localitate: '1',
      sdenumire_Judet: 'CLUJ',
      scod_Judet: '12',
      scod_JudetAuto: 'CJ',
      stara: '',
      sdetalii_Adresa: 'Ap. 4',
      scod_Postal: '400114',
    },
  };
}

const FOUND = 38741206; // valid check digits, all of them
const MISSING = 41509738;
const BROKEN = 29463810;
const GARBLED = 33187542;
const SLOW = 45231960;
const REFUSED = 17654328;

interface Received {
  contentType: string | undefined;
  body: unknown;
}

let anaf: Awaited<ReturnType<typeof listen>>;
const received: Received[] = [];
let svc: TestService<unknown>;

function fakeAnaf(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    const body = JSON.parse(raw) as Array<{ cui: number; data: string }>;
    received.push({ contentType: req.headers['content-type'], body });
    const { cui, data } = body[0]!;
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (cui === FOUND)
      return json(200, { cod: 200, message: 'SUCCESS', found: [anafFound(cui, data)], notFound: [] });
    if (cui === BROKEN) return json(500, { cod: 500, message: 'Internal Server Error' });
    if (cui === GARBLED) {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end('{"cod": 200, "found": [');
    }
    if (cui === REFUSED) return json(200, { cod: 404, message: 'NOT FOUND', found: [], notFound: [] });
    if (cui === SLOW)
      return void setTimeout(() => json(200, { cod: 200, message: 'SUCCESS', found: [] }), 1500);
    return json(200, { cod: 200, message: 'SUCCESS', found: [], notFound: [cui] });
  });
}

beforeAll(async () => {
  anaf = await listen(fakeAnaf);
  svc = await startTestService(onboardingService, {
    env: {
      COMPANY_REGISTRY: 'anaf',
      ANAF_URL: `${anaf.url}/api/PlatitorTvaRest/v9/tva`,
      COMPANY_REGISTRY_TIMEOUT_MS: '400',
      COMPANY_REGISTRY_MIN_INTERVAL_MS: '0',
      REGISTRY_LOOKUPS_PER_IP_PER_HOUR: '8',
      // The test plays the proxy in front of the service: it sets X-Forwarded-For.
      TRUST_PROXY: 'loopback',
    },
  });
});
afterAll(async () => {
  await svc.close();
  await anaf.close();
});

let ipCounter = 0;
/** Each test looks up from its own client address, so one test's lookups never count against another's. */
const newIp = () => `10.2.0.${++ipCounter}`;
const lookup = (code: string, ip = newIp()) =>
  request(svc.app).get(`/platform/api/onboarding/v1/companies/${code}/info`).set('X-Forwarded-For', ip);

describe('company registry lookup through ANAF', () => {
  it('asks ANAF with its protocol and answers the company in the spec’s shape, diacritics fixed', async () => {
    const before = received.length;
    const res = await lookup(`RO${FOUND}`).expect(200);
    expect(ZCompanyRegistryInfoSchema.parse(res.body)).toEqual({
      fiscalCode: String(FOUND),
      registrationNumber: 'J12/3456/2019',
      name: 'ȘTEFAN & FIUL CONSTRUCȚII SRL',
      address: {
        street: 'Str. Mărășești nr. 28, Ap. 4',
        settlement: { type: 'municipiu', name: 'Cluj-Napoca', district: null, county: 'CJ' },
      },
    });
    const asked = received.slice(before);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.contentType).toBe('application/json');
    expect(asked[0]!.body).toEqual([{ cui: FOUND, data: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }]);
  });

  it('answers a second lookup of the same company from its cache', async () => {
    await lookup(String(FOUND)).expect(200);
    const before = received.length;
    const again = await lookup(String(FOUND)).expect(200);
    expect(again.body.name).toBe('ȘTEFAN & FIUL CONSTRUCȚII SRL');
    expect(received.length).toBe(before);
  });

  it('answers 404 for a company ANAF does not know, and for every failure, caching nothing', async () => {
    for (const code of [MISSING, BROKEN, GARBLED, SLOW, REFUSED]) {
      const res = await lookup(String(code)).expect(404);
      expect(res.body).toEqual({ code: 'not_found', message: expect.any(String) });
    }
    const rows = await svc.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM onboarding.registry_cache WHERE fiscal_code <> $1`,
      [String(FOUND)],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('keeps a stale answer for when ANAF is down', async () => {
    await svc.db.query(
      `INSERT INTO onboarding.registry_cache (fiscal_code, info, fetched_at) VALUES ($1, $2, now() - interval '400 days')`,
      [
        String(BROKEN),
        JSON.stringify({
          fiscalCode: String(BROKEN),
          registrationNumber: 'J22/1876/2012',
          name: 'VECHI SRL',
          address: { street: '', settlement: { type: '', name: 'Iași', district: null, county: 'IS' } },
        }),
      ],
    );
    const before = received.length;
    const res = await lookup(String(BROKEN)).expect(200);
    expect(res.body.name).toBe('VECHI SRL');
    expect(received.length).toBe(before + 1); // it did ask again first
  });

  it('refuses a fiscal code with a wrong check digit without asking ANAF', async () => {
    const before = received.length;
    const res = await lookup('18547291').expect(400);
    expect(res.body).toMatchObject({
      code: 'validation',
      details: [{ path: 'fiscalCode', message: 'validation.fiscalCode.invalid' }],
    });
    await lookup('not-a-code').expect(400);
    expect(received.length).toBe(before);
  });

  it('limits lookups per client address', async () => {
    const ip = newIp();
    for (let i = 0; i < 8; i++) await lookup(String(MISSING), ip).expect(404);
    const limited = await lookup(String(MISSING), ip).expect(429);
    expect(limited.body.code).toBe('rate_limited');
    await lookup(String(MISSING)).expect(404);
  });

  it('has no local stand-in outside embedded mode', async () => {
    const res = await request(svc.app).get('/platform/dev/company-registry').expect(404);
    expect(res.body.code).toBe('not_found');
  });
});

describe('ANAF localities', () => {
  it('reads municipalities, towns, Bucharest sectors and villages with their commune', () => {
    expect(parseLocality('Mun. Cluj-Napoca')).toEqual({
      type: 'municipiu',
      name: 'Cluj-Napoca',
      district: null,
    });
    expect(parseLocality('Oraș Bușteni')).toEqual({ type: 'oraș', name: 'Bușteni', district: null });
    expect(parseLocality('Sector 3 Mun. București')).toEqual({
      type: 'municipiu',
      name: 'București',
      district: 'Sector 3',
    });
    expect(parseLocality('Sat Luncani Com. Luna')).toEqual({
      type: 'sat',
      name: 'Luncani, com. Luna',
      district: null,
    });
    expect(parseLocality('Mun. Satu Mare')).toEqual({ type: 'municipiu', name: 'Satu Mare', district: null });
    expect(parseLocality('Voluntari')).toEqual({ type: '', name: 'Voluntari', district: null });
  });
});

describe('the local stand-in registry (embedded mode)', () => {
  let platform: Awaited<ReturnType<typeof listen>>;
  let local: TestService<unknown>;

  beforeAll(async () => {
    // The embedded platform reaches its stand-in at its own public address, over HTTP, like ANAF.
    platform = await listen((_req, res) => res.end());
    local = await startTestService(onboardingService, {
      env: { EMBEDDED: 'true', NODE_ENV: 'development', PUBLIC_URL: platform.url },
    });
    platform.use(local.app);
  });
  afterAll(async () => {
    await local.close();
    await platform.close();
  });

  it('is the default in embedded mode and fills a Bucharest company with its sector as county', async () => {
    const res = await request(local.app)
      .get('/platform/api/onboarding/v1/companies/41509738/info')
      .expect(200);
    expect(res.body).toEqual({
      fiscalCode: '41509738',
      registrationNumber: 'J40/11234/2019',
      name: 'ATELIER DIGITAL ȘTEFĂNESCU SRL',
      address: {
        street: 'Bd. Decebal nr. 12, Bl. S7, Sc. 1, Et. 3, Ap. 10',
        settlement: { type: 'municipiu', name: 'București', district: 'Sector 3', county: 'B' },
      },
    });
    const village = await request(local.app)
      .get('/platform/api/onboarding/v1/companies/17654328/info')
      .expect(200);
    expect(village.body.address).toEqual({
      street: 'nr. 112',
      settlement: { type: 'sat', name: 'Luncani, com. Luna', district: null, county: 'CJ' },
    });
  });

  it('simulates an outage for its outage code, and lists what it knows', async () => {
    const listing = await request(local.app).get('/platform/dev/company-registry').expect(200);
    expect(listing.body.note).toMatch(/stand-in/);
    await request(local.app)
      .get(`/platform/api/onboarding/v1/companies/${listing.body.outageCode}/info`)
      .expect(404);
    await request(local.app).get('/platform/api/onboarding/v1/companies/38744563/info').expect(404);
  });

  it('holds only records with valid fiscal codes and registration numbers', () => {
    for (const record of LOCAL_REGISTRY_RECORDS) {
      expect(isValidRomanianCui(String(record.date_generale.cui))).toBe(true);
      expect(isValidRegistrationNumber(String(record.date_generale.nrRegCom))).toBe(true);
    }
  });

  it('is refused in production', () => {
    expect(() =>
      parseConfig(ZOnboardingConfigSchema, { NODE_ENV: 'production', COMPANY_REGISTRY: 'local' }),
    ).toThrow(ConfigError);
  });
});
