/* global document */
// The reference for `npm run bench`: the smallest React + Mantine page with the login screen's
// parts (a card, two fields, two buttons). InkForge's /login is measured against it.
import '@mantine/core/styles.css';
import {
  Button,
  Center,
  MantineProvider,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

function Page() {
  return h(
    Center,
    { mih: '100dvh', p: 'md' },
    h(
      Paper,
      { withBorder: true, p: 'xl', w: '100%', maw: 440 },
      h(
        Stack,
        null,
        h(Title, { order: 1 }, 'Reference'),
        h(Text, null, 'A bare React and Mantine page'),
        h(Button, { variant: 'default' }, 'Continue with Google'),
        h(TextInput, { label: 'Email', type: 'email' }),
        h(PasswordInput, { label: 'Password' }),
        h(Button, null, 'Sign In'),
      ),
    ),
  );
}

createRoot(document.getElementById('root')).render(h(MantineProvider, null, h(Page)));
