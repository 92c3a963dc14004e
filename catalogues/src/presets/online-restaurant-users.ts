import { l } from '../schema/common.ts';
import type { TSubjectPresets } from '../schema/presets.ts';
import { op, situation } from './build.ts';
import { cctv, complaints, feedback, invoice, newsletter, onlinePayment, userAccount } from './shared.ts';

/** Customers of a restaurant that takes orders and reservations online. */
export const onlineRestaurantUsersPresets: TSubjectPresets = {
  dataSubject: 'ONLINE_RESTAURANT_USERS',
  situations: [
    situation('oru-cu', l('Contul de utilizator', 'User account'), [
      userAccount('oru-cu', {
        data: ['name', 'email', 'phone', 'accountCredentials', 'accountData', 'deliveryAddress'],
      }),
      op({
        id: 'oru-cu-history',
        purposeCategory: 'SERVICE',
        name: l('Istoricul comenzilor și repetarea rapidă a unei comenzi', 'Order history and quick reorder'),
        purpose: l(
          'Afișarea comenzilor anterioare în cont, pentru a putea fi repetate ușor.',
          'Showing previous orders in the account so they can be repeated easily.',
        ),
        data: ['name', 'orderHistory'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['internal'],
        recipients: ['itProvider'],
        storageDuration: 'untilAccountDeleted',
      }),
    ]),
    situation('oru-cl', l('Comanda și livrarea', 'Order and delivery'), [
      op({
        id: 'oru-cl-order',
        purposeCategory: 'SERVICE',
        name: l('Preluarea comenzii online sau telefonice', 'Taking online or phone orders'),
        purpose: l(
          'Preluarea comenzii, confirmarea ei, pregătirea preparatelor și comunicarea orei estimate de livrare sau de ridicare.',
          'Taking the order, confirming it, preparing the food and communicating the estimated delivery or pick-up time.',
        ),
        data: ['name', 'phone', 'email', 'deliveryAddress', 'orderDetails'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject'],
        recipients: ['itProvider'],
        storageDuration: 'years3',
      }),
      op({
        id: 'oru-cl-allergies',
        purposeCategory: 'SERVICE',
        name: l('Mențiunile privind alergiile alimentare', 'Notes about food allergies'),
        purpose: l(
          'Adaptarea preparatelor pentru clienții care își declară alergiile sau intoleranțele la comandă, pe baza consimțământului lor explicit.',
          'Adapting the dishes for customers who state allergies or intolerances when ordering, based on their explicit consent.',
        ),
        data: ['name', 'allergies', 'orderDetails'],
        grounds: ['CONSENT'],
        specialDataGround: 'ART9_A',
        sources: ['dataSubject'],
        storageDuration: 'untilOrderCompleted',
      }),
      onlinePayment('oru-cl'),
      op({
        id: 'oru-cl-delivery',
        purposeCategory: 'SERVICE',
        name: l('Livrarea comenzii', 'Delivering the order'),
        purpose: l(
          'Transmiterea numelui, a adresei și a numărului de telefon către livratorul propriu sau partener, pentru livrarea comenzii.',
          'Passing the name, address and phone number to the in-house or partner courier to deliver the order.',
        ),
        data: ['name', 'phone', 'deliveryAddress', 'orderDetails'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject'],
        recipients: ['courier'],
        storageDuration: 'untilOrderCompleted',
      }),
      op({
        id: 'oru-cl-platforms',
        purposeCategory: 'SERVICE',
        name: l(
          'Comenzile primite prin platformele de livrare',
          'Orders received through delivery platforms',
        ),
        purpose: l(
          'Pregătirea comenzilor primite prin platformele de livrare de mâncare, pe baza datelor transmise de acestea.',
          'Preparing orders received through food delivery platforms, based on the data they send.',
        ),
        data: ['name', 'orderDetails'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['deliveryPlatforms'],
        recipients: ['deliveryPlatforms'],
        storageDuration: 'untilOrderCompleted',
      }),
      invoice('oru-cl', {
        name: l('Emiterea facturii, la cererea clientului', 'Issuing an invoice at the customer’s request'),
      }),
    ]),
    situation('oru-rez', l('Rezervări', 'Reservations'), [
      op({
        id: 'oru-rez-table',
        purposeCategory: 'SERVICE',
        name: l('Rezervarea unei mese', 'Booking a table'),
        purpose: l(
          'Preluarea și confirmarea rezervărilor de masă și contactarea clientului în cazul unor modificări.',
          'Taking and confirming table reservations and contacting the customer if something changes.',
        ),
        data: ['name', 'phone', 'email', 'tableReservation', 'specialRequests'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject'],
        storageDuration: 'months3',
      }),
      op({
        id: 'oru-rez-private',
        purposeCategory: 'SERVICE',
        name: l('Organizarea evenimentelor private', 'Organising private events'),
        purpose: l(
          'Stabilirea meniului, a numărului de invitați și a celorlalte detalii pentru evenimentele private organizate în restaurant.',
          'Agreeing the menu, number of guests and other details for private events held in the restaurant.',
        ),
        data: ['name', 'phone', 'email', 'tableReservation', 'specialRequests', 'contractDetails'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject'],
        storageDuration: 'contractPlus3Years',
      }),
    ]),
    situation('oru-pr', l('Promovare', 'Promoting'), [
      newsletter('oru-pr'),
      op({
        id: 'oru-pr-loyalty',
        purposeCategory: 'MARKETING',
        name: l('Programul de fidelitate', 'Loyalty programme'),
        purpose: l(
          'Acordarea punctelor și a reducerilor de fidelitate pe baza comenzilor, conform regulamentului programului.',
          'Awarding loyalty points and discounts based on orders, according to the programme rules.',
        ),
        data: ['name', 'email', 'phone', 'orderHistory'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject', 'internal'],
        recipients: ['itProvider'],
        storageDuration: 'contractDuration',
      }),
      feedback('oru-pr', {
        purpose: l(
          'Solicitarea opiniei clienților despre preparate, livrare și servire, prin chestionare scurte.',
          'Asking customers for their opinion on the food, delivery and service, through short surveys.',
        ),
      }),
    ]),
    situation('oru-o', l('Alte situații', 'Other situations'), [
      complaints('oru-o', {
        purpose: l(
          'Înregistrarea și soluționarea reclamațiilor privind comenzile, preparatele sau livrarea.',
          'Recording and resolving complaints about orders, food or delivery.',
        ),
      }),
      cctv('oru-o', {
        name: l('Supravegherea video a restaurantului', 'Video surveillance of the restaurant'),
      }),
    ]),
  ],
};
