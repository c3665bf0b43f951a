import { Button } from '@mantine/core';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { useDownloadEvidencePdf, type EvidenceSubject } from '../api/download-evidence-pdf';

interface Props {
  subject: EvidenceSubject;
  id: string;
  title: string;
}

/** "Download evidence (PDF)": what the artist hands over when a client disputes a deposit. */
export function EvidenceDownloadButton({ subject, id, title }: Props) {
  const download = useDownloadEvidencePdf(subject, id);
  return (
    <Button
      size="xs"
      variant="default"
      loading={download.isPending}
      aria-label={`Download evidence (PDF) for ${title}`}
      onClick={() =>
        download.mutate(title, {
          onError: (error) =>
            notifyError(
              'Download Failed',
              errorMessage(error, 'The evidence PDF could not be made. Try again.'),
            ),
        })
      }
    >
      Download evidence (PDF)
    </Button>
  );
}
