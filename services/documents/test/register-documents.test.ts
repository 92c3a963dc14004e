import type { TBreach, TDataSubjectRequest } from '@conform/contracts';
import { prepareDocument } from '../src/engine/render.ts';
import { sampleCompany } from '../src/engine/sample.ts';
import { responseFieldValues } from '../src/engine/templates/responses.ts';
import { treeText } from '../src/engine/tree.ts';
import { make, sectionIds, sectionText } from './support/make.ts';

const request = (over: Partial<TDataSubjectRequest>): TDataSubjectRequest => ({
  id: 'r1',
  number: 'REQ-2026-001',
  right: 'ACCESS',
  receivedOn: '2026-01-31',
  person: 'Ioana Popescu',
  channel: 'EMAIL',
  notes: null,
  status: 'OPEN',
  deadline: '2026-02-28',
  extensionReason: null,
  daysLeft: 3,
  identityRequestedOn: null,
  identityConfirmedOn: null,
  paused: false,
  closedOn: null,
  history: [],
  responseTemplate: 'MODELE_RASPUNS_ACCES',
  ...over,
});

const breach: TBreach = {
  id: 'b1',
  number: 'INC-2026-001',
  awareAt: '2026-03-02T08:00:00.000Z',
  occurredAt: '2026-03-01T20:30:00.000Z',
  nature: ['CONFIDENTIALITY', 'AVAILABILITY'],
  description: 'Laptop furat din mașina unui angajat.',
  subjectCategories: 'Angajați',
  subjectsCount: 42,
  dataCategories: 'CNP, salarii',
  recordsCount: null,
  consequences: 'Risc de furt de identitate.',
  measures: 'Conturi blocate, parole schimbate.',
  risk: 'HIGH',
  riskReason: 'Date de identificare necriptate.',
  authorityNotifiedAt: '2026-03-04T09:00:00.000Z',
  personsNotifiedAt: null,
  delayReason: null,
  notifyBy: '2026-03-05T08:00:00.000Z',
  notifyAuthority: true,
  notifyPersons: true,
  createdAt: '2026-03-02T08:10:00.000Z',
  updatedAt: '2026-03-04T09:00:00.000Z',
};

describe('the printed requests register (REGISTRU_CERERI)', () => {
  it('lists every logged request with its right, deadline and status, and the reasons given', () => {
    const doc = make('REGISTRU_CERERI', {
      registers: {
        requests: [
          request({
            number: 'REQ-2026-002',
            right: 'ERASURE',
            person: 'Dan Ionescu',
            status: 'EXTENDED',
            deadline: '2026-05-15',
            extensionReason: 'Date în patru sisteme',
            receivedOn: '2026-02-15',
            channel: 'POST',
          }),
          request({ status: 'ANSWERED', closedOn: '2026-02-20', daysLeft: null }),
        ],
        breaches: [],
      },
    });
    const entries = sectionText(doc.tree, 'entries');
    expect(entries).toContain(
      'REQ-2026-001 | Acces (art. 15) | 31 ianuarie 2026 / E-mail | Ioana Popescu | 28 februarie 2026 | Răspuns trimis | 20 februarie 2026',
    );
    expect(entries).toContain(
      'REQ-2026-002 | Ștergere (art. 17) | 15 februarie 2026 / Poștă | Dan Ionescu | 15 mai 2026 | Termen prelungit',
    );
    // Sorted by number, whatever order the register gave.
    expect(entries.indexOf('REQ-2026-001')).toBeLessThan(entries.indexOf('REQ-2026-002'));
    expect(sectionText(doc.tree, 'reasons')).toContain(
      'REQ-2026-002: termen prelungit – Date în patru sisteme',
    );
    expect(sectionText(doc.tree, 'about')).toMatch(/art\. 12 alin\. \(3\).*ultima ei zi/s);
    expect(sectionText(doc.tree, 'about')).toMatch(
      /sâmbătă, duminică sau zi de sărbătoare legală.*prima zi lucrătoare/s,
    );
  });

  it('shows a request paused for an identity check, and each check with its days, in both languages', () => {
    const registers = {
      requests: [
        request({ identityRequestedOn: '2026-02-02', paused: true, daysLeft: null }),
        request({
          id: 'r2',
          number: 'REQ-2026-002',
          identityRequestedOn: '2026-02-03',
          identityConfirmedOn: '2026-02-10',
          deadline: '2026-03-09',
        }),
      ],
      breaches: [],
    };
    const ro = make('REGISTRU_CERERI', { registers });
    expect(sectionText(ro.tree, 'entries')).toContain(
      'REQ-2026-001 | Acces (art. 15) | 31 ianuarie 2026 / E-mail | Ioana Popescu | 28 februarie 2026 | Așteaptă verificarea identității',
    );
    const identity = sectionText(ro.tree, 'identity');
    expect(identity).toContain(
      'REQ-2026-001: informații pentru confirmarea identității cerute la 2 februarie 2026; în așteptarea confirmării, termenul este suspendat',
    );
    expect(identity).toContain(
      'REQ-2026-002: informații pentru confirmarea identității cerute la 3 februarie 2026; identitatea confirmată la 10 februarie 2026',
    );
    expect(sectionText(ro.tree, 'about')).toContain('art. 12 alin. (6)');
    const en = make('REGISTRU_CERERI', { language: 'en', registers });
    expect(sectionText(en.tree, 'identity')).toContain(
      'REQ-2026-001: information to confirm the person’s identity requested on 2 February 2026; awaiting confirmation, the period is suspended',
    );
    // Without identity checks there is no such section.
    expect(
      sectionIds(make('REGISTRU_CERERI', { registers: { requests: [request({})], breaches: [] } }).tree),
    ).not.toContain('identity');
  });

  it('is a form with blank rows while nothing is logged, in English too', () => {
    const doc = make('REGISTRU_CERERI', { language: 'en' });
    expect(doc.text).toContain('No request was logged');
    expect(sectionText(doc.tree, 'entries')).toContain('[to fill in]');
    expect(sectionIds(doc.tree)).not.toContain('reasons');
    expect(sectionText(doc.tree, 'about')).toMatch(/Saturday, Sunday or public holiday.*next working day/s);
  });
});

