import { l } from '../schema/common.ts';
import type { TSubjectPresets } from '../schema/presets.ts';
import { op, situation } from './build.ts';
import {
  complaints,
  dataSubjectRequests,
  debtRecovery,
  disputes,
  feedback,
  invoice,
  newsletter,
  onlinePayment,
  similarOffers,
  testimonials,
} from './shared.ts';

/** Individual clients (consumers) of a company selling products or services. */
export const personalClientsPresets: TSubjectPresets = {
  dataSubject: 'PERSONAL_CLIENTS',
  situations: [
    situation(
      'pc-ac',
      l('Încheierea și executarea contractului', 'Concluding and performing the agreement'),
      [
        op({
          id: 'pc-ac-offer',
          purposeCategory: 'SERVICE',
          name: l('Transmiterea ofertelor la cerere', 'Sending quotes on request'),
          purpose: l(
            'Răspunsul la solicitările de informații și transmiterea ofertelor cerute de persoana interesată, înainte de încheierea contractului.',
            'Answering enquiries and sending the quotes requested by the person, before the contract is concluded.',
          ),
          data: ['name', 'email', 'phone', 'correspondence'],
          grounds: ['CONTRACT_PERFORMANCE'],
          sources: ['dataSubject'],
          storageDuration: 'months6',
        }),
        op({
          id: 'pc-ac-contract',
          purposeCategory: 'SERVICE',
          name: l('Încheierea și executarea contractului', 'Concluding and performing the agreement'),
          purpose: l(
            'Încheierea contractului cu clientul, furnizarea produselor sau a serviciilor și comunicarea pe durata contractului.',
            'Concluding the contract with the client, supplying the products or services and communicating while the contract runs.',
          ),
          data: [
            'name',
            'address',
            'email',
            'phone',
            'contractDetails',
            'purchasedProducts',
            'signature',
            'correspondence',
          ],
          grounds: ['CONTRACT_PERFORMANCE'],
          sources: ['dataSubject'],
          recipients: ['itProvider'],
          storageDuration: 'contractPlus3Years',
        }),
        invoice('pc-ac'),
        onlinePayment('pc-ac', {
          name: l('Încasarea plăților', 'Collecting payments'),
          purpose: l(
            'Încasarea prețului prin card, transfer bancar sau numerar și evidența plăților efectuate.',
            'Collecting the price by card, bank transfer or cash and recording the payments made.',
          ),
          data: ['name', 'paymentDetails', 'bankAccount'],
          sources: ['dataSubject'],
        }),
      ],
    ),
    situation('pc-cl', l('Comanda și livrarea', 'Order and delivery'), [
      op({
        id: 'pc-cl-order',
        purposeCategory: 'SERVICE',
        name: l('Preluarea și procesarea comenzilor', 'Taking and processing orders'),
        purpose: l(
          'Preluarea comenzilor transmise telefonic, prin e-mail sau la sediu, confirmarea lor și pregătirea produselor.',
          'Taking orders placed by phone, by e-mail or on the premises, confirming them and preparing the products.',
        ),
        data: ['name', 'phone', 'email', 'deliveryAddress', 'orderDetails'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject'],
        storageDuration: 'years3',
      }),
      op({
        id: 'pc-cl-delivery',
        purposeCategory: 'SERVICE',
        name: l('Livrarea produselor prin curier', 'Delivering products by courier'),
        purpose: l(
          'Transmiterea către firma de curierat a datelor necesare livrării și informarea clientului despre stadiul livrării.',
          'Passing the data needed for delivery to the courier company and keeping the client informed about the delivery.',
        ),
        data: ['name', 'phone', 'deliveryAddress', 'orderDetails'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject'],
        recipients: ['courier'],
        storageDuration: 'years3',
      }),
      op({
        id: 'pc-cl-warranty',
        purposeCategory: 'SERVICE',
        name: l('Gestionarea garanției și a retururilor', 'Handling warranty claims and returns'),
        purpose: l(
          'Preluarea solicitărilor de retur, de reparare sau de înlocuire a produselor și soluționarea lor în termenele legale.',
          'Taking requests for returns, repairs or replacements and resolving them within the statutory deadlines.',
        ),
        data: ['name', 'phone', 'email', 'address', 'orderDetails', 'claimDetails'],
        grounds: ['LEGAL_OBLIGATION', 'CONTRACT_PERFORMANCE'],
        groundReason: l(
          'OUG nr. 140/2021 privind anumite aspecte referitoare la contractele de vânzare de bunuri și OUG nr. 34/2014 privind drepturile consumatorilor.',
          'Government Emergency Ordinance 140/2021 on contracts for the sale of goods and Government Emergency Ordinance 34/2014 on consumer rights.',
          'Applicable consumer protection law on the conformity of goods and consumer rights.',
        ),
        sources: ['dataSubject'],
        recipients: ['courier'],
        storageDuration: 'years3Limitation',
      }),
    ]),
    situation('pc-pr', l('Promovare', 'Promoting'), [
      newsletter('pc-pr'),
      similarOffers('pc-pr'),
      feedback('pc-pr'),
      testimonials('pc-pr'),
      op({
        id: 'pc-pr-contest',
        purposeCategory: 'MARKETING',
        name: l(
          'Organizarea concursurilor și a campaniilor promoționale',
          'Running contests and promotional campaigns',
        ),
        purpose: l(
          'Înscrierea participanților, desemnarea câștigătorilor, acordarea premiilor și publicarea numelor câștigătorilor, conform regulamentului campaniei; CNP-ul se solicită numai câștigătorilor, pentru declararea impozitului pe premii.',
          'Registering participants, selecting winners, awarding prizes and publishing the winners’ names, according to the campaign rules; the personal numeric code (CNP) is asked only from winners, to declare the tax on prizes.',
          'Registering participants, selecting winners, awarding prizes and publishing the winners’ names, according to the campaign rules; the national identification number is asked only from winners, to declare the tax on prizes.',
        ),
        data: ['name', 'email', 'phone', 'address', 'cnp'],
        grounds: ['CONTRACT_PERFORMANCE', 'LEGAL_OBLIGATION'],
        groundReason: l(
          'Codul fiscal (Legea nr. 227/2015), care obligă organizatorul să rețină și să declare impozitul pe veniturile din premii, pentru premiile care depășesc plafonul neimpozabil.',
          'The Fiscal Code (Law 227/2015), which requires the organiser to withhold and declare the tax on prize income, for prizes above the tax-free threshold.',
          'Applicable tax law requiring the organiser to withhold and declare the tax on prize income above the tax-free threshold.',
        ),
        sources: ['dataSubject'],
        recipients: ['public', 'courier', 'anaf'],
        storageDuration: 'years5Tax',
      }),
    ]),
    situation('pc-sd', l('Reclamații și dispute', 'Complaints and disputes'), [
      complaints('pc-sd'),
      disputes('pc-sd'),
      debtRecovery('pc-sd'),
      dataSubjectRequests('pc-sd'),
    ]),
  ],
};
