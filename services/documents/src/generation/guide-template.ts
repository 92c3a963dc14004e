import { countries, documentInfo, productInfo, type TEdition } from '@conform/catalogues';
import type { CompanyReadModel as CompanyForDocuments } from '@conform/companies-service/read';
import { countyName, GUIDE_TYPE, productDocuments } from '../catalogue.ts';
import { normalizeRomanian } from '@conform/contracts';
import { html, type SafeHtml } from './html.ts';

export type Locale = 'ro' | 'en';

/** Labels of the document itself; the INT edition names no Romanian register or authority. */
const TEXT = {
  ro: {
    preparedFor: 'Pregătit pentru',
    generatedOn: 'Generat la',
    page: 'Pagina',
    identification: 'Datele de identificare ale operatorului',
    identificationNote:
      'Aceste date apar în documentele generate ca identitatea și datele de contact ale operatorului (art. 13 alin. (1) lit. (a) și (b) din Regulamentul (UE) 2016/679). Dacă s-a schimbat ceva, actualizați-le în platformă și regenerați documentele.',
    name: 'Denumire',
    fiscalCode: 'Cod unic de înregistrare (CUI)',
    registrationNumber: 'Nr. de ordine în Registrul Comerțului',
    address: 'Sediu',
    phone: 'Telefon',
    contactEmail: 'E-mail pentru protecția datelor',
    responsible: 'Persoana responsabilă cu protecția datelor',
    isDpo: 'responsabil cu protecția datelor (DPO) desemnat formal, conform art. 37 din GDPR',
    notDpo: 'persoană de contact pentru protecția datelor; nu este un DPO desemnat formal',
    missing: 'necompletat',
    packages: 'Pachetele și documentele dumneavoastră',
    noPackages:
      'Nu ați achiziționat încă niciun pachet. După achiziție, documentele fiecărui pachet apar aici, cu instrucțiunile de folosire.',
    where: 'Unde se folosește',
    signedBy: 'Cine semnează',
    update: 'Când se actualizează',
    firstSteps: 'Primii pași',
    steps: [
      'Verificați datele de identificare de mai sus: sunt cele pe care le văd persoanele vizate și autoritatea.',
      'Stabiliți cine se ocupă de protecția datelor în companie și completați datele lui de contact în platformă.',
      'Descrieți în platformă situațiile și operațiunile de prelucrare ale fiecărui pachet, apoi regenerați documentele.',
      'Folosiți fiecare document așa cum arată ghidul lui: publicați notele de informare, semnați contractele și păstrați evidențele.',
    ],
  },
  en: {
    preparedFor: 'Prepared for',
    generatedOn: 'Generated on',
    page: 'Page',
    identification: 'Identification of the controller',
    identificationNote:
      'These details appear in the generated documents as the identity and contact details of the controller (Article 13(1)(a) and (b) of Regulation (EU) 2016/679). If anything has changed, update it on the platform and regenerate the documents.',
    name: 'Name',
    fiscalCode: 'Fiscal code (CUI)',
    registrationNumber: 'Trade Register number',
    address: 'Registered office',
    phone: 'Phone',
    contactEmail: 'E-mail for data protection',
    responsible: 'Person in charge of data protection',
    isDpo: 'formally appointed data protection officer (DPO) under Article 37 GDPR',
    notDpo: 'contact person for data protection; not a formally appointed DPO',
    missing: 'not provided',
    packages: 'Your packages and documents',
    noPackages:
      'You have not purchased a package yet. Once you do, the documents of each package are listed here with instructions for using them.',
    where: 'Where it is used',
    signedBy: 'Who signs it',
    update: 'When to update it',
    firstSteps: 'First steps',
    steps: [
      'Check the identification details above: data subjects and the authority see exactly these.',
      'Decide who handles data protection in the company and enter their contact details on the platform.',
      'Describe the processing situations and operations of each package on the platform, then regenerate the documents.',
      'Use each document as its guide says: publish the notices, sign the agreements and keep the records.',
    ],
  },
} as const;

const INT_LABELS = {
  fiscalCode: 'Tax identification number',
  registrationNumber: 'Company registration number',
} as const;

const style = (pageLabel: string): SafeHtml => ({
  safeHtml: `
  @page {
    size: A4;
    margin: 22mm 20mm 24mm;
    @bottom-right { content: "${pageLabel} " counter(page) " / " counter(pages); font: 9pt Arial, 'Liberation Sans', sans-serif; color: #4f5b6d; }
  }
  @page :first { @bottom-right { content: none; } }
  html { font-family: 'Times New Roman', 'Liberation Serif', serif; font-size: 11.5pt; color: #1c2330; }
  body { margin: 0; line-height: 1.45; }
  h1, h2, h3 { font-family: Arial, 'Liberation Sans', sans-serif; color: #15253f; }
  .cover { height: 240mm; display: flex; flex-direction: column; justify-content: center; break-after: page; }
  .cover .kind { font: 600 12pt Arial, 'Liberation Sans', sans-serif; letter-spacing: .08em; text-transform: uppercase; color: #0f8a6b; }
  .cover h1 { font-size: 28pt; margin: 6mm 0 10mm; }
  .cover .company { font-size: 16pt; }
  .cover .date { margin-top: 14mm; color: #4f5b6d; }
  h2 { font-size: 15pt; border-bottom: 1.5pt solid #1f4e8c; padding-bottom: 2mm; margin: 0 0 5mm; break-after: avoid; }
  h3 { font-size: 12.5pt; margin: 7mm 0 3mm; break-after: avoid; }
  section + section { margin-top: 10mm; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; vertical-align: top; padding: 2.2mm 3mm; border: .6pt solid #d5dbe5; }
  th { width: 38%; font-family: Arial, 'Liberation Sans', sans-serif; font-size: 10pt; background: #f4f6fa; }
  .missing { color: #b3261e; font-style: italic; }
  .note { font-size: 10pt; color: #4f5b6d; margin-top: 4mm; }
  .doc { margin: 0 0 5mm; padding-left: 4mm; border-left: 2pt solid #d5dbe5; }
  .doc p { margin: 1mm 0; orphans: 3; widows: 3; }
  .doc p:first-child { break-after: avoid; }
  .doc .label { font: 600 9.5pt Arial, 'Liberation Sans', sans-serif; color: #4f5b6d; }
  ol li { margin-bottom: 2mm; }
`,
});

