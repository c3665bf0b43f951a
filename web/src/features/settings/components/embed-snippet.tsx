import { Stack, Textarea } from '@mantine/core';
import { CopyValueButton } from '@/components/copy-and-share';

/** The `<iframe>` an artist pastes into their own site; the form fits a phone's width. */
function embedSnippet(origin: string, username: string): string {
  const src = `${origin}/book/${encodeURIComponent(username)}/embed`;
  return `<iframe src="${src}" title="Request a tattoo" loading="lazy" style="width:100%;max-width:640px;height:1400px;border:0"></iframe>`;
}

/** The snippet with a Copy button; it frames only on the sites listed above it. */
export function EmbedSnippet({ username, sites }: { username: string; sites: number }) {
  const snippet = embedSnippet(window.location.origin, username);
  return (
    <Stack gap={4}>
      <Textarea
        readOnly
        autosize
        label="Form for your website"
        description={
          sites > 0
            ? 'Paste this code into a page of the sites listed above.'
            : 'List your website above first: browsers show the form only on the sites you list.'
        }
        value={snippet}
        onFocus={(e) => e.currentTarget.select()}
        styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
      />
      <CopyValueButton
        value={snippet}
        label="Copy code"
        copiedLabel="Code copied"
        style={{ alignSelf: 'flex-start' }}
      />
    </Stack>
  );
}
