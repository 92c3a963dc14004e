/**
 * Legal updates' contracts (docs/legal-updates.md): the event that e-mails a company's admins lists
 * the updates of a release (one e-mail, not one per update), and an event from before the list still
 * reads; the admin's list says which updates are announced ahead (a preview).
 */
import { ZCompanyLegalUpdateSchema } from '../src/legal-updates.ts';
import { PLATFORM_EVENTS } from '../src/events.ts';

const UPDATE = {
  updateId: 'u-1',
  title: { ro: 'Cota standard de TVA: 21%', en: 'The standard VAT rate: 21%' },
  summary: {
    ro: 'Cota standard de TVA se schimbă de la 19% la 21%.',
    en: 'The standard VAT rate changes from 19% to 21%.',
  },
  effective: '2027-01-01',
};
const published = PLATFORM_EVENTS['legal-update.published'];

it('the event lists the updates a company newly reaches, with the documents made again', () => {
  expect(
    published.safeParse({ companyId: 'c-1', updates: [UPDATE, { ...UPDATE, updateId: 'u-2' }], documents: 4 })
      .success,
  ).toBe(true);
  expect(published.safeParse({ companyId: 'c-1', updates: [], documents: 1 }).success).toBe(false);
  expect(
    published.safeParse({ companyId: 'c-1', updates: [{ ...UPDATE, effective: '1 Jan' }], documents: 1 })
      .success,
  ).toBe(false);
  expect(published.safeParse({ companyId: 'c-1', updates: [UPDATE], documents: 0 }).success).toBe(false);
});

it('an event from before the list (one update) still reads', () => {
  expect(published.safeParse({ companyId: 'c-1', ...UPDATE, documents: 2 }).success).toBe(true);
});

it('an update of the admin’s list says whether it is a preview (announced ahead)', () => {
  const update = {
    id: 'u-1',
    kind: 'PARAMETER',
    title: UPDATE.title,
    summary: UPDATE.summary,
    sources: [],
    effective: '2027-01-01',
    confirmedAt: null,
    documents: [],
  };
  expect(ZCompanyLegalUpdateSchema.safeParse({ ...update, preview: true }).success).toBe(true);
  expect(ZCompanyLegalUpdateSchema.safeParse(update).success).toBe(false);
});
