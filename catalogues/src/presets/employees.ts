import { l } from '../schema/common.ts';
import type { TSubjectPresets } from '../schema/presets.ts';
import { op, situation } from './build.ts';
import { REASON_LEGAL_CLAIMS, REASON_SECURITY } from './shared.ts';

const REASON_LABOUR_CODE = l(
  'Codul muncii (Legea nr. 53/2003), care impune încheierea în formă scrisă a contractului individual de muncă, informarea prealabilă a salariatului și întocmirea dosarului de personal.',
  'The Labour Code (Law 53/2003), which requires a written individual employment contract, prior information of the employee and a personnel file.',
  'Applicable employment law, which requires a written employment contract, prior information of the employee and a personnel file.',
);

const REASON_PAYROLL = l(
  'Codul muncii (Legea nr. 53/2003), Codul fiscal (Legea nr. 227/2015) și Legea contabilității nr. 82/1991, care impun calculul, plata și evidența salariilor, reținerea impozitului și a contribuțiilor sociale.',
  'The Labour Code (Law 53/2003), the Fiscal Code (Law 227/2015) and Accounting Law 82/1991, which require calculating, paying and recording salaries and withholding income tax and social contributions.',
  'Applicable employment, tax and accounting law, which requires calculating, paying and recording salaries and withholding income tax and social contributions.',
);

const REASON_EMPLOYEE_MONITORING = (interest: string, interestEn: string) =>
  l(
    `${interest} Monitorizarea respectă art. 5 din Legea nr. 190/2018: interesul angajatorului este temeinic justificat și prevalează, salariații au fost informați în prealabil, complet și explicit, sindicatul sau reprezentanții salariaților au fost consultați înainte de introducere, alte mijloace mai puțin intruzive s-au dovedit ineficiente, iar datele se păstrează cel mult 30 de zile.`,
    `${interestEn} The monitoring complies with Law 190/2018, art. 5: the employer’s interest is duly justified and prevails, employees were informed beforehand, fully and explicitly, the trade union or employee representatives were consulted before it was introduced, less intrusive means proved ineffective, and the data are kept for at most 30 days.`,
    `${interestEn} The monitoring is duly justified and prevails over the employees’ interests, employees were informed beforehand, fully and explicitly, employee representatives were consulted before it was introduced, less intrusive means proved ineffective, and the data are kept for at most 30 days.`,
  );

