import { l } from '../schema/common.ts';
import type { TSubjectPresets } from '../schema/presets.ts';
import { op, situation } from './build.ts';
import { analyticsCookies, feedback, invoice, newsletter, userAccount } from './shared.ts';

/** Users of a real estate website or agency: buyers, tenants, sellers and landlords. */
export const realEstateUsersPresets: TSubjectPresets = {
  dataSubject: 'REAL_ESTATE_USERS',
  situations: [
    situation('ore-cu', l('Contul de utilizator', 'User account'), [
      userAccount('ore-cu'),
      op({
        id: 'ore-cu-alerts',
        purposeCategory: 'SERVICE',
        name: l('Căutările salvate și alertele pentru anunțuri noi', 'Saved searches and new-listing alerts'),
        purpose: l(
          'Salvarea criteriilor de căutare și a anunțurilor favorite și trimiterea alertelor despre anunțuri noi care corespund criteriilor, la cererea utilizatorului.',
          'Saving search criteria and favourite listings and sending alerts about new listings that match them, at the user’s request.',
        ),
        data: ['email', 'savedSearches', 'propertyRequirements'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject'],
        recipients: ['itProvider'],
        storageDuration: 'untilAccountDeleted',
      }),
      analyticsCookies('ore-cu'),
    ]),
    situation('ore-an', l('Publicarea anunțurilor', 'Publishing listings'), [
      op({
        id: 'ore-an-publish',
        purposeCategory: 'SERVICE',
        name: l('Publicarea anunțului imobiliar', 'Publishing the property listing'),
        purpose: l(
          'Publicarea anunțului de vânzare sau de închiriere cu datele imobilului și cu datele de contact alese de proprietar.',
          'Publishing the sale or rental listing with the property details and the contact details chosen by the owner.',
        ),
        data: ['name', 'phone', 'email', 'propertyDetails'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject'],
        recipients: ['public'],
        storageDuration: 'contractDuration',
      }),
      op({
        id: 'ore-an-verify',
        purposeCategory: 'SECURITY',
        interestKind: 'SECURITY_AND_FRAUD',
        name: l('Verificarea anunțurilor', 'Verifying listings'),
        purpose: l(
          'Verificarea faptului că cel care publică anunțul are dreptul să dispună de imobil, pentru prevenirea anunțurilor false și a fraudelor.',
          'Checking that the person publishing the listing is entitled to dispose of the property, to prevent false listings and fraud.',
        ),
        data: ['name', 'propertyDetails', 'ownershipDocuments'],
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: l(
          'Interesul legitim al companiei și al utilizatorilor de a preveni anunțurile false și fraudele imobiliare.',
          'The legitimate interest of the company and its users in preventing false listings and property fraud.',
        ),
        sources: ['dataSubject', 'publicRegisters'],
        storageDuration: 'contractDuration',
      }),
    ]),
    situation('ore-int', l('Intermedierea tranzacțiilor', 'Property brokerage'), [
      op({
        id: 'ore-int-requests',
        purposeCategory: 'SERVICE',
        name: l(
          'Solicitările de informații și programarea vizionărilor',
          'Enquiries and viewing appointments',
        ),
        purpose: l(
          'Răspunsul la solicitările privind imobilele, programarea vizionărilor și transmiterea unor oferte potrivite cerințelor clientului.',
          'Answering enquiries about properties, scheduling viewings and sending offers matching the client’s requirements.',
        ),
        data: ['name', 'phone', 'email', 'propertyRequirements', 'viewingAppointments'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject'],
        recipients: ['propertyOwners'],
        storageDuration: 'months6',
      }),
      op({
        id: 'ore-int-brokerage',
        purposeCategory: 'SERVICE',
        name: l(
          'Încheierea și executarea contractului de intermediere',
          'Concluding and performing the brokerage agreement',
        ),
        purpose: l(
          'Încheierea contractului de intermediere imobiliară, prezentarea imobilelor și asistența până la semnarea tranzacției la notar.',
          'Concluding the brokerage agreement, presenting properties and assisting until the transaction is signed before the notary.',
        ),
        data: [
          'name',
          'cnp',
          'idCardSeriesNumber',
          'address',
          'phone',
          'email',
          'propertyDetails',
          'contractDetails',
          'signature',
        ],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject'],
        recipients: ['propertyOwners', 'notary'],
        storageDuration: 'contractPlus3Years',
      }),
      op({
        id: 'ore-int-aml',
        purposeCategory: 'COMPLIANCE',
        name: l(
          'Cunoașterea clientelei pentru prevenirea spălării banilor',
          'Customer due diligence for anti-money laundering',
        ),
        purpose: l(
          'Identificarea și verificarea identității clienților și a beneficiarilor reali ai tranzacțiilor imobiliare intermediate și raportarea tranzacțiilor suspecte, conform legii.',
          'Identifying and verifying the identity of clients and beneficial owners in brokered property transactions and reporting suspicious transactions, as the law requires.',
        ),
        data: ['name', 'cnp', 'idCardCopy', 'address', 'citizenship', 'contractDetails', 'paymentDetails'],
        grounds: ['LEGAL_OBLIGATION'],
        groundReason: l(
          'Legea nr. 129/2019 pentru prevenirea și combaterea spălării banilor și finanțării terorismului, care include agenții imobiliari printre entitățile raportoare.',
          'Law 129/2019 on preventing and combating money laundering and terrorist financing, which lists estate agents among the reporting entities.',
          'Applicable anti-money-laundering law, which lists estate agents among the reporting entities.',
        ),
        sources: ['dataSubject', 'publicRegisters'],
        recipients: ['fiu'],
        storageDuration: 'aml5Years',
      }),
      invoice('ore-int', {
        name: l('Facturarea comisionului', 'Invoicing the commission'),
      }),
    ]),
    situation('ore-pr', l('Promovare', 'Promoting'), [
      newsletter('ore-pr'),
      op({
        id: 'ore-pr-recommendations',
        purposeCategory: 'MARKETING',
        name: l('Recomandări personalizate de imobile', 'Personalised property recommendations'),
        purpose: l(
          'Trimiterea prin e-mail a unor recomandări de imobile pe baza preferințelor și a căutărilor utilizatorului, numai cu acordul acestuia, fiind mesaje comerciale.',
          'Sending property recommendations by e-mail based on the user’s preferences and searches, only with their agreement, as they are commercial messages.',
        ),
        data: ['email', 'propertyRequirements', 'savedSearches', 'usageData'],
        grounds: ['CONSENT'],
        sources: ['dataSubject', 'automatic'],
        recipients: ['emailMarketingPlatform'],
        storageDuration: 'untilConsentWithdrawn',
      }),
      feedback('ore-pr', {
        purpose: l(
          'Solicitarea opiniei clienților despre vizionări și serviciile de intermediere.',
          'Asking clients for their opinion on viewings and brokerage services.',
        ),
      }),
    ]),
  ],
};
