/**
 * The usage guide (GHID_UTILIZARE_DOCUMENTE): the controller's identification exactly as the
 * documents state it, each purchased package's documents with the catalogue's guide (where, who
 * signs, when to update), and the first steps.
 */
import { documentInfo, productInfo } from '@conform/catalogues';
import { productDocuments } from '../../catalogue.ts';
import { controllerSection, dpoSection } from '../blocks.ts';
import type { Language } from '../context.ts';
import { present, type DocumentTemplate } from '../template.ts';
import { b, h, note, ol, p, section, ul } from '../tree.ts';

const TEXTS: Record<
  Language,
  {
    subtitle: string;
    intro: string;
    identificationNote: string;
    packages: string;
    noPackages: string;
    where: string;
    signedBy: string;
    update: string;
    firstSteps: string;
    steps: string[];
  }
> = {
  ro: {
    subtitle: 'cum folosiți documentele generate pentru companie',
    intro:
      'Ghidul explică, pentru fiecare pachet cumpărat, ce documente ați primit, unde se folosesc, cine le semnează și când se actualizează.',
    identificationNote:
      'Aceste date apar în documentele generate ca identitatea și datele de contact ale operatorului (art. 13 alin. (1) lit. a) și b) din Regulamentul (UE) 2016/679). Dacă s-a schimbat ceva, actualizați-le în platformă: documentele se regenerează singure.',
    packages: 'Pachetele și documentele dumneavoastră',
    noPackages:
      'Nu ați cumpărat încă niciun pachet. După cumpărare, documentele fiecărui pachet apar aici, cu instrucțiunile de folosire.',
    where: 'Unde se folosește',
    signedBy: 'Cine semnează',
    update: 'Când se actualizează',
    firstSteps: 'Primii pași',
    steps: [
      'Verificați datele de identificare de mai sus: pe acestea le văd persoanele vizate și autoritatea.',
      'Stabiliți cine se ocupă de protecția datelor în companie și completați datele lui de contact în platformă.',
      'Descrieți în platformă situațiile și operațiunile de prelucrare ale fiecărui pachet; documentele se actualizează singure.',
      'Folosiți fiecare document așa cum arată ghidul lui: publicați notele de informare, semnați contractele și păstrați evidențele.',
    ],
  },
  en: {
    subtitle: 'how to use the documents generated for your company',
    intro:
      'For each package you bought, this guide explains which documents you received, where they are used, who signs them and when they are updated.',
    identificationNote:
      'These details appear in the generated documents as the identity and contact details of the controller (Article 13(1)(a) and (b) of Regulation (EU) 2016/679). If anything has changed, update them on the platform: the documents regenerate by themselves.',
    packages: 'Your packages and documents',
    noPackages:
      'You have not bought a package yet. Once you do, the documents of each package are listed here with instructions for using them.',
    where: 'Where it is used',
    signedBy: 'Who signs it',
    update: 'When to update it',
    firstSteps: 'First steps',
    steps: [
      'Check the identification details above: data subjects and the authority see exactly these.',
      'Decide who handles data protection in the company and enter their contact details on the platform.',
      'Describe the processing situations and operations of each package on the platform; the documents update by themselves.',
      'Use each document as its guide says: publish the notices, sign the agreements and keep the records.',
    ],
  },
};

export const guide: DocumentTemplate = {
  kind: 'guide',
  build({ ctx, t }) {
    const m = TEXTS[ctx.language];
    const controller = controllerSection(ctx, t, m.intro);
    const packages = ctx.company.products.purchased.flatMap((productId) => {
      const product = productInfo(productId, ctx.language, ctx.edition);
      return [
        h(product?.name ?? productId),
        ...productDocuments(productId).flatMap((code) => {
          const d = documentInfo(code, ctx.language, ctx.edition);
          return [
            p(b(d.name)),
            p(d.description),
            ...(d.guide
              ? [
                  ul([
                    [b(`${m.where}: `), d.guide.where],
                    [b(`${m.signedBy}: `), d.guide.signedBy],
                    [b(`${m.update}: `), d.guide.update],
                  ]),
                ]
              : []),
          ];
        }),
      ];
    });
    return {
      subtitle: m.subtitle,
      sections: present([
        { ...controller, blocks: [...controller.blocks, note(m.identificationNote)] },
        dpoSection(ctx, t),
        section('packages', m.packages, packages.length > 0 ? packages : [p(m.noPackages)]),
        section('first-steps', m.firstSteps, [ol(m.steps)]),
      ]),
    };
  },
};
