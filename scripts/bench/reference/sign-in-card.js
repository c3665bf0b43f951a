// The sign-in card both reference pages draw: a title, a line of text, the Google button, two
// fields and the sign-in button, with what a page adds below it.
import { Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { createElement as h } from 'react';

export function SignInCard({ text, signIn = {}, children }) {
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
        h(Text, null, text),
        h(Button, { variant: 'default' }, 'Continue with Google'),
        h(TextInput, { label: 'Email', type: 'email' }),
        h(PasswordInput, { label: 'Password' }),
        h(Button, signIn, 'Sign In'),
        children,
      ),
    ),
  );
}