describe('the printed breach register (REGISTRU_INCALCARI, Art. 33(5))', () => {
  it('records each incident: facts, effects, assessment, the 72 hours and the notifications, in Romanian time', () => {
    const doc = make('REGISTRU_INCALCARI', { registers: { requests: [], breaches: [breach] } });
    const text = sectionText(doc.tree, 'incident-INC-2026-001');
    expect(text).toContain('Data luării la cunoștință: 2 martie 2026, ora 10:00 (ora României)');
    expect(text).toContain(
      'Confidențialitate (divulgare sau acces neautorizat); Disponibilitate (pierdere sau distrugere)',
    );
    expect(text).toContain('Angajați (aprox. 42)');
    expect(text).toContain('CNP, salarii (număr necunoscut)');
    expect(text).toContain(
      'Risc ridicat – se notifică autoritatea și persoanele vizate – Date de identificare necriptate.',
    );
    // Notified within the 72 hours: no flag, no reason asked.
    expect(text).toContain('Termenul de notificare (72 de ore): 5 martie 2026, ora 10:00 (ora României)\n');
    expect(text).toContain(
      'Notificarea autorității de supraveghere: 4 martie 2026, ora 11:00 (ora României)',
    );
    expect(text).toContain('Informarea persoanelor vizate: nu a fost notificată');
    expect(text).not.toContain('Motivul întârzierii');
  });

  it("prints each moment in the company's zone and names it: Berlin's for a company in Germany", () => {
    const incident = (edition: 'RO' | 'INT', language: 'ro' | 'en' = 'en') =>
      sectionText(
        make('REGISTRU_INCALCARI', { edition, language, registers: { requests: [], breaches: [breach] } })
          .tree,
        'incident-INC-2026-001',
      );
    // 08:00 UTC on 2 March: 09:00 in Berlin, 10:00 in Bucharest (both on winter time).
    const german = incident('INT');
    expect(german).toContain('Became aware on: 2 March 2026, 09:00 (Central European Time)');
    expect(german).toContain(
      'Notification of the supervisory authority: 4 March 2026, 10:00 (Central European Time)',
    );
    expect(german).not.toContain('Romania time');
    const romanian = incident('RO');
    expect(romanian).toContain('Became aware on: 2 March 2026, 10:00 (Romania time)');
  });

  it('flags the 72 hours missed: overdue when not notified, late when notified after, and asks for the reasons', () => {
    const incident = (over: Partial<TBreach>, language: 'ro' | 'en' = 'ro') =>
      sectionText(
        make('REGISTRU_INCALCARI', {
          language,
          registers: { requests: [], breaches: [{ ...breach, ...over }] },
        }).tree,
        'incident-INC-2026-001',
      );
    // The extract is made on 2 March 2026 (make's date): a deadline on 1 March has passed.
    const overdue = incident({ notifyBy: '2026-03-01T08:00:00.000Z', authorityNotifiedAt: null });
    expect(overdue).toContain('– depășit: autoritatea nu a fost notificată până la data acestui extras');
    expect(overdue).toContain('Motivul întârzierii: neconsemnat');
    const late = incident({ notifyBy: '2026-03-03T08:00:00.000Z' }, 'en');
    expect(late).toContain('– missed: the authority was notified after the deadline');
    expect(late).toContain('Reason for the delay: not recorded');
    const explained = incident({
      notifyBy: '2026-03-03T08:00:00.000Z',
      delayReason: 'Investigație în curs.',
    });
    expect(explained).toContain('Motivul întârzierii: Investigație în curs.');
    const unlikely = incident({ notifyAuthority: false, authorityNotifiedAt: null });
    expect(unlikely).toContain('nu este cazul: riscul a fost evaluat ca puțin probabil');
    expect(unlikely).not.toContain('Motivul întârzierii');
  });

  it('keeps a blank incident sheet while nothing is logged; English on the INT edition names no Romanian law', () => {
    const doc = make('REGISTRU_INCALCARI', { edition: 'INT' });
    expect(sectionIds(doc.tree)).toEqual(['about', 'controller', 'blank']);
    expect(doc.text).toContain('Art. 33(5) GDPR');
    expect(doc.text).not.toMatch(/ANSPDCP|190\/2018/);
  });
});

