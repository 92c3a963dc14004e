import { l } from '../schema/common.ts';
import type { TDocumentCode, TDocumentInput } from './schema.ts';

const BOTH_PARTIES_SIGN = l(
  'Se semnează de reprezentanții legali ai ambelor părți (olograf sau cu semnătură electronică calificată), ca act adițional sau anexă la contractul comercial.',
  'Signed by the legal representatives of both parties (by hand or with a qualified electronic signature), as an addendum or annex to the commercial contract.',
);

const WITH_EACH_PARTNER = l(
  'Încheiați-l cu fiecare partener căruia îi transmiteți date sau de la care primiți date, înainte de începerea transferului; păstrați exemplarul semnat împreună cu contractul comercial.',
  'Conclude it with each partner you send data to or receive data from, before the data start to flow; keep the signed copy with the commercial contract.',
);

/** Agreements between the company and others on personal data (docs/spec/catalogues.md §13, third group). */
export const agreementDocuments = {
  CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA: {
    group: 'AGREEMENTS',
    name: l(
      'Acord de prelucrare a datelor între operator și persoana împuternicită',
      'Data processing agreement between controller and processor',
    ),
    description: l(
      'Contractul cerut de art. 28 alin. (3) GDPR când un furnizor (contabilitate, salarizare, IT, găzduire, e-mail marketing) prelucrează date în numele companiei (firmele de curierat sunt, de regulă, operatori independenți, nu persoane împuternicite): obiectul, durata, natura și scopul prelucrării, tipurile de date și categoriile de persoane, instrucțiunile documentate, confidențialitatea, măsurile de securitate, subîmputerniciții, asistența, ștergerea sau returnarea datelor și auditul.',
      'The contract Article 28(3) GDPR requires when a provider (accounting, payroll, IT, hosting, e-mail marketing) processes data on the company’s behalf (courier companies are usually independent controllers, not processors): subject matter, duration, nature and purpose, types of data and categories of persons, documented instructions, confidentiality, security measures, sub-processors, assistance, deletion or return of data, and audits.',
    ),
    guide: {
      where: l(
        'Încheiați-l cu fiecare persoană împuternicită înainte ca aceasta să primească date. Dacă furnizorul are propriul acord standard (de exemplu furnizorii mari de cloud), verificați că acoperă toate elementele art. 28 și păstrați-l în locul acestuia.',
        'Conclude it with each processor before it receives any data. If the provider has its own standard agreement (for example large cloud providers), check that it covers everything in Article 28 and keep that one instead.',
      ),
      signedBy: BOTH_PARTIES_SIGN,
      update: l(
        'Actualizați-l când se schimbă serviciile, tipurile de date, subîmputerniciții sau țările în care se prelucrează datele; reevaluați furnizorul cel puțin o dată pe an.',
        'Update it when the services, the types of data, the sub-processors or the countries of processing change; review the provider at least once a year.',
      ),
    },
    gdprArticles: ['28', '29', '32'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'DPO', 'ALL_SITUATIONS'],
    formats: ['docx', 'pdf'],
  },
  CONTRACT_OPERATOR_OPERATOR: {
    group: 'AGREEMENTS',
    name: l(
      'Acord privind transmiterea datelor între operatori independenți',
      'Controller-to-controller data sharing agreement',
    ),
    description: l(
      'Reglementează schimbul de date între companie și un partener care le folosește în scopuri proprii (de exemplu datele de contact ale reprezentanților unui client sau furnizor, liste transmise unui partener): temeiul transmiterii, informarea persoanelor, securitatea, gestionarea cererilor și a încălcărilor de securitate.',
      'Governs data sharing between the company and a partner who uses the data for its own purposes (for example contact details of a client’s or supplier’s representatives, lists passed to a partner): the basis for sharing, informing the people concerned, security, handling requests and breaches.',
    ),
    guide: {
      where: WITH_EACH_PARTNER,
      signedBy: BOTH_PARTIES_SIGN,
      update: l(
        'Actualizați-l când se schimbă datele transmise sau scopul pentru care partenerul le folosește.',
        'Update it when the data shared or the purpose the partner uses them for change.',
      ),
    },
    gdprArticles: ['5', '6', '24', '32'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'DPO', 'ALL_SITUATIONS'],
    formats: ['docx', 'pdf'],
  },
  CONTRACT_OPERATORI_ASOCIATI: {
    group: 'AGREEMENTS',
    name: l('Acord între operatori asociați', 'Joint controller arrangement'),
    description: l(
      'Acordul cerut de art. 26 GDPR când compania stabilește împreună cu un partener scopurile și mijloacele prelucrării (evenimente organizate împreună, programe de fidelitate comune, campanii comune): responsabilitățile fiecăruia, în special pentru informarea persoanelor și răspunsul la cereri, punctul de contact și esența acordului pusă la dispoziția persoanelor vizate.',
      'The arrangement Article 26 GDPR requires when the company and a partner jointly decide the purposes and means of processing (co-organised events, shared loyalty schemes, joint campaigns): each party’s responsibilities, especially for informing people and answering requests, the contact point and the essence of the arrangement made available to data subjects.',
    ),
    guide: {
      where: l(
        'Încheiați-l înainte de începerea activității comune. Publicați esența acordului (cine răspunde de ce și punctul de contact) în notele de informare ale activității respective.',
        'Conclude it before the joint activity starts. Publish the essence of the arrangement (who is responsible for what, and the contact point) in the privacy notices of that activity.',
      ),
      signedBy: BOTH_PARTIES_SIGN,
      update: l(
        'Actualizați-l când se schimbă împărțirea responsabilităților, partenerii sau scopurile comune.',
        'Update it when the division of responsibilities, the partners or the joint purposes change.',
      ),
    },
    gdprArticles: ['26', '13', '14'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'DPO'],
    formats: ['docx', 'pdf'],
  },
  ANEXA_TRANSFER_INTERNATIONAL: {
    group: 'AGREEMENTS',
    name: l('Anexă privind transferurile internaționale de date', 'International data transfer annex'),
    description: l(
      'Anexă la contractele cu destinatari din afara Spațiului Economic European: identifică țara și mecanismul de transfer (decizie de adecvare, certificare EU-US Data Privacy Framework sau clauzele contractuale standard din Decizia (UE) 2021/914, cu modulul potrivit), măsurile suplimentare și modul în care persoanele obțin o copie a garanțiilor.',
      'An annex to contracts with recipients outside the European Economic Area: names the country and the transfer mechanism (adequacy decision, EU-US Data Privacy Framework certification, or the standard contractual clauses of Decision (EU) 2021/914 with the right module), the supplementary measures, and how people obtain a copy of the safeguards.',
    ),
    guide: {
      where: l(
        'Atașați-o la acordul de prelucrare sau la contractul cu destinatarul din afara SEE, împreună cu textul integral al clauzelor standard, dacă acestea sunt mecanismul ales. Păstrați evaluarea impactului transferului în dosarul de conformitate.',
        'Attach it to the data processing agreement or the contract with the recipient outside the EEA, together with the full text of the standard clauses if those are the mechanism chosen. Keep the transfer impact assessment in the compliance file.',
      ),
      signedBy: BOTH_PARTIES_SIGN,
      update: l(
        'Verificați-o când destinatarul schimbă țara de prelucrare sau certificarea, când Comisia Europeană adoptă ori retrage o decizie de adecvare și cel puțin o dată pe an.',
        'Check it when the recipient changes the country of processing or its certification, when the European Commission adopts or withdraws an adequacy decision, and at least once a year.',
      ),
    },
    gdprArticles: ['44', '45', '46', '49'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'ALL_SITUATIONS'],
    formats: ['docx', 'pdf'],
  },
  ACT_ADITIONAL_CONFIDENTIALITATE: {
    group: 'AGREEMENTS',
    name: l(
      'Act adițional de confidențialitate privind datele personale',
      'Confidentiality addendum on personal data',
    ),
    description: l(
      'Act adițional la contractul individual de muncă (sau la contractul de colaborare) prin care angajații cu acces la date personale se obligă să le prelucreze numai conform instrucțiunilor companiei, să păstreze confidențialitatea și după încetarea contractului și să semnaleze imediat orice incident; pentru salariați, este clauza de confidențialitate prevăzută de art. 26 din Codul muncii.',
      'An addendum to the employment contract (or the contractor agreement) by which staff with access to personal data undertake to process them only on the company’s instructions, to keep them confidential even after the contract ends, and to report any incident immediately; for employees it is the confidentiality clause of the Labour Code, art. 26.',
      'An addendum to the employment contract (or the contractor agreement) by which staff with access to personal data undertake to process them only on the company’s instructions, to keep them confidential even after the contract ends, and to report any incident immediately; for employees it is a confidentiality clause under employment law.',
    ),
    guide: {
      where: l(
        'Încheiați-l cu fiecare angajat sau colaborator care are acces la date personale, la angajare sau înainte de a primi acces; păstrați-l în dosarul de personal.',
        'Conclude it with each employee or contractor who has access to personal data, when hired or before they receive access; keep it in the personnel file.',
      ),
      signedBy: l(
        'Se semnează de reprezentantul legal al companiei și de angajat sau colaborator.',
        "Signed by the company's legal representative and by the employee or contractor.",
      ),
      update: l(
        'Actualizați-l când se schimbă atribuțiile angajatului sau politicile interne la care face trimitere.',
        "Update it when the employee's duties or the internal policies it refers to change.",
      ),
    },
    gdprArticles: ['28(3)(b)', '29', '32(4)'],
    needs: ['COMPANY_INFO'],
    formats: ['docx', 'pdf'],
  },
} satisfies Partial<Record<TDocumentCode, TDocumentInput>>;