export interface RenderedDocument {
  html: string;
  title: string;
  /** Offered to the browser when downloading. */
  fileName: string;
}

/**
 * The usage guide (GHID_UTILIZARE_DOCUMENTE), first version: a cover page, the controller's
 * identification exactly as the documents will state it, the purchased packages with each document's
 * guide from the catalogue, and the first steps. Company text is escaped and normalised to ș ț.
 */
export function buildGuide(
  company: CompanyForDocuments,
  locale: Locale,
  now: Date = new Date(),
): RenderedDocument {
  const edition: TEdition = company.platform === 'int' ? 'INT' : 'RO';
  const t = { ...TEXT[locale], ...(edition === 'INT' && locale === 'en' ? INT_LABELS : {}) };
  const clean = (text: string | null | undefined): string => normalizeRomanian((text ?? '').trim());
  const value = (text: string | null | undefined): SafeHtml =>
    clean(text) ? html`${clean(text)}` : html`<span class="missing">${t.missing}</span>`;

  const info = company.info;
  const country = countries.find((c) => c.id === info.country)?.label[locale] ?? info.country;
  const addressParts = [info.streetAddress, info.city, countyName(info.county), country]
    .map(clean)
    .filter((part, i, all) => part !== '' && part !== all[i - 1]);
  const dpr = company.dataProtectionResponsible;
  const responsible = dpr
    ? html`${value(dpr.name)}<br />${value(dpr.email)}<br />${value(dpr.phone)}<br /><em
          >${dpr.isDpo ? t.isDpo : t.notDpo}</em
        >`
    : value('');

  const guide = documentInfo(GUIDE_TYPE, locale, edition);
  const companyName = clean(info.name) || company.id;
  const date = new Intl.DateTimeFormat(locale === 'ro' ? 'ro-RO' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Bucharest',
  }).format(now);

  const packages = company.products.purchased.map((productId) => {
    const product = productInfo(productId, locale, edition);
    const docs = productDocuments(productId).map((code) => {
      const d = documentInfo(code, locale, edition);
      return html`<div class="doc">
        <p><strong>${d.name}</strong></p>
        <p>${d.description}</p>
        ${
          d.guide
            ? html`<p><span class="label">${t.where}:</span> ${d.guide.where}</p>
                <p><span class="label">${t.signedBy}:</span> ${d.guide.signedBy}</p>
                <p><span class="label">${t.update}:</span> ${d.guide.update}</p>`
            : ''
        }
      </div>`;
    });
    return html`<h3>${product?.name ?? productId}</h3>
      ${docs}`;
  });

  const page = html`<!doctype html>
    <html lang="${locale}">
      <head>
        <meta charset="utf-8" />
        <title>${guide.name} – ${companyName}</title>
        <style>
          ${style(t.page)}
        </style>
      </head>
      <body>
        <div class="cover">
          <div class="kind">${t.preparedFor}</div>
          <div class="company">${companyName}</div>
          <h1>${guide.name}</h1>
          <div>${guide.description}</div>
          <div class="date">${t.generatedOn} ${date}</div>
        </div>

        <section>
          <h2>${t.identification}</h2>
          <table>
            <tr>
              <th scope="row">${t.name}</th>
              <td>${value(info.name)}</td>
            </tr>
            <tr>
              <th scope="row">${t.fiscalCode}</th>
              <td>${value(info.fiscalCode)}</td>
            </tr>
            <tr>
              <th scope="row">${t.registrationNumber}</th>
              <td>${value(info.registrationNumber)}</td>
            </tr>
            <tr>
              <th scope="row">${t.address}</th>
              <td>${value(addressParts.join(', '))}</td>
            </tr>
            <tr>
              <th scope="row">${t.phone}</th>
              <td>${value(info.phoneNumber)}</td>
            </tr>
            <tr>
              <th scope="row">${t.contactEmail}</th>
              <td>${value(company.contactEmail)}</td>
            </tr>
            <tr>
              <th scope="row">${t.responsible}</th>
              <td>${responsible}</td>
            </tr>
          </table>
          <p class="note">${t.identificationNote}</p>
        </section>

        <section>
          <h2>${t.packages}</h2>
          ${packages.length > 0 ? packages : html`<p>${t.noPackages}</p>`}
        </section>

        <section>
          <h2>${t.firstSteps}</h2>
          <ol>
            ${t.steps.map((step) => html`<li>${step}</li>`)}
          </ol>
        </section>
      </body>
    </html>`;

  return {
    html: page.safeHtml,
    title: `${guide.name} – ${companyName}`,
    fileName: `${guide.name} – ${companyName}.pdf`,
  };
}
