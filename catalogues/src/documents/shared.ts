import { l } from '../schema/common.ts';

/** Phrases several guides share, written once so they stay consistent. */

export const SIGNED_BY_REPRESENTATIVE = l(
  'Se semnează și se datează de reprezentantul legal al companiei (administratorul) sau de o persoană mandatată de acesta.',
  "Signed and dated by the company's legal representative (the director) or by a person they authorise.",
);

export const NOT_SIGNED_PUBLISHED = l(
  'Nu se semnează. Se publică cu data ultimei actualizări, pe care o modificați la fiecare versiune nouă.',
  'Not signed. It is published with the date of its last update, which you change with every new version.',
);

export const UPDATE_WITH_SITUATIONS = l(
  'Regenerați-o din platformă ori de câte ori adăugați sau modificați situații și operațiuni, schimbați furnizorii care primesc date, responsabilul cu protecția datelor (DPO) sau persoana de contact pentru protecția datelor ori datele companiei și revizuiți-o cel puțin o dată pe an. Comunicați versiunea nouă persoanelor vizate înainte de a aplica o prelucrare nouă.',
  'Regenerate it from the platform whenever you add or change situations and operations, change the providers that receive data, the data protection officer (DPO) or the data protection contact person, or the company details, and review it at least once a year. Give the new version to the people concerned before you start a new processing operation.',
);

export const KEEP_INTERNAL = l(
  'Este un document intern: nu se publică. Păstrați-l în dosarul de conformitate GDPR, pe hârtie sau în format electronic, și puneți-l la dispoziția angajaților care îl aplică și, la cerere, a ANSPDCP.',
  'An internal document: do not publish it. Keep it in your GDPR compliance file, on paper or electronically, make it available to the employees who apply it and, on request, to ANSPDCP.',
  'An internal document: do not publish it. Keep it in your GDPR compliance file, on paper or electronically, make it available to the employees who apply it and, on request, to the supervisory authority.',
);

export const APPROVED_BY_MANAGEMENT = l(
  'Se aprobă prin decizie a reprezentantului legal, care o semnează și o datează; angajații care o aplică semnează de luare la cunoștință.',
  'Approved by a decision of the legal representative, who signs and dates it; the employees who apply it sign that they have read it.',
);

export const REVIEW_YEARLY = l(
  'Revizuiți-o cel puțin o dată pe an și ori de câte ori se schimbă prelucrările, structura companiei sau legislația aplicabilă; păstrați versiunile anterioare.',
  'Review it at least once a year and whenever the processing, the organisation or the applicable law changes; keep the previous versions.',
);

export const RESPONSE_WHERE = l(
  'Folosiți modelul ca răspuns scris, trimis pe același canal pe care a venit cererea (e-mail sau poștă), după ce completați câmpurile marcate. Păstrați o copie a răspunsului și înregistrați-l în registrul cererilor persoanelor vizate.',
  'Use the template as a written reply, sent over the channel the request came in on (e-mail or post), after filling in the marked fields. Keep a copy of the reply and enter it in the register of data-subject requests.',
);

export const RESPONSE_SIGNED = l(
  'Se semnează, în numele companiei, de responsabilul cu protecția datelor (DPO), dacă ați desemnat unul, de persoana de contact pentru protecția datelor sau de reprezentantul legal.',
  'Signed on behalf of the company by the data protection officer (DPO), if you have appointed one, by the data protection contact person or by the legal representative.',
);

export const RESPONSE_TIMING = l(
  'Răspundeți fără întârzieri nejustificate și în cel mult o lună de la primirea cererii (ziua primirii nu se socotește); termenul se poate prelungi cu încă două luni pentru cereri complexe sau numeroase, anunțând persoana în prima lună. Regenerați modelul când se schimbă datele companiei sau ale responsabilului.',
  'Reply without undue delay and within one month of receiving the request (the day of receipt does not count); the term may be extended by two further months for complex or numerous requests if you tell the person within the first month. Regenerate the template when the company or contact details change.',
);

export const RECORD_WHERE = l(
  'Este un registru intern: nu se publică. Țineți-l în format electronic (foaia de calcul) sau pe hârtie, la dosarul de conformitate GDPR, și prezentați-l ANSPDCP la cerere.',
  'An internal record: do not publish it. Keep it electronically (the spreadsheet) or on paper, in the GDPR compliance file, and show it to ANSPDCP on request.',
  'An internal record: do not publish it. Keep it electronically (the spreadsheet) or on paper, in the GDPR compliance file, and show it to the supervisory authority on request.',
);

export const RECORD_SIGNED = l(
  'Nu necesită semnătură pe fiecare rând; responsabilul cu protecția datelor (DPO), dacă ați desemnat unul, ori persoana de contact pentru protecția datelor îl ține la zi, iar reprezentantul legal îl semnează la fiecare revizuire.',
  'No signature on each row; the data protection officer (DPO), if you have appointed one, or the data protection contact person keeps it up to date and the legal representative signs it at each review.',
);
