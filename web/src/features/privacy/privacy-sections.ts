/** The privacy policy's text; its date changes whenever the text does. */
export const PRIVACY_EFFECTIVE_DATE = '23 November 2026';

export const PRIVACY_SECTIONS: { title: string; paragraphs: string[] }[] = [
  {
    title: 'Who we are',
    paragraphs: [
      'InkForge is a studio tool for professional tattoo artists. For your account, billing and use of the product we are the data controller. For the client records you keep in InkForge (your clients, their appointments, consent forms, allergies and medical notes) you are the controller and we process that data on your behalf and on your instructions only.',
    ],
  },
  {
    title: 'What we store and why',
    paragraphs: [
      'Account: e-mail address, display name, username, password (stored by our sign-in provider, never by us in readable form), time zone, and the record of your acceptance of these terms and of marketing e-mails (with the version of the text you agreed to and when). We need these to run your account.',
      'Billing: your plan, subscription status, credit balance and the history of every credit movement, and the identifiers of your customer and subscription at our payment processor. Card details are entered on the payment processor’s page and never reach our servers.',
      'Your work: the designs, stencils and photos you create or upload, the prompts you write, your gallery, and the support chat history. We keep them to show them back to you.',
      'Client records: names, contact details, dates of birth, emergency contacts, appointments, payments, notes and, when you enter them, allergies and medical notes.',
      'Technical data: sign-in times, the IP address a request comes from (for security, rate limits and consent records) and error logs.',
    ],
  },
  {
    title: 'Health data',
    paragraphs: [
      'Allergies and medical notes about your clients are health data, a special category under Article 9 of the GDPR. Record them only when they are needed for a safe tattoo and with your client’s explicit consent. They are visible only to your account, are never used to train AI models, are never sent to the AI provider, and are deleted with the client record or with your account.',
    ],
  },
  {
    title: 'Processors',
    paragraphs: [
      'Google Cloud (Firebase Authentication, Cloud Firestore, Cloud Storage, Cloud Functions, Hosting), in the European Union where available: stores and serves all data above.',
      'Stripe: takes payments, keeps your card details and invoices, and tells us when a payment succeeds, fails or is refunded.',
      'OpenAI: receives the prompts and images you send to an AI tool and returns the result. It does not receive your client records. Under its API terms it does not use this data to train models.',
      'Each processor works under a data processing agreement; transfers outside the EU rely on the European Commission’s standard contractual clauses or adequacy decisions.',
    ],
  },
  {
    title: 'How long we keep it',
    paragraphs: [
      'Account, work and client records: until you delete them or your account. Deleting your account removes your profile, client records, designs and files within 30 days, backups included.',
      'Billing records and invoices: 10 years, as Italian tax law requires; the credit history is kept with them.',
      'Security logs: 90 days. Support chat: until you clear it or delete your account.',
    ],
  },
  {
    title: 'Your rights',
    paragraphs: [
      'You may ask to access, correct, delete, restrict or export your data, and object to its processing. You can withdraw marketing consent at any time in Settings, without affecting anything else. Your clients may exercise their rights through you; we will help you answer them.',
      'You may complain to the Italian supervisory authority, the Garante per la protezione dei dati personali, or to the authority where you live.',
    ],
  },
  {
    title: 'Contact',
    paragraphs: [
      'For any privacy question or request, write to us from the support chat in the app, stating that it is a privacy request. We answer within 30 days.',
    ],
  },
];
