import { Box, Center } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { readActionLink, type ActionLink } from '../action-link';
import { ACTION_LINK_ERRORS } from '../messages';
import { ActionCodeLink } from './action-code-link';
import { ACTION_CODE_TEXTS } from './action-code-texts';
import { InvalidLink } from './invalid-link';
import { ResetPasswordLink } from './reset-password-link';

function ActionLinkBody({ link }: { link: ActionLink }) {
  if (link.mode === null) return <InvalidLink {...ACTION_LINK_ERRORS.unsupported} />;
  if (link.mode === 'resetPassword') return <ResetPasswordLink link={link} />;
  if (!link.oobCode) return <InvalidLink {...ACTION_LINK_ERRORS.incomplete} />;
  return <ActionCodeLink key={link.oobCode} link={link} texts={ACTION_CODE_TEXTS[link.mode]} />;
}

/**
 * /reset-password: the spec's reset link (?token=…&email=…) and the action URL of every Firebase
 * Auth e-mail (?mode=…&oobCode=…&continueUrl=…&lang=…; see docs/deploy.md).
 */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  return (
    <Center mih="100dvh" p="md">
      <Box w="100%" maw={440}>
        <ActionLinkBody link={readActionLink(params)} />
      </Box>
    </Center>
  );
}
