import { l } from '../schema/common.ts';
import type { TDocumentCode, TDocumentInput } from './schema.ts';
import {
  APPROVED_BY_MANAGEMENT,
  KEEP_INTERNAL,
  RECORD_SIGNED,
  RECORD_WHERE,
  REVIEW_YEARLY,
} from './shared.ts';

/**
 * Internal policies and procedures, the breach notification template, assessments and records
 * (docs/spec/catalogues.md §13, groups four to seven).
 */
export const internalDocuments = {
  POLITICA_PROTECTIA_DATELOR: {
    group: 'INTERNAL_POLICIES',
    name: l(
      'Politica internă privind protecția datelor cu caracter personal',
      'Internal data protection policy',
    ),
    description: l(
      'Documentul de bază al conformității: principiile prelucrării (art. 5 GDPR), rolurile și responsabilitățile din companie, regulile pentru temeiurile legale, minimizarea datelor, accesul pe bază de necesitate, securitatea, instruirea personalului și relația cu furnizorii. Include condițiile art. 4 din Legea nr. 190/2018 pentru prelucrarea CNP-ului și a altor numere de identificare.',
      'The core compliance document: the principles of processing (Article 5 GDPR), roles and responsibilities in the company, rules on legal bases, data minimisation, need-to-know access, security, staff training and dealings with providers. It includes the conditions of Article 4 of Law 190/2018 for processing the personal numeric code (CNP) and other identification numbers.',
      'The core compliance document: the principles of processing (Article 5 GDPR), roles and responsibilities in the company, rules on legal bases, data minimisation, need-to-know access, security, staff training and dealings with providers, including safeguards for national identification numbers.',
    ),
    guide: { where: KEEP_INTERNAL, signedBy: APPROVED_BY_MANAGEMENT, update: REVIEW_YEARLY },
    gdprArticles: ['5', '24', '25', '32', '87'],
    needs: ['COMPANY_INFO', 'DPO', 'ALL_SITUATIONS'],
    formats: ['docx', 'pdf'],
  },
  POLITICA_RETENTIE: {
    group: 'INTERNAL_POLICIES',
    name: l('Politica de păstrare și ștergere a datelor', 'Data retention and deletion policy'),
    description: l(
      'Calendarul de păstrare, generat din duratele operațiunilor configurate, cu sursa legală a fiecărei durate (de exemplu 10 ani pentru documentele contabile conform Legii nr. 82/1991, 5 ani pentru statele de salarii declarate în D112/D205 și 50 de ani pentru celelalte, cel mult 30 de zile pentru imaginile video), plus procedura de ștergere, anonimizare și distrugere sigură a documentelor.',
      'The retention schedule, generated from the storage durations of the configured operations, with the legal source of each period (for example 10 years for accounting records under Law 82/1991, 5 years for payroll statements declared in the D112/D205 returns and 50 years for the others, 30 days at most for video footage), plus the procedure for deletion, anonymisation and secure destruction of records.',
      'The retention schedule, generated from the storage durations of the configured operations, with the legal source of each period (accounting and payroll records as national law requires, a short period for video footage), plus the procedure for deletion, anonymisation and secure destruction of records.',
    ),
    guide: {
      where: KEEP_INTERNAL,
      signedBy: APPROVED_BY_MANAGEMENT,
      update: l(
        'Regenerați-o când adăugați sau modificați operațiuni ori durate de păstrare. Verificați cel puțin o dată pe an că datele expirate au fost efectiv șterse și consemnați verificarea.',
        'Regenerate it when you add or change operations or storage durations. Check at least once a year that expired data were actually deleted, and record the check.',
      ),
    },
    gdprArticles: ['5(1)(e)', '13(2)(a)', '17', '30(1)(f)'],
    needs: ['COMPANY_INFO', 'DPO', 'ALL_SITUATIONS'],
    formats: ['docx', 'pdf'],
  },
  POLITICA_INCALCARI_SECURITATE: {
    group: 'INTERNAL_POLICIES',
    name: l(
      'Procedura de gestionare a încălcărilor securității datelor',
      'Personal data breach handling procedure',
    ),
    description: l(
      'Pașii de urmat la un incident: semnalarea internă imediată, limitarea efectelor, evaluarea riscului pentru persoane, notificarea ANSPDCP fără întârzieri nejustificate și, dacă este posibil, în 72 de ore, informarea persoanelor afectate când riscul este ridicat și consemnarea fiecărei încălcări în registru.',
      'The steps to follow in an incident: immediate internal reporting, containment, assessing the risk to people, notifying ANSPDCP without undue delay and where feasible within 72 hours, informing the people affected when the risk is high, and recording every breach in the register.',
      'The steps to follow in an incident: immediate internal reporting, containment, assessing the risk to people, notifying the supervisory authority without undue delay and where feasible within 72 hours, informing the people affected when the risk is high, and recording every breach in the register.',
    ),
    guide: {
      where: l(
        'Document intern, pe care toți angajații trebuie să-l cunoască: prezentați-l la instruire și afișați pe intranet persoana de contact și canalul de semnalare a incidentelor. Păstrați-l în dosarul de conformitate.',
        'An internal document every employee must know: present it in training and post the contact person and the incident reporting channel on the intranet. Keep it in the compliance file.',
      ),
      signedBy: APPROVED_BY_MANAGEMENT,
      update: l(
        'Revizuiți-o după fiecare incident (lecțiile învățate), când se schimbă persoanele de contact sau furnizorii IT și cel puțin o dată pe an, printr-un exercițiu de simulare.',
        'Review it after every incident (lessons learnt), when the contact persons or IT providers change, and at least once a year through a simulation exercise.',
      ),
    },
    gdprArticles: ['33', '34', '32'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'DPO'],
    formats: ['docx', 'pdf'],
  },
  POLITICA_EVALUARE_IMPACT: {
    group: 'INTERNAL_POLICIES',
    name: l(
      'Procedura de evaluare a impactului asupra protecției datelor',
      'Data protection impact assessment procedure',
    ),
    description: l(
      'Stabilește când este obligatorie o evaluare a impactului (art. 35 GDPR și lista din Decizia ANSPDCP nr. 174/2018: monitorizare sistematică, date sensibile pe scară largă, profilare cu efecte juridice, tehnologii noi), cine o realizează, avizul responsabilului cu protecția datelor (DPO), dacă a fost desemnat, ori al persoanei de contact pentru protecția datelor și, la nevoie, consultarea prealabilă a ANSPDCP.',
      'Sets out when an impact assessment is mandatory (Article 35 GDPR and the list in ANSPDCP Decision 174/2018: systematic monitoring, large-scale sensitive data, profiling with legal effects, new technologies), who carries it out, the advice of the data protection officer (DPO), where one is appointed, or of the data protection contact person and, where needed, prior consultation of ANSPDCP.',
      'Sets out when an impact assessment is mandatory (Article 35 GDPR and the supervisory authority’s list: systematic monitoring, large-scale sensitive data, profiling with legal effects, new technologies), who carries it out, the advice of the data protection officer (DPO), where one is appointed, or of the data protection contact person and, where needed, prior consultation of the supervisory authority.',
    ),
    guide: { where: KEEP_INTERNAL, signedBy: APPROVED_BY_MANAGEMENT, update: REVIEW_YEARLY },
    gdprArticles: ['35', '36', '39(1)(c)'],
    needs: ['COMPANY_INFO', 'DPO'],
    formats: ['docx', 'pdf'],
  },
  POLITICA_MESAJE_MARKETING: {
    group: 'INTERNAL_POLICIES',
    name: l('Politica privind comunicările de marketing', 'Marketing communications policy'),
    description: l(
      'Regulile pentru orice mesaj comercial trimis de companie: consimțământul prealabil pentru e-mail și SMS (art. 12 din Legea nr. 506/2004), excepția pentru clienții existenți și produse similare, dezabonarea gratuită din fiecare mesaj, caracterul absolut al opoziției la marketingul direct și lista de excludere. Stabilește regulile; pașii practici ai fiecărei campanii sunt în procedura pentru campaniile de marketing.',
      'The rules for any commercial message the company sends: prior consent for e-mail and SMS (Article 12 of Law 506/2004), the exception for existing customers and similar products, a free unsubscribe option in every message, the absolute right to object to direct marketing, and the suppression list. It sets the rules; the practical steps of each campaign are in the marketing campaign procedure.',
      'The rules for any commercial message the company sends: prior consent for e-mail and SMS under the ePrivacy rules, the exception for existing customers and similar products, a free unsubscribe option in every message, the absolute right to object to direct marketing, and the suppression list. It sets the rules; the practical steps of each campaign are in the marketing campaign procedure.',
    ),
    guide: { where: KEEP_INTERNAL, signedBy: APPROVED_BY_MANAGEMENT, update: REVIEW_YEARLY },
    gdprArticles: ['6(1)(a)', '6(1)(f)', '7', '21(2)', '21(3)'],
    // The company's own marketing operations are listed with their basis.
    needs: ['COMPANY_INFO', 'DPO', 'ALL_SITUATIONS'],
    formats: ['docx', 'pdf'],
  },
  POLITICA_CERERI_PERSOANE_VIZATE: {
    group: 'INTERNAL_POLICIES',
    name: l(
      'Procedura de soluționare a cererilor persoanelor vizate',
      'Data subject request handling procedure',
    ),
    description: l(
      'Cum primește și soluționează compania cererile de acces, rectificare, ștergere, restricționare, portabilitate și opoziție: canalele de primire, verificarea identității, termenul de o lună și prelungirea cu încă două luni, gratuitatea, motivele de refuz, folosirea modelelor de răspuns și înregistrarea în registrul cererilor.',
      'How the company receives and handles requests for access, rectification, erasure, restriction, portability and objection: the channels, identity checks, the one-month term and its extension by two further months, free of charge, grounds for refusal, the response templates and the register of requests.',
    ),
    guide: { where: KEEP_INTERNAL, signedBy: APPROVED_BY_MANAGEMENT, update: REVIEW_YEARLY },
    gdprArticles: ['12', '15', '16', '17', '18', '19', '20', '21', '22'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'DPO'],
    formats: ['docx', 'pdf'],
  },
  POLITICA_SUPRAVEGHERE_VIDEO: {
    group: 'INTERNAL_POLICIES',
    name: l('Politica internă privind supravegherea video', 'Internal video surveillance policy'),
    description: l(
      'Regulile sistemului de camere: scopul, amplasarea și unghiurile camerelor (fără vestiare, toalete sau spații de odihnă), durata de păstrare de cel mult 30 de zile, cine are acces la imagini, extragerea lor pentru incidente și condițiile art. 5 din Legea nr. 190/2018 pentru monitorizarea angajaților: interes legitim justificat, informare prealabilă și consultarea sindicatului sau a reprezentanților salariaților.',
      'The rules of the camera system: purpose, camera positions and angles (no changing rooms, toilets or rest areas), retention of 30 days at most, who may access footage, extracting it for incidents, and the conditions of Article 5 of Law 190/2018 for monitoring employees: a justified legitimate interest, prior information and consultation of the union or employee representatives.',
      'The rules of the camera system: purpose, camera positions and angles (no changing rooms, toilets or rest areas), a short retention period, who may access footage, extracting it for incidents, and the conditions for monitoring employees: a justified legitimate interest, prior information and consultation of employee representatives.',
    ),
    guide: {
      where: l(
        'Document intern: păstrați-l la dosarul de conformitate și prezentați-l angajaților și reprezentanților acestora înainte de punerea în funcțiune a camerelor; anexați schița amplasării camerelor.',
        'An internal document: keep it in the compliance file and present it to employees and their representatives before the cameras go live; attach the camera layout plan.',
      ),
      signedBy: APPROVED_BY_MANAGEMENT,
      update: l(
        'Actualizați-o la orice modificare a sistemului (camere noi, alt furnizor de pază, altă durată de păstrare) și revizuiți-o anual, verificând că imaginile mai vechi de termenul stabilit se șterg automat.',
        'Update it on any change to the system (new cameras, another security provider, a different retention period) and review it yearly, checking that footage older than the set period is deleted automatically.',
      ),
    },
    gdprArticles: ['5(1)(c)', '6(1)(f)', '13', '35', '88'],
    needs: ['COMPANY_INFO', 'DPO'],
    formats: ['docx', 'pdf'],
  },
  NOTIFICARE_INCALCARE: {
    group: 'BREACH_NOTIFICATION',
    name: l(
      'Model de notificare a încălcării securității datelor',
      'Personal data breach notification template',
    ),
    description: l(
      'Model precompletat cu datele companiei pentru notificarea către ANSPDCP (art. 33 GDPR) și pentru informarea persoanelor afectate (art. 34): natura încălcării, categoriile și numărul aproximativ de persoane și înregistrări, persoana de contact, consecințele probabile și măsurile luate sau propuse.',
      'A template prefilled with the company details for notifying ANSPDCP (Article 33 GDPR) and informing the people affected (Article 34): the nature of the breach, the categories and approximate number of people and records, the contact person, the likely consequences and the measures taken or proposed.',
      'A template prefilled with the company details for notifying the supervisory authority (Article 33 GDPR) and informing the people affected (Article 34): the nature of the breach, the categories and approximate number of people and records, the contact person, the likely consequences and the measures taken or proposed.',
    ),
    guide: {
      where: l(
        'Folosiți-l pentru a pregăti informațiile cerute de formularul online al ANSPDCP (www.dataprotection.ro) și textul comunicării către persoanele afectate. Atașați o copie la înregistrarea din registrul încălcărilor.',
        'Use it to prepare the information the ANSPDCP online form (www.dataprotection.ro) asks for, and the text of the communication to the people affected. Attach a copy to the entry in the breach register.',
        'Use it to prepare the information your supervisory authority’s notification form asks for, and the text of the communication to the people affected. Attach a copy to the entry in the breach register.',
      ),
      signedBy: l(
        'Se semnează de reprezentantul legal sau de responsabilul cu protecția datelor (DPO), dacă ați desemnat unul, ori de persoana de contact pentru protecția datelor, care transmite notificarea.',
        'Signed by the legal representative or by the data protection officer (DPO), if you have appointed one, or the data protection contact person, who submits the notification.',
      ),
      update: l(
        'Completați-l pentru fiecare încălcare care poate prezenta un risc; dacă nu aveți toate informațiile în 72 de ore, transmiteți-le în etape, cu motivarea întârzierii. Regenerați-l când se schimbă datele companiei sau ale responsabilului.',
        'Fill it in for every breach likely to present a risk; if you do not have all the information within 72 hours, provide it in phases and explain the delay. Regenerate it when the company or contact details change.',
      ),
    },
    gdprArticles: ['33', '34'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'DPO'],
    formats: ['docx', 'pdf'],
  },
  EIPD: {
    group: 'ASSESSMENTS',
    name: l(
      'Evaluarea impactului asupra protecției datelor (EIPD)',
      'Data protection impact assessment (DPIA)',
    ),
    description: l(
      'Modelul de evaluare a impactului, precompletat cu operațiunile configurate: descrierea sistematică a prelucrării și a scopurilor, necesitatea și proporționalitatea, riscurile pentru drepturile și libertățile persoanelor și măsurile de reducere a acestora, avizul responsabilului cu protecția datelor (DPO), dacă a fost desemnat, ori al persoanei de contact pentru protecția datelor și concluzia.',
      'The impact assessment template, prefilled with the configured operations: a systematic description of the processing and its purposes, necessity and proportionality, the risks to the rights and freedoms of individuals and the measures to address them, the advice of the data protection officer (DPO), where one is appointed, or of the data protection contact person, and the conclusion.',
    ),
    guide: {
      where: l(
        'Document intern: realizați evaluarea înainte de a începe o prelucrare cu risc ridicat (de exemplu supraveghere video extinsă, date de sănătate pe scară largă, monitorizarea angajaților) și păstrați-o la dosarul de conformitate.',
        'An internal document: carry out the assessment before starting high-risk processing (for example extensive video surveillance, large-scale health data, employee monitoring) and keep it in the compliance file.',
      ),
      signedBy: l(
        'Se semnează de cel care a realizat evaluarea, de responsabilul cu protecția datelor (DPO), dacă ați desemnat unul, ori de persoana de contact pentru protecția datelor (pentru aviz) și de reprezentantul legal, care aprobă măsurile și riscul rezidual.',
        'Signed by the person who carried out the assessment, by the data protection officer (DPO), if you have appointed one, or the data protection contact person (for their advice) and by the legal representative, who approves the measures and the residual risk.',
      ),
      update: l(
        'Reluați-o când se schimbă riscul prelucrării (date noi, tehnologie nouă, alt volum) și cel puțin o dată la trei ani. Dacă riscul rezidual rămâne ridicat, consultați ANSPDCP înainte de a începe prelucrarea.',
        'Repeat it when the risk of the processing changes (new data, new technology, a different volume) and at least every three years. If the residual risk remains high, consult ANSPDCP before starting the processing.',
        'Repeat it when the risk of the processing changes (new data, new technology, a different volume) and at least every three years. If the residual risk remains high, consult the supervisory authority before starting the processing.',
      ),
    },
    gdprArticles: ['35', '36'],
    needs: ['COMPANY_INFO', 'DPO', 'ALL_SITUATIONS'],
    formats: ['docx', 'pdf'],
  },
  TEST_INTERES_LEGITIM: {
    group: 'ASSESSMENTS',
    name: l('Testul interesului legitim', 'Legitimate interest assessment'),
    description: l(
      'Evaluarea, pentru fiecare operațiune întemeiată pe interes legitim, a celor trei condiții cumulative din Ghidul CEPD 1/2024: interesul urmărit este legitim, real și precis, prelucrarea este necesară (nu există o cale mai puțin intruzivă) și interesul nu este depășit de drepturile persoanelor, ținând seama de așteptările rezonabile și de garanțiile oferite.',
      'For each operation based on legitimate interest, an assessment of the three cumulative tests in EDPB Guidelines 1/2024: the interest pursued is lawful, real and precisely stated, the processing is necessary (no less intrusive way exists) and the interest is not overridden by people’s rights, considering their reasonable expectations and the safeguards offered.',
    ),
    guide: {
      where: l(
        'Document intern: documentați testul înainte de a începe prelucrarea și păstrați-l la dosarul de conformitate; rezumatul interesului urmărit apare în notele de informare.',
        'An internal document: document the test before starting the processing and keep it in the compliance file; a summary of the interest pursued appears in the privacy notices.',
      ),
      signedBy: l(
        'Se aprobă și se semnează de reprezentantul legal (conducerea companiei), care decide; responsabilul cu protecția datelor (DPO), dacă ați desemnat unul, ori persoana de contact pentru protecția datelor doar consiliază și își consemnează avizul.',
        'Approved and signed by the legal representative (the management), who decides; the data protection officer (DPO), if you have appointed one, or the data protection contact person only advises and records their opinion.',
      ),
      update: l(
        'Regenerați-l când adăugați sau modificați o operațiune întemeiată pe interes legitim și refaceți evaluarea dacă o persoană se opune prelucrării.',
        'Regenerate it when you add or change an operation based on legitimate interest, and redo the assessment if someone objects to the processing.',
      ),
    },
    gdprArticles: ['6(1)(f)', '21'],
    needs: ['COMPANY_INFO', 'DPO', 'ALL_SITUATIONS'],
    formats: ['docx', 'pdf'],
  },
  REGISTRU_OPERATOR: {
    group: 'RECORDS',
    name: l(
      'Evidența (registrul) activităților de prelucrare (operator)',
      'Record of processing activities (controller)',
    ),
    description: l(
      'Evidența activităților de prelucrare cerută de art. 30 alin. (1) GDPR, generată din toate operațiunile configurate, câte un rând pe operațiune: scopul, categoriile de persoane și de date, destinatarii, transferurile și garanțiile, termenul de ștergere și măsurile de securitate. Companiile sub 250 de angajați nu sunt scutite, deoarece prelucrările lor (de exemplu salarizarea) nu sunt ocazionale.',
      'The record of processing activities Article 30(1) GDPR requires, generated from all configured operations, one row per operation: purpose, categories of people and of data, recipients, transfers and safeguards, erasure time limits and security measures. Companies with fewer than 250 employees are not exempt, because their processing (payroll, for instance) is not occasional.',
    ),
    guide: {
      where: RECORD_WHERE,
      signedBy: RECORD_SIGNED,
      update: l(
        'Regenerați-l din platformă la fiecare operațiune nouă sau modificată; este primul document cerut la un control.',
        'Regenerate it from the platform for every new or changed operation; it is the first document asked for in an inspection.',
      ),
    },
    gdprArticles: ['30(1)', '30(4)', '30(5)'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'DPO', 'ALL_SITUATIONS'],
    formats: ['xlsx', 'pdf'],
  },
  REGISTRU_PERSOANA_IMPUTERNICITA: {
    group: 'RECORDS',
    name: l(
      'Evidența (registrul) activităților de prelucrare (persoană împuternicită)',
      'Record of processing activities (processor)',
    ),
    description: l(
      'Evidența cerută de art. 30 alin. (2) GDPR pentru prelucrările pe care compania le face în numele clienților săi (de exemplu servicii de contabilitate, IT, marketing): fiecare operator pentru care lucrați, categoriile de prelucrări, transferurile și măsurile de securitate.',
      'The record Article 30(2) GDPR requires for processing the company carries out on behalf of its clients (for example accounting, IT or marketing services): each controller you act for, the categories of processing, transfers and security measures.',
    ),
    guide: {
      where: RECORD_WHERE,
      signedBy: RECORD_SIGNED,
      update: l(
        'Adăugați un rând pentru fiecare client nou pentru care prelucrați date și actualizați-l când se schimbă serviciile sau subîmputerniciții.',
        'Add a row for each new client you process data for, and update it when the services or sub-processors change.',
      ),
    },
    gdprArticles: ['30(2)', '30(4)'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'DPO'],
    formats: ['xlsx', 'pdf'],
  },
  REGISTRU_INCALCARI: {
    group: 'RECORDS',
    name: l('Registrul încălcărilor securității datelor', 'Personal data breach register'),
    description: l(
      'Evidența tuturor încălcărilor securității datelor, notificate sau nu autorității: data și descrierea faptelor, datele și persoanele afectate, efectele, măsurile de remediere, decizia privind notificarea și informarea persoanelor, cu motivarea ei.',
      'The record of every personal data breach, whether notified to the authority or not: date and facts, the data and people affected, the effects, the remedial action, and the decision on notifying the authority and informing people, with the reasons.',
    ),
    guide: {
      where: RECORD_WHERE,
      signedBy: RECORD_SIGNED,
      update: l(
        'Consemnați fiecare incident imediat ce îl constatați, chiar dacă decideți că nu trebuie notificat, și completați rândul pe măsură ce aflați informații noi.',
        'Enter each incident as soon as you become aware of it, even if you decide it need not be notified, and complete the row as new information comes in.',
      ),
    },
    gdprArticles: ['33(5)'],
    needs: ['COMPANY_INFO', 'DPO'],
    formats: ['xlsx', 'pdf'],
  },
  REGISTRU_CERERI: {
    group: 'RECORDS',
    name: l('Registrul cererilor persoanelor vizate', 'Register of data subject requests'),
    description: l(
      'Evidența cererilor primite de la persoanele vizate: data primirii, solicitantul, dreptul exercitat, verificarea identității, termenul de răspuns, eventuala prelungire, răspunsul dat și data lui. Dovedește respectarea termenelor la un control sau într-o plângere.',
      'The record of requests received from data subjects: date received, requester, right exercised, identity check, response deadline, any extension, the answer given and its date. It proves that deadlines were met in an inspection or a complaint.',
    ),
    guide: {
      where: RECORD_WHERE,
      signedBy: RECORD_SIGNED,
      update: l(
        'Înregistrați fiecare cerere în ziua primirii și completați rândul la răspuns; verificați săptămânal termenele care se apropie.',
        'Enter each request on the day it arrives and complete the row when you reply; check approaching deadlines every week.',
      ),
    },
    gdprArticles: ['5(2)', '12', '15', '16', '17', '18', '20', '21'],
    needs: ['COMPANY_INFO', 'DPO'],
    formats: ['xlsx', 'pdf'],
  },
  // Section D of the legal review: documents an SME needs that the first catalogue lacked.
  DECIZIE_NUMIRE_DPO: {
    group: 'INTERNAL_POLICIES',
    name: l(
      'Decizia privind responsabilul cu protecția datelor (DPO) sau persoana de contact pentru protecția datelor',
      'Decision on the data protection officer (DPO) or the data protection contact person',
    ),
    description: l(
      'Decizia reprezentantului legal prin care este desemnat responsabilul cu protecția datelor: temeiul desemnării (art. 37 din GDPR), sarcinile (art. 39), independența și resursele (art. 38), datele de contact publicate, plus datele pe care compania le comunică ANSPDCP prin formularul de notificare a desemnării (art. 37 alin. (7)). Dacă nu aveți obligația de a desemna un DPO, documentul consemnează motivele și persoana de contact pentru protecția datelor aleasă în locul lui.',
      'The legal representative’s decision appointing the data protection officer: the grounds for the appointment (Article 37 GDPR), the tasks (Article 39), independence and resources (Article 38), the published contact details, and the details the company communicates to ANSPDCP on its DPO notification form (Article 37(7)). If you are not required to appoint a DPO, it records the reasons and the data protection contact person chosen instead.',
      'The legal representative’s decision appointing the data protection officer: the grounds for the appointment (Article 37 GDPR), the tasks (Article 39), independence and resources (Article 38), the published contact details, and the details the company communicates to the supervisory authority (Article 37(7)). If you are not required to appoint a DPO, it records the reasons and the data protection contact person chosen instead.',
    ),
    guide: {
      where: KEEP_INTERNAL,
      signedBy: l(
        'Se semnează de reprezentantul legal; persoana desemnată semnează de acceptare. Comunicați apoi datele DPO-ului la ANSPDCP, prin formularul de pe site-ul autorității, și publicați datele lui de contact.',
        'Signed by the legal representative; the person appointed signs to accept. Then communicate the DPO’s details to ANSPDCP, on the form on the authority’s website, and publish the DPO’s contact details.',
        'Signed by the legal representative; the person appointed signs to accept. Then communicate the DPO’s details to the supervisory authority, as it requires, and publish the DPO’s contact details.',
      ),
      update: l(
        'Emiteți o decizie nouă la schimbarea DPO-ului sau a datelor lui de contact și comunicați schimbarea autorității.',
        'Issue a new decision when the DPO or their contact details change, and tell the authority.',
      ),
    },
    gdprArticles: ['37', '38', '39'],
    // Whether a DPO is required follows from every operation (Art. 37(1)(b)(c)).
    needs: ['COMPANY_INFO', 'DPO', 'ALL_SITUATIONS'],
    formats: ['docx', 'pdf'],
  },
  POLITICA_SECURITATE_INFORMATIEI: {
    group: 'INTERNAL_POLICIES',
    name: l(
      'Politica de securitate a informației (măsuri tehnice și organizatorice)',
      'Information security policy (technical and organisational measures)',
    ),
    description: l(
      'Măsurile tehnice și organizatorice prin care compania protejează datele (art. 32 din GDPR): cele bifate în platformă, plus regulile privind conturile și parolele, dispozitivele, copiile de siguranță, rețeaua, accesul fizic, furnizorii și incidentele, cu verificarea lor periodică.',
      'The technical and organisational measures by which the company protects data (Article 32 GDPR): those ticked on the platform, plus the rules on accounts and passwords, devices, backups, the network, physical access, providers and incidents, with their regular review.',
    ),
    guide: { where: KEEP_INTERNAL, signedBy: APPROVED_BY_MANAGEMENT, update: REVIEW_YEARLY },
    gdprArticles: ['5(1)(f)', '24', '25', '32'],
    needs: ['COMPANY_INFO', 'DPO'],
    formats: ['docx', 'pdf'],
  },
  POLITICA_UTILIZARE_IT: {
    group: 'INTERNAL_POLICIES',
    name: l(
      'Politica privind utilizarea resurselor IT și monitorizarea angajaților',
      'IT use and employee monitoring policy',
    ),
    description: l(
      'Regulile pentru folosirea calculatoarelor, a e-mailului, a internetului și a telefoanelor de serviciu și, dacă este cazul, monitorizarea lor: ce se monitorizează, de ce, cum și cât timp, condițiile art. 5 din Legea nr. 190/2018 și procesul-verbal al consultării sindicatului sau a reprezentanților salariaților.',
      'The rules for using work computers, e-mail, the internet and work phones and, where applicable, monitoring them: what is monitored, why, how and for how long, the conditions of Article 5 of Law 190/2018 and the record of consulting the trade union or employee representatives.',
      'The rules for using work computers, e-mail, the internet and work phones and, where applicable, monitoring them: what is monitored, why, how and for how long, the conditions for monitoring employees and the record of consulting the employee representatives.',
    ),
    guide: {
      where: l(
        'Document intern: aduceți-l la cunoștința fiecărui angajat înainte de a aplica monitorizarea (de exemplu, anexat la regulamentul intern) și păstrați semnăturile de luare la cunoștință.',
        'An internal document: bring it to every employee’s attention before any monitoring starts (for example, attached to the internal rules) and keep the signed acknowledgements.',
      ),
      signedBy: APPROVED_BY_MANAGEMENT,
      update: REVIEW_YEARLY,
    },
    gdprArticles: ['5', '6(1)(f)', '13', '88'],
    needs: ['COMPANY_INFO', 'DPO', 'SITUATIONS'],
    formats: ['docx', 'pdf'],
  },
  FORMULAR_EVALUARE_PRELIMINARA_EIPD: {
    group: 'ASSESSMENTS',
    name: l('Formularul de evaluare preliminară privind EIPD', 'DPIA screening form'),
    description: l(
      'Verificarea, pentru o prelucrare nouă sau modificată, dacă este obligatorie o evaluare a impactului asupra protecției datelor: cazurile art. 35 alin. (3) din GDPR, cele nouă criterii ale Ghidului WP248 și lista ANSPDCP din Decizia nr. 174/2018, cu indiciile pe care le dau operațiunile companiei, concluzia și avizul DPO-ului.',
      'For a new or changed processing operation, whether a data protection impact assessment is required: the cases of Article 35(3) GDPR, the nine criteria of the WP248 guidelines and the ANSPDCP list in Decision 174/2018, with the indications from the company’s operations, the conclusion and the DPO’s advice.',
      'For a new or changed processing operation, whether a data protection impact assessment is required: the cases of Article 35(3) GDPR and the nine criteria of the WP248 guidelines, with the indications from the company’s operations, the conclusion and the DPO’s advice.',
    ),
    guide: {
      where: KEEP_INTERNAL,
      signedBy: l(
        'Se completează de cel care propune prelucrarea, cu avizul DPO-ului sau al persoanei de contact pentru protecția datelor, și se aprobă de conducere.',
        'Completed by whoever proposes the processing, with the advice of the DPO or the data protection contact person, and approved by management.',
      ),
      update: l(
        'Completați un formular nou pentru fiecare prelucrare nouă sau schimbare importantă și păstrați-l chiar când concluzia este că nu este necesară o EIPD.',
        'Complete a new form for each new processing operation or significant change, and keep it even when the conclusion is that no DPIA is needed.',
      ),
    },
    gdprArticles: ['35(1)', '35(3)', '35(4)'],
    needs: ['COMPANY_INFO', 'DPO', 'ALL_SITUATIONS'],
    formats: ['docx', 'pdf'],
  },
  REGISTRU_INSTRUIRE: {
    // A sheet people sign on paper, so a document rather than one of the spreadsheet records.
    group: 'INTERNAL_POLICIES',
    name: l(
      'Evidența instruirii personalului privind protecția datelor',
      'Staff data protection training log',
    ),
    description: l(
      'Evidența sesiunilor de instruire privind protecția datelor: data, tema, formatorul, participanții și semnăturile lor. Dovedește instruirea cerută de principiul responsabilității și, pentru prelucrarea CNP-ului pe interes legitim, de art. 4 din Legea nr. 190/2018.',
      'The log of data protection training sessions: date, topic, trainer, participants and their signatures. It proves the training the accountability principle requires and, for processing national identification numbers on legitimate interest, Article 4 of Law 190/2018.',
      'The log of data protection training sessions: date, topic, trainer, participants and their signatures. It proves the training the accountability principle requires.',
    ),
    guide: {
      where: RECORD_WHERE,
      signedBy: l(
        'Fiecare participant semnează în dreptul numelui; formatorul semnează la finalul fiecărei sesiuni.',
        'Each participant signs next to their name; the trainer signs at the end of each session.',
      ),
      update: l(
        'Completați-o la fiecare sesiune: la angajare și apoi cel puțin o dată pe an.',
        'Fill it in at each session: on hiring and then at least once a year.',
      ),
    },
    gdprArticles: ['5(2)', '32(4)', '39(1)(b)'],
    needs: ['COMPANY_INFO', 'DPO'],
    formats: ['docx', 'pdf'],
  },
  PROCEDURA_AVERTIZARE_INTEGRITATE: {
    group: 'INTERNAL_POLICIES',
    name: l(
      'Procedura de raportare internă a încălcărilor legii (avertizori în interes public)',
      'Internal whistleblowing procedure',
    ),
    description: l(
      'Canalul intern prin care angajații și colaboratorii raportează încălcări ale legii (Legea nr. 361/2022, care transpune Directiva (UE) 2019/1937; obligatoriu de la 50 de angajați): cine primește raportările, confirmarea primirii în 7 zile, răspunsul în cel mult 3 luni, confidențialitatea identității, interdicția represaliilor, canalul extern și prelucrarea datelor din raportări.',
      'The internal channel through which employees and contractors report breaches of the law (Law 361/2022, transposing Directive (EU) 2019/1937; mandatory from 50 employees): who receives reports, acknowledgement within 7 days, feedback within 3 months at most, confidentiality of identity, no retaliation, the external channel and the processing of the data in reports.',
      'The internal channel through which employees and contractors report breaches of EU law (Directive (EU) 2019/1937 as transposed in the Member State; mandatory from 50 employees): who receives reports, acknowledgement within 7 days, feedback within 3 months at most, confidentiality of identity, no retaliation, the external channel and the processing of the data in reports.',
    ),
    guide: {
      where: l(
        'Publicați-o pentru angajați (intranet, avizier) și puneți-o la dispoziția colaboratorilor; stabiliți persoana sau compartimentul care primește raportările înainte de publicare.',
        'Publish it to employees (intranet, notice board) and make it available to contractors; appoint the person or team receiving reports before publishing it.',
      ),
      signedBy: APPROVED_BY_MANAGEMENT,
      update: REVIEW_YEARLY,
    },
    gdprArticles: ['5', '6(1)(c)', '13', '14', '23'],
    needs: ['COMPANY_INFO', 'DPO'],
    formats: ['docx', 'pdf'],
  },
  NOTA_INFORMARE_AVERTIZORI: {
    group: 'INTERNAL_POLICIES',
    name: l(
      'Nota de informare privind datele din raportările avertizorilor',
      'Privacy notice for whistleblowing reports',
    ),
    description: l(
      'Informează avertizorii, persoanele vizate de raportări și martorii despre prelucrarea datelor lor: temeiul (obligația legală din Legea nr. 361/2022), cine are acces, confidențialitatea identității, cât timp se păstrează raportările și limitele drepturilor lor pe durata verificării.',
      'Informs whistleblowers, the people named in reports and witnesses about the processing of their data: the basis (the legal obligation under Law 361/2022), who has access, confidentiality of identity, how long reports are kept and the limits on their rights while a report is checked.',
      'Informs whistleblowers, the people named in reports and witnesses about the processing of their data: the basis (the legal obligation under the law transposing Directive (EU) 2019/1937), who has access, confidentiality of identity, how long reports are kept and the limits on their rights while a report is checked.',
    ),
    guide: {
      where: l(
        'Publicați-o lângă procedura de raportare, acolo unde angajații o găsesc înainte de a raporta.',
        'Publish it next to the whistleblowing procedure, where employees find it before reporting.',
      ),
      signedBy: l('Nu se semnează.', 'Not signed.'),
      update: REVIEW_YEARLY,
    },
    gdprArticles: ['6(1)(c)', '13', '14', '23'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'DPO'],
    formats: ['docx', 'pdf'],
  },
} satisfies Partial<Record<TDocumentCode, TDocumentInput>>;
