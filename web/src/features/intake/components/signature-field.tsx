import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';
import { MATERIAL } from '@/app/theme/tokens';
import { exportSignature } from './signature-export';

export type SignatureMode = 'draw' | 'type';

interface Props {
  mode: SignatureMode;
  onModeChange: (mode: SignatureMode) => void;
  /** The drawn signature as a PNG data URL; '' when the pad is empty. */
  onDrawn: (dataUrl: string) => void;
  typed: string;
  onTyped: (name: string) => void;
  error?: string;
}

/**
 * A signature drawn with a finger, pen or mouse on a canvas; typing the full name is the
 * keyboard and screen-reader alternative (the pad itself cannot be operated without pointing).
 */
export function SignatureField({ mode, onModeChange, onDrawn, typed, onTyped, error }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);

  useEffect(() => {
    const element = canvas.current;
    // Without a 2D canvas (very old browsers) the typed name is the way to sign.
    if (mode !== 'draw' || !element?.getContext('2d')) return undefined;
    // Sharp strokes on high-density screens: the bitmap follows the device pixels.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = element.offsetWidth * ratio;
    element.height = element.offsetHeight * ratio;
    element.getContext('2d')?.scale(ratio, ratio);
    const signature = new SignaturePad(element, {
      penColor: MATERIAL.signatureInk,
      minWidth: 1,
      maxWidth: 2.5,
    });
    // An empty pad has nothing to send; what is sent is reduced on the device (signature-export).
    signature.addEventListener('endStroke', () =>
      onDrawn(signature.isEmpty() ? '' : exportSignature(element)),
    );
    pad.current = signature;
    return () => {
      signature.off();
      pad.current = null;
    };
  }, [mode, onDrawn]);

  const clear = () => {
    pad.current?.clear();
    onDrawn('');
  };

  return (
    <Stack gap="xs">
      <Text fw={600} id="signature-label">
        Signature
      </Text>
      <SegmentedControl
        aria-label="How to sign"
        value={mode}
        onChange={(value) => onModeChange(value === 'type' ? 'type' : 'draw')}
        data={[
          { value: 'draw', label: 'Draw' },
          { value: 'type', label: 'Type my name' },
        ]}
      />
      {mode === 'draw' ? (
        <>
          <canvas
            ref={canvas}
            data-testid="signature-pad"
            role="img"
            aria-labelledby="signature-label"
            aria-describedby="signature-hint"
            style={{
              width: '100%',
              height: 160,
              border: '1px solid var(--if-border-strong)',
              borderRadius: 4,
              background: MATERIAL.signaturePaper,
              touchAction: 'none',
            }}
          />
          <Group justify="space-between">
            <Text size="sm" c="dimmed" id="signature-hint">
              Sign with your finger or mouse, or choose “Type my name”.
            </Text>
            <Button variant="subtle" size="xs" onClick={clear}>
              Clear signature
            </Button>
          </Group>
        </>
      ) : (
        <TextInput
          label="Type your full name as your signature"
          value={typed}
          onChange={(e) => onTyped(e.currentTarget.value)}
          autoComplete="name"
        />
      )}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