/** Employees (docs/spec/catalogues.md §10.1 "Employees/employment"; categories cim, drm, ms, sd of §10.2). */
export const employeesPresets: TSubjectPresets = {
  dataSubject: 'EMPLOYEES',
  situations: [
    situation('e-cim', l('Contractul individual de muncă', 'Employment agreement'), [
      op({
        id: 'e-cim-hiring',
        name: l(
          'Încheierea contractului individual de muncă și întocmirea dosarului de personal',
          'Concluding the employment contract and preparing the personnel file',
        ),
        purpose: l(
          'Încheierea contractului individual de muncă, informarea prealabilă a salariatului asupra clauzelor esențiale și constituirea dosarului de personal.',
          'Concluding the individual employment contract, informing the employee in advance about its essential terms and setting up the personnel file.',
        ),
        data: [
          'name',
          'cnp',
          'idCardCopy',
          'dateOfBirth',
          'citizenship',
          'address',
          'phone',
          'email',
          'education',
          'cv',
          'jobTitle',
          'employmentContract',
          'salary',
          'signature',
        ],
        grounds: ['CONTRACT_PERFORMANCE', 'LEGAL_OBLIGATION'],
        groundReason: REASON_LABOUR_CODE,
        sources: ['dataSubject'],
        recipients: ['accountant', 'payrollProvider'],
        storageDuration: 'employmentPlusArchiving',
      }),
      op({
        id: 'e-cim-revisal',
        name: l(
          'Înregistrarea în registrul general de evidență a salariaților (Revisal)',
          'Registration in the general register of employees (Revisal)',
          'Registration in the statutory register of employees',
        ),
        purpose: l(
          'Transmiterea către Inspectoratul Teritorial de Muncă, prin aplicația Revisal, a datelor privind încheierea, modificarea, suspendarea și încetarea contractului de muncă.',
          'Sending the data on the conclusion, amendment, suspension and termination of the employment contract to the Territorial Labour Inspectorate through the Revisal application.',
          'Sending the data on the conclusion, amendment, suspension and termination of the employment contract to the labour inspectorate, as the law requires.',
        ),
        data: ['name', 'cnp', 'citizenship', 'jobTitle', 'employmentContract', 'salary'],
        grounds: ['LEGAL_OBLIGATION'],
        groundReason: l(
          'Art. 34 din Codul muncii (Legea nr. 53/2003) și HG nr. 905/2017 privind registrul general de evidență a salariaților.',
          'Labour Code (Law 53/2003), art. 34, and Government Decision 905/2017 on the general register of employees.',
          'Applicable employment law requiring a register of employees kept with the labour inspectorate.',
        ),
        sources: ['dataSubject'],
        recipients: ['itm', 'payrollProvider'],
        storageDuration: 'employmentPlusArchiving',
      }),
      op({
        id: 'e-cim-medical',
        name: l(
          'Examenul medical la angajare și controlul medical periodic (medicina muncii)',
          'Pre-employment and periodic medical examinations (occupational medicine)',
        ),
        purpose: l(
          'Stabilirea aptitudinii în muncă a salariatului pentru postul ocupat, prin furnizorul de servicii de medicina muncii; angajatorul primește doar fișa de aptitudine, nu și datele medicale detaliate.',
          'Establishing the employee’s fitness for the job through the occupational medicine provider; the employer receives only the fitness-for-work certificate, not the detailed medical data.',
        ),
        data: ['name', 'cnp', 'jobTitle', 'medicalFitness'],
        grounds: ['LEGAL_OBLIGATION'],
        groundReason: l(
          'Legea securității și sănătății în muncă nr. 319/2006 și HG nr. 355/2007 privind supravegherea sănătății lucrătorilor.',
          'Occupational Safety and Health Law 319/2006 and Government Decision 355/2007 on workers’ health surveillance.',
          'Applicable occupational health and safety law requiring workers’ health surveillance.',
        ),
        specialDataGround: 'ART9_H',
        sources: ['dataSubject', 'occupationalMedicine'],
        recipients: ['occupationalMedicine'],
        storageDuration: 'employmentPlusArchiving',
      }),
      op({
        id: 'e-cim-safety',
        name: l(
          'Instruirea în domeniul securității și sănătății în muncă și al situațiilor de urgență',
          'Occupational health and safety and emergency training',
        ),
        purpose: l(
          'Instruirea introductiv-generală, la locul de muncă și periodică a salariaților și consemnarea acesteia în fișele individuale de instruire.',
          'Induction, on-the-job and periodic training of employees and recording it in the individual training sheets.',
        ),
        data: ['name', 'jobTitle', 'training', 'signature'],
        grounds: ['LEGAL_OBLIGATION'],
        groundReason: l(
          'Legea securității și sănătății în muncă nr. 319/2006 și Legea nr. 307/2006 privind apărarea împotriva incendiilor.',
          'Occupational Safety and Health Law 319/2006 and Law 307/2006 on fire prevention.',
          'Applicable occupational health and safety and fire prevention law.',
        ),
        sources: ['dataSubject', 'internal'],
        recipients: ['safetyProvider'],
        storageDuration: 'employmentPlusArchiving',
      }),
      op({
        id: 'e-cim-criminal',
        name: l(
          'Verificarea cazierului judiciar, numai pentru posturile la care legea o cere',
          'Criminal record check, only for jobs where the law requires it',
        ),
        purpose: l(
          'Verificarea îndeplinirii condițiilor legale de ocupare a postului (de exemplu, munca cu copiii sau activitatea de pază), pe baza cazierului judiciar sau a certificatului de integritate comportamentală; compania nu păstrează documentul, ci doar mențiunea că verificarea a fost făcută.',
          'Checking that the legal conditions for the job are met (e.g. work with children or security services) on the basis of the criminal record certificate or the certificate of good conduct; the company does not keep the document, only a note that the check was done.',
        ),
        data: ['name', 'criminalRecord', 'integrityCertificate'],
        grounds: ['LEGAL_OBLIGATION'],
        groundReason: l(
          'Legea nr. 118/2019 (certificatul de integritate comportamentală pentru munca cu copiii), Legea nr. 333/2003 privind paza obiectivelor, bunurilor, valorilor și protecția persoanelor sau altă lege specială aplicabilă postului.',
          'Law 118/2019 (certificate of good conduct for work with children), Law 333/2003 on security services, or another special law applicable to the job.',
          'The special law applicable to the job (e.g. rules on work with children or on private security services).',
        ),
        sources: ['dataSubject'],
        storageDuration: 'criminalCheckNote',
      }),
      op({
        id: 'e-cim-foreign',
        name: l('Angajarea cetățenilor străini', 'Employing foreign nationals'),
        purpose: l(
          'Obținerea avizului de muncă și a permisului de ședere în scop de muncă pentru salariații care nu sunt cetățeni ai UE sau ai SEE.',
          'Obtaining the work authorisation and residence permit for employees who are not EU or EEA nationals.',
        ),
        data: [
          'name',
          'dateOfBirth',
          'citizenship',
          'passportNumber',
          'residencePermit',
          'education',
          'employmentContract',
        ],
        grounds: ['LEGAL_OBLIGATION'],
        groundReason: l(
          'Ordonanța Guvernului nr. 25/2014 privind încadrarea în muncă și detașarea străinilor pe teritoriul României.',
          'Government Ordinance 25/2014 on the employment and secondment of foreign nationals in Romania.',
          'Applicable immigration and employment law on employing foreign nationals.',
        ),
        sources: ['dataSubject'],
        recipients: ['immigration', 'itm'],
        storageDuration: 'employmentPlusArchiving',
      }),
      op({
        id: 'e-cim-termination',
        name: l(
          'Încetarea contractului de muncă și eliberarea documentelor',
          'Terminating the employment contract and issuing documents',
        ),
        purpose: l(
          'Încetarea contractului individual de muncă, plata drepturilor finale, înregistrarea în Revisal și eliberarea adeverințelor privind activitatea desfășurată.',
          'Terminating the employment contract, paying the final entitlements, recording it in Revisal and issuing certificates of the work performed.',
          'Terminating the employment contract, paying the final entitlements, notifying the labour inspectorate and issuing certificates of the work performed.',
        ),
        data: ['name', 'cnp', 'jobTitle', 'employmentContract', 'salary', 'workingTime'],
        grounds: ['LEGAL_OBLIGATION', 'CONTRACT_PERFORMANCE'],
        groundReason: l(
          'Codul muncii (Legea nr. 53/2003) și HG nr. 905/2017, care reglementează încetarea contractului individual de muncă, înregistrarea acesteia în registrul general de evidență a salariaților și eliberarea documentelor care atestă activitatea desfășurată.',
          'The Labour Code (Law 53/2003) and Government Decision 905/2017, which govern terminating the employment contract, recording it in the general register of employees and issuing documents certifying the work performed.',
          'Applicable employment law governing termination of employment, its registration and the documents certifying the work performed.',
        ),
        sources: ['dataSubject', 'internal'],
        recipients: ['itm', 'payrollProvider', 'accountant'],
        storageDuration: 'employmentPlusArchiving',
      }),
    ]),
    situation('e-drm', l('Derularea raportului de muncă', 'Employment relationship'), [
      op({
        id: 'e-drm-payroll',
        name: l('Calculul și plata salariilor', 'Calculating and paying salaries'),
        purpose: l(
          'Calculul salariului, al sporurilor și al reținerilor, întocmirea statelor de plată și virarea salariului în contul bancar al salariatului.',
          'Calculating pay, bonuses and deductions, drawing up the payroll and transferring the salary to the employee’s bank account.',
        ),
        data: ['name', 'cnp', 'jobTitle', 'salary', 'workingTime', 'bankAccount'],
        grounds: ['LEGAL_OBLIGATION', 'CONTRACT_PERFORMANCE'],
        groundReason: REASON_PAYROLL,
        sources: ['dataSubject', 'internal'],
        recipients: ['payrollProvider', 'accountant', 'bank'],
        storageDuration: 'payroll50Years',
      }),
      op({
        id: 'e-drm-taxreturns',
        name: l(
          'Declararea impozitului și a contribuțiilor sociale (declarația D112)',
          'Reporting income tax and social contributions (D112 return)',
          'Reporting income tax and social contributions to the tax authority',
        ),
        purpose: l(
          'Depunerea lunară la ANAF a declarației privind obligațiile de plată a contribuțiilor sociale, a impozitului pe venit și evidența nominală a persoanelor asigurate.',
          'Filing the monthly return with ANAF on social contributions, income tax and the named record of insured persons.',
          'Filing the periodic return with the tax authority on social contributions, income tax and the named record of insured persons.',
        ),
        data: ['name', 'cnp', 'salary', 'incomeAndTaxes', 'workingTime'],
        grounds: ['LEGAL_OBLIGATION'],
        groundReason: l(
          'Codul fiscal (Legea nr. 227/2015) și Codul de procedură fiscală (Legea nr. 207/2015).',
          'The Fiscal Code (Law 227/2015) and the Fiscal Procedure Code (Law 207/2015).',
          'Applicable tax and social security law.',
        ),
        sources: ['internal'],
        recipients: ['anaf', 'payrollProvider', 'accountant'],
        storageDuration: 'accounting10Years',
      }),
      op({
        id: 'e-drm-dependants',
        name: l(
          'Acordarea deducerii personale pentru persoanele aflate în întreținere',
          'Granting the personal tax deduction for dependants',
        ),
        purpose: l(
          'Stabilirea deducerii personale de care beneficiază salariatul pentru persoanele aflate în întreținerea sa, pe baza declarației și a documentelor depuse de acesta.',
          'Setting the personal tax deduction the employee receives for their dependants, based on the statement and documents they submit.',
        ),
        data: ['name', 'cnp', 'familyMembers'],
        grounds: ['LEGAL_OBLIGATION'],
        groundReason: l(
          'Codul fiscal (Legea nr. 227/2015), dispozițiile privind deducerea personală.',
          'The Fiscal Code (Law 227/2015), provisions on the personal deduction.',
          'Applicable tax law on personal deductions.',
        ),
        sources: ['employee'],
        recipients: ['payrollProvider', 'accountant', 'anaf'],
        storageDuration: 'accounting10Years',
      }),
      op({
        id: 'e-drm-sickleave',
        name: l('Gestionarea concediilor medicale', 'Managing medical leave'),
        purpose: l(
          'Înregistrarea certificatelor de concediu medical, calculul indemnizației și recuperarea sumelor suportate din bugetul asigurărilor sociale de sănătate.',
          'Recording medical leave certificates, calculating the sick pay and recovering the amounts borne by the public health insurance budget.',
        ),
        data: ['name', 'cnp', 'sickLeave', 'salary', 'workingTime'],
        grounds: ['LEGAL_OBLIGATION'],
        groundReason: l(
          'OUG nr. 158/2005 privind concediile și indemnizațiile de asigurări sociale de sănătate și Codul muncii (Legea nr. 53/2003).',
          'Government Emergency Ordinance 158/2005 on health insurance leave and benefits and the Labour Code (Law 53/2003).',
          'Applicable social security law on sick leave and sick pay.',
        ),
        specialDataGround: 'ART9_B',
        sources: ['dataSubject'],
        recipients: ['payrollProvider', 'accountant', 'healthInsuranceFund'],
        storageDuration: 'accounting10Years',
      }),
      op({
        id: 'e-drm-disability',
        name: l(
          'Acordarea drepturilor salariaților cu handicap',
          'Granting the entitlements of employees with disabilities',
        ),
        purpose: l(
          'Acordarea drepturilor prevăzute de lege salariaților încadrați într-un grad de handicap (program redus, concediu suplimentar, scutiri fiscale) și îndeplinirea obligației privind angajarea persoanelor cu handicap.',
          'Granting employees with a recognised disability the entitlements provided by law (reduced hours, additional leave, tax exemptions) and meeting the obligation to employ persons with disabilities.',
        ),
        data: ['name', 'cnp', 'disability', 'workingTime'],
        grounds: ['LEGAL_OBLIGATION'],
        groundReason: l(
          'Legea nr. 448/2006 privind protecția și promovarea drepturilor persoanelor cu handicap și Codul fiscal (Legea nr. 227/2015).',
          'Law 448/2006 on the protection and promotion of the rights of persons with disabilities and the Fiscal Code (Law 227/2015).',
          'Applicable law on the rights of persons with disabilities and tax law.',
        ),
        specialDataGround: 'ART9_B',
        sources: ['dataSubject'],
        recipients: ['payrollProvider', 'accountant', 'anaf'],
        storageDuration: 'employmentPlusArchiving',
      }),
      op({
        id: 'e-drm-worktime',
        name: l('Evidența timpului de muncă și a concediilor', 'Recording working time and leave'),
        purpose: l(
          'Ținerea evidenței orelor de muncă prestate zilnic, a orelor suplimentare și a concediilor de odihnă, pentru calculul salariului și controlul autorităților.',
          'Recording the hours worked each day, overtime and annual leave, for pay calculation and inspections by the authorities.',
        ),
        data: ['name', 'jobTitle', 'workingTime'],
        grounds: ['LEGAL_OBLIGATION'],
        groundReason: l(
          'Art. 119 din Codul muncii (Legea nr. 53/2003), care obligă angajatorul să țină evidența orelor de muncă prestate de fiecare salariat.',
          'Labour Code (Law 53/2003), art. 119, which requires the employer to record the hours worked by each employee.',
          'Applicable employment law requiring the employer to record each employee’s working hours.',
        ),
        sources: ['dataSubject', 'companySystems'],
        recipients: ['payrollProvider', 'controlAuthorities'],
        storageDuration: 'accounting10Years',
      }),
      op({
        id: 'e-drm-garnishment',
        name: l('Aplicarea popririlor asupra salariului', 'Applying wage garnishments'),
        purpose: l(
          'Reținerea din salariu și virarea sumelor stabilite prin adresele de poprire ale executorilor judecătorești sau ale organelor fiscale.',
          'Withholding from the salary and paying over the amounts set by the garnishment orders of bailiffs or tax authorities.',
        ),
        data: ['name', 'cnp', 'salary', 'garnishments'],
        grounds: ['LEGAL_OBLIGATION'],
        groundReason: l(
          'Codul de procedură civilă (Legea nr. 134/2010) și Codul de procedură fiscală (Legea nr. 207/2015), dispozițiile privind poprirea.',
          'The Civil Procedure Code (Law 134/2010) and the Fiscal Procedure Code (Law 207/2015), provisions on garnishment.',
          'Applicable civil and tax enforcement law on garnishment.',
        ),
        sources: ['authorities'],
        recipients: ['bailiffs', 'anaf', 'payrollProvider'],
        storageDuration: 'accounting10Years',
      }),
      op({
        id: 'e-drm-benefits',
        name: l(
          'Acordarea beneficiilor (tichete de masă, asigurare medicală, abonamente)',
          'Granting benefits (meal vouchers, health insurance, subscriptions)',
        ),
        purpose: l(
          'Acordarea beneficiilor prevăzute în contractul individual sau colectiv de muncă ori în regulamentul intern, prin furnizorii acestora.',
          'Granting the benefits provided in the individual or collective employment contract or in the internal rules, through their providers.',
        ),
        data: ['name', 'cnp', 'email', 'phone', 'benefits'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject'],
        recipients: ['benefitsProvider', 'insurer'],
        storageDuration: 'contractDuration',
      }),
      op({
        id: 'e-drm-appraisal',
        name: l('Evaluarea performanței profesionale', 'Performance appraisal'),
        purpose: l(
          'Evaluarea periodică a activității salariaților pe baza criteriilor stabilite în regulamentul intern, pentru promovare, formare și recompensare.',
          'Periodic appraisal of employees’ work against the criteria set in the internal rules, for promotion, training and rewards.',
        ),
        data: ['name', 'jobTitle', 'performance'],
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: l(
          'Interesul legitim al angajatorului de a evalua activitatea profesională a salariaților, drept recunoscut de art. 40 din Codul muncii (Legea nr. 53/2003), pe baza unor criterii comunicate în prealabil.',
          'The employer’s legitimate interest in appraising employees’ work, a right recognised by the Labour Code (Law 53/2003), art. 40, on the basis of criteria communicated beforehand.',
          'The employer’s legitimate interest in appraising employees’ work, as permitted by applicable employment law, on the basis of criteria communicated beforehand.',
        ),
        sources: ['internal', 'dataSubject'],
        storageDuration: 'contractDuration',
      }),
      op({
        id: 'e-drm-training',
        name: l('Formarea profesională a salariaților', 'Professional training of employees'),
        purpose: l(
          'Organizarea cursurilor de formare profesională și păstrarea evidenței participării și a certificatelor obținute.',
          'Organising training courses and keeping records of attendance and certificates obtained.',
        ),
        data: ['name', 'jobTitle', 'training', 'courseResults'],
        grounds: ['LEGAL_OBLIGATION', 'CONTRACT_PERFORMANCE'],
        groundReason: l(
          'Art. 194 din Codul muncii (Legea nr. 53/2003), care obligă angajatorul să asigure periodic participarea salariaților la programe de formare profesională.',
          'Labour Code (Law 53/2003), art. 194, which requires the employer to provide regular vocational training for employees.',
          'Applicable employment law requiring the employer to provide regular vocational training.',
        ),
        sources: ['dataSubject', 'internal'],
        recipients: ['trainingProvider'],
        storageDuration: 'contractDuration',
      }),
      op({
        id: 'e-drm-travel',
        name: l('Organizarea deplasărilor în interes de serviciu', 'Organising business trips'),
        purpose: l(
          'Rezervarea transportului și a cazării pentru delegări și detașări și decontarea cheltuielilor de deplasare.',
          'Booking transport and accommodation for business trips and secondments and settling travel expenses.',
        ),
        data: ['name', 'idCardSeriesNumber', 'passportNumber', 'phone', 'bankAccount'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject'],
        recipients: ['travelProviders', 'accountant'],
        storageDuration: 'accounting10Years',
      }),
      op({
        id: 'e-drm-disciplinary',
        name: l(
          'Cercetarea disciplinară prealabilă și aplicarea sancțiunilor',
          'Disciplinary investigation and sanctions',
        ),
        purpose: l(
          'Desfășurarea cercetării disciplinare prealabile, convocarea și audierea salariatului și emiterea deciziei de sancționare.',
          'Conducting the prior disciplinary investigation, summoning and hearing the employee and issuing the sanction decision.',
        ),
        data: ['name', 'jobTitle', 'disciplinary', 'correspondence'],
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: l(
          'Interesul legitim al angajatorului de a-și exercita prerogativa disciplinară, drept recunoscut de art. 40 alin. (1) lit. e) și art. 247 din Codul muncii (Legea nr. 53/2003), cu respectarea procedurii cercetării disciplinare prealabile prevăzute de art. 251–252.',
          'The employer’s legitimate interest in exercising its disciplinary power, a right recognised by the Labour Code (Law 53/2003), art. 40(1)(e) and art. 247, following the prior disciplinary investigation of art. 251–252.',
          'The employer’s legitimate interest in exercising its disciplinary power, as permitted by applicable employment law, following the required disciplinary procedure.',
        ),
        sources: ['internal', 'dataSubject'],
        recipients: ['lawyers'],
        storageDuration: 'disciplinarySanction',
      }),
      op({
        id: 'e-drm-certificates',
        name: l(
          'Eliberarea adeverințelor solicitate de salariat',
          'Issuing certificates requested by the employee',
        ),
        purpose: l(
          'Eliberarea, la cererea salariatului, a adeverințelor de salariat, de venit sau de vechime, pentru bănci, medici ori alte instituții.',
          'Issuing, at the employee’s request, certificates of employment, income or seniority for banks, doctors or other institutions.',
        ),
        data: ['name', 'cnp', 'jobTitle', 'employmentContract', 'salary'],
        grounds: ['LEGAL_OBLIGATION'],
        groundReason: l(
          'Art. 34 din Codul muncii (Legea nr. 53/2003), care obligă angajatorul să elibereze, la cerere, documente care atestă activitatea desfășurată, vechimea și salariul.',
          'Labour Code (Law 53/2003), art. 34, which requires the employer to issue, on request, documents certifying the work performed, seniority and salary.',
          'Applicable employment law requiring the employer to certify, on request, the work performed, seniority and salary.',
        ),
        sources: ['internal'],
        storageDuration: 'years3',
      }),
      op({
        id: 'e-drm-photo',
        name: l(
          'Publicarea fotografiei și a datelor de contact ale salariatului pe site',
          'Publishing the employee’s photo and contact details on the website',
        ),
        purpose: l(
          'Prezentarea echipei pe site, pe rețelele sociale și în materialele de prezentare, numai cu acordul salariatului, care îl poate retrage oricând fără consecințe.',
          'Presenting the team on the website, on social networks and in presentation materials, only with the employee’s agreement, which can be withdrawn at any time without consequences.',
        ),
        data: ['name', 'photo', 'jobTitle', 'businessContact'],
        grounds: ['CONSENT'],
        sources: ['dataSubject'],
        recipients: ['public'],
        storageDuration: 'untilConsentWithdrawn',
      }),
    ]),
    situation('e-ms', l('Securitate și monitorizare', 'Security and monitoring'), [
      op({
        id: 'e-ms-cctv',
        name: l('Supravegherea video la locul de muncă', 'Video surveillance at the workplace'),
        purpose: l(
          'Protejarea persoanelor, a bunurilor și a spațiilor prin camere video semnalizate, fără supravegherea birourilor individuale, a vestiarelor sau a grupurilor sanitare.',
          'Protecting people, property and premises through signposted cameras, without monitoring individual offices, changing rooms or toilets.',
        ),
        data: ['cctvFootage'],
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: REASON_EMPLOYEE_MONITORING(
          'Interesul legitim al angajatorului de a asigura securitatea spațiilor, a bunurilor și a persoanelor și de a preveni furturile și incidentele.',
          'The employer’s legitimate interest in securing the premises, property and people and in preventing theft and incidents.',
        ),
        sources: ['cctvSystem'],
        recipients: ['securityCompany', 'police'],
        storageDuration: 'employeeMonitoring30Days',
      }),
      op({
        id: 'e-ms-email',
        name: l(
          'Monitorizarea utilizării e-mailului și a echipamentelor de serviciu',
          'Monitoring the use of work e-mail and equipment',
        ),
        purpose: l(
          'Verificarea respectării politicii interne de utilizare a resurselor IT și protejarea informațiilor confidențiale, fără accesarea conținutului comunicărilor private.',
          'Checking compliance with the internal IT use policy and protecting confidential information, without accessing the content of private communications.',
        ),
        data: ['name', 'workAccountUsage', 'ipAddress'],
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: REASON_EMPLOYEE_MONITORING(
          'Interesul legitim al angajatorului de a proteja informațiile confidențiale și sistemele informatice.',
          'The employer’s legitimate interest in protecting confidential information and IT systems.',
        ),
        sources: ['companySystems'],
        recipients: ['itProvider'],
        storageDuration: 'employeeMonitoring30Days',
      }),
      op({
        id: 'e-ms-gps',
        name: l('Monitorizarea GPS a vehiculelor de serviciu', 'GPS tracking of company vehicles'),
        purpose: l(
          'Localizarea vehiculelor de serviciu în timpul programului de lucru, pentru organizarea curselor, siguranța șoferilor și protecția vehiculelor; monitorizarea se oprește în afara programului.',
          'Locating company vehicles during working hours for route planning, driver safety and vehicle protection; tracking stops outside working hours.',
        ),
        data: ['name', 'vehicleGps', 'vehiclePlate'],
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: REASON_EMPLOYEE_MONITORING(
          'Interesul legitim al angajatorului de a organiza activitatea de transport și de a proteja vehiculele și șoferii.',
          'The employer’s legitimate interest in organising transport work and protecting vehicles and drivers.',
        ),
        sources: ['companySystems'],
        recipients: ['itProvider'],
        storageDuration: 'employeeMonitoring30Days',
      }),
      op({
        id: 'e-ms-access',
        name: l('Controlul accesului în clădire pe bază de ecuson', 'Badge-based building access control'),
        purpose: l(
          'Permiterea accesului în spațiile companiei numai persoanelor autorizate și evidența intrărilor și ieșirilor.',
          'Allowing only authorised persons into the company’s premises and recording entries and exits.',
        ),
        data: ['name', 'jobTitle', 'accessLogs'],
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: l(
          'Interesul legitim al angajatorului de a asigura securitatea fizică a spațiilor și a informațiilor, folosind ecusoane, nu date biometrice.',
          'The employer’s legitimate interest in the physical security of its premises and information, using badges rather than biometric data.',
        ),
        sources: ['companySystems'],
        recipients: ['securityCompany'],
        storageDuration: 'months3',
      }),
      op({
        id: 'e-ms-it',
        name: l(
          'Gestionarea conturilor IT și securitatea informațiilor',
          'Managing IT accounts and information security',
        ),
        purpose: l(
          'Crearea și administrarea conturilor de utilizator, acordarea drepturilor de acces și păstrarea jurnalelor de securitate pentru detectarea incidentelor.',
          'Creating and managing user accounts, granting access rights and keeping security logs to detect incidents.',
        ),
        data: ['name', 'businessContact', 'accountCredentials', 'ipAddress', 'workAccountUsage'],
        grounds: ['CONTRACT_PERFORMANCE', 'LEGITIMATE_INTEREST'],
        groundReason: REASON_SECURITY,
        sources: ['dataSubject', 'companySystems'],
        recipients: ['itProvider', 'usCloudProvider'],
        storageDuration: 'contractDuration',
      }),
    ]),
    situation('e-sd', l('Soluționarea disputelor', 'Disputes'), [
      op({
        id: 'e-sd-litigation',
        name: l('Soluționarea litigiilor de muncă', 'Resolving employment disputes'),
        purpose: l(
          'Apărarea drepturilor angajatorului în conflictele de muncă, în fața instanțelor și a altor autorități, și soluționarea amiabilă a disputelor.',
          'Defending the employer’s rights in employment disputes before courts and other authorities and settling disputes amicably.',
        ),
        data: [
          'name',
          'address',
          'jobTitle',
          'employmentContract',
          'salary',
          'disciplinary',
          'correspondence',
          'claimDetails',
        ],
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: REASON_LEGAL_CLAIMS,
        sources: ['dataSubject', 'internal'],
        recipients: ['lawyers', 'courts'],
        storageDuration: 'untilDisputeResolved',
      }),
      op({
        id: 'e-sd-inspections',
        name: l(
          'Punerea documentelor la dispoziția autorităților de control',
          'Making documents available to inspection authorities',
        ),
        purpose: l(
          'Prezentarea documentelor de personal, de salarizare și de securitate în muncă la controalele Inspecției Muncii, ale ANAF sau ale altor autorități.',
          'Presenting personnel, payroll and health and safety documents during inspections by the Labour Inspectorate, ANAF or other authorities.',
          'Presenting personnel, payroll and health and safety documents during inspections by the labour and tax authorities or other authorities.',
        ),
        data: ['name', 'cnp', 'jobTitle', 'employmentContract', 'salary', 'workingTime', 'training'],
        grounds: ['LEGAL_OBLIGATION'],
        groundReason: l(
          'Legea nr. 108/1999 privind înființarea și organizarea Inspecției Muncii și Codul de procedură fiscală (Legea nr. 207/2015), care obligă angajatorul să prezinte documentele solicitate la control.',
          'Law 108/1999 on the Labour Inspectorate and the Fiscal Procedure Code (Law 207/2015), which require the employer to present the documents requested during inspections.',
          'Applicable labour inspection and tax law requiring the employer to present documents during inspections.',
        ),
        sources: ['internal'],
        recipients: ['controlAuthorities'],
        storageDuration: 'employmentPlusArchiving',
      }),
      op({
        id: 'e-sd-whistleblowing',
        name: l(
          'Soluționarea raportărilor avertizorilor în interes public',
          'Handling whistleblower reports',
        ),
        purpose: l(
          'Primirea, înregistrarea și analiza raportărilor privind încălcări ale legii prin canalul intern de raportare, cu protejarea confidențialității avertizorului și a persoanelor vizate.',
          'Receiving, recording and examining reports of breaches of the law through the internal reporting channel, protecting the confidentiality of the whistleblower and of the persons concerned.',
        ),
        data: ['name', 'businessContact', 'jobTitle', 'whistleblowingReport'],
        grounds: ['LEGAL_OBLIGATION'],
        groundReason: l(
          'Legea nr. 361/2022 privind protecția avertizorilor în interes public, care obligă angajatorii cu cel puțin 50 de salariați să aibă un canal intern de raportare și să țină evidența raportărilor (art. 11).',
          'Law 361/2022 on the protection of whistleblowers, which requires employers with at least 50 employees to have an internal reporting channel and to keep a record of the reports (art. 11).',
          'Applicable whistleblower protection law (EU Directive 2019/1937), which requires employers with at least 50 employees to have an internal reporting channel and to keep a record of the reports.',
        ),
        sources: ['whistleblower', 'internal'],
        recipients: ['lawyers', 'controlAuthorities'],
        // verify: the article of Law 361/2022 on keeping reports 5 years (see the retention entry).
        storageDuration: 'whistleblowing5Years',
      }),
    ]),
  ],
};
