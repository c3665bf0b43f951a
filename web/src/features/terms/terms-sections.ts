/** The terms of service text, one entry per section. */
export const TERMS_EFFECTIVE_DATE = 'July 1, 2025';

export interface TermsSection {
  title: string;
  paragraphs: readonly string[];
}

export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    title: '1. Who we are and what these terms cover',
    paragraphs: [
      'InkForge is an online studio for professional tattoo artists and tattoo studios. It offers AI-assisted tattoo design, stencil creation, image editing, body previews, a design gallery and client management.',
      'These terms form a contract between you and InkForge whenever you create an account or use the service. If you do not agree with them, please do not use InkForge.',
    ],
  },
  {
    title: '2. Eligibility',
    paragraphs: [
      'You must be at least 18 years old and legally able to enter into a binding contract to use InkForge. By creating an account you confirm that you meet these requirements.',
    ],
  },
  {
    title: '3. Your account',
    paragraphs: [
      'Keep your sign-in details confidential and tell us promptly if you suspect someone else is using your account. You are responsible for everything done through your account.',
      'Give us accurate information and keep it up to date. We may suspend accounts used in breach of these terms.',
    ],
  },
  {
    title: '4. Plans, credits and payments',
    paragraphs: [
      'AI features are paid for with credits. Subscription plans (Basic, Pro and Premium) grant a monthly allowance of credits that resets each month; credit packs add credits that never expire.',
      'Subscriptions renew automatically each month or year until cancelled. If you cancel, you keep access until the end of the period already paid; after that the account returns to the free tier and remaining subscription credits expire.',
      'Prices are shown before you pay and include the taxes required by law where applicable. Payments are processed by our card payment provider.',
    ],
  },
  {
    title: '5. No refunds',
    paragraphs: [
      'All payments are final. Subscription fees and credit packs are non-refundable, including for partially used periods and unused credits, except where a refund is required by mandatory law.',
    ],
  },
  {
    title: '6. Your content and client data',
    paragraphs: [
      'You keep ownership of the images, sketches and client information you upload. You grant us the limited licence needed to store and process them to provide the service to you.',
      'You confirm that you have the rights and, where needed, the consent of your clients for every image and piece of personal data you upload, including photos of a client’s body.',
    ],
  },
  {
    title: '7. Designs created with InkForge',
    paragraphs: [
      'Subject to your plan, you may use the designs you create for your tattoo work. AI output can resemble existing works; you are responsible for checking that a design does not infringe the rights of others before you use it.',
    ],
  },
  {
    title: '8. Acceptable use',
    paragraphs: [
      'Do not use InkForge to create unlawful, hateful or infringing material, to upload content you have no right to use, or to disrupt, reverse engineer or overload the service.',
    ],
  },
  {
    title: '9. Availability and changes',
    paragraphs: [
      'We work to keep InkForge available and improving, but we do not guarantee uninterrupted service. We may change features, and we will tell you in advance about changes to these terms that materially affect you.',
    ],
  },
  {
    title: '10. Limitation of liability',
    paragraphs: [
      'To the extent permitted by law, our total liability to you for any claim arising from the service is limited to the amounts you paid us in the 12 months before the event giving rise to the claim.',
      'Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud or for death or personal injury caused by negligence.',
    ],
  },
  {
    title: '11. Ending the contract',
    paragraphs: [
      'You may stop using InkForge and cancel your subscription at any time from your account settings. We may end or suspend your access if you seriously or repeatedly breach these terms.',
    ],
  },
  {
    title: '12. Governing law and courts',
    paragraphs: [
      'These terms are governed by Italian law. Any dispute is subject to the jurisdiction of the Italian courts, without prejudice to any mandatory consumer protection rights you have where you live.',
    ],
  },
];

/**
 * Works of others inside designs the offline engine draws (no AI model): credited here as their
 * licences ask (CC BY 3.0 asks for the authors, the source, the licence and a note of changes).
 */
export const THIRD_PARTY_CREDITS = [
  {
    work: 'Motif icons',
    text: 'Icons by Lorc, Delapouite and other contributors, from game-icons.net, licensed under CC BY 3.0. We recolour, restyle and combine them in designs.',
    source: { label: 'game-icons.net', href: 'https://game-icons.net' },
    licence: { label: 'CC BY 3.0', href: 'https://creativecommons.org/licenses/by/3.0/' },
  },
  {
    work: 'Lettering fonts',
    text: 'Alfa Slab One (the Alfa Slab One Project Authors) and UnifrakturMaguntia (j. ’mach’ wust, Peter Wiegel), under the SIL Open Font License 1.1.',
    source: { label: 'Fontsource', href: 'https://fontsource.org' },
    licence: { label: 'SIL OFL 1.1', href: 'https://openfontlicense.org' },
  },
] as const;
