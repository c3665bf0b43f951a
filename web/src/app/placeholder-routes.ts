import { paths } from '@/config/paths';

/** Registered routes whose screens arrive in later builds (spec accounts §2, tools §2). */
export const PLACEHOLDER_ROUTES: readonly { path: string; feature: string; description: string }[] =
  [
    {
      path: paths.aiGenerator,
      feature: 'AI Generator',
      description: 'Generate tattoo designs from a prompt, a sketch or a photo.',
    },
    {
      path: paths.generator,
      feature: 'AI Generator',
      description: 'Generate tattoo designs from a prompt, a sketch or a photo.',
    },
    {
      path: paths.quickGeneration,
      feature: 'Quick Generation',
      description: 'One-click simple tattoo designs.',
    },
    {
      path: paths.pricing,
      feature: 'Pricing',
      description: 'Subscription plans and credit packages.',
    },
    { path: paths.credits, feature: 'Get Credits', description: 'Credit packs that never expire.' },
    { path: paths.subscribe, feature: 'Subscribe', description: 'Choose Basic, Pro or Premium.' },
    {
      path: paths.updatePlan,
      feature: 'Update Plan',
      description: 'Change your subscription plan.',
    },
    {
      path: paths.success,
      feature: 'Payment Result',
      description: 'Confirmation of your payment.',
    },
    {
      path: paths.checkoutSuccess,
      feature: 'Payment Result',
      description: 'Confirmation of your payment.',
    },
    {
      path: paths.clients,
      feature: 'Clients',
      description: 'Clients, projects, appointments and payments.',
    },
    { path: paths.clientsBasic, feature: 'Clients', description: 'A simple list of your clients.' },
    { path: paths.calendar, feature: 'Calendar', description: 'Your appointments by day.' },
    {
      path: paths.settings,
      feature: 'Settings',
      description: 'Profile, subscription, security and promo codes.',
    },
    {
      path: paths.gallery,
      feature: 'Gallery',
      description: 'Your saved designs, stencils and previews.',
    },
    {
      path: paths.stencils,
      feature: 'Stencils',
      description: 'Turn designs and photos into clean stencils.',
    },
    {
      path: paths.photoEditor,
      feature: 'Photo Editor',
      description: 'Remove backgrounds and upscale images.',
    },
    {
      path: paths.modifyDesign,
      feature: 'Modify Design',
      description: 'Change a design with a prompt.',
    },
    {
      path: paths.bodyPreview,
      feature: 'Body Preview (AI)',
      description: 'See a design on a client photo.',
    },
    {
      path: paths.bodyPreviewManual,
      feature: 'Body Preview (Manual)',
      description: 'Place a design on a client photo yourself.',
    },
  ];
