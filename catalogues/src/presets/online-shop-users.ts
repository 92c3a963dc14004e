import { l } from '../schema/common.ts';
import type { TSubjectPresets } from '../schema/presets.ts';
import { op, situation } from './build.ts';
import {
  REASON_SECURITY,
  adCookies,
  analyticsCookies,
  complaints,
  dataSubjectRequests,
  disputes,
  feedback,
  invoice,
  necessaryCookies,
  newsletter,
  onlinePayment,
  similarOffers,
  userAccount,
} from './shared.ts';

const REASON_CONSUMER_RIGHTS = l(
  'OUG nr. 34/2014 privind drepturile consumatorilor în cadrul contractelor încheiate cu profesioniștii, care reglementează dreptul de retragere în 14 zile și rambursarea plăților.',
  'Government Emergency Ordinance 34/2014 on consumer rights in contracts concluded with traders, which governs the 14-day right of withdrawal and refunds.',
  'Applicable consumer rights law (EU Directive 2011/83), which governs the 14-day right of withdrawal and refunds.',
);

/** Customers and visitors of an online shop. */
export const onlineShopUsersPresets: TSubjectPresets = {
  dataSubject: 'ONLINE_SHOP_USERS',
  situations: [
    situation('osu-cu', l('Contul de client', 'Customer account'), [
      userAccount('osu-cu', {
        name: l('Crearea și administrarea contului de client', 'Creating and managing the customer account'),
        data: [
          'name',
          'email',
          'phone',
          'accountCredentials',
          'accountData',
          'deliveryAddress',
          'billingDetails',
        ],
      }),
      op({
        id: 'osu-cu-history',
        purposeCategory: 'SERVICE',
        name: l('Istoricul comenzilor în cont', 'Order history in the account'),
        purpose: l(
          'Afișarea în contul clientului a comenzilor anterioare, a facturilor și a stadiului livrărilor.',
          'Showing previous orders, invoices and delivery status in the customer’s account.',
        ),
        data: ['name', 'orderHistory', 'orderDetails'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject', 'internal'],
        recipients: ['itProvider'],
        storageDuration: 'untilAccountDeleted',
      }),
      op({
        id: 'osu-cu-wishlist',
        purposeCategory: 'SERVICE',
        name: l('Lista de favorite și coșul salvat', 'Wishlist and saved cart'),
        purpose: l(
          'Salvarea produselor favorite și a coșului de cumpărături în contul clientului, pentru a fi regăsite la următoarea vizită.',
          'Saving favourite products and the shopping cart in the customer’s account so they can be found on the next visit.',
        ),
        data: ['accountData', 'interests'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject'],
        recipients: ['itProvider'],
        storageDuration: 'untilAccountDeleted',
      }),
    ]),
    situation('osu-cl', l('Comanda și livrarea', 'Order and delivery'), [
      op({
        id: 'osu-cl-order',
        purposeCategory: 'SERVICE',
        name: l('Plasarea și procesarea comenzii', 'Placing and processing the order'),
        purpose: l(
          'Preluarea comenzii plasate pe site, cu sau fără cont, confirmarea ei prin e-mail și pregătirea produselor pentru livrare.',
          'Taking the order placed on the website, with or without an account, confirming it by e-mail and preparing the products for delivery.',
        ),
        data: ['name', 'email', 'phone', 'deliveryAddress', 'billingDetails', 'orderDetails'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject'],
        recipients: ['itProvider'],
        storageDuration: 'years3',
      }),
      onlinePayment('osu-cl'),
      op({
        id: 'osu-cl-delivery',
        purposeCategory: 'SERVICE',
        name: l('Livrarea comenzii prin curier', 'Delivering the order by courier'),
        purpose: l(
          'Transmiterea către firma de curierat sau către furnizorul serviciului de lockere a datelor necesare livrării și informarea clientului despre stadiul livrării.',
          'Passing the data needed for delivery to the courier or parcel-locker service provider and keeping the customer informed about the delivery.',
        ),
        data: ['name', 'phone', 'email', 'deliveryAddress', 'orderDetails'],
        grounds: ['CONTRACT_PERFORMANCE'],
        sources: ['dataSubject'],
        recipients: ['courier'],
        storageDuration: 'years3',
      }),
      invoice('osu-cl'),
      op({
        id: 'osu-cl-withdrawal',
        purposeCategory: 'SERVICE',
        name: l(
          'Retragerea din contract și returul produselor',
          'Withdrawal from the contract and product returns',
        ),
        purpose: l(
          'Gestionarea cererilor de retragere din contract în termen de 14 zile, ridicarea produselor returnate și rambursarea plăților.',
          'Handling requests to withdraw from the contract within 14 days, collecting the returned products and refunding the payments.',
        ),
        data: ['name', 'email', 'phone', 'address', 'orderDetails', 'bankAccount', 'paymentDetails'],
        grounds: ['LEGAL_OBLIGATION', 'CONTRACT_PERFORMANCE'],
        groundReason: REASON_CONSUMER_RIGHTS,
        sources: ['dataSubject'],
        recipients: ['courier', 'paymentProcessor', 'bank'],
        storageDuration: 'years3Limitation',
      }),
      op({
        id: 'osu-cl-warranty',
        purposeCategory: 'SERVICE',
        name: l('Garanția de conformitate și service-ul', 'Legal guarantee and repairs'),
        purpose: l(
          'Preluarea solicitărilor de reparare sau de înlocuire a produselor neconforme și transmiterea lor către service.',
          'Taking requests to repair or replace non-conforming products and passing them to the repair service.',
        ),
        data: ['name', 'phone', 'email', 'address', 'orderDetails', 'claimDetails'],
        grounds: ['LEGAL_OBLIGATION', 'CONTRACT_PERFORMANCE'],
        groundReason: l(
          'OUG nr. 140/2021 privind anumite aspecte referitoare la contractele de vânzare de bunuri, care reglementează garanția legală de conformitate.',
          'Government Emergency Ordinance 140/2021 on contracts for the sale of goods, which governs the legal guarantee of conformity.',
          'Applicable consumer law on the legal guarantee of conformity (EU Directive 2019/771).',
        ),
        sources: ['dataSubject'],
        recipients: ['courier', l('Service-ul autorizat', 'The authorised repair service')],
        storageDuration: 'years3Limitation',
      }),
      op({
        id: 'osu-cl-fraud',
        purposeCategory: 'SECURITY',
        interestKind: 'SECURITY_AND_FRAUD',
        name: l('Prevenirea fraudelor la comenzi și plăți', 'Preventing order and payment fraud'),
        purpose: l(
          'Identificarea comenzilor suspecte (de exemplu, plăți cu carduri furate sau comenzi repetate neridicate) și blocarea acestora.',
          'Identifying suspicious orders (e.g. payments with stolen cards or repeatedly uncollected orders) and blocking them.',
        ),
        data: ['name', 'email', 'phone', 'ipAddress', 'deliveryAddress', 'orderHistory', 'paymentDetails'],
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: REASON_SECURITY,
        sources: ['dataSubject', 'automatic', 'paymentProcessor'],
        recipients: ['paymentProcessor'],
        storageDuration: 'years3',
      }),
    ]),
    situation('osu-pr', l('Promovare', 'Promoting'), [
      newsletter('osu-pr'),
      similarOffers('osu-pr', { data: ['name', 'email', 'orderHistory', 'marketingPreferences'] }),
      op({
        id: 'osu-pr-cart',
        purposeCategory: 'MARKETING',
        name: l('Mementouri pentru coșul abandonat', 'Abandoned cart reminders'),
        purpose: l(
          'Trimiterea unui mesaj de reamintire când clientul a lăsat produse în coș fără să finalizeze comanda, numai dacă a acceptat mesajele de marketing.',
          'Sending a reminder when the customer left products in the cart without completing the order, only if they accepted marketing messages.',
        ),
        data: ['name', 'email', 'accountData', 'interests'],
        grounds: ['CONSENT'],
        sources: ['dataSubject', 'automatic'],
        recipients: ['emailMarketingPlatform'],
        storageDuration: 'untilConsentWithdrawn',
      }),
      op({
        id: 'osu-pr-recommendations',
        purposeCategory: 'MARKETING',
        interestKind: 'DIRECT_MARKETING_EXISTING_CUSTOMERS',
        name: l('Recomandări personalizate de produse', 'Personalised product recommendations'),
        purpose: l(
          'Afișarea pe site și în cont a unor produse recomandate pe baza comenzilor anterioare și a produselor vizualizate, cu posibilitatea de dezactivare.',
          'Showing recommended products on the website and in the account based on previous orders and products viewed, with the option to turn it off.',
        ),
        data: ['orderHistory', 'interests', 'usageData'],
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: l(
          'Interesul legitim al magazinului de a-și prezenta clienților produse relevante; recomandările sunt afișate doar pe site și în cont, se bazează doar pe activitatea din magazin, nu produc efecte juridice, iar clientul se poate opune oricând. Recomandările trimise prin e-mail sunt mesaje de marketing și se trimit numai cu consimțământ.',
          'The shop’s legitimate interest in showing customers relevant products; recommendations are shown only on the website and in the account, rely only on activity in the shop, have no legal effects and the customer may object at any time. Recommendations sent by e-mail are marketing messages and are sent only with consent.',
        ),
        sources: ['dataSubject', 'automatic'],
        recipients: ['itProvider'],
        storageDuration: 'untilObjection',
      }),
      op({
        id: 'osu-pr-reviews',
        purposeCategory: 'PUBLICATION',
        name: l('Publicarea recenziilor despre produse', 'Publishing product reviews'),
        purpose: l(
          'Publicarea pe site a recenziilor și a evaluărilor lăsate de clienți, însoțite de prenumele sau de pseudonimul ales de aceștia.',
          'Publishing the reviews and ratings left by customers on the website, with the first name or nickname they chose.',
        ),
        data: ['name', 'feedback'],
        grounds: ['CONSENT'],
        sources: ['dataSubject'],
        recipients: ['public'],
        storageDuration: 'untilConsentWithdrawn',
      }),
      feedback('osu-pr', {
        purpose: l(
          'Solicitarea opiniei clienților despre comanda primită și experiența de cumpărare, prin chestionare scurte.',
          'Asking customers for their opinion on the order received and the shopping experience, through short surveys.',
        ),
      }),
    ]),
    situation('osu-site', l('Funcționarea magazinului online', 'Running the online shop'), [
      necessaryCookies('osu-site', {
        purpose: l(
          'Afișarea corectă și sigură a magazinului, păstrarea coșului de cumpărături și a sesiunii și memorarea opțiunilor privind cookie-urile.',
          'Displaying the shop correctly and securely, keeping the shopping cart and session and remembering cookie choices.',
        ),
      }),
      analyticsCookies('osu-site'),
      adCookies('osu-site'),
    ]),
    situation('osu-o', l('Alte situații', 'Other situations'), [
      complaints('osu-o'),
      disputes('osu-o', {
        purpose: l(
          'Soluționarea disputelor cu clienții, inclusiv prin procedurile de soluționare alternativă a litigiilor (SAL), și apărarea drepturilor magazinului în fața instanțelor și a ANPC.',
          'Resolving disputes with customers, including through alternative dispute resolution (ADR), and defending the shop’s rights before courts and ANPC.',
          'Resolving disputes with customers, including through alternative dispute resolution, and defending the shop’s rights before courts and the consumer protection authority.',
        ),
        recipients: ['lawyers', 'courts', 'consumerAuthority'],
      }),
      dataSubjectRequests('osu-o'),
    ]),
  ],
};