describe('drafts made from an entry of a register', () => {
  const company = () => {
    const c = sampleCompany('ro');
    c.products = { pending: [], configured: ['INTERNAL_POLICIES'], purchased: ['INTERNAL_POLICIES'] };
    return c;
  };

  it("writes a logged request's number, person and dates into its right's response letter", () => {
    const values = responseFieldValues(
      'ro',
      { number: 'REQ-2026-007', person: 'Ioana Popescu', receivedOn: '2026-01-31', deadline: '2026-02-28' },
      '2026-02-10',
    );
    const prepared = prepareDocument({
      type: 'MODELE_RASPUNS_ACCES',
      product: 'INTERNAL_POLICIES',
      company: company(),
      situations: [],
      language: 'ro',
      version: 1,
      fill: values,
    })!;
    const text = treeText(prepared.tree);
    expect(text).toContain('REQ-2026-007');
    expect(text).toContain('Stimată doamnă / Stimate domnule Ioana Popescu,');
    expect(text).toContain('31 ianuarie 2026');
    expect(text).not.toContain('[numele și prenumele persoanei vizate]');
    // What the register cannot know stays to fill in.
    expect(text).toMatch(/\[[^\]]+\]/);
  });

  it("drafts the authority's notification from a logged breach, leaving the rest to complete", () => {
    const prepared = prepareDocument({
      type: 'NOTIFICARE_INCALCARE',
      product: 'INTERNAL_POLICIES',
      company: company(),
      situations: [],
      language: 'en',
      version: 1,
      breach,
    })!;
    expect(prepared.tree.subtitle).toBe('draft for incident INC-2026-001 of the breach register');
    const text = treeText(prepared.tree);
    expect(text).toContain(
      'Date and time the company became aware of the breach: 2 March 2026, 10:00 (Romania time)',
    );
    expect(text).toContain('Laptop furat din mașina unui angajat.');
    expect(text).toContain('Approximate number of data subjects affected: 42');
    expect(text).toContain('Conturi blocate, parole schimbate.');
    expect(text).toContain(
      'High risk – the authority and the data subjects are notified – Date de identificare necriptate.',
    );
    // Unknown: the number of records.
    expect(text).toContain('Approximate number of records affected: [to complete]');
  });
});
