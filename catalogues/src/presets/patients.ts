import { l } from '../schema/common.ts';
import type { TSubjectPresets } from '../schema/presets.ts';
import { op, situation, withAssessment } from './build.ts';
import { cctv, complaints, feedback, invoice, newsletter, onlinePayment } from './shared.ts';

const REASON_MEDICAL_RECORDS = l(
  'Legea nr. 95/2006 privind reforma în domeniul sănătății și Legea drepturilor pacientului nr. 46/2003, care impun întocmirea, păstrarea și confidențialitatea documentației medicale.',
  'Law 95/2006 on healthcare reform and Patients’ Rights Law 46/2003, which require medical records to be kept, preserved and treated confidentially.',
  'Applicable healthcare and patients’ rights law, which requires medical records to be kept, preserved and treated confidentially.',
);

/** Patients of a private medical practice, clinic, dental office or laboratory. */
const patientsPresetsAsWritten: TSubjectPresets = {
  dataSubject: 'PATIENTS',
  situations: [
    situation('p-prog', l('Programări', 'Appointments'), [
      op({
        id: 'p-prog-booking',
        purposeCategory: 'SERVICE',
        name: l('Programarea consultațiilor', 'Booking appointments'),
        purpose: l(
          'Preluarea programărilor telefonic, online sau la recepție și alocarea medicului potrivit motivului prezentării.',
          'Taking appointments by phone, online or at the front desk and assigning the right doctor for the reason of the visit.',
        ),
        data: ['name', 'phone', 'email', 'appointment', 'healthData'],
        grounds: ['CONTRACT_PERFORMANCE'],
        specialDataGround: 'ART9_H',
        sources: ['dataSubject'],
        recipients: ['itProvider'],
        storageDuration: 'years3',
      }),
      op({
        id: 'p-prog-reminders',
        purposeCategory: 'SERVICE',
        name: l('Trimiterea mementourilor pentru programări', 'Sending appointment reminders'),
        purpose: l(
          'Reamintirea programării prin SMS sau e-mail, fără detalii medicale în conținutul mesajului.',
          'Reminding patients of their appointment by SMS or e-mail, without medical details in the message.',
        ),
        data: ['name', 'phone', 'email', 'appointment'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject'],
        recipients: ['smsProvider'],
        storageDuration: 'months3',
      }),
    ]),
    situation('p-med', l('Servicii medicale', 'Medical services'), [
      op({
        id: 'p-med-care',
        purposeCategory: 'SERVICE',
        name: l('Consultația, diagnosticul și tratamentul', 'Consultation, diagnosis and treatment'),
        purpose: l(
          'Acordarea asistenței medicale: anamneză, examinare, stabilirea diagnosticului și a tratamentului, întocmirea fișei sau a foii de observație.',
          'Providing medical care: taking the history, examining, diagnosing and treating the patient and keeping the patient record.',
        ),
        data: [
          'name',
          'cnp',
          'dateOfBirth',
          'sex',
          'address',
          'phone',
          'medicalHistory',
          'healthData',
          'testResults',
        ],
        grounds: ['CONTRACT_PERFORMANCE', 'LEGAL_OBLIGATION'],
        groundReason: REASON_MEDICAL_RECORDS,
        specialDataGround: 'ART9_H',
        sources: ['dataSubject', 'healthcareProviders'],
        storageDuration: 'medicalArchiving',
      }),
      op({
        id: 'p-med-consent',
        purposeCategory: 'SERVICE',
        name: l('Obținerea acordului informat al pacientului', 'Obtaining the patient’s informed consent'),
        purpose: l(
          'Informarea pacientului despre intervenția medicală propusă, riscuri și alternative și consemnarea acordului sau a refuzului acestuia.',
          'Informing the patient about the proposed medical intervention, its risks and alternatives and recording their agreement or refusal.',
        ),
        data: ['name', 'cnp', 'healthData', 'signature', 'parentData'],
        grounds: ['LEGAL_OBLIGATION'],
        groundReason: l(
          'Legea drepturilor pacientului nr. 46/2003 și Legea nr. 95/2006 privind reforma în domeniul sănătății, care impun obținerea acordului informat al pacientului înaintea intervenției medicale.',
          'Patients’ Rights Law 46/2003 and Law 95/2006 on healthcare reform, which require the patient’s informed consent before any medical intervention.',
          'Applicable patients’ rights and healthcare law, which requires the patient’s informed consent before any medical intervention.',
        ),
        specialDataGround: 'ART9_H',
        sources: ['dataSubject', 'parents'],
        storageDuration: 'medicalArchiving',
      }),
      op({
        id: 'p-med-referrals',
        purposeCategory: 'SERVICE',
        name: l(
          'Emiterea rețetelor, a biletelor de trimitere și a scrisorilor medicale',
          'Issuing prescriptions, referrals and medical letters',
        ),
        purpose: l(
          'Emiterea rețetelor, a biletelor de trimitere, a concediilor medicale și a scrisorilor medicale necesare continuării tratamentului.',
          'Issuing prescriptions, referrals, sick notes and medical letters needed to continue treatment.',
        ),
        data: ['name', 'cnp', 'insuranceStatus', 'healthData', 'medicalHistory'],
        grounds: ['LEGAL_OBLIGATION'],
        groundReason: REASON_MEDICAL_RECORDS,
        specialDataGround: 'ART9_H',
        sources: ['dataSubject', 'internal'],
        recipients: ['laboratory', 'healthInsuranceFund'],
        storageDuration: 'medicalArchiving',
      }),
      op({
        id: 'p-med-lab',
        purposeCategory: 'SERVICE',
        name: l(
          'Colaborarea cu laboratoare și alți furnizori medicali',
          'Working with laboratories and other healthcare providers',
        ),
        purpose: l(
          'Transmiterea probelor și a datelor necesare către laboratoare sau centre de imagistică și primirea rezultatelor.',
          'Sending samples and the necessary data to laboratories or imaging centres and receiving the results.',
        ),
        data: ['name', 'cnp', 'dateOfBirth', 'healthData', 'testResults'],
        grounds: ['CONTRACT_PERFORMANCE'],
        specialDataGround: 'ART9_H',
        sources: ['dataSubject', 'healthcareProviders'],
        recipients: ['laboratory'],
        storageDuration: 'medicalArchiving',
      }),
      op({
        id: 'p-med-insurance',
        purposeCategory: 'FINANCE',
        name: l(
          'Raportarea serviciilor decontate de casa de asigurări de sănătate',
          'Reporting services reimbursed by the health insurance fund',
          'Reporting services reimbursed by the public health insurance fund',
        ),
        purpose: l(
          'Verificarea calității de asigurat și raportarea serviciilor medicale acordate în baza contractului cu casa de asigurări de sănătate, pentru decontare.',
          'Checking the patient’s insured status and reporting the medical services provided under the contract with the health insurance fund, for reimbursement.',
        ),
        data: ['name', 'cnp', 'insuranceStatus', 'healthData'],
        grounds: ['LEGAL_OBLIGATION'],
        groundReason: l(
          'Legea nr. 95/2006 privind reforma în domeniul sănătății și contractul-cadru privind condițiile acordării asistenței medicale în sistemul de asigurări sociale de sănătate.',
          'Law 95/2006 on healthcare reform and the framework contract on medical care in the social health insurance system.',
          'Applicable public health insurance law and the contract with the health insurance fund.',
        ),
        specialDataGround: 'ART9_H',
        sources: ['dataSubject', 'internal'],
        recipients: ['healthInsuranceFund'],
        storageDuration: 'medicalArchiving',
      }),
      op({
        id: 'p-med-records',
        purposeCategory: 'COMPLIANCE',
        name: l(
          'Eliberarea copiilor documentelor medicale la cererea pacientului',
          'Providing copies of medical records at the patient’s request',
        ),
        purpose: l(
          'Punerea la dispoziția pacientului, a reprezentantului său legal sau a persoanei desemnate de acesta a copiilor documentelor medicale și a rezultatelor investigațiilor.',
          'Providing the patient, their legal representative or a person they designate with copies of their medical records and test results.',
        ),
        data: ['name', 'cnp', 'medicalHistory', 'testResults', 'requestDetails'],
        grounds: ['LEGAL_OBLIGATION'],
        groundReason: l(
          'Legea drepturilor pacientului nr. 46/2003 și art. 15 din Regulamentul (UE) 2016/679 (dreptul de acces).',
          'Patients’ Rights Law 46/2003 and Article 15 of Regulation (EU) 2016/679 (right of access).',
          'Applicable patients’ rights law and Article 15 of Regulation (EU) 2016/679 (right of access).',
        ),
        specialDataGround: 'ART9_H',
        sources: ['dataSubject', 'internal'],
        storageDuration: 'medicalArchiving',
      }),
    ]),
    situation('p-fin', l('Plată și facturare', 'Payment and invoicing'), [
      invoice('p-fin', {
        purpose: l(
          'Emiterea facturilor sau a bonurilor fiscale pentru serviciile medicale, fără menționarea diagnosticului, și înregistrarea lor în contabilitate.',
          'Issuing invoices or receipts for medical services, without mentioning the diagnosis, and recording them in the accounts.',
        ),
      }),
      onlinePayment('p-fin', {
        name: l('Încasarea contravalorii serviciilor', 'Collecting payment for services'),
        purpose: l(
          'Încasarea plății pentru serviciile medicale care nu sunt decontate, cu cardul, prin transfer bancar sau în numerar.',
          'Collecting payment for medical services that are not reimbursed, by card, bank transfer or cash.',
        ),
        data: ['name', 'paymentDetails'],
        sources: ['dataSubject'],
      }),
    ]),
    situation('p-o', l('Alte situații', 'Other situations'), [
      feedback('p-o', {
        purpose: l(
          'Solicitarea opiniei pacienților despre calitatea serviciilor și a îngrijirii primite, fără date despre starea de sănătate.',
          'Asking patients for their opinion on the quality of the services and care received, without health data.',
        ),
      }),
      newsletter('p-o', {
        purpose: l(
          'Transmiterea de informații despre servicii noi, campanii de prevenție și oferte, numai pacienților care s-au abonat, fără a folosi datele medicale pentru selecție.',
          'Sending information about new services, prevention campaigns and offers, only to patients who subscribed, without using medical data to select them.',
        ),
      }),
      complaints('p-o', {
        name: l('Soluționarea reclamațiilor pacienților', 'Handling patient complaints'),
        purpose: l(
          'Înregistrarea și soluționarea reclamațiilor privind serviciile medicale și comportamentul personalului.',
          'Recording and resolving complaints about medical services and staff conduct.',
        ),
        data: ['name', 'email', 'phone', 'claimDetails', 'correspondence', 'healthData'],
        grounds: ['LEGAL_OBLIGATION'],
        groundReason: l(
          'Legea drepturilor pacientului nr. 46/2003 și Legea nr. 95/2006 privind reforma în domeniul sănătății.',
          'Patients’ Rights Law 46/2003 and Law 95/2006 on healthcare reform.',
          'Applicable patients’ rights and healthcare law.',
        ),
        specialDataGround: 'ART9_H',
        recipients: ['lawyers'],
      }),
      cctv('p-o', {
        name: l(
          'Supravegherea video a recepției și a sălilor de așteptare',
          'Video surveillance of reception and waiting areas',
        ),
        purpose: l(
          'Asigurarea securității pacienților, a personalului și a bunurilor prin camere semnalizate la intrare, la recepție și în sălile de așteptare; cabinetele și sălile de tratament nu sunt filmate.',
          'Ensuring the security of patients, staff and property through signposted cameras at the entrance, reception and waiting areas; consulting and treatment rooms are not filmed.',
        ),
      }),
    ]),
  ],
};

/** WP248 rev.01 criterion 7 and WP243 §2.1.2: the answers certain for every company (see withAssessment). */
export const patientsPresets: TSubjectPresets = withAssessment(patientsPresetsAsWritten, {
  vulnerable: true,
  core: { 'p-med-care': true, 'p-med-records': true },
});
