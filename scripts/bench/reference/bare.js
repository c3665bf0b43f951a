/* global document */
// The reference for `npm run bench`: the smallest React + Mantine page with the login screen's
// parts (a card, two fields, two buttons). InkForge's /login is measured against it.
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { SignInCard } from './sign-in-card';

createRoot(document.getElementById('root')).render(
  h(MantineProvider, null, h(SignInCard, { text: 'A bare React and Mantine page' })),
);
