/* global document */
// The second reference for `npm run bench`: the same page with the two libraries the product's
// stack puts on every screen, React Router (routes, links) and TanStack Query (the session as a
// query, sign-in as a mutation). What /login cannot go below while it keeps them.
import '@mantine/core/styles.css';
import { Anchor, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useNavigate } from 'react-router';
import { SignInCard } from './sign-in-card';

const getJson = (url) => fetch(url).then((response) => response.json());

function Page() {
  const navigate = useNavigate();
  const session = useQuery({ queryKey: ['me'], queryFn: () => getJson('/me'), enabled: false });
  const signIn = useMutation({
    mutationFn: () => getJson('/sign-in'),
    onSuccess: () => navigate('/done'),
  });
  return h(
    SignInCard,
    {
      text: session.data ? 'Signed in' : 'React, Mantine, React Router and Query',
      signIn: { loading: signIn.isPending, onClick: () => signIn.mutate() },
    },
    h(Anchor, { component: Link, to: '/terms' }, 'Terms'),
  );
}

createRoot(document.getElementById('root')).render(
  h(
    MantineProvider,
    null,
    h(
      QueryClientProvider,
      { client: new QueryClient() },
      h(BrowserRouter, null, h(Routes, null, h(Route, { path: '*', element: h(Page) }))),
    ),
  ),
);
