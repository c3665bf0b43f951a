import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconBarcode } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { barcodeDetector, readLabel } from './scan-label';

interface Props {
  onRead: (label: { lot: string; expiresOn: string | null }) => void;
}

/** Reads the lot from the label's barcode with the camera; absent where the browser cannot. */
export function ScanLabelButton({ onRead }: Props) {
  const [open, setOpen] = useState(false);
  const Detector = barcodeDetector();
  if (!Detector) return null;
  return (
    <>
      <Button variant="light" leftSection={<IconBarcode size={18} />} onClick={() => setOpen(true)}>
        Scan label
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Scan the label">
        {open && (
          <Scanner
            Detector={Detector}
            onRead={(label) => {
              setOpen(false);
              onRead(label);
            }}
          />
        )}
      </Modal>
    </>
  );
}

function Scanner({
  Detector,
  onRead,
}: {
  Detector: NonNullable<ReturnType<typeof barcodeDetector>>;
  onRead: Props['onRead'];
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    const detector = new Detector();
    const look = async () => {
      if (stopped || !video.current) return;
      try {
        const [code] = await detector.detect(video.current);
        if (code?.rawValue) return onRead(readLabel(code.rawValue));
      } catch {
        // A frame not ready yet: look again.
      }
      setTimeout(() => void look(), 250);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (s) => {
        stream = s;
        if (stopped || !video.current) return;
        video.current.srcObject = s;
        await video.current.play();
        void look();
      })
      .catch(() => setProblem('The camera is not available. Type the lot instead.'));
    return () => {
      stopped = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [Detector, onRead]);
  return (
    <Stack>
      <Text size="sm">Hold the label's barcode in front of the camera.</Text>
      {problem ? (
        <Text role="alert">{problem}</Text>
      ) : (
        <video ref={video} muted playsInline style={{ width: '100%' }} aria-label="Camera" />
      )}
    </Stack>
  );
}
