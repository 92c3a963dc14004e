import { l } from '../schema/common.ts';
import type { TDocumentCode, TDocumentInput } from './schema.ts';
import { NOT_SIGNED_PUBLISHED, SIGNED_BY_REPRESENTATIVE, UPDATE_WITH_SITUATIONS } from './shared.ts';

/** Information notices (Arts. 13-14) and consent forms (Art. 7), one pair per data-subject category. */
export const noticeDocuments = {
  NOTA_INFORMARE_CANDIDATI: {
    group: 'NOTICES_CONSENTS',
    name: l('Notă de informare pentru candidați', 'Privacy notice for job candidates'),
    description: l(
      'Informează candidații despre datele pe care le prelucrați în recrutare (CV, scrisoare de intenție, interviuri, referințe), scopul, temeiul legal, destinatarii, cât timp le păstrați și drepturile lor.',
      'Tells job candidates which data you process during recruitment (CV, cover letter, interviews, references), why and on what legal basis, who receives them, how long you keep them and what rights they have.',
    ),
    guide: {
      where: l(
        'Publicați-o pe pagina de cariere și includeți linkul în fiecare anunț de angajare și în răspunsul automat la primirea unui CV. Dacă primiți CV-uri prin platforme de recrutare sau de la recrutori, trimiteți-o candidatului la primul contact (cel târziu într-o lună).',
        'Publish it on your careers page and link it from every job ad and from the automatic reply to a received CV. When CVs reach you through job boards or recruiters, send it to the candidate at the first contact (within one month at the latest).',
      ),
      signedBy: NOT_SIGNED_PUBLISHED,
      update: UPDATE_WITH_SITUATIONS,
    },
    gdprArticles: ['13', '14', '6(1)(b)', '6(1)(f)'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'DPO', 'SITUATIONS'],
    formats: ['pdf', 'docx'],
  },
  CONSIMTAMANT_CANDIDATI: {
    group: 'NOTICES_CONSENTS',
    name: l(
      'Formular de consimțământ pentru păstrarea CV-ului în baza de candidați',
      "Consent form for keeping the candidate's CV in the talent pool",
    ),
    description: l(
      'Obține acordul candidatului de a-i păstra CV-ul după încheierea recrutării, pentru posturi viitoare, pe o durată stabilită. Fără acest acord, CV-ul se șterge la expirarea duratei de păstrare a candidaturilor (de regulă 3 luni de la încheierea recrutării).',
      "Obtains the candidate's consent to keep their CV after the recruitment ends, for future openings, for a set period. Without this consent the CV is deleted when the retention period for applications ends (usually 3 months after the recruitment ends).",
    ),
    guide: {
      where: l(
        'Oferiți-l ca bifă separată, nepreselectată, în formularul de aplicare online sau ca formular pe hârtie la interviu; acordul nu poate fi o condiție pentru a candida.',
        'Offer it as a separate, unticked checkbox in the online application form, or as a paper form at the interview; consent must not be a condition for applying.',
      ),
      signedBy: l(
        'Se semnează (sau se bifează online) de candidat. Păstrați dovada acordului: data, ora, versiunea textului.',
        'Signed (or ticked online) by the candidate. Keep proof of the consent: date, time and the version of the text.',
      ),
      update: l(
        'Actualizați-l când schimbați durata de păstrare sau scopul bazei de candidați; cereți un acord nou dacă scopul se extinde. Ștergeți CV-urile la expirarea duratei sau la retragerea acordului.',
        'Update it when you change the retention period or purpose of the talent pool; ask for fresh consent if the purpose widens. Delete CVs when the period ends or consent is withdrawn.',
      ),
    },
    gdprArticles: ['6(1)(a)', '7'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'SITUATIONS'],
    formats: ['pdf', 'docx'],
  },
  NOTA_INFORMARE_ANGAJATI: {
    group: 'NOTICES_CONSENTS',
    name: l('Notă de informare pentru angajați', 'Privacy notice for employees'),
    description: l(
      'Informează angajații despre datele prelucrate în relația de muncă (dosar de personal, salarizare, sănătate și securitate în muncă, acces și monitorizare), scopurile, temeiurile legale, destinatarii, duratele de păstrare și drepturile lor. Include informarea prealabilă despre monitorizare cerută de art. 5 din Legea nr. 190/2018.',
      'Tells employees which data are processed in the employment relationship (personnel file, payroll, health and safety, access and monitoring), the purposes, legal bases, recipients, retention periods and their rights. It includes the prior information on monitoring that Article 5 of Law 190/2018 requires.',
      'Tells employees which data are processed in the employment relationship (personnel file, payroll, health and safety, access and monitoring), the purposes, legal bases, recipients, retention periods and their rights, including prior information on any workplace monitoring.',
    ),
    guide: {
      where: l(
        'Înmânați-o fiecărui angajat la angajare, ca anexă la contractul individual de muncă, și publicați-o pe intranet sau la avizier. Angajaților existenți trimiteți-o pe e-mail sau pe hârtie, cu confirmare de primire.',
        'Hand it to every employee when hired, as an annex to the employment contract, and publish it on the intranet or notice board. Send it to current employees by e-mail or on paper, with an acknowledgement of receipt.',
      ),
      signedBy: l(
        'Se semnează de reprezentantul legal. Angajatul semnează doar confirmarea de primire și de luare la cunoștință, nu un consimțământ: relația de muncă nu se bazează pe consimțământ.',
        'Signed by the legal representative. The employee signs only an acknowledgement of receipt, not consent: processing in employment does not rest on consent.',
      ),
      update: UPDATE_WITH_SITUATIONS,
    },
    gdprArticles: ['13', '14', '6(1)(b)', '6(1)(c)', '6(1)(f)', '9(2)(b)', '9(2)(h)', '88'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'DPO', 'SITUATIONS'],
    formats: ['pdf', 'docx'],
  },
  CONSIMTAMANT_ANGAJATI: {
    group: 'NOTICES_CONSENTS',
    name: l('Formular de consimțământ pentru angajați', 'Employee consent form'),
    description: l(
      'Obține acordul angajatului pentru prelucrările opționale, care nu țin de contractul de muncă: publicarea fotografiei și a datelor de contact pe site sau pe rețelele sociale, fotografii și filmări la evenimentele companiei, mesaje de ziua de naștere.',
      'Obtains the employee’s consent for optional processing unrelated to the employment contract: publishing their photo and contact details on the website or social media, photos and filming at company events, birthday messages.',
    ),
    guide: {
      where: l(
        'Înmânați-l separat de contractul de muncă, cu câte o opțiune pentru fiecare scop. Explicați că refuzul sau retragerea acordului nu are nicio consecință asupra raportului de muncă.',
        'Hand it over separately from the employment contract, with one option for each purpose. Explain that refusing or withdrawing consent has no consequence for the employment.',
      ),
      signedBy: l(
        'Se semnează de angajat, pentru fiecare scop bifat. Păstrați exemplarul semnat în dosarul de personal.',
        'Signed by the employee for each purpose ticked. Keep the signed copy in the personnel file.',
      ),
      update: l(
        'Cereți un acord nou pentru orice scop nou. Când un angajat își retrage acordul, opriți prelucrarea (de exemplu scoateți fotografia de pe site) și consemnați data retragerii.',
        'Ask for new consent for any new purpose. When an employee withdraws consent, stop the processing (for example take the photo off the website) and note the date of withdrawal.',
      ),
    },
    gdprArticles: ['6(1)(a)', '7', '88'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'SITUATIONS'],
    formats: ['pdf', 'docx'],
  },
  NOTA_INFORMARE_CLIENTI_PF: {
    group: 'NOTICES_CONSENTS',
    name: l('Notă de informare pentru clienții persoane fizice', 'Privacy notice for individual clients'),
    description: l(
      'Informează clienții persoane fizice despre datele prelucrate pentru ofertare, încheierea și executarea contractului, facturare, livrare, reclamații și solicitarea feedbackului, despre destinatari, durate de păstrare și drepturile lor.',
      'Tells individual clients which data are processed for quotes, concluding and performing the contract, invoicing, delivery, complaints and feedback requests, who receives them, how long they are kept and what rights the clients have.',
    ),
    guide: {
      where: l(
        'Anexați-o la contract sau la ofertă, afișați-o la sediu sau la punctul de lucru și publicați-o pe site. La comenzile telefonice, menționați pe scurt unde poate fi citită.',
        'Attach it to the contract or quote, display it at your premises and publish it on your website. For telephone orders, say briefly where it can be read.',
      ),
      signedBy: l(
        'Se semnează de reprezentantul legal. Clientul poate semna pentru luare la cunoștință, dar nu este obligatoriu.',
        'Signed by the legal representative. The client may sign to acknowledge it, but this is not required.',
      ),
      update: UPDATE_WITH_SITUATIONS,
    },
    gdprArticles: ['13', '6(1)(b)', '6(1)(c)', '6(1)(f)'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'DPO', 'SITUATIONS'],
    formats: ['pdf', 'docx'],
  },
  CONSIMTAMANT_CLIENTI_PF: {
    group: 'NOTICES_CONSENTS',
    name: l(
      'Formular de consimțământ pentru clienții persoane fizice',
      'Consent form for individual clients',
    ),
    description: l(
      'Obține acordul clientului pentru prelucrările care nu sunt necesare contractului: mesaje de marketing, publicarea unei mărturii (testimonial) cu numele sau fotografia sa, fotografii ale lucrării realizate.',
      "Obtains the client's consent for processing not needed for the contract: marketing messages, publishing a testimonial with their name or photo, photos of the finished work.",
    ),
    guide: {
      where: l(
        'Prezentați-l împreună cu contractul, dar separat de acesta, cu o opțiune nepreselectată pentru fiecare scop; online, folosiți căsuțe de bifat distincte.',
        'Present it together with the contract but separate from it, with one unticked option for each purpose; online, use separate checkboxes.',
      ),
      signedBy: l(
        'Se semnează sau se bifează de client. Păstrați dovada acordului (data, canalul, textul acceptat).',
        'Signed or ticked by the client. Keep proof of consent (date, channel, the text accepted).',
      ),
      update: l(
        'Cereți un acord nou când adăugați un scop sau un canal de comunicare. Retragerea trebuie să fie la fel de simplă ca acordarea: includeți în fiecare mesaj un link de dezabonare.',
        'Ask for new consent when you add a purpose or a communication channel. Withdrawing must be as easy as giving consent: include an unsubscribe link in every message.',
      ),
    },
    gdprArticles: ['6(1)(a)', '7'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'SITUATIONS'],
    formats: ['pdf', 'docx'],
  },
  NOTA_INFORMARE_CLIENTI_PJ: {
    group: 'NOTICES_CONSENTS',
    name: l(
      'Notă de informare pentru reprezentanții clienților persoane juridice',
      'Privacy notice for representatives of business clients',
    ),
    description: l(
      'Informează reprezentanții legali, persoanele de contact și delegații clienților persoane juridice despre datele lor prelucrate în derularea contractului, sursa datelor (de regulă, compania lor), scopurile, temeiurile și drepturile lor.',
      'Tells the legal representatives, contact persons and delegates of business clients which of their data are processed in running the contract, where the data come from (usually their own company), the purposes, legal bases and their rights.',
    ),
    guide: {
      where: l(
        'Anexați-o la contractul-cadru sau trimiteți-o la primul contact cu persoanele desemnate de client; includeți un link către ea în semnătura de e-mail și publicați-o pe site.',
        'Attach it to the framework agreement or send it at the first contact with the persons the client designates; link it from your e-mail signature and publish it on your website.',
      ),
      signedBy: SIGNED_BY_REPRESENTATIVE,
      update: UPDATE_WITH_SITUATIONS,
    },
    gdprArticles: ['13', '14', '6(1)(b)', '6(1)(f)'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'DPO', 'SITUATIONS'],
    formats: ['pdf', 'docx'],
  },
  NOTA_INFORMARE_FURNIZORI_PF: {
    group: 'NOTICES_CONSENTS',
    name: l(
      'Notă de informare pentru furnizorii și colaboratorii persoane fizice',
      'Privacy notice for individual suppliers and contractors',
    ),
    description: l(
      'Informează furnizorii și colaboratorii persoane fizice, PFA și liber-profesioniștii despre datele prelucrate pentru selecție, contract, plăți și obligațiile fiscale, despre destinatari, durate de păstrare și drepturile lor.',
      'Tells individual suppliers, contractors, sole traders and freelancers which data are processed for selection, the contract, payments and tax obligations, who receives them, how long they are kept and what rights they have.',
    ),
    guide: {
      where: l(
        'Anexați-o la contractul de prestări servicii sau la comandă și trimiteți-o la primul contact cu furnizorul.',
        'Attach it to the service agreement or purchase order and send it at the first contact with the supplier.',
      ),
      signedBy: SIGNED_BY_REPRESENTATIVE,
      update: UPDATE_WITH_SITUATIONS,
    },
    gdprArticles: ['13', '6(1)(b)', '6(1)(c)'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'DPO', 'SITUATIONS'],
    formats: ['pdf', 'docx'],
  },
  NOTA_INFORMARE_FURNIZORI_PJ: {
    group: 'NOTICES_CONSENTS',
    name: l(
      'Notă de informare pentru reprezentanții furnizorilor persoane juridice',
      'Privacy notice for representatives of business suppliers',
    ),
    description: l(
      'Informează reprezentanții și persoanele de contact ale furnizorilor persoane juridice despre datele lor prelucrate pentru derularea contractului, accesul în sediu și comunicare, despre sursa datelor și drepturile lor.',
      'Tells the representatives and contact persons of business suppliers which of their data are processed to run the contract, for access to the premises and for communication, where the data come from and what rights they have.',
    ),
    guide: {
      where: l(
        'Anexați-o la contractul cu furnizorul sau trimiteți-o persoanelor de contact la începutul colaborării; publicați-o pe site.',
        'Attach it to the supplier agreement or send it to the contact persons when the collaboration starts; publish it on your website.',
      ),
      signedBy: SIGNED_BY_REPRESENTATIVE,
      update: UPDATE_WITH_SITUATIONS,
    },
    gdprArticles: ['13', '14', '6(1)(b)', '6(1)(f)'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'DPO', 'SITUATIONS'],
    formats: ['pdf', 'docx'],
  },
  NOTA_INFORMARE_PACIENTI: {
    group: 'NOTICES_CONSENTS',
    name: l('Notă de informare pentru pacienți', 'Privacy notice for patients'),
    description: l(
      'Informează pacienții despre datele privind sănătatea și celelalte date prelucrate pentru programări, diagnostic, tratament, fișa medicală, raportările către casa de asigurări și autorități, despre secretul medical, durate de păstrare și drepturile lor.',
      'Tells patients which health data and other data are processed for appointments, diagnosis, treatment, medical records and reporting to the health insurance fund and the authorities, about medical confidentiality, retention periods and their rights.',
      'Tells patients which health data and other data are processed for appointments, diagnosis, treatment, medical records and reporting to health insurers and the authorities, about medical confidentiality, retention periods and their rights.',
    ),
    guide: {
      where: l(
        'Afișați-o la recepție și în sala de așteptare, înmânați-o la prima consultație și publicați-o pe site și în sistemul de programări online.',
        'Display it at the reception and in the waiting room, hand it over at the first appointment and publish it on your website and in the online booking system.',
      ),
      signedBy: l(
        'Se semnează de reprezentantul legal al unității medicale. Pacientul semnează de luare la cunoștință, de regulă pe fișa de înregistrare.',
        'Signed by the legal representative of the medical practice. The patient signs to acknowledge it, usually on the registration form.',
      ),
      update: UPDATE_WITH_SITUATIONS,
    },
    gdprArticles: ['13', '9(2)(h)', '6(1)(b)', '6(1)(c)'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'DPO', 'SITUATIONS'],
    formats: ['pdf', 'docx'],
  },
  CONSIMTAMANT_PACIENTI: {
    group: 'NOTICES_CONSENTS',
    name: l('Formular de consimțământ pentru pacienți', 'Patient consent form'),
    description: l(
      'Obține acordul explicit al pacientului pentru prelucrările opționale: fotografii clinice folosite în prezentări sau publicații, comunicări informative și de marketing, mărturii. Nu înlocuiește acordul informat pentru actul medical cerut de Legea nr. 46/2003.',
      "Obtains the patient's explicit consent for optional processing: clinical photos used in presentations or publications, newsletters and marketing, testimonials. It does not replace informed consent to medical treatment under Law 46/2003.",
      "Obtains the patient's explicit consent for optional processing: clinical photos used in presentations or publications, newsletters and marketing, testimonials. It does not replace informed consent to medical treatment required by health law.",
    ),
    guide: {
      where: l(
        'Prezentați-l separat de fișa medicală și de acordul pentru tratament, cu câte o opțiune pentru fiecare scop; îngrijirea medicală nu poate depinde de semnarea lui.',
        'Present it separately from the medical record and from the consent to treatment, with one option for each purpose; care must never depend on signing it.',
      ),
      signedBy: l(
        'Se semnează de pacient sau, pentru minori și persoane fără capacitate, de reprezentantul legal. Păstrați-l în dosarul pacientului.',
        "Signed by the patient or, for minors and persons without capacity, by their legal representative. Keep it in the patient's file.",
      ),
      update: l(
        'Cereți un acord nou pentru orice scop nou; la retragerea acordului încetați imediat folosirea fotografiilor sau trimiterea mesajelor.',
        'Ask for new consent for any new purpose; when consent is withdrawn, stop using the photos or sending messages at once.',
      ),
    },
    gdprArticles: ['9(2)(a)', '6(1)(a)', '7'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'SITUATIONS'],
    formats: ['pdf', 'docx'],
  },
  NOTA_INFORMARE_PARTICIPANTI_EVENIMENTE: {
    group: 'NOTICES_CONSENTS',
    name: l('Notă de informare pentru participanții la evenimente', 'Privacy notice for event attendees'),
    description: l(
      'Informează participanții la evenimentele fizice despre datele prelucrate la înscriere, check-in, fotografiere și filmare, comunicările de după eveniment și transmiterea către parteneri sau sponsori.',
      'Tells attendees of in-person events which data are processed at registration, at check-in, in photos and filming, in follow-up communication and when shared with partners or sponsors.',
    ),
    guide: {
      where: l(
        'Includeți linkul în formularul de înscriere și în e-mailul de confirmare; afișați un rezumat la intrarea în locație, cu un cod QR către textul complet.',
        'Link it from the registration form and the confirmation e-mail; display a summary at the venue entrance with a QR code to the full text.',
      ),
      signedBy: NOT_SIGNED_PUBLISHED,
      update: l(
        'Revizuiți-o înaintea fiecărui eveniment: parteneri, sponsori, fotografi, platforme de bilete; regenerați-o din platformă după orice schimbare a situațiilor.',
        'Review it before each event: partners, sponsors, photographers, ticketing platforms; regenerate it from the platform after any change of situations.',
      ),
    },
    gdprArticles: ['13', '6(1)(b)', '6(1)(f)'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'DPO', 'SITUATIONS'],
    formats: ['pdf', 'docx'],
  },
  CONSIMTAMANT_PARTICIPANTI_EVENIMENTE: {
    group: 'NOTICES_CONSENTS',
    name: l(
      'Formular de consimțământ pentru participanții la evenimente',
      'Consent form for event attendees',
    ),
    description: l(
      'Obține acordul participanților pentru fotografii și filmări în care apar în prim-plan și pentru publicarea lor, pentru transmiterea datelor către sponsori și pentru comunicări de marketing.',
      'Obtains attendees’ consent for close-up photos and videos and their publication, for sharing their data with sponsors and for marketing communication.',
    ),
    guide: {
      where: l(
        'Adăugați opțiunile, nepreselectate, în formularul de înscriere sau oferiți formularul la check-in; marcați vizibil (de exemplu cu un ecuson colorat) participanții care nu doresc să fie fotografiați.',
        'Add the options, unticked, to the registration form or offer the form at check-in; visibly mark (for example with a coloured badge) the attendees who do not want to be photographed.',
      ),
      // Art. 8 GDPR (16 years) covers online services only; for minors at an in-person event the
      // parent or legal representative consents under the Civil Code (verify).
      signedBy: l(
        'Se semnează sau se bifează de participant; pentru participanții minori, de părinte sau de reprezentantul legal.',
        'Signed or ticked by the attendee; for attendees who are minors, by a parent or legal representative.',
      ),
      update: l(
        'Actualizați-l pentru fiecare eveniment cu alți parteneri sau alte canale de publicare; respectați durata de păstrare a materialelor foto-video și retragerile de acord.',
        'Update it for each event with different partners or publication channels; respect the retention period of photos and videos and any withdrawals of consent.',
      ),
    },
    gdprArticles: ['6(1)(a)', '7'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'SITUATIONS'],
    formats: ['pdf', 'docx'],
  },
  NOTA_INFORMARE_PARTICIPANTI_EVENIMENTE_ONLINE: {
    group: 'NOTICES_CONSENTS',
    name: l(
      'Notă de informare pentru participanții la evenimente online',
      'Privacy notice for online event attendees',
    ),
    description: l(
      'Informează participanții la webinare și evenimente online despre datele prelucrate la înscriere și pe platforma de videoconferință, despre înregistrarea sesiunilor, mesajele din chat, statisticile de participare și comunicările ulterioare.',
      'Tells attendees of webinars and online events which data are processed at registration and on the video-conferencing platform, about session recordings, chat messages, attendance statistics and follow-up communication.',
    ),
    guide: {
      where: l(
        'Includeți linkul în pagina de înscriere și în invitație; la începutul sesiunii anunțați verbal dacă evenimentul se înregistrează și unde găsesc participanții nota.',
        'Link it from the registration page and the invitation; at the start of the session say aloud whether it is recorded and where attendees can find the notice.',
      ),
      signedBy: NOT_SIGNED_PUBLISHED,
      update: l(
        'Actualizați-o când schimbați platforma de videoconferință (și țara în care aceasta stochează datele), modul de înregistrare sau partenerii; regenerați-o din platformă.',
        'Update it when you change the video-conferencing platform (and the country where it stores data), the way you record, or your partners; regenerate it from the platform.',
      ),
    },
    gdprArticles: ['13', '6(1)(b)', '6(1)(f)', '44'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'DPO', 'SITUATIONS'],
    formats: ['pdf', 'docx'],
  },
  CONSIMTAMANT_PARTICIPANTI_EVENIMENTE_ONLINE: {
    group: 'NOTICES_CONSENTS',
    name: l(
      'Formular de consimțământ pentru participanții la evenimente online',
      'Consent form for online event attendees',
    ),
    description: l(
      'Obține acordul participanților pentru înregistrarea și publicarea imaginii și vocii lor, pentru transmiterea datelor către co-organizatori sau sponsori și pentru comunicări de marketing.',
      "Obtains attendees' consent for recording and publishing their image and voice, for sharing their data with co-organisers or sponsors and for marketing communication.",
    ),
    guide: {
      where: l(
        'Adăugați opțiunile, nepreselectate, în formularul de înscriere; participanții care nu își dau acordul pot participa cu camera și microfonul oprite.',
        'Add the options, unticked, to the registration form; attendees who do not consent can take part with camera and microphone off.',
      ),
      signedBy: l(
        'Se bifează de participant în formularul online; păstrați jurnalul acordurilor (data, ora, textul acceptat).',
        'Ticked by the attendee in the online form; keep the consent log (date, time, text accepted).',
      ),
      update: l(
        'Actualizați-l pentru fiecare eveniment cu alți parteneri sau alte canale de publicare a înregistrărilor.',
        'Update it for each event with different partners or channels for publishing recordings.',
      ),
    },
    gdprArticles: ['6(1)(a)', '7', '8'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'SITUATIONS'],
    formats: ['pdf', 'docx'],
  },
  NOTA_INFORMARE_CCTV: {
    group: 'NOTICES_CONSENTS',
    name: l('Notă de informare privind supravegherea video', 'Video surveillance privacy notice'),
    description: l(
      'Al doilea nivel de informare despre camerele de supraveghere: zonele supravegheate, scopul (securitatea persoanelor și a bunurilor), temeiul legal, cine vede imaginile, cât timp se păstrează (de regulă cel mult 30 de zile) și drepturile persoanelor filmate.',
      'The second layer of information about surveillance cameras: the areas covered, the purpose (safety of people and property), the legal basis, who sees the footage, how long it is kept (usually 30 days at most) and the rights of the people filmed.',
    ),
    guide: {
      where: l(
        'Publicați-o pe site și păstrați un exemplar la recepție sau la punctul de pază; afișul de avertizare de la intrare trebuie să indice unde poate fi consultată. Înmânați-o angajaților înainte de punerea în funcțiune a camerelor.',
        'Publish it on your website and keep a copy at the reception or security desk; the warning sign at the entrance must say where it can be read. Give it to employees before the cameras start recording.',
      ),
      signedBy: SIGNED_BY_REPRESENTATIVE,
      update: l(
        'Actualizați-o când montați camere noi sau schimbați zonele, durata de păstrare sau firma de pază care are acces la imagini.',
        'Update it when you add cameras or change the areas covered, the retention period or the security company with access to the footage.',
      ),
    },
    gdprArticles: ['13', '6(1)(f)', '5(1)(c)'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'DPO'],
    formats: ['pdf', 'docx'],
  },
  CONSIMTAMANT_MAGAZIN_ONLINE: {
    group: 'NOTICES_CONSENTS',
    name: l('Texte de consimțământ pentru magazinul online', 'Consent texts for the online shop'),
    description: l(
      'Textele căsuțelor de bifat și ale mesajelor de informare scurtă pentru prelucrările din magazin întemeiate pe consimțământ (de exemplu abonarea la newsletter, mementourile pentru coșul abandonat, publicarea recenziilor). Fiecare scop are o căsuță separată, nepreselectată. Crearea contului și comanda se întemeiază pe contract, iar recomandările afișate în magazin pe interesul legitim, deci nu cer căsuță de consimțământ.',
      'The checkbox texts and short notices for the shop’s processing based on consent (for example newsletter sign-up, abandoned cart reminders, publishing reviews). Each purpose has its own unticked checkbox. Account creation and orders rest on the contract, and recommendations shown in the shop on legitimate interest, so they need no consent checkbox.',
    ),
    guide: {
      where: l(
        'Copiați textele în formularele magazinului (înregistrare, finalizarea comenzii, abonare, recenzii), fiecare lângă căsuța sa și cu link către politica de confidențialitate.',
        "Copy the texts into the shop's forms (sign-up, checkout, newsletter, reviews), each next to its checkbox, with a link to the privacy policy.",
      ),
      signedBy: l(
        'Nu se semnează; dovada acordului este jurnalul magazinului (cine a bifat, când și ce versiune a textului).',
        "Not signed; the proof of consent is the shop's log (who ticked, when and which version of the text).",
      ),
      update: l(
        'Actualizați-le când adăugați un scop sau un canal (de exemplu SMS); păstrați versiunile anterioare ca să puteți dovedi ce a acceptat fiecare client.',
        'Update them when you add a purpose or a channel (for example SMS); keep the previous versions to prove what each customer accepted.',
      ),
    },
    gdprArticles: ['6(1)(a)', '7', '8'],
    needs: ['COMPANY_INFO', 'SITUATIONS', 'WEBSITE'],
    formats: ['pdf', 'docx'],
  },
  NOTA_INFORMARE_RESTAURANT: {
    group: 'NOTICES_CONSENTS',
    name: l('Notă de informare pentru clienții restaurantului', 'Privacy notice for restaurant customers'),
    description: l(
      'Informare scurtă pentru rezervările telefonice și la fața locului, comenzile cu livrare și programul de fidelitate: ce date cereți (nume, telefon, adresă de livrare, eventual alergii), de ce și cât timp le păstrați.',
      'A short notice for telephone and walk-in reservations, delivery orders and the loyalty scheme: which data you ask for (name, phone, delivery address, possibly allergies), why and how long you keep them.',
    ),
    guide: {
      where: l(
        'Afișați-o în restaurant (la intrare sau pe meniu, cu un cod QR) și publicați-o pe site și în aplicația de comenzi; personalul care preia rezervări telefonice o poate rezuma în câteva cuvinte.',
        'Display it in the restaurant (at the entrance or on the menu, with a QR code) and publish it on the website and in the ordering app; staff who take phone reservations can sum it up in a few words.',
      ),
      signedBy: NOT_SIGNED_PUBLISHED,
      update: UPDATE_WITH_SITUATIONS,
    },
    gdprArticles: ['13', '6(1)(b)', '9(2)(a)'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'DPO', 'SITUATIONS'],
    formats: ['pdf', 'docx'],
  },
  NOTA_INFORMARE_OASPETI: {
    group: 'NOTICES_CONSENTS',
    name: l('Notă de informare pentru oaspeți', 'Privacy notice for guests'),
    description: l(
      'Informează oaspeții la check-in despre datele din fișa de anunțare a sosirii și plecării, datele din actul de identitate, plata, serviciile suplimentare și supravegherea video din unitatea de cazare, despre destinatari și durate de păstrare.',
      'Tells guests at check-in which data are taken on the guest registration card and from the identity document, for payment, additional services and the video surveillance of the property, who receives them and how long they are kept.',
    ),
    guide: {
      where: l(
        'Afișați-o la recepție, puneți-o în camere (sau în mapa de informații pentru oaspeți) și trimiteți linkul în e-mailul de confirmare a rezervării.',
        'Display it at the reception, put it in the rooms (or in the guest information folder) and send the link in the booking confirmation e-mail.',
      ),
      signedBy: l(
        'Se semnează de reprezentantul legal. Oaspetele confirmă că a primit-o, de regulă pe fișa de înregistrare.',
        'Signed by the legal representative. The guest acknowledges receipt, usually on the registration card.',
      ),
      update: UPDATE_WITH_SITUATIONS,
    },
    gdprArticles: ['13', '6(1)(b)', '6(1)(c)'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'DPO', 'SITUATIONS'],
    formats: ['pdf', 'docx'],
  },
  CONSIMTAMANT_MARKETING: {
    group: 'NOTICES_CONSENTS',
    name: l(
      'Formular de consimțământ pentru comunicări de marketing',
      'Marketing communications consent form',
    ),
    description: l(
      'Obține acordul prealabil pentru mesaje comerciale prin e-mail, SMS, telefon sau aplicații de mesagerie, cerut de art. 12 din Legea nr. 506/2004, cu câte o opțiune pentru fiecare canal și informațiile despre retragerea acordului.',
      'Obtains the prior consent for commercial messages by e-mail, SMS, phone or messaging apps that Article 12 of Law 506/2004 requires, with one option per channel and information on withdrawing consent.',
      'Obtains the prior consent for commercial messages by e-mail, SMS, phone or messaging apps that the ePrivacy rules require, with one option per channel and information on withdrawing consent.',
    ),
    guide: {
      where: l(
        'Folosiți textele în formularele de abonare de pe site, la casă sau în formularele pe hârtie; nu preselectați nicio opțiune și nu condiționați o vânzare de acord.',
        'Use the texts in the sign-up forms on your website, at the till or on paper forms; never pre-tick an option and never make a sale conditional on consent.',
      ),
      signedBy: l(
        'Se semnează sau se bifează de persoana vizată; pentru abonările online folosiți confirmarea prin e-mail (double opt-in) și păstrați jurnalul acordurilor.',
        'Signed or ticked by the person; for online sign-ups use e-mail confirmation (double opt-in) and keep the consent log.',
      ),
      update: l(
        'Cereți un acord nou pentru canale sau tipuri de mesaje noi; aplicați dezabonările imediat, iar lista de contacte o verificați cel puțin o dată pe an.',
        'Ask for new consent for new channels or message types; apply unsubscribes immediately and check the contact list at least once a year.',
      ),
    },
    gdprArticles: ['6(1)(a)', '7', '21(2)', '21(3)'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO'],
    formats: ['pdf', 'docx'],
  },
} satisfies Partial<Record<TDocumentCode, TDocumentInput>>;
